/// Which Interface Builder documents of a target have the fonts of their `customFonts` index added to the built
/// Info.plist's `UIAppFonts`. Xcode's xib compiler does it under `IBC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS` and its
/// storyboard compiler under `IBSC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS` ("add custom fonts to the application's
/// Info.plist, which will cause the fonts to activate upon application launch", Apple's build-setting
/// reference); both are on unless a project turns them off.
public struct CustomFontsActivation: OptionSet, Sendable, Hashable {
    /// The kinds as bits: 1 xibs, 2 storyboards.
    public let rawValue: Int

    /// The kinds whose bits `rawValue` sets.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `.xib` documents (`IBC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS`).
    public static let xibs = CustomFontsActivation(rawValue: 1)
    /// `.storyboard` documents (`IBSC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS`).
    public static let storyboards = CustomFontsActivation(rawValue: 2)
    /// Xcode's default.
    public static let all: CustomFontsActivation = [.xibs, .storyboards]

    /// From a target's build configurations (each layered: `.xcconfig` files and the project's settings under the target's): a kind is
    /// off only when every configuration sets its setting to `NO`, since a configuration that leaves it on builds an
    /// app whose fonts are registered, and precision comes before recall.
    init(configurations: [[String: String]]) {
        func isOff(_ setting: String) -> Bool {
            !configurations.isEmpty && configurations.allSatisfy { $0[setting]?.uppercased() == "NO" }
        }
        var kinds = CustomFontsActivation.all
        if isOff("IBC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS") { kinds.remove(.xibs) }
        if isOff("IBSC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS") { kinds.remove(.storyboards) }
        self = kinds
    }

    /// Whether the build adds the custom fonts of the document at `path`.
    public func activates(documentAt path: String) -> Bool {
        if path.hasSuffix(".storyboard") { return contains(.storyboards) }
        if path.hasSuffix(".xib") { return contains(.xibs) }
        return false
    }
}
