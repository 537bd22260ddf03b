import Foundation

/// The targets lint checks and the Info.plists their project generators would write.
struct ProjectTargets {
    var targets: [XcodeTarget] = []
    /// `UIAppFonts` read from XcodeGen and Tuist specs whose generated Info.plist is not committed; each target
    /// that declares fonts so names its spec file in `infoPlists`.
    var generatedInfoPlists: [InfoPlistFonts] = []
    /// The XcodeGen target that declares each entry of `generatedInfoPlists`: one spec's targets share its file,
    /// but each entry is resolved against the files its own target copies (FP180).
    var generatedEntryTargets: [Located<String>: String] = [:]
    /// Targets whose product an app embeds (frameworks, resource bundles, static libraries): what they copy
    /// ships inside the app, registered in code.
    var embedded: [XcodeTarget] = []
    /// The local package folders any target of the projects depends on, linted or not.
    var referencedPackages: Set<String> = []
    /// The Info.plists some target of the projects names (INFOPLIST_FILE), linted or not.
    var namedInfoPlists: Set<String> = []
    /// The Info.plists only test bundles name: a test bundle's keys register nothing for the app (FP80).
    var testBundleInfoPlists: Set<String> = []
    /// True when every linted target names its Info.plist: then a walked Info.plist no target names is built into
    /// nothing (FP242: a framework's leftover plist beside its `GENERATE_INFOPLIST_FILE`).
    var knowsTheAppsInfoPlists = false
    /// The Info.plists only framework and library targets name, with one such target: iOS reads `UIAppFonts` only
    /// from the app's own Info.plist, so theirs register nothing (M280).
    var frameworkInfoPlists: [String: String] = [:]
    /// Code only the projects' test bundles build: not scanned for font names.
    var testCode = TestBundleCode(targets: [])
    /// Which source files no target builds (FP422); nothing judged for a built bundle or `--target`.
    var filesNoTargetBuilds: SourceFilesNoTargetBuilds?
}

/// The part of loading that finds the app's projects: committed Xcode projects, XcodeGen specs whose project is
/// not committed, and Tuist manifests.
extension FontBundleLoader {
    /// The targets to lint: the one `--target` names (an error when there is none), or every target of the
    /// projects under PATH that is linted like an app (`XcodeTarget.isLintedAsApp`). A built bundle has no project.
    static func lintedTargets(in contents: BundleContents, options: LintOptions, notes: inout [InputProblem]) throws(LintSetupError) -> ProjectTargets {
        guard contents.layout == .sourceFolder else {
            if options.target != nil { throw LintSetupError(message: "\(options.root): --target needs an app's source folder with an Xcode project, not a built bundle") }
            return ProjectTargets()
        }
        let walked = contents.fontFiles.map(\.path) + contents.otherFiles
        let projectFiles = contents.otherFiles.filter(XcodeProjectReader.isProjectFile)
        var scan = XcodeProjectReader.scan(projectFiles, walkedFiles: walked)
        let generated = generatedTargets(contents: contents, committedProjects: projectFiles, walked: walked)
        scan.targets += generated.targets
        scan.projectCount += generated.projectCount
        scan.skipped += generated.skipped
        notes += scan.skipped
        let tuist = contents.otherFiles.filter { TuistManifestFonts.isManifest($0) && !hasCommittedProject(besides: $0, projectFiles) }
        var result = ProjectTargets(
            generatedInfoPlists: generated.infoPlists + tuist.compactMap { TuistManifestFonts.read(file: $0, notes: &notes) },
            generatedEntryTargets: generated.entryTargets,
            embedded: scan.targets.filter { !$0.isLintedAsApp && !$0.isTestBundle },
            referencedPackages: Set(scan.targets.flatMap(\.localPackages)),
            testCode: TestBundleCode(targets: scan.targets))
        result.filesNoTargetBuilds = SourceFilesNoTargetBuilds(scan: scan, otherFiles: contents.otherFiles)
        result.namedInfoPlists = Set(scan.targets.flatMap(\.infoPlists))
        result.testBundleInfoPlists = Set(scan.targets.filter(\.isTestBundle).flatMap(\.infoPlists))
            .subtracting(scan.targets.filter { !$0.isTestBundle }.flatMap(\.infoPlists))
        let linted = scan.targets.filter(\.isLintedAsApp)
        result.knowsTheAppsInfoPlists = !linted.isEmpty && linted.allSatisfy { !$0.infoPlists.isEmpty }
        let notFrameworks = Set(scan.targets.filter { !$0.isFrameworkOrLibrary }.flatMap(\.infoPlists))
        for target in scan.targets where target.isFrameworkOrLibrary {
            for plist in target.infoPlists where !notFrameworks.contains(plist) && result.frameworkInfoPlists[plist] == nil {
                result.frameworkInfoPlists[plist] = target.name
            }
        }
        // Code a package builds into a target registers fonts for it (FP762): each target's packages, followed down.
        let manifests = SwiftPackageResources.manifestsByFolder(contents.otherFiles)
        for index in scan.targets.indices where !scan.targets[index].localPackages.isEmpty {
            scan.targets[index].reachedPackages = SwiftPackageResources.reachedPackages(
                from: Set(scan.targets[index].localPackages), manifestsByFolder: manifests)
        }
        guard let name = options.target else {
            result.targets = scan.targets.filter(\.isLintedAsApp)
            return result
        }
        let named = scan.targets.filter { $0.name == name }
        guard named.isEmpty else {
            result.targets = named
            return result
        }
        guard scan.projectCount > 0 else {
            throw LintSetupError(message: "\(options.root): no Xcode project (*.xcodeproj) or XcodeGen spec found, so there is no target \"\(name)\"")
        }
        let known = scan.targets.map { "\"\($0.name)\"" }.joined(separator: ", ")
        throw LintSetupError(message: "\(options.root): no target named \"\(name)\" in its Xcode projects (targets: \(known.isEmpty ? "none" : known))")
    }

