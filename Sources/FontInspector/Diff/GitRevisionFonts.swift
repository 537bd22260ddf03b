import Foundation

/// The font files under a path as they were at a git revision, written with `git show REV:path` into a temporary
/// folder of their own (never a checkout: the work tree is not touched). The folder goes when the value does.
final class GitRevisionFonts {
    /// The temporary folder; the files keep their paths relative to the repository's top level.
    let directory: String
    /// `REV:path` with the path from the repository's top level, as git names it (`HEAD:Fonts`; `HEAD:` for the top).
    let label: String
    /// `REV:path` for each file written, by its path in `directory`.
    private(set) var shownPaths: [String: String] = [:]
    /// Blobs too large to read, as read errors.
    private(set) var errors: [InputProblem] = []

    /// Reads the fonts of `path` (a file or folder inside a git work tree) at `revision`.
    init(path: String, revision: String) throws(DiffSetupError) {
        let isFolder = FileStatus.of(path) == .directory
        let folder = isFolder ? path : PathName.parent(of: path)
        let workingFolder = folder.isEmpty ? "." : folder
        guard Self.git(["rev-parse", "--show-toplevel"], in: workingFolder)?.status == 0 else {
            throw DiffSetupError(message: "\(path): not inside a git repository")
        }
        guard Self.git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: workingFolder)?.status == 0 else {
            throw DiffSetupError(message: "\(revision): unknown git revision (in \(workingFolder))")
        }
        let spec = isFolder ? "." : (path as NSString).lastPathComponent
        // The folder's path from the top level, with its trailing slash (empty at the top).
        let prefix = Self.git(["rev-parse", "--show-prefix"], in: workingFolder).map {
            String(decoding: $0.output, as: UTF8.self).trimmingCharacters(in: .newlines)
        } ?? ""
        var shownPath = isFolder ? prefix : prefix + spec
        if shownPath.hasSuffix("/") { shownPath.removeLast() }
        label = revision + ":" + shownPath
        guard let listing = Self.git(["ls-tree", "-r", "-z", "-l", "--full-name", revision, "--", spec], in: workingFolder),
              listing.status == 0 else {
            throw DiffSetupError(message: "\(path): git ls-tree \(revision) failed")
        }
        directory = NSTemporaryDirectory() + "fontinspect-diff-" + UUID().uuidString
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw DiffSetupError(message: "\(directory): cannot create a temporary folder")
        }
        // Each record: "<mode> <type> <object> <size>\t<path>", NUL-terminated.
        for record in listing.output.split(separator: 0) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = record[..<tab].split(separator: UInt8(ascii: " "))
            let file = String(decoding: record[record.index(after: tab)...], as: UTF8.self)
            guard fields.count == 4, String(decoding: fields[1], as: UTF8.self) == "blob",
                  FileSignature.hasFontExtension((file as NSString).lastPathComponent) else { continue }
            let shown = revision + ":" + file
            if let size = Int(String(decoding: fields[3], as: UTF8.self)), size > ReadLimits.maximumFileSize {
                errors.append(InputProblem(message: "\(size) bytes, larger than the \(ReadLimits.maximumFileSize / 1024 / 1024) MiB fontinspect reads", file: shown))
                continue
            }
            let target = directory + "/" + file
            guard let blob = Self.git(["show", revision + ":" + file], in: workingFolder), blob.status == 0 else {
                errors.append(InputProblem(message: "git show cannot read it", file: shown))
                continue
            }
            try? FileManager.default.createDirectory(atPath: PathName.parent(of: target), withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: target, contents: Data(blob.output)) else {
                errors.append(InputProblem(message: "cannot be written to a temporary folder", file: shown))
                continue
            }
            shownPaths[target] = shown
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    private static func git(_ arguments: [String], in folder: String) -> (status: Int32, output: [UInt8])? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // `REV:path` names a path from the top level; `--literal-pathspecs` keeps a file named `*.ttf` literal.
        // The folder is the working directory (not `-C` as well: a relative folder would be applied twice).
        process.arguments = ["git", "--literal-pathspecs"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, [UInt8](data))
    }
}

@available(*, unavailable)
extension GitRevisionFonts: Sendable {}
