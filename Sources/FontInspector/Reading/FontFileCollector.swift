import Foundation

/// What a walk does with a symbolic link that leads out of the folder being walked.
public enum OutsideLinkPolicy: Sendable {
    /// `list`: a link to a file is read (fonts are often linked in from elsewhere); a link to a folder is
    /// named in a note and not walked.
    case readLinkedFiles
    /// `lint`: nothing outside the folder is read; every link that leaves it is named in a note.
    case readNothingOutside
}

/// Turns the paths a user names into the font files to read: folders walked in name order, each file
/// once however many links (symbolic or hard) reach it, symbolic-link loops ended, no link followed out
/// of the folder being walked without a note saying so.
///
/// The walk is linear in the number of entries: each folder is resolved once (its canonical path is carried
/// down, not recomputed with realpath(3), which costs a readlink per component), entries are examined relative
/// to their open folder (`DirectoryHandle`), so the kernel does not resolve the whole path again for each,
/// folders are told apart by device and inode, and the walk keeps its own stack, so a deep tree cannot
/// overflow a thread's.
public struct FontFileCollector {
    /// The files to read, in walk order (folders in name order), each once.
    public private(set) var candidates: [FontFileCandidate] = []
    /// Paths that cannot be read or walked: missing, not a regular file, a folder that cannot be listed.
    public private(set) var errors: [InputProblem] = []
    /// Regular files found by walking that do not look like fonts: a bundle scan looks among them for
    /// Info.plists and style maps.
    public private(set) var otherFiles: [String] = []
    /// Paths found by walking that `isExcluded` passed over; excluded folders are not entered.
    public private(set) var excludedPaths: [String] = []
    /// What the walk passed over that is not an error: links leading out of the folder, paths too long to open.
    public private(set) var notes: [InputProblem] = []
    private let isExcluded: (String) -> Bool
    private let outsideLinks: OutsideLinkPolicy
    private var seenFiles: Set<FileIdentity> = []
    /// The candidates first reached through a symbolic link, by file: the file's own path, found later, replaces
    /// the link's (skipapp-showcase's Android `res/font` link to the file the Darwin target copies, D361).
    private var linkedCandidates: [FileIdentity: Int] = [:]
    private var seenDirectories: Set<FileIdentity> = []

    /// `isExcluded` is asked about every path found by walking (not the paths added), before it is examined.
    public init(excluding isExcluded: @escaping (String) -> Bool = { _ in false }, outsideLinks: OutsideLinkPolicy = .readLinkedFiles) {
        self.isExcluded = isExcluded
        self.outsideLinks = outsideLinks
    }

    /// The font files `paths` name or hold, and what could not be walked.
    public static func collect(_ paths: [String]) -> (candidates: [FontFileCandidate], errors: [InputProblem]) {
        var collector = FontFileCollector()
        for path in paths { collector.add(path) }
        return (collector.candidates, collector.errors)
    }

    /// Adds a file, or walks a folder.
    public mutating func add(_ path: String) {
        let (status, identity) = FileStatus.withIdentity(path)
        switch status {
        case .unavailable(let reason):
            errors.append(InputProblem(message: reason, file: path))
        case .special:
            errors.append(InputProblem(message: "not a regular file (a FIFO, socket or device)", file: path))
        case .directory:
            guard let identity, let real = FileStatus.realPath(path) else {
                errors.append(InputProblem(message: "cannot resolve the folder's path", file: path))
                return
            }
            walk(FolderWalk(root: path, realRoot: real), identity: identity)
        case .regular(let size):
            addFile(path, identity: identity, size: size, named: true, prefix: { FileSignature.readPrefix(path: path) })
        }
    }

    /// One folder being listed: its path as walked, its canonical path, its entries in byte order, and (while
    /// it is listed, or every `anchorSpacing` levels) the open folder its entries are examined in.
    private struct Frame {
        var base: String
        var real: String
        var identity: FileIdentity
        /// Its name in its parent folder, to open it again from an anchor above.
        var name: String
        var handle: DirectoryHandle?
        var entries: [String]
        var next = 0
    }

    /// Every so many levels a folder keeps its descriptor while its subfolders are walked, so that going back up
    /// reopens a folder from at most this many names away, and a chain 2,000 deep holds 2,000 / 32 descriptors,
    /// not 2,000 (the default limit is 1,024).
    private static let anchorSpacing = 32

    private mutating func walk(_ folder: FolderWalk, identity: FileIdentity) {
        var stack: [Frame] = []
        if let frame = open(DirectoryHandle(path: folder.root), path: folder.root, name: "", real: folder.realRoot, identity: identity) {
            stack.append(frame)
        }
        while let top = stack.indices.last {
            guard stack[top].next < stack[top].entries.count, let directory = handle(of: top, in: &stack) else {
                stack.removeLast()
                continue
            }
            let name = stack[top].entries[stack[top].next]
            stack[top].next += 1
            let path = stack[top].base + name
            guard !isExcluded(path) else {
                excludedPaths.append(path)
                continue
            }
            // Later readers open files by path: one the system cannot open is named, not entered or read.
            guard path.utf8.count < Int(PATH_MAX) else {
                notes.append(InputProblem(message: "not read: \(FileStatus.describe(errno: ENAMETOOLONG))", file: path))
                continue
            }
            let parentReal = stack[top].real
            if let (real, identity) = examine(name, path: path, in: directory, realPath: folder.child(of: parentReal, named: name), folder: folder),
               let frame = open(DirectoryHandle(in: directory, relativePath: name), path: path, name: name, real: real, identity: identity) {
                if top % Self.anchorSpacing != 0 { stack[top].handle = nil }
                stack.append(frame)
            }
        }
    }

