/// The platform a target builds for, read from its build settings as Xcode reads them: `SUPPORTED_PLATFORMS`
/// where the target sets it, else `SDKROOT`; a WatchKit App's or extension's product type before either.
enum TargetPlatform {
    /// The one platform every configuration builds for, or nil: several platforms (`SUPPORTED_PLATFORMS =
    /// "iphoneos iphonesimulator macosx"`, `SUPPORTS_MACCATALYST = YES`), one lint does not know (visionOS),
    /// configurations that disagree, or none set. Nil makes lint check names against iOS ∪ macOS, which never
    /// turns a name the app can load into an error.
    static func of(configurations: [[String: String]], productType: String? = nil) -> ApplePlatform? {
        // A configuration that sets neither setting (a project without one of the target's configurations)
        // says nothing; only configurations that do are compared.
        // A WatchKit App and its extension build for watchOS whatever the project's settings say.
        if let productType, watchProductTypes.contains(productType) { return .watchOS }
        let stated = configurations.compactMap(stated(in:))
        guard let first = stated.first, stated.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// The product types of a watchOS app: the WatchKit App and its extension.
    static let watchProductTypes: Set<String> = [XcodeTarget.watchKitAppProductType, XcodeTarget.watchExtensionProductType]

    /// One configuration's platform (its settings merged over the project's): nil when it sets neither
    /// `SUPPORTED_PLATFORMS` nor `SDKROOT`, `.some(nil)` when it builds for several or for one lint does not know.
    static func stated(in settings: [String: String]) -> ApplePlatform?? {
        let sdks: [String]
        if let supported = settings["SUPPORTED_PLATFORMS"], !supported.contains("$") {
            sdks = supported.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        } else if let root = settings["SDKROOT"] {
            sdks = [root]
        } else {
            return nil
        }
        // A Mac Catalyst build of an iOS target loads macOS's fonts too.
        if settings["SUPPORTS_MACCATALYST"] == "YES" { return .some(nil) }
        let platforms = Set(sdks.map(platform(ofSDK:)))
        guard platforms.count == 1, let only = platforms.first else { return .some(nil) }
        return .some(only)
    }

    /// An XcodeGen target's platform: its `supportedDestinations` where it lists them, else its `platform:`
    /// (`iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`; one per target once a list is split), with the same answer
    /// as a pbxproj's settings: nil for several, for one lint does not know (`macCatalyst` loads macOS's fonts
    /// too), or for `SUPPORTS_MACCATALYST: YES` (`catalyst`).
    static func of(xcodeGenPlatform platform: String?, supportedDestinations: [String], catalyst: Bool) -> ApplePlatform? {
        let names = supportedDestinations.isEmpty ? (platform.map { [$0] } ?? []) : supportedDestinations
        let platforms = Set(names.map { name -> ApplePlatform? in
            switch name.lowercased() {
            case "ios": .iOS
            case "macos": .macOS
            case "watchos": .watchOS
            case "tvos": .tvOS
            default: nil
            }
        })
        guard !catalyst, platforms.count == 1, let only = platforms.first else { return nil }
        return only
    }

    /// `iphoneos`, `iphonesimulator`, `iphoneos17.0` → iOS; `macosx`, `macosx14.0` → macOS; `watchos`,
    /// `watchsimulator` → watchOS; `appletvos`, `appletvsimulator` → tvOS; anything else (visionOS's `xros`) is
    /// not known here.
    private static func platform(ofSDK sdk: String) -> ApplePlatform? {
        if sdk.hasPrefix("iphoneos") || sdk.hasPrefix("iphonesimulator") { return .iOS }
        if sdk.hasPrefix("macosx") { return .macOS }
        if sdk.hasPrefix("watchos") || sdk.hasPrefix("watchsimulator") { return .watchOS }
        if sdk.hasPrefix("appletvos") || sdk.hasPrefix("appletvsimulator") { return .tvOS }
        return nil
    }
}
