/// `INFOPLIST_KEY_UIAppFonts` where a target sets it (M181): Xcode ignores it, so the fonts it lists are registered
/// only if an Info.plist or the target's code registers them.
extension UnregisteredFont {
    /// One finding per target that sets it: a warning when a font it lists is registered by nothing else; an info
    /// when the target's Info.plist registers them all (the setting only misleads) or its code registers fonts at
    /// run time (which may cover them).
    func appFontsBuildSettingFindings(_ context: LintContext) -> [Finding] {
        let registering = context.bundle.registeringSourceFiles
        return context.bundle.targets.compactMap { target in
            guard let setting = target.appFontsBuildSetting else { return nil }
            let plists = target.infoPlists.compactMap { path in context.bundle.infoPlists.first { $0.file == path } }
            let registered = Set(plists.flatMap(\.appFonts).compactMap(Self.bundlePath))
            let unregistered = setting.fonts.filter { Self.bundlePath($0).map { !registered.contains($0) } ?? true }
            let outcome: AppFontsBuildSettingOutcome =
                unregistered.isEmpty ? .registeredByInfoPlist
                : target.registersFontsAtRunTime(registering) ? .mayBeRegisteredInCode : .notRegistered
            return finding(
                .appFontsBuildSettingIgnored(target: target.name, fonts: outcome == .notRegistered ? unregistered : setting.fonts, outcome: outcome),
                file: setting.file, line: setting.line, keyPath: AppFontsBuildSetting.name,
                severity: outcome == .notRegistered ? .warning : .info)
        }
    }

    /// The advice for a file the target copies to `bundlePath` when it sets the ignored build setting.
    static func fixBesidesAppFontsBuildSetting(registering bundlePath: String, in target: XcodeTarget) -> String? {
        guard target.appFontsBuildSetting != nil else { return nil }
        let plist = target.infoPlists.isEmpty ? "an Info.plist the target names (INFOPLIST_FILE)" : target.infoPlists.joined(separator: " or ")
        return "\(AppFontsBuildSetting.name), which the target sets, is not one of the keys Xcode writes into the generated Info.plist; add \"\(bundlePath)\" to UIAppFonts in \(plist)"
    }

    private static func bundlePath(_ entry: Located<String>) -> String? { bundlePath(entry.value) }

    private static func bundlePath(_ entry: String) -> String? { FontRegistration.bundleRelativeComponents(entry)?.joined(separator: "/") }
}

/// What the fonts of an ignored `INFOPLIST_KEY_UIAppFonts` come to.
enum AppFontsBuildSettingOutcome {
    case notRegistered, registeredByInfoPlist, mayBeRegisteredInCode
}

extension Finding.Message {
    /// `INFOPLIST_KEY_UIAppFonts of target "App" (A.ttf, B.ttf) is not one of the keys …`.
    static func appFontsBuildSettingIgnored(target: String, fonts: [String], outcome: AppFontsBuildSettingOutcome) -> Self {
        let listed = fonts.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ") + (fonts.count > 3 ? ", and \(fonts.count - 3) more" : "")
        let head = "\(AppFontsBuildSetting.name) of target \"\(target)\" is not one of the keys Xcode writes into the generated Info.plist"
        switch outcome {
        case .notRegistered:
            return Self("\(head); these fonts are not registered: \(listed); list them in UIAppFonts of an Info.plist the target names (INFOPLIST_FILE), as the paths the target copies them to")
        case .registeredByInfoPlist:
            return Self("\(head), so it does nothing (info: the target's Info.plist registers \(listed)); remove the setting")
        case .mayBeRegisteredInCode:
            return Self("\(head), so it registers nothing (info: the target's code registers fonts at run time, which may cover \(listed))")
        }
    }
}
