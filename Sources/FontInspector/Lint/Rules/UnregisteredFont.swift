struct UnregisteredFont: Rule {
    static let description = RuleDescription(
        id: "unregistered-font", category: .registration, defaultSeverity: .warning,
        rationale: "A font file in the app that no UIAppFonts entry (or ATSApplicationFontsPath) covers is never registered: code that names its faces gets nil or the system font. With an Xcode project, a font a target copies that its own Info.plist does not register.",
        triggering: [
            RuleExample("a font file no UIAppFonts entry names", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", "registered"), .sampleFont("HarborSans-Bold", "not registered"),
            ], expectedCount: 1),
        ],
        nonTriggering: [
            RuleExample("every font file registered", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "registered"), .sampleFont("HarborSans-Bold", "registered"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        guard !context.bundle.targets.isEmpty else { return withoutProject(context.bundle) }
        return context.bundle.targets.flatMap { target in byTarget(target, in: context.bundle) }
    }

    /// Without a project, every font file under PATH is taken to ship.
    private func withoutProject(_ bundle: FontBundle) -> [Finding] {
        let plists = bundle.infoPlists.filter(\.declaresFonts).map(\.file)
        return bundle.fonts.filter { !$0.isRegistered && !$0.faces.isEmpty }.map { font in
            let fix = plists.isEmpty
                ? "no Info.plist under \(bundle.root) declares UIAppFonts"
                : "add it to UIAppFonts in \(plists.joined(separator: " or "))"
            return finding(.unregisteredFont(font, fix: fix), file: font.path)
        }
    }

    /// With a project, the fonts a target copies, against what the target's own Info.plist registers (by the
    /// path each file has in the built app). Fonts no target copies are not in the app: not reported.
    private func byTarget(_ target: XcodeTarget, in bundle: FontBundle) -> [Finding] {
        let plists = target.infoPlists.compactMap { path in bundle.infoPlists.first { $0.file == path } }
        let registered = Set(plists.flatMap(\.appFonts).compactMap { FontRegistration.bundleRelativeComponents($0.value)?.joined(separator: "/") })
        let folders = plists.compactMap(\.applicationFontsPath).compactMap { FontRegistration.bundleRelativeComponents($0.value)?.joined(separator: "/") }
        return target.copiedFiles.compactMap { copied in
            guard let font = bundle.font(at: copied.path), !font.faces.isEmpty, !registered.contains(copied.bundlePath),
                !folders.contains(where: { $0.isEmpty || copied.bundlePath.hasPrefix($0 + "/") })
            else { return nil }
            let fix = target.infoPlists.isEmpty
                ? "the target names no Info.plist (INFOPLIST_FILE) to register it in"
                : "add \"\(copied.bundlePath)\" to UIAppFonts in \(target.infoPlists.joined(separator: " or "))"
            return finding(.unregisteredFont(font, target: target.name, fix: fix), file: font.path)
        }
    }
}

extension Finding.Message {
    /// `font file (A-Regular, A-Bold) is not registered; …`, or `… is copied into target "App" but not registered; …`.
    static func unregisteredFont(_ font: BundleFont, target: String? = nil, fix: String) -> Self {
        let names = Array(Set(font.faces.compactMap(\.postScriptName))).sorted()
        let faces = names.isEmpty ? "" : " (\(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? ", …" : ""))"
        let state = target.map { "is copied into target \"\($0)\" but not registered" } ?? "is not registered"
        return Self("font file\(faces) \(state); \(fix)")
    }
}