    /// The open folder of `stack[index]`, reopened from the nearest anchor above when it was closed; nil (with
    /// an error) when the folder is no longer the one that was listed.
    private mutating func handle(of index: Int, in stack: inout [Frame]) -> DirectoryHandle? {
        if let handle = stack[index].handle { return handle }
        guard let anchor = stack[..<index].lastIndex(where: { $0.handle != nil }), let anchorHandle = stack[anchor].handle else { return nil }
        let relative = stack[(anchor + 1)...index].map(\.name).joined(separator: "/")
        guard let handle = DirectoryHandle(in: anchorHandle, relativePath: relative), handle.identity == stack[index].identity else {
            errors.append(InputProblem(message: "the folder changed while it was walked; the rest of it was not read", file: stack[index].base))
            return nil
        }
        stack[index].handle = handle
        return handle
    }

    /// Lists a folder not seen before (by device and inode, so that loops and second links end here).
    private mutating func open(_ handle: DirectoryHandle?, path: String, name: String, real: String, identity: FileIdentity) -> Frame? {
        guard seenDirectories.insert(identity).inserted else { return nil }
        guard let handle, handle.identity == identity, let entries = handle.entryNames() else {
            errors.append(InputProblem(message: "cannot list the folder: permission denied or unreadable", file: path))
            return nil
        }
        // Byte order, so that the listing is the same on every machine and locale.
        let sorted = entries.map { (name: $0, bytes: Array($0.utf8)) }
            .sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }.map(\.name)
        return Frame(
            base: path.hasSuffix("/") ? path : path + "/", real: real, identity: identity, name: name, handle: handle,
            entries: sorted)
    }

    /// Files are added; a folder to enter is returned with its canonical path and identity.
    private mutating func examine(
        _ name: String, path: String, in directory: DirectoryHandle, realPath: String, folder: FolderWalk
    ) -> (String, FileIdentity)? {
        let (entry, identity) = directory.entry(name)
        switch entry {
        case .regular(let size):
            addFile(path, identity: identity, size: size, named: false, prefix: { directory.readPrefix(name) })
        case .directory:
            if let identity { return (realPath, identity) }
        case .special:
            break  // Found by walking and not a font: never opened, since reading one can block.
        case .unavailable(let code):
            if code == ENAMETOOLONG { notes.append(InputProblem(message: "not read: \(FileStatus.describe(errno: code))", file: path)) }
        case .symbolicLink:
            return followLink(name, path: path, in: directory, folder: folder)
        }
        return nil
    }

    private mutating func followLink(
        _ name: String, path: String, in directory: DirectoryHandle, folder: FolderWalk
    ) -> (String, FileIdentity)? {
        let (status, identity) = directory.status(name)
        switch status {
        case .special:
            return nil
        case .unavailable(let reason):
            // A dangling link or a link to itself reaches no file: nothing to read, nothing left out.
            if reason == FileStatus.describe(errno: ENAMETOOLONG) { notes.append(InputProblem(message: "not read: \(reason)", file: path)) }
            return nil
        case .directory, .regular:
            break
        }
        guard let identity, let real = FileStatus.realPath(path) else {
            notes.append(InputProblem(message: "a symbolic link that cannot be resolved; not followed", file: path))
            return nil
        }
        let inside = folder.contains(real)
        switch status {
        case .directory:
            guard inside else {
                notes.append(InputProblem(message: "a symbolic link to the folder \(real), outside \(folder.root); not walked", file: path))
                return nil
            }
            return (real, identity)
        case .regular(let size):
            guard inside || outsideLinks == .readLinkedFiles else {
                notes.append(InputProblem(message: "a symbolic link to \(real), outside \(folder.root); not read", file: path))
                return nil
            }
            addFile(path, identity: identity, size: size, named: false, throughLink: true, prefix: { directory.readPrefix(name) })
        default:
            break
        }
        return nil
    }

    /// `prefix` reads the file's first bytes (relative to its folder when walked), once it is known to be new.
    private mutating func addFile(
        _ path: String, identity: FileIdentity?, size: Int64, named: Bool, throughLink: Bool = false, prefix readPrefix: () -> [UInt8]?
    ) {
        if let identity, !seenFiles.insert(identity).inserted {
            if !throughLink, let index = linkedCandidates.removeValue(forKey: identity) { candidates[index].path = path }
            return
        }
        let prefix = readPrefix()
        // The whole path as the name: only its suffix is checked, and NSString's lastPathComponent was costly.
        var signature = prefix.map { FileSignature.of(prefix: $0, fileName: path) } ?? .notAFont
        let hasFontExtension = FileSignature.hasFontExtension(path)
        // Found by walking, a file that only starts like a font (a text file saying `true`, a note beginning
        // `OTTO`) is not one. A font's name keeps a damaged font in, so that its damage is reported.
        if !named, !hasFontExtension, let prefix, !FileSignature.hasPlausibleDirectory(prefix, signature: signature, fileSize: size) {
            signature = .notAFont
        }
        // A file that cannot be opened is kept when its name says font, so that its error is reported.
        let unreadableFont = prefix == nil && hasFontExtension
        guard named || signature.looksLikeFont || unreadableFont else {
            otherFiles.append(path)
            return
        }
        if throughLink, let identity { linkedCandidates[identity] = candidates.count }
        candidates.append(FontFileCandidate(path: path, wasNamed: named, signature: signature))
    }
}

/// A named folder being walked: links are judged against its canonical path.
private struct FolderWalk {
    var root: String
    var realRoot: String

    func child(of real: String, named name: String) -> String {
        real.hasSuffix("/") ? real + name : real + "/" + name
    }

    func contains(_ real: String) -> Bool {
        real == realRoot || real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
    }
}
