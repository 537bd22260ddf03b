/// What one entry of a target's `sources` brings into the target, as XcodeGen decides it: a file, a group
/// (a folder without an extension: its files, each by its type, landing flat in the bundle), or a folder
/// reference (`type: folder`, copied whole). `includes`/`excludes` globs are relative to the entry's path;
/// `buildPhase` overrides the type's phase. Files named `Info.plist` are never in a build phase.
struct XcodeGenSourceMembers {
    /// The path as the spec gives it.
    let path: String
    private(set) var copied: [CopiedFile] = []
    private(set) var compiled: [String] = []
    /// `Info.plist` files found, for XcodeGen's fallback when no `INFOPLIST_FILE` is set.
    private(set) var infoPlists: [String] = []
    /// No walked file is at or under the path, and the entry is not `optional: true`.
    private(set) var isMissing = false

    init(source: YAMLNode, projectFolder: ProjectLocation, walkedFiles: [String], walkedSet: Set<String>) {
        path = source.scalarValue ?? source["path"]?.scalarValue ?? ""
        guard !path.isEmpty else { return }
        let location = projectFolder.appending(path)
        let root = location.path
        let name = source["name"]?.scalarValue ?? location.lastComponent ?? path
        let excludes = Self.globs(source["excludes"])
        let includes = Self.globs(source["includes"])
        let phase = Self.phase(of: source)
        let isFolderReference = source["type"]?.scalarValue == "folder"

        // A file, or the walk's files under a folder, with their paths relative to the entry.
        var files: [(path: String, relative: String)]
        if walkedSet.contains(root) {
            files = [(root, "")]
        } else {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            files = walkedFiles.filter { $0.hasPrefix(prefix) }.map { ($0, String($0.dropFirst(prefix.count))) }
        }
        if files.isEmpty {
            isMissing = source["optional"]?.boolValue != true
            return
        }
        files = files.filter { file in
            if file.relative.isEmpty { return true }
            if !includes.isEmpty, !Self.matches(includes, file.relative) { return false }
            return !Self.matches(excludes, file.relative)
        }
        // A folder with an extension (`Fonts.bundle`) is one file reference, as XcodeGen adds it.
        let entryExtension = Self.fileExtension(name)
        let entryIsWrapper = !files.contains { $0.relative.isEmpty } && !entryExtension.isEmpty && entryExtension != "lproj"

        for file in files {
            let fileName = file.relative.isEmpty ? name : String(file.relative.split(separator: "/").last ?? "")
            if fileName == "Info.plist" {
                infoPlists.append(file.path)
                continue
            }
            if fileName == ".DS_Store" || fileName.hasSuffix(".orig") { continue }
            if isFolderReference || entryIsWrapper {
                let role = isFolderReference ? (phase ?? .copied(into: "")) : (phase ?? Self.role(ofExtension: entryExtension))
                add(file.path, role: role, bundlePath: name + (file.relative.isEmpty ? "" : "/" + file.relative))
                continue
            }
            let (role, bundlePath) = Self.placement(ofGroupMember: file.relative.isEmpty ? fileName : file.relative)
            add(file.path, role: phase ?? role, bundlePath: bundlePath)
        }
    }

    private mutating func add(_ file: String, role: Role, bundlePath: String) {
        switch role {
        case .compiled: compiled.append(file)
        case .copied(let folder): copied.append(CopiedFile(path: file, bundlePath: folder.isEmpty ? bundlePath : folder + "/" + bundlePath))
        case .neither: break
        }
    }

    // MARK: - Roles

    enum Role: Equatable {
        case compiled
        /// Copied into the bundle, under `into` (a Copy Files phase's subpath) or at its root.
        case copied(into: String)
        case neither
    }

    /// `buildPhase: sources | resources | none | headers | {copyFiles: {destination:, subpath:}}`; nil when unset.
    static func phase(of source: YAMLNode) -> Role? {
        guard let phase = source["buildPhase"] else { return nil }
        if let copyFiles = phase["copyFiles"] {
            // Only the bundle itself (wrapper) and its Resources are where UIAppFonts paths start from.
            guard ["wrapper", "resources"].contains(copyFiles["destination"]?.scalarValue ?? "") else { return .neither }
            let subpath = ProjectLocation(base: "").appending(copyFiles["subpath"]?.scalarValue ?? "").components.joined(separator: "/")
            return .copied(into: subpath)
        }
        switch phase.scalarValue {
        case "sources": return .compiled
        case "resources": return .copied(into: "")
        default: return .neither
        }
    }

    /// A group member's role and where it lands: a file inside a folder with an extension (`X.bundle/…`,
    /// `Assets.xcassets/…`) goes with that folder; one inside `X.lproj` keeps that folder; the rest land flat.
    static func placement(ofGroupMember relative: String) -> (Role, String) {
        let components = relative.split(separator: "/").map(String.init)
        for (index, component) in components.dropLast().enumerated() {
            let componentExtension = fileExtension(component)
            guard !componentExtension.isEmpty else { continue }
            if componentExtension == "lproj" {
                return (role(ofExtension: fileExtension(components.last ?? "")), component + "/" + (components.last ?? ""))
            }
            return (role(ofExtension: componentExtension), components[index...].joined(separator: "/"))
        }
        let name = components.last ?? relative
        return (role(ofExtension: fileExtension(name)), name)
    }

    /// XcodeGen's default build phase by extension (its `FileType.defaultFileTypes`); anything else is a resource.
    /// Asset catalogs and data models are compiled into one product each: their files are not copied as such.
    static func role(ofExtension fileExtension: String) -> Role {
        switch fileExtension {
        case "swift", "gyb", "m", "mm", "cpp", "cp", "cxx", "c", "cc", "S", "metal", "intentdefinition", "mlmodel",
            "mlpackage", "rcproject", "iig", "docc":
            return .compiled
        case "xcassets", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "h", "hh", "hpp", "ipp", "tpp", "hxx", "def",
            "framework", "xpc", "appex", "xcconfig", "entitlements", "gpx", "lproj", "xcfilelist", "apns", "pch", "xctestplan":
            return .neither
        default:
            return .copied(into: "")
        }
    }

    static func fileExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    // MARK: - Globs

    private static func globs(_ node: YAMLNode?) -> [PathGlob] {
        guard let node else { return [] }
        return (node.sequenceValue ?? [node]).compactMap(\.scalarValue).map(PathGlob.init)
    }

    /// A pattern that matches a folder takes everything in it, as XcodeGen expands globs to folders too.
    private static func matches(_ globs: [PathGlob], _ relative: String) -> Bool {
        guard !globs.isEmpty else { return false }
        var prefix = ""
        for component in relative.split(separator: "/") {
            prefix += prefix.isEmpty ? String(component) : "/" + component
            if globs.contains(where: { $0.matches(prefix) }) { return true }
        }
        return false
    }
}
