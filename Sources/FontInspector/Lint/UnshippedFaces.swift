import FontReading

/// The faces of the checkout's font files that no linted target, embedded framework or Swift package ships (those of
/// the loader's "not copied … ; not linted" note), by the names Core Text matches: when no shipped face answers to a
/// name but one of these does, the name is right and it is the file the app lacks (D1300, FP1200). The files are read
/// only when some name is unresolved, and then for their names only (`ReadDepth.faces`, no tables).
struct UnshippedFaces: Sendable {
    /// How the file answers.
    enum Match: Sendable, Hashable {
        /// The name is the PostScript, family or full name of a face of the file (Core Text's order).
        case name(NameKind)
        /// SwiftGen's `path:` names the file, whose faces (PostScript names) are these.
        case swiftGenPath(String, faces: [String])
    }

    enum NameKind: String, Sendable, Hashable {
        case postScriptName = "PostScript name", familyName = "family name", fullName = "full name"
    }

    /// An unshipped file that answers to a name.
    struct Answer: Sendable, Hashable {
        /// The file, relative to PATH.
        var file: String
        var match: Match
        /// How many other unshipped files answer the same way.
        var otherFiles: Int
        /// What the podspec of the development pod whose folder holds the file ships, when one does and it reads plainly.
        var pod: PodResources?
    }

    /// A podspec's literal resources, and whether they take the file.
    struct PodResources: Sendable, Hashable {
        /// The podspec, relative to PATH.
        var podspec: String
        var globs: [String]
        var shipsTheFile: Bool
    }

    /// The one target `--target` lints, whose copies alone were asked: another target may copy the file.
    private(set) var onlyTarget: String?
    private var byName: [String: Answer] = [:]
    private var bySwiftGenPath: [String: Answer] = [:]

    init() {}

    /// The unshipped file that answers to `name`, else (for a SwiftGen constant) the one its `path:` names.
    func answer(to name: String, swiftGenPath: String?) -> Answer? {
        byName[name] ?? swiftGenPath.flatMap { bySwiftGenPath[$0] }
    }

    /// Reads `unshipped` when a reference is unresolved, keeping the answers to the unresolved names and SwiftGen paths.
    static func read(
        _ unshipped: [FontFileCandidate], references: [ResolvedFontNameReference], sourceCalls: [SourceFontCall], contents: BundleContents,
        onlyTarget: String?
    ) -> UnshippedFaces {
        var names: Set<String> = []
        var paths: Set<String> = []
        for resolved in references {
            guard case .unresolved = resolved.resolution, let name = resolved.reference.name else { continue }
            names.insert(name)
            if let call = resolved.reference.sourceCallIndex, let path = sourceCalls[call].generatedFontPath { paths.insert(path) }
        }
        guard !names.isEmpty, !unshipped.isEmpty else { return UnshippedFaces() }
        let pathFileNames = Set(paths.map { String(PathName.last(of: $0)) })
        // Core Text's order: a PostScript name anywhere before a family name, before a full name.
        var files: [NameKind: [String: [String]]] = [:]
        var byFileName: [String: [(file: String, faces: [String])]] = [:]
        for reading in FontScanner.read(unshipped, depth: .faces) {
            let file = contents.relativePath(of: reading.file)
            for face in reading.faces where face.instanceIndex == nil {
                for (kind, value) in [(NameKind.postScriptName, face.postScriptName), (.familyName, face.family), (.fullName, face.fullName)] {
                    guard let value, names.contains(value), files[kind]?[value]?.last != file else { continue }
                    files[kind, default: [:]][value, default: []].append(file)
                }
            }
            let fileName = String(PathName.last(of: reading.file))
            if pathFileNames.contains(fileName) {
                byFileName[fileName, default: []].append((file, Array(Set(reading.faces.compactMap(\.postScriptName))).sorted()))
            }
        }
        var pods = PodspecLookup(contents: contents)
        var faces = UnshippedFaces()
        faces.onlyTarget = onlyTarget
        for kind in [NameKind.postScriptName, .familyName, .fullName] {
            for (name, holders) in files[kind] ?? [:] where faces.byName[name] == nil {
                faces.byName[name] = Answer(file: holders[0], match: .name(kind), otherFiles: holders.count - 1, pod: pods.resources(of: holders[0]))
            }
        }
        for path in paths {
            guard let holders = byFileName[String(PathName.last(of: path))] else { continue }
            faces.bySwiftGenPath[path] = Answer(
                file: holders[0].file, match: .swiftGenPath(path, faces: holders[0].faces), otherFiles: holders.count - 1,
                pod: pods.resources(of: holders[0].file))
        }
        return faces
    }

    /// The podspec of the development pod holding a file: the nearest folder above it with a `.podspec`, read once.
    private struct PodspecLookup {
        let contents: BundleContents
        /// Folder (relative to PATH) → its podspec's walk path.
        let podspecs: [String: String]
        var read: [String: PodspecResources?] = [:]

        init(contents: BundleContents) {
            self.contents = contents
            var podspecs: [String: String] = [:]
            for file in contents.otherFiles where file.hasSuffix(".podspec") {
                let folder = PathName.parent(of: contents.relativePath(of: file))
                if podspecs[folder].map({ file < $0 }) ?? true { podspecs[folder] = file }
            }
            self.podspecs = podspecs
        }

        mutating func resources(of file: String) -> PodResources? {
            guard !podspecs.isEmpty else { return nil }
            var folder = PathName.parent(of: file)
            while true {
                if let podspec = podspecs[folder] {
                    if read[podspec] == nil { read[podspec] = PodspecResources.read(file: podspec) }
                    guard let resources = read[podspec] ?? nil else { return nil }
                    let inside = folder.isEmpty ? file : String(file.dropFirst(folder.count + 1))
                    return PodResources(podspec: contents.relativePath(of: podspec), globs: resources.globs, shipsTheFile: resources.ships(inside))
                }
                guard !folder.isEmpty else { return nil }
                folder = PathName.parent(of: folder)
            }
        }
    }
}
