import Foundation

/// The fonts a Tuist `Project.swift` declares for the Info.plist Tuist generates:
/// `infoPlist: .extendingDefault(with: ["UIAppFonts": ["A-Bold.ttf", …]])`. The manifest is Swift, not data:
/// only string literals inside the array literal after a `"UIAppFonts":` key are read; an entry built any other
/// way is not seen (its font then counts as undeclared, a warning at most).
public enum TuistManifestFonts {
    /// The largest `Project.swift` read (1 MiB); a larger one is passed over.
    public static let maximumManifestSize = 1024 * 1024

    package static func isManifest(_ path: String) -> Bool {
        PathName.last(of: path) == "Project.swift"
    }

    /// The manifest's `UIAppFonts` entries, as a generated Info.plist; nil when it declares none or cannot be read.
    /// A framework's or library's manifest (no app product) gives a note instead: iOS reads `UIAppFonts` only from
    /// the app's own Info.plist, so a framework's registers nothing (M280).
    public static func read(file: String, notes: inout [InputProblem]) -> InfoPlistFonts? {
        guard case .regular(let size) = FileStatus.of(file), size <= maximumManifestSize,
            let data = FileManager.default.contents(atPath: file)
        else { return nil }
        let bytes = Array(data)
        let (entries, problems) = declaredFonts(inManifest: bytes, file: file)
        guard !entries.isEmpty || !problems.isEmpty else { return nil }
        if declaresOnlyFrameworks(bytes) {
            let shape = problems.isEmpty ? "" : " (and it is a dictionary, not an array)"
            notes.append(InputProblem(
                message: "UIAppFonts in a framework's manifest\(shape): iOS reads UIAppFonts only from the app's own Info.plist, so it registers nothing; not checked",
                file: file))
            return nil
        }
        return InfoPlistFonts(generatedFrom: file, appFonts: entries, problems: problems)
    }

    /// Whether the manifest builds a framework or library and no app: `Project.framework(` (a helper), or a
    /// `product:` of a framework or library with no `.app` product.
    static func declaresOnlyFrameworks(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        if text.contains("product: .app") || text.contains("Project.app(") { return false }
        return text.contains("Project.framework(")
            || [".framework", ".staticFramework", ".staticLibrary", ".dynamicLibrary"].contains { text.contains("product: \($0)") }
    }

    /// Every string literal of every `"UIAppFonts": [ … ]` array in the manifest's bytes, with its line.
    static func appFonts(inManifest bytes: [UInt8], file: String) -> [Located<String>] {
        declaredFonts(inManifest: bytes, file: file).entries
    }

    /// The `UIAppFonts` array entries, and a problem for each `"UIAppFonts": [ "key": … ]` dictionary literal
    /// (Xcode's "Item 0" label copied as a key, D280): iOS ignores a dictionary, so its strings are no file names.
    static func declaredFonts(inManifest bytes: [UInt8], file: String) -> (entries: [Located<String>], problems: [InputProblem]) {
        let key = Array("\"\(InfoPlistFonts.appFontsKey)\"".utf8)
        var entries: [Located<String>] = []
        var problems: [InputProblem] = []
        var line = 1
        var index = 0
        func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                if bytes[index] == 0x0A { line += 1 }
                index += 1
            }
        }
        while index < bytes.count {
            if bytes[index] == 0x0A { line += 1 }
            guard bytes[index] == 0x22, bytes[index...].starts(with: key) else { index += 1; continue }
            index += key.count
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { continue }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { continue }
            index += 1
            let arrayLine = line
            let firstEntry = entries.count
            // Literals and commas up to the closing bracket; anything else ends the array's reading.
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == 0x22 else { break }
                let start = index + 1
                var end = start
                while end < bytes.count, bytes[end] != 0x22, bytes[end] != 0x0A, bytes[end] != UInt8(ascii: "\\") { end += 1 }
                guard end < bytes.count, bytes[end] == 0x22 else { break }
                let value = String(decoding: bytes[start..<end], as: UTF8.self)
                entries.append(Located(value, file: file, line: line, keyPath: "\(InfoPlistFonts.appFontsKey)[\(entries.count)]"))
                index = end + 1
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
                    entries.removeSubrange(firstEntry...)
                    problems.append(InputProblem(
                        kind: .wrongType,
                        message: "\(InfoPlistFonts.appFontsKey) is a dictionary; iOS ignores it and registers none of its fonts: expected an array of font file paths such as [\"Fonts/Inter.ttf\"]",
                        file: file, line: arrayLine, keyPath: InfoPlistFonts.appFontsKey))
                    break
                }
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
                index += 1
            }
        }
        return (entries, problems)
    }
}
