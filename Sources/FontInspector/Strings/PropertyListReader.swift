import Foundation

/// XML and binary property lists (`.stringsdict`, and `.strings` as Xcode compiles them into an app:
/// binary by default). Foundation parses both the same way on Linux and on Apple platforms.
enum PropertyListReader {
    /// True for a binary plist, or XML text that starts like a plist (after an optional byte order mark).
    static func looksLikePropertyList(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: Array("bplist".utf8)) { return true }
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let start = text.drop(while: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
        return start.starts(with: Array("<?xml".utf8)) || start.starts(with: Array("<plist".utf8))
            || start.starts(with: Array("<!DOCTYPE".utf8))
    }

    /// The top-level dictionary of `bytes`, read from `file`.
    /// Old-style text is refused here (`StringsFileParser` reads it): on Linux, Foundation's old-style
    /// parser writes to standard error on some malformed files.
    static func dictionary(_ bytes: [UInt8], file: String) throws(InputProblem) -> [String: Any] {
        guard looksLikePropertyList(bytes) else { throw InputProblem(message: "not an XML or binary property list", file: file) }
        let value: Any
        do throws(InputProblem) {
            value = try FoundationParseGate.propertyList(Data(bytes), file: file).value
        } catch {
            let line = error.line.map { " at line \($0)" } ?? ""
            throw InputProblem(message: "not a valid property list (\(DiagnosticText.oneLine(error.message))\(line))", file: file)
        }
        guard let dictionary = value as? [String: Any] else {
            throw InputProblem(message: "not a valid property list: the top level is not a dictionary", file: file)
        }
        return dictionary
    }
}
