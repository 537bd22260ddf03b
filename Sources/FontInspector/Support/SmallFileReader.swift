import Foundation

/// Reads a whole text-sized file (a strings table, a plist) after checking, as `FaceReader` does for
/// fonts, that it is a regular file under a size limit: a FIFO or device is never opened.
enum SmallFileReader {
    static func bytes(path: String, limit: Int64) throws(InputProblem) -> [UInt8] {
        switch FileStatus.of(path) {
        case .unavailable(let reason): throw InputProblem(message: reason, file: path)
        case .directory: throw InputProblem(message: "is a directory", file: path)
        case .special: throw InputProblem(message: "not a regular file (a FIFO, socket or device)", file: path)
        case .regular(let size) where size > limit:
            throw InputProblem(message: "\(size) bytes, larger than the \(limit / 1024 / 1024) MiB fontinspect reads", file: path)
        case .regular(0):
            // Foundation on Linux leaks the 4 KB buffer it reads an empty file into (`scripts/fuzz strings`).
            return []
        case .regular:
            guard let data = FileManager.default.contents(atPath: path) else {
                throw InputProblem(message: "cannot read the file: permission denied or unreadable", file: path)
            }
            return [UInt8](data)
        }
    }
}
