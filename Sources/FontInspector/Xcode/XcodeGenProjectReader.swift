import Foundation

/// Reads XcodeGen specs (`project.yml`), which generate an app's Xcode project and Info.plist, into the
/// `XcodeTarget` values `XcodeProjectReader` makes from a committed `project.pbxproj`.
///
/// Read: `include:` (string, list, or `path:` objects; `enable: false` skips one; paths relative to the
/// including file, kept inside the walk and bounded), `targetTemplates` with `templates:` and
/// `templateAttributes`, `name:` overrides, multi-platform targets (`platform: [iOS, tvOS]` makes `App_iOS`,
/// `App_tvOS`), and what `XcodeGenTargetReading` reads of each target. Not read: `relativePaths: false`,
/// environment variables in `enable:`, `options.fileTypes`, `configFiles` (xcconfig settings), `projectReferences`,
/// packages' resources, and `aggregateTargets`.
public enum XcodeGenProjectReader {
    /// Real specs are a few kilobytes; included ones too.
    public static let maximumFileSize = 4 * 1024 * 1024
    /// Specs read for one project, the root included; a chain of includes deeper than this is not followed.
    public static let maximumIncludedFiles = 32
    /// How many levels of `include:` are followed.
    public static let maximumIncludeDepth = 8

    package static func isProjectFile(_ path: String) -> Bool {
        let name = PathName.last(of: path)
        return name == "project.yml" || name == "project.yaml"
    }

    /// `project.yml`, or a spec named for `xcodegen --spec` (`project-bwa.yml`, `App.yml`): a YAML file with
    /// top-level `name:` and `targets:` keys, written at the start of a line as XcodeGen's specs are.
    public static func isSpec(_ path: String) -> Bool {
        if isProjectFile(path) { return true }
        guard PathName.hasSuffix(path, ignoringCase: ".yml") || PathName.hasSuffix(path, ignoringCase: ".yaml"),
            case .regular(let size) = FileStatus.of(path),
            size <= maximumFileSize, let data = FileManager.default.contents(atPath: path)
        else { return false }
        var hasName = false
        var hasTargets = false
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            if line.starts(with: Array("name:".utf8)) { hasName = true }
            if line.starts(with: Array("targets:".utf8)) { hasTargets = true }
            if hasName && hasTargets { return true }
        }
        return false
    }

    /// Reads every spec among `files` (see `isSpec`); `walkedFiles` are all the files the walk found. A spec that
    /// another one includes is read as part of it, not as a project of its own.
    public static func scan(_ files: [String], walkedFiles: [String]) -> XcodeGenProjectScan {
        var scan = XcodeGenProjectScan()
        let specs = files.filter(isSpec)
        var included = Set<String>()
        var results: [(file: String, result: Result<([XcodeGenTarget], [InputProblem], Set<String>), InputProblem>)] = []
        for file in specs {
            do throws(InputProblem) {
                let read = try readWithIncludes(file: file, walkedFiles: walkedFiles)
                included.formUnion(read.included)
                results.append((file, .success(read)))
            } catch {
                results.append((file, .failure(error)))
            }
        }
        for (file, result) in results where !included.contains(file) {
            switch result {
            case .success(let (targets, notes, _)):
                scan.projectCount += 1
                scan.targets += targets
                scan.skipped += notes
            case .failure(let problem):
                scan.skipped.append(InputProblem(message: "XcodeGen spec not read: " + Self.position(of: problem) + problem.message, file: file))
            }
        }
        return scan
    }

    /// The targets of one spec and its includes, and notes on what could not be resolved.
    public static func read(file: String, walkedFiles: [String]) throws(InputProblem) -> ([XcodeGenTarget], [InputProblem]) {
        let read = try readWithIncludes(file: file, walkedFiles: walkedFiles)
        return (read.targets, read.notes)
    }

    /// The targets of a spec already parsed, without following its includes (the fuzzer's entry).
    public static func targets(in spec: YAMLNode, file: String, walkedFiles: [String]) -> ([XcodeGenTarget], [InputProblem]) {
        var notes: [InputProblem] = []
        let targets = XcodeGenTargetReading(
            spec: XcodeGenSpecMerging.withoutReplaceMarkers(spec), file: file, walkedFiles: walkedFiles
        ).targets(notes: &notes)
        return (targets, notes)
    }

    private static func readWithIncludes(file: String, walkedFiles: [String]) throws(InputProblem)
        -> (targets: [XcodeGenTarget], notes: [InputProblem], included: Set<String>)
    {
        var loader = IncludeLoader(root: file, walkedFiles: Set(walkedFiles))
        let parent = PathName.parent(of: file)
        let spec = try loader.load(file, folder: ProjectLocation(base: parent.isEmpty ? "." : parent), depth: 0) ?? YAMLNode(.mapping([]), line: 1, column: 1)
        var notes = loader.notes
        let targets = XcodeGenTargetReading(
            spec: XcodeGenSpecMerging.withoutReplaceMarkers(spec), file: file, walkedFiles: walkedFiles
        ).targets(notes: &notes)
        return (targets, notes, loader.included)
    }

    static func position(of problem: InputProblem) -> String {
        switch (problem.line, problem.column) {
        case let (line?, column?): "line \(line), column \(column): "
        default: ""
        }
    }
}

