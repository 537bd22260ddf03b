// libFuzzer entry for the Interface Builder reader: every input is read as a storyboard. What lint promises:
// no crash, and a problem is one line that names the file.
// Compiled with the library's sources into one module by scripts/fuzz; not a SwiftPM target.
import Foundation

private let storyboardFile = "fuzz/Main.storyboard"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilderReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let (references, skipped) = InterfaceBuilderReader.references(in: bytes, file: storyboardFile)
    for reference in references where reference.file != storyboardFile || reference.line < 1 || reference.column < 1 {
        fatalError("misplaced reference: \(reference)")
    }
    if let skipped {
        let shown = TerminalText.escaping(skipped.message).unicodeScalars
        if skipped.file != storyboardFile || shown.isEmpty || shown.contains("\n") || shown.contains("\r") {
            fatalError("unclear note: \(skipped)")
        }
    }
    return 0
}
