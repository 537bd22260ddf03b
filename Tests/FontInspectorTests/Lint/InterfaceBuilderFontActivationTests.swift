import Testing
@testable import FontInspector

/// Xcode adds the font files of a storyboard's or xib's `customFonts` index to the built Info.plist's `UIAppFonts`
/// (FP340, PixPic: `UIAppFonts` an empty array, Radikal drawn by its storyboards and a force-unwrapped
/// `UIFont(name:)`). The rule examples of font-not-registered and unregistered-font cover a project; these pin the
/// build settings and an app without a project.
@Suite struct InterfaceBuilderFontActivationTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <customFonts key="customFonts">
                <array key="HarborSans-Bold.ttf">
                    <string>HarborSans-Bold</string>
                </array>
            </customFonts>
            <label><fontDescription key="fontDescription" name="HarborSans-Bold" family="Harbor Sans" pointSize="17"/></label>
        </document>

        """

    @Test func withoutAProjectTheIndexRegistersTheFileSoNamed() throws {
        let app = try TempApp()
        try app.font("HarborSans-Bold")
        try app.font("HarborSans-Regular")
        try app.infoPlist([])
        try app.text(Self.storyboard, at: "Main.storyboard")
        try app.text("let bold = UIFont(name: \"HarborSans-Bold\", size: 17)!\nlet body = UIFont(name: \"HarborSans-Regular\", size: 17)\n", at: "Sources/Fonts.swift")
        // Only the face no storyboard lists stays unregistered.
        #expect(try app.findings("font-not-registered") == [
            "Sources/Fonts.swift: UIFont(name:size:) \"HarborSans-Regular\" is in Fonts/HarborSans-Regular.ttf, which no UIAppFonts entry registers; add it to UIAppFonts @2:25",
        ])
        #expect(try app.findings("unregistered-font") == [
            "Fonts/HarborSans-Regular.ttf: font file (HarborSans-Regular) is not registered; add it to UIAppFonts in Info.plist",
        ])
    }

    @Test func aKindIsOffOnlyWhereEveryConfigurationTurnsItOff() {
        let xibsOff = ["IBC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS": "NO"]
        #expect(CustomFontsActivation(configurations: []) == .all)
        #expect(CustomFontsActivation(configurations: [xibsOff]) == .storyboards)
        #expect(CustomFontsActivation(configurations: [xibsOff, [:]]) == .all)
        #expect(CustomFontsActivation(configurations: [["IBSC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS": "NO"]]) == .xibs)
        let activation = CustomFontsActivation.storyboards
        #expect(activation.activates(documentAt: "App/Base.lproj/Main.storyboard"))
        #expect(!activation.activates(documentAt: "App/Cell.xib"))
        #expect(!CustomFontsActivation.all.activates(documentAt: "App/Fonts.plist"))
    }
}
