import Foundation

/// Reads a whole text-sized file (a strings table, a plist) after checking, as `FaceReader` does for
/// fonts, that it is a regular file under a size limit: a FIFO or device is never opened.
enum SmallFileReader {
    static func bytes(path: String, limit: Int64) throws(FontReadError) -> [UInt8] {
        switch FileStatus.of(path) {
        case .unavailable(let reason): throw FontReadError(file: path, reason: reason)
        case .directory: throw FontReadError(file: path, reason: "is a directory")
        case .special: throw FontReadError(file: path, reason: "not a regular file (a FIFO, socket or device)")
        case .regular(let size) where size > limit:
            throw FontReadError(file: path, reason: "\(size) bytes, larger than the \(limit / 1024 / 1024) MiB fontinspect reads")
        case .regular(0):
            // Foundation on Linux leaks the 4 KB buffer it reads an empty file into (`scripts/fuzz strings`).
            return []
        case .regular:
            guard let data = FileManager.default.contents(atPath: path) else {
                throw FontReadError(file: path, reason: "cannot read the file: permission denied or unreadable")
            }
            return [UInt8](data)
        }
    }
}
