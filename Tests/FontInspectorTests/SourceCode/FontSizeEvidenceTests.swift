import Testing
@testable import FontInspector

/// When the code around a fixed-size font shows its size is not a fixed text size (issue 12, point 8): each
/// pattern of the real apps, and its twin that stays reported. Results read `line textSize`.
@Suite struct FontSizeEvidenceTests {
    func textSizes(_ text: String, _ language: SourceLanguage = .swift) -> [String] {
        SourceFileScanner.calls(in: text, file: "View.swift", language: language).map { "\($0.line) \($0.textSize.rawValue)" }
    }

    @Test func placeholderAndDecorationSizesAreNotText() {
        #expect(textSizes("""
            let a = UIFont(name: "A", size: 1)
            let b = UIFont(name: "A", size: 0.5)
            let c = Font.custom("A", fixedSize: 227)
            let d = Font.custom("A", fixedSize: 100)
            let e = UIFont(name: "A", size: 17.0)
            """) == ["1 sizeNotFixed", "2 sizeNotFixed", "3 sizeNotFixed", "4 fixed", "5 notScaled"])
    }

    @Test func aTextStyleSizeInTheFunction() {
        #expect(textSizes("""
            func body() -> UIFont? {
                let size = UIFont.preferredFont(forTextStyle: .body).pointSize
                return UIFont(name: "A", size: size)
            }
            func literal() -> UIFont? {
                let size = UIFont.preferredFont(forTextStyle: .body).pointSize
                return UIFont(name: "A", size: 17)
            }
            func inline() -> UIFont? { UIFont(name: "A", size: UIFontMetrics.default.scaledValue(for: 17)) }
            func other() -> UIFont? { UIFont(name: "A", size: size) }
            """) == ["3 sizeNotFixed", "7 notScaled", "9 sizeNotFixed", "10 notScaled"])
    }

    @Test func objectiveCTextStyleSize() {
        #expect(textSizes(#"""
            - (UIFont *)bodyFont {
                CGFloat size = [[UIFont preferredFontForTextStyle:UIFontTextStyleBody] pointSize];
                return [UIFont fontWithName:@"Menlo" size:size];
            }
            - (UIFont *)fixedFont {
                return [UIFont fontWithName:@"Menlo" size:size];
            }
            - (UIFont *)fontOfSize:(CGFloat)points name:(NSString *)name {
                return [UIFont fontWithName:name size:points];
            }
            """#, .objectiveC) == ["3 sizeNotFixed", "6 notScaled", "9 sizeNotFixed"])
    }

    @Test func scaledMetricNamesAnywhereInTheFile() {
        #expect(textSizes("""
            struct Badge: View {
                @ScaledMetric(relativeTo: .caption) var badgeSize: CGFloat = 12
                var other: CGFloat = 12
                var body: some View {
                    Text("1").font(.custom("A", fixedSize: badgeSize))
                    Text("2").font(.custom("A", fixedSize: other))
                }
            }
            """) == ["5 sizeNotFixed", "6 fixed"])
    }

    @Test func helpersWhoseSizeIsAParameterAndWhoseNameIsNotALiteral() {
        #expect(textSizes("""
            class func fontOfSize(_ fontSize: CGFloat, key: String) -> UIFont? {
                let fontName = lookup(key)
                return UIFont(name: fontName, size: fontSize)
            }
            func literalName(_ size: CGFloat) -> UIFont? { UIFont(name: "A", size: size) }
            struct Helper {
                func swiftUIFont(fixedSize: CGFloat) -> SwiftUI.Font {
                    return SwiftUI.Font.custom(self.name, fixedSize: fixedSize)
                }
            }
            """) == ["3 sizeNotFixed", "5 notScaled", "8 sizeNotFixed"])
    }

    @Test func drawnIntoAnImageOrPDF() {
        #expect(textSizes("""
            func badge() -> UIImage {
                let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
                return renderer.image { _ in
                    let font = UIFont(name: "A", size: 20)!
                }
            }
            func page(_ data: NSMutableData) {
                UIGraphicsBeginPDFContextToData(data, .zero, nil)
                let font = UIFont(name: "A", size: 12)
            }
            func label() { let font = UIFont(name: "A", size: 12) }
            """) == ["4 sizeNotFixed", "9 sizeNotFixed", "11 notScaled"])
    }

    @Test func scaledThroughAPropertyOrAReturnValue() {
        #expect(textSizes("""
            final class Theme {
                var titleFont: UIFont
                init() {
                    titleFont = UIFont(name: "A", size: 28)!
                }
                func apply() { label.font = UIFontMetrics.default.scaledFont(for: titleFont) }
                func bodyFont() -> UIFont { UIFont(name: "A", size: 17)! }
                var captionFont: UIFont { return UIFont(name: "A", size: 12)! }
                func unscaled() -> UIFont { UIFont(name: "A", size: 15)! }
                func applyBody() {
                    label.font = UIFontMetrics.default.scaledFont(for: bodyFont())
                    caption.font = UIFontMetrics.default.scaledFont(for: captionFont)
                }
            }
            """) == ["4 scaledByFontMetrics", "7 scaledByFontMetrics", "8 scaledByFontMetrics", "9 notScaled"])
    }
}

/// Sizes searched for until the text fits its box (D961): the stepped local of a function that measures text.
@Suite struct FittedFontSizeTests {
    func textSizes(_ text: String) -> [String] {
        SourceFileScanner.calls(in: text, file: "View.swift", language: .swift).map { "\($0.line) \($0.textSize.rawValue)" }
    }

    /// `-=`, `*=` with `boundingRect`, `size(withAttributes:)` and `sizeThatFits`; not a stepped local in a function
    /// that measures nothing, not another local than the stepped one, not `draw(at:withAttributes:)`.
    @Test func steppedWhileMeasured() {
        #expect(textSizes("""
            func a(_ s: NSString, _ box: CGSize) {
                var size: CGFloat = 40
                while s.boundingRect(with: box, options: [], attributes: [.font: UIFont(name: "A", size: size)!], context: nil).height > box.height { size -= 1 }
            }
            func b(_ s: NSString) {
                var size: CGFloat = 40
                while s.size(withAttributes: [.font: UIFont(name: "B", size: size)!]).width > 100 { size *= 0.9 }
            }
            func c(_ label: UILabel) {
                var size: CGFloat = 40
                label.font = UIFont(name: "C", size: size)
                while label.sizeThatFits(.zero).width > 100 { size -= 2; label.font = UIFont(name: "C", size: size) }
            }
            func d() {
                var size: CGFloat = 40
                size -= 1
                _ = UIFont(name: "D", size: size)
            }
            func e(_ s: NSString) {
                var size: CGFloat = 40
                size -= 1
                s.draw(at: .zero, withAttributes: [.font: UIFont(name: "E", size: size)!])
            }
            func f(_ s: NSString) {
                var width: CGFloat = 40
                let other: CGFloat = 17
                while s.size(withAttributes: [.font: UIFont(name: "F", size: other)!]).width > width { width -= 1 }
            }
            """) == ["3 sizeNotFixed", "7 sizeNotFixed", "11 sizeNotFixed", "12 sizeNotFixed", "17 notScaled", "22 notScaled", "27 notScaled"])
    }
}
