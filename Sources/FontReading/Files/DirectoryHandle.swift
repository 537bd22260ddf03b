#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An open folder whose entries are examined relative to it (fstatat, openat), so that the kernel resolves one
/// name per call instead of the whole path again: a walk 2,000 folders deep stays linear in its entries.
/// Owns its descriptor and closes it in `deinit`; not `Sendable`, so it never crosses a thread.
package final class DirectoryHandle {
    private let descriptor: Int32

    /// Opens the folder at `path`; nil when it cannot be opened as a folder.
    package convenience init?(path: String) {
        self.init(descriptor: open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC))
    }

    /// Opens `relativePath` (one name, or several joined by `/`) inside `parent`, following links.
    package convenience init?(in parent: DirectoryHandle, relativePath: String) {
        self.init(descriptor: openat(parent.descriptor, relativePath, O_RDONLY | O_DIRECTORY | O_CLOEXEC))
    }

    private init?(descriptor: Int32) {
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// The folder this handle has open, by device and inode.
    package var identity: FileIdentity? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The names of the folder's entries, `.` and `..` left out, in the order the system lists them; nil when
    /// the folder cannot be listed.
    package func entryNames() -> [String]? {
        let copy = dup(descriptor)
        guard copy >= 0 else { return nil }
        guard let stream = fdopendir(copy) else {
            close(copy)
            return nil
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// What the entry `name` is itself (a link not followed), as `FileStatus.entry` says of a path.
    package func entry(_ name: String) -> (entry: FolderEntry, identity: FileIdentity?) {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return (.unavailable(code: errno), nil) }
        return FileStatus.classifyEntry(info)
    }

    /// What the entry `name` reaches (links followed), as `FileStatus.withIdentity` says of a path.
    package func status(_ name: String) -> (status: FileStatus, identity: FileIdentity?) {
        var info = stat()
        guard fstatat(descriptor, name, &info, 0) == 0 else { return (.unavailable(reason: FileStatus.describe(errno: errno)), nil) }
        return FileStatus.classify(info)
    }

    /// The first `count` bytes of the file `name`, or nil when it cannot be opened or read.
    package func readPrefix(_ name: String, count: Int = FileSignature.plausibilityPrefixLength) -> [UInt8]? {
        let file = openat(descriptor, name, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        return FileSignature.prefix(ofOpen: file, count: count)
    }
}

@available(*, unavailable)
extension DirectoryHandle: Sendable {}
