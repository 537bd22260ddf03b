import Foundation

/// Why writing a file failed, in words (`permission denied`), for the one-line errors of the commands that write
/// files (`lint --write-baseline`, `generate -o`).
enum FileWriteFailure {
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code))).lowercased()
        }
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileWriteNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "no space left on the device"
        case .fileNoSuchFile, .fileWriteFileExists, .fileWriteInvalidFileName: return "its folder does not exist or the name is not usable"
        default: return "the file system refused it (\(nsError.domain) \(nsError.code))"
        }
    }
}
