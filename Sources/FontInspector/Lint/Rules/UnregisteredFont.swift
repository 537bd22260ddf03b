struct UnregisteredFont: Rule {
    static let description = RuleDescription(
        id: "unregistered-font", category: .registration, defaultSeverity: .warning,
        rationale: "A font file in the app that no UIAppFonts entry (or ATSApplicationFontsPath) covers is never registered: code that names its faces gets nil or the system font. With an Xcode project, a font a target copies that its own Info.plist does not register. Quiet where the code registers fonts at run time (CTFontManagerRegisterGraphicsFont, CTFontManagerRegisterFontsForURL, the FontBlaster pod): which files it registers is decided when the app runs. A warning when a name in the target's code, Interface Builder files or style maps reaches a face of the file (that name gets the system font); an info when nothing names it: it is copied but unused, and nothing can fail.",
        triggering: [
            RuleExample("code names a face of a file no UIAppFonts entry registers: that name fails at run time", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: \"HarborSans-Bold\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", "registered"), .sampleFont("HarborSans-Bold", "named in code, not registered"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("a copied file nothing registers or names: info, nothing can fail (D10)", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Sources/App.swift"]),
                    RuleExample.Target("TV", infoPlist: "TV/Info.plist", resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Sources/TV.swift"]),
                ]),
                .infoPlist(["HarborSans-Bold.ttf"]), .infoPlist([], at: "TV/Info.plist"),
                .text("Sources/App.swift", "let title = UIFont(name: \"HarborSans-Bold\", size: 17)\n"),
                .text("Sources/TV.swift", "let title = UIFont.systemFont(ofSize: 17)\n"),
                .sampleFont("HarborSans-Bold", "registered and named by App; copied by TV, which neither registers nor names it"),
            ], expectedCount: 1, severity: .info),
            RuleExample("a font file no UIAppFonts entry names", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", "registered"), .sampleFont("HarborSans-Bold", "not registered"),
            ], expectedCount: 1),
            RuleExample("a folder reference's font that no page loads", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Web/"])]), .infoPlist([]),
                .sampleFont("HarborSans-Regular", at: "Web/Fonts/HarborSans-Regular.ttf", "copied by App, not registered"),
            ], expectedCount: 1),
            RuleExample("an App Clip is linted like an app", files: [
                .xcodeProject([RuleExample.Target("Clip", productType: "com.apple.product-type.application.on-demand-install-capable", resources: ["Fonts/HarborSans-Bold.ttf"])]),
                .infoPlist([]), .sampleFont("HarborSans-Bold", "copied by the clip, not registered"),
            ], expectedCount: 1),
            RuleExample("an XcodeGen target copies a font its spec does not declare", files: [
                .text("project.yml", "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n    info:\n      path: App/Info.plist\n      properties:\n        UIAppFonts: [HarborSans-Regular.ttf]\n"),
                .sampleFont("HarborSans-Regular", at: "App/Fonts/HarborSans-Regular.ttf", "declared in project.yml"),
                .sampleFont("HarborSans-Bold", at: "App/Fonts/HarborSans-Bold.ttf", "copied, not declared"),
            ], expectedCount: 1),
        ],
        nonTriggering: [
            RuleExample("the code registers the bundle's fonts at run time, with FontBlaster or Core Text (FP18)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSans-Bold.ttf"], sources: ["Sources/Fonts.swift"])]),
                .infoPlist([]), .sampleFont("HarborSans-Bold", "copied, in no UIAppFonts entry"),
                .text("Sources/Fonts.swift", "import FontBlaster\nextension UIFont {\n    static func setUp() { FontBlaster.blast() }\n    static let brand = UIFont(name: \"HarborSans-Bold\", size: 17)\n}\n"),
            ]),
            RuleExample("without a project, a font registered with CTFontManagerRegisterGraphicsFont", files: [
                .sampleFont("HarborSans-Bold", "in no UIAppFonts entry"), .infoPlist([]),
                .text("Sources/Fonts.swift", "func load(_ url: URL) -> UIFont? {\n    let font = CGFont(CGDataProvider(url: url as CFURL)!)!\n    CTFontManagerRegisterGraphicsFont(font, nil)\n    return UIFont(name: font.postScriptName! as String, size: 17)\n}\n"),
            ]),
            RuleExample("every font file registered", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSans-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "registered"), .sampleFont("HarborSans-Bold", "registered"),
            ]),
            RuleExample("web fonts: a page in the copied folder loads them with @font-face (FP6)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Web/"])]), .infoPlist([]),
                .text("Web/term.html", "<link rel=\"stylesheet\" href=\"term.css\">\n"),
                .text("Web/term.css", "@font-face { font-family: 'Harbor'; src: url('Fonts/HarborSans-Regular.ttf'); }\n"),
                .sampleFont("HarborSans-Regular", at: "Web/Fonts/HarborSans-Regular.ttf", "loaded by the web page"),
            ]),
            RuleExample("a second copy of a registered file", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "registered"),
                .sampleFont("HarborSans-Regular", at: "Design/HarborSans-Regular.ttf", "the same PostScript name, already registered"),
            ]),
            RuleExample("a Tuist manifest declares the fonts of the Info.plist it generates (FP7)", files: [
                .text("Project.swift", "let project = Project(name: \"App\", targets: [\n    .target(name: \"App\", product: .app,\n        infoPlist: .extendingDefault(with: [\n            \"UIAppFonts\": [\"HarborSans-Bold.ttf\"],\n        ]),\n        resources: [\"App/Resources/**\"])\n])\n"),
                .sampleFont("HarborSans-Bold", at: "App/Resources/Fonts/HarborSans-Bold.ttf", "declared in Project.swift"),
            ]),
            RuleExample("an XcodeGen spec declares the fonts of the Info.plist it generates", files: [
                .text("project.yml", "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n    info:\n      path: App/Info.plist\n      properties:\n        UIAppFonts: [HarborSans-Regular.ttf]\n"),
                .sampleFont("HarborSans-Regular", at: "App/Fonts/HarborSans-Regular.ttf", "declared in project.yml"),
            ]),
            RuleExample("--target lints that target alone: the widget copies no font", files: [
                .xcodeProject([
                    RuleExample.Target("App", resources: ["Fonts/HarborSans-Bold.ttf"]),
                    RuleExample.Target("Widget", productType: "com.apple.product-type.app-extension", infoPlist: "Widget/Info.plist"),
                ]),
                .infoPlist([]), .infoPlist([], at: "Widget/Info.plist"), .sampleFont("HarborSans-Bold", "copied by App only, not registered"),
            ], options: RuleExample.Options(target: "Widget")),
        ])

    func check(_ context: LintContext) -> [Finding] {
        let registering = context.bundle.registeringSourceFiles
        let findings = context.bundle.targets.isEmpty
            ? (registering.isEmpty ? withoutProject(context) : [])
            : context.bundle.targets.filter { !registersAtRunTime($0, files: registering) }.flatMap { target in byTarget(target, in: context) }
        return findings.filter { !isRegisteredElsewhere($0.location.file, in: context) }
    }

    /// The target compiles a file that registers fonts at run time; a target whose sources lint does not know
    /// (a synchronized folder it could not read, a framework's code) counts any such file.
    private func registersAtRunTime(_ target: XcodeTarget, files: Set<String>) -> Bool {
        guard !files.isEmpty else { return false }
        return target.compiledFiles.isEmpty || target.compiledFiles.contains(where: files.contains)
    }

    /// Every PostScript name of the file is registered from another file (a copy in two places, one
    /// registered): registering this one too would only make a duplicate.
    private func isRegisteredElsewhere(_ path: String, in context: LintContext) -> Bool {
        guard let font = context.bundle.font(at: path) else { return false }
        let names = Set(font.faces.compactMap(\.postScriptName))
        return !names.isEmpty && names.allSatisfy { name in
            context.facesByPostScriptName[name, default: []].contains { $0.font.path != path && context.bundle.isRegistered($0.font) }
        }
    }

    /// Without a project, every font file under PATH is taken to ship.
    private func withoutProject(_ context: LintContext) -> [Finding] {
        let bundle = context.bundle
        let plists = bundle.infoPlists.filter(\.declaresFonts).map(\.file)
        let named = namedFiles(context.references)
        return bundle.fonts.filter { !bundle.isRegistered($0) && !$0.faces.isEmpty }.map { font in
            guard named.contains(font.path) else { return finding(.unregisteredUnnamedFont(font), file: font.path, severity: .info) }
            let fix = plists.isEmpty
                ? "no Info.plist under \(bundle.root) declares UIAppFonts"
                : "add it to UIAppFonts in \(plists.joined(separator: " or "))"
            return finding(.unregisteredFont(font, fix: fix), file: font.path)
        }
    }

    /// The font files some reference's name may load a face of (`NamedFaces.reachableFaces`).
    private func namedFiles(_ references: [ResolvedFontNameReference]) -> Set<String> {
        Set(references.flatMap { NamedFaces.reachableFaces(of: $0.resolution).map(\.font.path) })
    }

    /// The references a target holds: in the code it compiles and the storyboards and style maps it copies; all
    /// of them when lint does not know what it compiles.
    private func references(of target: XcodeTarget, in context: LintContext) -> [ResolvedFontNameReference] {
        guard !target.compiledFiles.isEmpty else { return context.references }
        let members = target.memberFiles
        return context.references.filter { members.contains($0.reference.location.file) }
    }

    /// With a project, the fonts a target copies, against what the target's own Info.plist registers (by the
    /// path each file has in the built app). Fonts no target copies are not in the app: not reported.
    private func byTarget(_ target: XcodeTarget, in context: LintContext) -> [Finding] {
        let bundle = context.bundle
        let named = namedFiles(references(of: target, in: context))
        let plists = target.infoPlists.compactMap { path in bundle.infoPlists.first { $0.file == path } }
        let registered = Set(plists.flatMap(\.appFonts).compactMap { FontRegistration.bundleRelativeComponents($0.value)?.joined(separator: "/") })
        let folders = plists.compactMap(\.applicationFontsPath).compactMap { FontRegistration.bundleRelativeComponents($0.value)?.joined(separator: "/") }
        return target.copiedFiles.compactMap { copied in
            guard let font = bundle.font(at: copied.path), !font.faces.isEmpty, !registered.contains(copied.bundlePath),
                !folders.contains(where: { $0.isEmpty || copied.bundlePath.hasPrefix($0 + "/") })
            else { return nil }
            guard named.contains(font.path) else {
                return finding(.unregisteredUnnamedFont(font, target: target.name), file: font.path, severity: .info)
            }
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
        let faces = faceList(font)
        let state = target.map { "is copied into target \"\($0)\" but not registered" } ?? "is not registered"
        return Self("font file\(faces) \(state); \(fix)")
    }

    /// ` (A-Regular, A-Bold)`: the file's first PostScript names, for the message.
    private static func faceList(_ font: BundleFont) -> String {
        let names = Array(Set(font.faces.compactMap(\.postScriptName))).sorted()
        return names.isEmpty ? "" : " (\(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? ", …" : ""))"
    }

    /// An unregistered file no name reaches: nothing can fail, so it is an info.
    static func unregisteredUnnamedFont(_ font: BundleFont, target: String? = nil) -> Self {
        let faces = faceList(font)
        let copied = target.map { "is copied into target \"\($0)\"" } ?? "is in the app"
        let stop = target == nil ? "remove it" : "stop copying it"
        return Self("font file\(faces) \(copied) but neither registered nor named by any code, Interface Builder file or style map (info: nothing can fail); register it in UIAppFonts if it is meant to be used, or \(stop)")
    }
}
