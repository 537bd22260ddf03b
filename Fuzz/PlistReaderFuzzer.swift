// libFuzzer entry for the property-list readers: every input is parsed as a property list (XML,
// binary, OpenStep; Foundation picks by content) and as JSON, and each document is read the three
// ways lint reads one: as an Info.plist, as a style map and as a `.fontinspect.json` configuration.
// Compiled with the library's sources into one module by scripts/fuzz; not a SwiftPM target.
import Foundation

private let plistFile = "fuzz/Info.plist"
private let jsonFile = "fuzz/.fontinspect.json"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlistReaders(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    for (file, asJSON) in [(plistFile, false), (jsonFile, true)] {
        let document: PropertyListDocument
        do {
            document = try PropertyListDocument.parse(bytes, file: file, asJSON: asJSON)
        } catch {
            requireClear(error, file: file)
            continue
        }
        // What lint promises: every problem names the file it is in and says what is wrong, on one line
        // once the reports have escaped the keys and values it quotes from the document.
        InfoPlistFonts(document: document).problems.forEach { requireClear($0, file: file) }
        StyleMap(document: document).problems.forEach { requireClear($0, file: file) }
        LintConfiguration(document: document).problems.forEach { requireClear($0, file: file) }
    }
    return 0
}

private func requireClear(_ problem: InputProblem, file: String) {
    let shown = TerminalText.escaping(problem.message).unicodeScalars
    if problem.file != file || shown.isEmpty || shown.contains("\n") || shown.contains("\r") {
        fatalError("unclear problem: \(problem)")
    }
}
