/// The Swift and Objective-C files under PATH that no target of the app's Xcode projects builds and no project even
/// lists (FP422: a folder left on disk after its files left the project). Their font calls never run in the app, so
/// findings on them are lowered one step (`NoTargetCodeFindings`).
///
/// Lint says so only where it knows every way a file reaches a build: every project read, none generated
/// (an XcodeGen or Tuist spec, whose globs lint does not follow for this), no podspec (a development pod compiles what
/// its globs name), and the file in no Swift package's folder, no synchronized folder, no `Pods/` or `Carthage/`,
/// and named by no project's file reference (a file the project lists that lint does not place in a target stays the
/// app's). Headers are never judged: compiled files include them.
struct SourceFilesNoTargetBuilds {
    private let builtFiles: Set<String>
    private let listedNames: Set<String>
    /// Package and synchronized folders, each ending in "/".
    private let folders: [String]
    /// False when some way of building a file is unknown: then no file is judged.
    let canTell: Bool

    init(scan: XcodeProjectScan, otherFiles: [String]) {
        builtFiles = scan.targets.reduce(into: Set<String>()) { $0.formUnion($1.compiledFiles) }
        listedNames = scan.listing.fileNames
        let manifests = otherFiles.filter(SwiftPackageResources.isManifest).map { PathName.parent(of: $0) }
        folders = (manifests + scan.listing.synchronizedFolders).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        let generatedOrPods = otherFiles.contains { path in
            XcodeGenProjectReader.isSpec(path) || TuistManifestFonts.isManifest(path) || path.hasSuffix(".podspec") || path.hasSuffix(".podspec.json")
        }
        canTell = scan.projectCount > 0 && scan.unreadProjects.isEmpty && scan.listing.placesEverySynchronizedFolder && !generatedOrPods
    }

    /// Whether no target builds `file` and no project lists it.
    func contains(_ file: String) -> Bool {
        guard canTell, !builtFiles.contains(file) else { return false }
        let name = PathName.last(of: file)
        guard name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".mm"), !listedNames.contains(name.lowercased()) else { return false }
        let components = file.split(separator: "/")
        guard !components.contains("Pods"), !components.contains("Carthage") else { return false }
        return !folders.contains { file.hasPrefix($0) }
    }

    /// Of `files`, those no target builds.
    func files(among files: some Sequence<String>) -> Set<String> {
        guard canTell else { return [] }
        return Set(files.filter(contains))
    }
}
