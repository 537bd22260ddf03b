#!/bin/bash
# Xcode Run Script build phase: lints the target's fonts in the source folder; errors fail the build and every
# finding appears in the issue navigator on its file and line. One phase per app target (it lints $TARGET_NAME).
# Paste this into the phase (Shell: /bin/bash), or call the file: "$SRCROOT/scripts/fontinspect-run-script.sh".
# Input/output file lists (fontinspect-input-files.xcfilelist, fontinspect-output-files.xcfilelist) let Xcode
# skip the phase when nothing it reads has changed; see docs/xcode.md.

# Xcode runs scripts with a minimal PATH: add Homebrew (Apple Silicon, then Intel) and Mint.
export PATH="/opt/homebrew/bin:/usr/local/bin:$HOME/.mint/bin:$PATH"

if ! command -v fontinspect >/dev/null 2>&1; then
  echo "warning: fontinspect not installed; install it with Homebrew, Mint or make install (see its docs/install.md)"
  exit 0
fi
if [ -z "${SRCROOT:-}" ] || [ -z "${TARGET_NAME:-}" ]; then
  echo "error: SRCROOT and TARGET_NAME are not set: run this script from an Xcode Run Script build phase"
  exit 1
fi

fontinspect lint --target "$TARGET_NAME" --format xcode "$SRCROOT"
status=$?
# The output file list names this stamp: Xcode reruns the phase only when an input is newer than it.
# Not written after a failure, so the errors come back on the next build.
if [ "$status" -eq 0 ] && [ -n "${DERIVED_FILE_DIR:-}" ]; then
  mkdir -p "$DERIVED_FILE_DIR" && touch "$DERIVED_FILE_DIR/fontinspect.stamp"
fi
exit "$status"