/// Follows `include:` from the root spec: each included spec merged in order, the including spec on top.
private struct IncludeLoader {
    let root: String
    let walkedFiles: Set<String>
    var notes: [InputProblem] = []
    var included: Set<String> = []
    var filesRead = 0

    init(root: String, walkedFiles: Set<String>) {
        self.root = root
        self.walkedFiles = walkedFiles
    }

    /// The spec at `file` (in `folder`, a location under the root spec's folder) with its includes merged in,
    /// their paths relative to `file`'s folder.
    mutating func load(_ file: String, folder: ProjectLocation, depth: Int) throws(InputProblem) -> YAMLNode? {
        filesRead += 1
        guard let spec = try YAMLDocument.read(file: file, maximumFileSize: XcodeGenProjectReader.maximumFileSize).root else { return nil }
        guard spec.mappingValue != nil else {
            throw InputProblem(message: "the spec is not a mapping of keys (name:, targets:)", file: file, line: spec.line, column: spec.column)
        }
        var merged = YAMLNode(.mapping([]), line: spec.line, column: spec.column)
        for include in includes(of: spec) {
            let location = folder.appending(include.path)
            let path = location.path
            let note = { (why: String) in InputProblem(message: "include \"\(include.path)\" (line \(include.line)) \(why)", file: file) }
            guard depth + 1 < XcodeGenProjectReader.maximumIncludeDepth else { notes.append(note("is nested deeper than \(XcodeGenProjectReader.maximumIncludeDepth) levels; not read")); continue }
            guard filesRead < XcodeGenProjectReader.maximumIncludedFiles else { notes.append(note("is past the \(XcodeGenProjectReader.maximumIncludedFiles) specs one project may include; not read")); continue }
            guard walkedFiles.contains(path), path != root, !included.contains(path) else {
                notes.append(note(walkedFiles.contains(path) ? "was already read; not read again" : "is not among the files scanned; not read"))
                continue
            }
            included.insert(path)
            // The child's own includes are already rebased onto it; its folder puts them all under this spec's.
            let folder = PathName.parent(of: include.path)
            do throws(InputProblem) {
                let childFolder = ProjectLocation(base: location.base, components: Array(location.components.dropLast()))
                if let child = try load(path, folder: childFolder, depth: depth + 1) {
                    merged = XcodeGenSpecMerging.merge(merged, XcodeGenSpecMerging.rebasingPaths(of: child, onto: folder))
                }
            } catch {
                notes.append(InputProblem(message: "XcodeGen spec not read: " + XcodeGenProjectReader.position(of: error) + error.message, file: path))
            }
        }
        return XcodeGenSpecMerging.merge(merged, removingInclude(from: spec))
    }

    private func removingInclude(from spec: YAMLNode) -> YAMLNode {
        var copy = spec
        copy.content = .mapping((spec.mappingValue ?? []).filter { XcodeGenSpecMerging.plainKey($0.key) != "include" })
        return copy
    }

    /// `include: a.yml`, `include: [a.yml, {path: b.yml, enable: false}]`.
    private func includes(of spec: YAMLNode) -> [(path: String, line: Int)] {
        guard let value = spec.mappingValue?.first(where: { XcodeGenSpecMerging.plainKey($0.key) == "include" })?.value else { return [] }
        let items = value.sequenceValue ?? [value]
        return items.compactMap { item in
            if let path = item.scalarValue, !item.isNull { return (path, item.line) }
            guard let path = item["path"]?.scalarValue else { return nil }
            if item["enable"]?.boolValue == false { return nil }
            return (path, item.line)
        }
    }
}
