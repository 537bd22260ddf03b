import Foundation

/// A file to read: where it was found, and what its first bytes say it is.
public struct FontFileCandidate: Sendable, Hashable {
    /// The path as the user gave it, or as walking a given folder produced it.
    public var path: String
    /// True when the path was named on the command line: a non-font there is an error, not a skip.
    public var wasNamed: Bool
    var signature: FileSignature

    init(path: String, wasNamed: Bool) {
        self.path = path
        self.wasNamed = wasNamed
        // The whole path as the name: only its suffix is checked, and NSString's lastPathComponent was costly.
        signature = FileSignature.readPrefix(path: path).map { FileSignature.of(prefix: $0, fileName: path) } ?? .notAFont
    }

    /// A path someone named (on the command line, or in an Info.plist): read even without a font
    /// signature, so that what is wrong with it is reported.
    public init(namedPath path: String) {
        self.init(path: path, wasNamed: true)
    }
}

/// Turns the paths a user names into the font files to read: folders walked recursively in name
/// order, each file once however many links (symbolic or hard) reach it, symbolic-link loops ended.
public struct FontFileCollector {
    public private(set) var candidates: [FontFileCandidate] = []
    public private(set) var errors: [FontReadError] = []
    /// Regular files found by walking that do not look like fonts: a bundle scan looks among them for
    /// Info.plists and style maps.
    public private(set) var otherFiles: [String] = []
    /// Paths found by walking that `isExcluded` passed over; excluded folders are not entered.
    public private(set) var excludedPaths: [String] = []
    private let isExcluded: (String) -> Bool
    private var seenFiles: Set<FileIdentity> = []
    private var seenDirectories: Set<String> = []

    /// `isExcluded` is asked about every path found by walking (not the paths added), before it is examined.
    public init(excluding isExcluded: @escaping (String) -> Bool = { _ in false }) {
        self.isExcluded = isExcluded
    }

    public static func collect(_ paths: [String]) -> (candidates: [FontFileCandidate], errors: [FontReadError]) {
        var collector = FontFileCollector()
        for path in paths { collector.add(path) }
        return (collector.candidates, collector.errors)
    }

    public mutating func add(_ path: String) {
        let (status, identity) = FileStatus.withIdentity(path)
        switch status {
        case .unavailable(let reason):
            errors.append(FontReadError(file: path, reason: reason))
        case .special:
            errors.append(FontReadError(file: path, reason: "not a regular file (a FIFO, socket or device)"))
        case .directory:
            walk(directory: path)
        case .regular:
            addFile(path, identity: identity, named: true)
        }
    }

    private mutating func walk(directory: String) {
        guard let real = FileStatus.realPath(directory), seenDirectories.insert(real).inserted else { return }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            errors.append(FontReadError(file: directory, reason: "cannot list the folder: permission denied or unreadable"))
            return
        }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        // Byte order, so that the listing is the same on every machine and locale.
        for name in entries.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
            let path = base + name
            guard !isExcluded(path) else {
                excludedPaths.append(path)
                continue
            }
            let (status, identity) = FileStatus.withIdentity(path)
            switch status {
            case .directory: walk(directory: path)
            case .regular: addFile(path, identity: identity, named: false)
            case .special, .unavailable: continue  // Found by walking and not a font: skipped quietly.
            }
        }
    }

    private mutating func addFile(_ path: String, identity: FileIdentity?, named: Bool) {
        if let identity, !seenFiles.insert(identity).inserted { return }
        let candidate = FontFileCandidate(path: path, wasNamed: named)
        // A file that cannot be opened is kept when its name says font, so that its error is reported.
        let unreadableFont = !candidate.signature.looksLikeFont
            && FileSignature.hasFontExtension((path as NSString).lastPathComponent)
            && FileSignature.readPrefix(path: path) == nil
        guard named || candidate.signature.looksLikeFont || unreadableFont else {
            otherFiles.append(path)
            return
        }
        candidates.append(candidate)
    }
}