    /// The targets of the XcodeGen specs whose project is not committed (a committed one is read instead, as
    /// Xcode builds it). A target whose Info.plist is generated and not committed takes the spec's
    /// `info: properties: UIAppFonts` as its registrations.
    private static func generatedTargets(contents: BundleContents, committedProjects: [String], walked: [String])
        -> (targets: [XcodeTarget], projectCount: Int, skipped: [InputProblem], infoPlists: [InfoPlistFonts], entryTargets: [Located<String>: String])
    {
        let specs = contents.otherFiles.filter { XcodeGenProjectReader.isSpec($0) && !hasCommittedProject(besides: $0, committedProjects) }
        guard !specs.isEmpty else { return ([], 0, [], [], [:]) }
        let scan = XcodeGenProjectReader.scan(specs, walkedFiles: walked)
        let walkedSet = Set(walked)
        var declared: [String: [Located<String>]] = [:]
        var entryTargets: [Located<String>: String] = [:]
        var targets: [XcodeTarget] = []
        for generated in scan.targets {
            var target = generated.target
            let committed = target.infoPlists.contains(where: walkedSet.contains)
            if !committed, !generated.declaredAppFonts.isEmpty {
                // One spec's targets share its file: the fonts they declare are read as one Info.plist.
                let spec = target.project
                for (index, font) in generated.declaredAppFonts.enumerated() {
                    let entry = Located(font, file: spec, line: nil, keyPath: "targets.\(target.name).info.properties.UIAppFonts[\(index)]")
                    declared[spec, default: []].append(entry)
                    entryTargets[entry] = target.name
                }
                target.infoPlists = [spec]
            }
            targets.append(target)
        }
        let infoPlists = declared.sorted { $0.key < $1.key }.map { InfoPlistFonts(generatedFrom: $0.key, appFonts: $0.value) }
        return (targets, scan.projectCount, scan.skipped, infoPlists, entryTargets)
    }

    /// Whether a committed `*.xcodeproj` sits in the same folder as a generator's spec: generated from it.
    private static func hasCommittedProject(besides spec: String, _ projectFiles: [String]) -> Bool {
        let folder = PathName.parent(of: spec)
        return projectFiles.contains { project in
            // `Folder/App.xcodeproj/project.pbxproj`: two components up is the folder.
            PathName.parent(of: PathName.parent(of: project)) == folder
        }
    }
}
