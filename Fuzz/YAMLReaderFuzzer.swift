// libFuzzer entry for the YAML reader: every input is parsed by YAMLDocument (libyaml), and a tree that
// parses is read as an XcodeGen spec against a few walked files. What must hold: no crash, no hang, a bounded
// tree, and every problem one clear line naming the file.
// Compiled with the library's sources into one module by scripts/fuzz; not a SwiftPM target.
import Foundation

private let specFile = "fuzz/project.yml"
private let walkedFiles = ["fuzz/App/Fonts/Inter.ttf", "fuzz/App/Info.plist", "fuzz/App/View.swift", "fuzz/Res/a.bundle/B.otf"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAMLReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    let document: YAMLDocument
    do {
        document = try YAMLDocument.parse(bytes, file: specFile)
    } catch {
        let shown = TerminalText.escaping(error.description).unicodeScalars
        if error.file != specFile || error.message.isEmpty || shown.contains("\n") || shown.contains("\r") {
            fatalError("unclear problem: \(error)")
        }
        return 0
    }
    guard let root = document.root else { return 0 }
    let (targets, notes) = XcodeGenProjectReader.targets(in: root, file: specFile, walkedFiles: walkedFiles)
    for target in targets where !Set(walkedFiles).isSuperset(of: target.target.compiledFiles) {
        fatalError("a compiled file that was not walked: \(target.target.compiledFiles)")
    }
    for note in notes where note.file != specFile || TerminalText.escaping(note.message).contains("\n") {
        fatalError("unclear note: \(note)")
    }
    return 0
}
