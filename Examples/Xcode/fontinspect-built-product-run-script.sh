#!/bin/bash
# Xcode Run Script build phase, placed last in the app target: lints the built product — the .app as it will
# ship, with the fonts, Info.plist and style maps Xcode actually copied — instead of the source folder.
# Code and storyboards are compiled by then, so this checks registration, names in style maps and the fonts.

export PATH="/opt/homebrew/bin:/usr/local/bin:$HOME/.mint/bin:$PATH"

if ! command -v fontinspect >/dev/null 2>&1; then
  echo "warning: fontinspect not installed; install it with Homebrew, Mint or make install (see its docs/install.md)"
  exit 0
fi
if [ -z "${TARGET_BUILD_DIR:-}" ] || [ -z "${WRAPPER_NAME:-}" ]; then
  echo "error: TARGET_BUILD_DIR and WRAPPER_NAME are not set: run this script from an Xcode Run Script build phase"
  exit 1
fi

fontinspect lint --format xcode "$TARGET_BUILD_DIR/$WRAPPER_NAME"
