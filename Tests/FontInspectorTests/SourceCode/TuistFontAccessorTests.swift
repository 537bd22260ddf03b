import Testing
@testable import FontInspector

/// Tuist's synthesized font accessors, read without the generated file (M640).
@Suite struct TuistFontAccessorTests {
    @Test func pathsAsTuistsTemplateWritesThem() {
        let cases: [(family: String, style: String, path: TuistFontAccessor.Path?)] = [
            ("Pretendard", "SemiBold", .init(family: "Pretendard", style: "semiBold")),
            ("DM Sans", "Bold Italic", .init(family: "DMSans", style: "boldItalic")),
            ("Harbor Sans", "ExtraBold", .init(family: "HarborSans", style: "extraBold")),
            ("DMMono", "ABC", .init(family: "DMMono", style: "abc")),
            ("3D Type", "Regular", .init(family: "_3DType", style: "regular")),
            ("Harbor_Sans", "Light-Italic", .init(family: "HarborSans", style: "lightItalic")),
            ("Harbor Sans", "–", nil),
        ]
        for (family, style, path) in cases {
            #expect(TuistFontAccessor.path(family: family, style: style) == path, "\(family) \(style)")
        }
    }

    @Test func callFormsWithAndWithoutTheEnumsName() {
        let calls = SourceFileScanner.calls(in: """
            let a = DesignKitFontFamily.HarborSans.bold.swiftUIFont(size: 17)
            let b = DesignKitFontFamily.HarborSans.regular.swiftUIFont(fixedSize: 12)
            let c = HarborSans.bold.font(size: 20)
            let d = FontFamily.HarborSans.bold.font(size: 20)
            extension DesignKitFontFamily {
                static let title = HarborSans.bold.font(size: 36)
                static let other = theme.HarborSans.bold.font(size: 36)
            }
            """, file: "F.swift", language: .swift)
        let described = calls.map { "\($0.line):\($0.column) \($0.form.rawValue) \($0.tuistFont.map { "\($0.family).\($0.style)" } ?? "-") \($0.textSize.rawValue)" }
        #expect(described == [
            "1:9 <FontFamily>.<Family>.<style>.swiftUIFont(size:) HarborSans.bold scales",
            "2:9 <FontFamily>.<Family>.<style>.swiftUIFont(fixedSize:) HarborSans.regular fixed",
            "6:24 <FontFamily>.<Family>.<style>.font(size:) HarborSans.bold notScaled",
        ])
    }
}
