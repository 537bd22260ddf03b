/// Reads the build configuration files (`.xcconfig`) a project's configurations are based on, with the files they
/// include, into the assignments they make in order. Each file is read and parsed once per project; a base file's
/// flattened assignments are kept, so configurations sharing it cost nothing more. Within one base file's reading a
/// file is included at most once, which ends include cycles and keeps the work linear in the files' size; a cycle,
/// a missing or unreadable file, and includes nested deeper than `maximumDepth` each get a one-line note, and the
/// rest is still read.
struct XcconfigReader {
    /// Real build configuration files are a few kilobytes; beyond this one is skipped with a note.
    static let maximumFileSize: Int64 = 4 * 1024 * 1024
    /// Includes nested deeper than this are not followed (a chain of generated files, never a real project).
    static let maximumDepth = 32

    private var parsed: [String: XcconfigFile?] = [:]
    private var flattened: [String: [BuildSettingAssignment]] = [:]
    private var problems: [InputProblem] = []
    /// The missing files CocoaPods writes (`Pods/Target Support Files/…`) when `Pods/` is not committed, by folder:
    /// one note for them all, since every CocoaPods project without its `Pods/` has a few and they set only the
    /// pods' search paths and flags.
    private var missingPodsFiles: [String: Int] = [:]

    /// What could not be read, one note per file and problem, and one for the missing CocoaPods files.
    var notes: [InputProblem] {
        problems + missingPodsFiles.sorted { $0.key < $1.key }.map { folder, count in
            InputProblem(message: "not there: \(Plural.counted(count, "build configuration file")) that `pod install` writes (Pods/ is not committed); the pods' settings are not read", file: folder)
        }
    }

    /// Every assignment of the file at `path` and the files it includes, in the order Xcode applies them.
    mutating func assignments(of path: String) -> [BuildSettingAssignment] {
        if let known = flattened[path] { return known }
        var result: [BuildSettingAssignment] = []
        var visited: Set<String> = []
        var including: [String] = []
        append(path, optional: false, into: &result, visited: &visited, including: &including)
        flattened[path] = result
        return result
    }

    private mutating func append(
        _ path: String, optional: Bool, into result: inout [BuildSettingAssignment], visited: inout Set<String>, including: inout [String]
    ) {
        guard !visited.contains(path) else {
            if including.contains(path) {
                note("build configuration file includes itself (through \(including.last ?? path)); the include is not followed", file: path)
            }
            return
        }
        guard including.count < Self.maximumDepth else {
            note("build configuration file included more than \(Self.maximumDepth) levels deep; not read", file: path)
            return
        }
        visited.insert(path)
        guard let file = file(at: path, optional: optional) else { return }
        including.append(path)
        let folder = PathName.parent(of: path)
        for entry in file.entries {
            switch entry {
            case let .assignment(name, value, line):
                result.append(BuildSettingAssignment(name: name, value: value, file: path, line: line))
            case let .include(included, optional, _):
                let target = ProjectLocation(base: folder.isEmpty ? "." : folder).appending(included).path
                append(target, optional: optional, into: &result, visited: &visited, including: &including)
            }
        }
        including.removeLast()
    }

    /// The parsed file, or nil with a note (none for a missing `#include?` file).
    private mutating func file(at path: String, optional: Bool) -> XcconfigFile? {
        if let known = parsed[path] { return known }
        var file: XcconfigFile?
        do throws(InputProblem) {
            let bytes = try SmallFileReader.bytes(path: path, limit: Self.maximumFileSize)
            if let text = TextFileDecoder.decode(bytes) {
                file = XcconfigFile(text: text)
            } else {
                note("build configuration file not read: not UTF-8 or UTF-16 text", file: path)
            }
        } catch {
            let missing = if case .unavailable = FileStatus.of(path) { true } else { false }
            if missing, let pods = path.range(of: "/Pods/Target Support Files/") {
                missingPodsFiles[String(path[..<pods.upperBound].dropLast()), default: 0] += 1
            } else if !(optional && missing) {
                note("build configuration file not read: \(error.message)", file: path)
            }
        }
        parsed[path] = file
        return file
    }

    private mutating func note(_ message: String, file: String) {
        let problem = InputProblem(message: message, file: file)
        if !problems.contains(problem) { problems.append(problem) }
    }
}
