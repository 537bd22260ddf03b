# make / make build     release build (on Linux with the Swift runtime linked in, so the binary runs without the toolchain)
# make install          installs into $(DESTDIR)$(PREFIX)/bin; PREFIX defaults to /usr/local
# make uninstall        removes what install put there
# make test             the test suite
# make check-installed  runs the installed binary with the Swift toolchain hidden (Linux; needs unshare, usually root)

PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin
DOCDIR = $(PREFIX)/share/doc/fontinspect
# The font specimen labels are drawn in (found by the binary at ../share/fontinspect).
DATADIR = $(PREFIX)/share/fontinspect
SWIFT ?= swift

# Linux has no Swift runtime in the system: without this the binary's runpath points into the toolchain.
# macOS ships the Swift runtime in the OS, so the default (dynamic) build is what runs everywhere there.
# --disable-sandbox lets the build run inside Homebrew's own sandbox (macOS only; ignored elsewhere).
ifeq ($(shell uname -s),Linux)
SWIFT_BUILD_FLAGS = -c release --static-swift-stdlib
else
SWIFT_BUILD_FLAGS = -c release --disable-sandbox
endif

.PHONY: all build install uninstall test check-installed

all: build

build:
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

install: build
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(DOCDIR)" "$(DESTDIR)$(DATADIR)"
	install -m 755 "$$($(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)/fontinspect" "$(DESTDIR)$(BINDIR)/fontinspect"
	install -m 644 LICENSE "$(DESTDIR)$(DOCDIR)/LICENSE"
	install -m 644 share/fontinspect/InterLabels-Regular.ttf share/fontinspect/OFL.txt "$(DESTDIR)$(DATADIR)"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/fontinspect" "$(DESTDIR)$(DOCDIR)/LICENSE"
	rm -f "$(DESTDIR)$(DATADIR)/InterLabels-Regular.ttf" "$(DESTDIR)$(DATADIR)/OFL.txt"
	rmdir "$(DESTDIR)$(DATADIR)" 2>/dev/null || true
	rmdir "$(DESTDIR)$(DOCDIR)" 2>/dev/null || true

test:
	$(SWIFT) test

check-installed:
	scripts/check-installed-binary "$(DESTDIR)$(PREFIX)"
