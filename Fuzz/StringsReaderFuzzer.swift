// libFuzzer entry for the strings readers: every input is written to a file and read as a `.strings` table,
// a `.stringsdict` and an `.xcstrings` catalog, as lint and coverage read them. What they promise: no crash,
// and an error is one line that names the file.
// Compiled with the library's sources into one module by scripts/fuzz; not a SwiftPM target.
import Foundation

private let folder = NSTemporaryDirectory() + "fontinspect-fuzz-strings-\(getpid())/en.lproj"
private let tables: [(path: String, source: LocalizationSource)] = [
    (folder + "/Localizable.strings", .strings),
    (folder + "/Localizable.stringsdict", .stringsdict),
    (folder + "/Localizable.xcstrings", .stringCatalog),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsReaders(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (path, source) in tables {
        guard FileManager.default.createFile(atPath: path, contents: bytes) else { fatalError("cannot write \(path)") }
        do throws(InputProblem) {
            _ = try LocalizationFileReader.read(path: path, source: source)
        } catch {
            let shown = TerminalText.escaping(error.message).unicodeScalars
            if error.file != path || shown.isEmpty || shown.contains("\n") || shown.contains("\r") {
                fatalError("unclear error: \(error)")
            }
        }
    }
    return 0
}
