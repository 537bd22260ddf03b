# Homebrew formula, building from source. Not exercised by this repository's CI (Linux only): the macOS
# path is untested here. Replace OWNER with the GitHub owner of the fontinspect repository; until a release
# is tagged the formula is head-only:
#   brew tap OWNER/fontinspect https://github.com/OWNER/fontinspect
#   brew install --HEAD fontinspect
class Fontinspect < Formula
  desc "Names fonts exactly as Apple platforms do and lints an iOS/macOS app's fonts"
  homepage "https://github.com/OWNER/fontinspect"
  license "MIT"
  head "https://github.com/OWNER/fontinspect.git", branch: "main"

  depends_on "pkg-config" => :build
  depends_on xcode: ["16.0", :build] # Swift 6
  depends_on "fontconfig"
  depends_on "freetype"
  depends_on "harfbuzz"
  depends_on "libpng"

  def install
    # Homebrew builds inside its own sandbox; SwiftPM's would nest in it, which macOS refuses.
    system "swift", "build", "-c", "release", "--disable-sandbox"
    bin.install ".build/release/fontinspect"
    doc.install "LICENSE"
  end

  test do
    assert_match(/\Afontinspect \d+\.\d+\.\d+\n\z/, shell_output("#{bin}/fontinspect --version"))

    # An app whose Info.plist registers a font file that is not there: one error, exit status 1.
    (testpath/"App/Info.plist").write <<~XML
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
        <key>UIAppFonts</key>
        <array><string>Missing.ttf</string></array>
      </dict>
      </plist>
    XML
    output = shell_output("#{bin}/fontinspect lint --format xcode App", 1)
    assert_match %r{Info\.plist:6: error: UIAppFonts entry "Missing\.ttf" matches no file under App \[missing-font-file\]}, output
  end
end
