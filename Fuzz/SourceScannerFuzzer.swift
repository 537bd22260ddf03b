// libFuzzer entry for the Swift and Objective-C scanner: every input is scanned as both languages, the way
// lint scans a file (a byte-order mark skipped, text that is not UTF-8 passed over), and the calls found are
// checked for positions that exist.
// Seeds: Fuzz/Seeds/source (the scanner tests' snippets) and the examples' sources; tokens: Fuzz/source.dict. Run with a short -timeout: a quadratic walk shows up as a slow input.
// Compiled with the library's sources into one module by scripts/fuzz; not a SwiftPM target.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSourceScanner(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var body = UnsafeBufferPointer(start: data, count: size)[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    let bytes = UnsafeBufferPointer(rebasing: body)
    // Text lint would skip is still lexed, as the decoded string it would be with its bad bytes replaced.
    let text = UTF8Validation.isValid(bytes) ? nil : String(decoding: bytes, as: UTF8.self)
    let lines = bytes.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") || $1 == UInt8(ascii: "\r") ? 1 : 0) }
    for language in [SourceLanguage.swift, .objectiveC] {
        let calls = text.map { SourceFileScanner.calls(in: $0, file: "F", language: language) }
            ?? SourceFileScanner.calls(in: bytes, file: "F", language: language)
        for call in calls {
            // A call's position is a place in the file.
            guard call.line >= 1, call.line <= lines, call.column >= 1, call.column <= size + 1 else {
                fatalError("impossible position \(call.line):\(call.column) for \(call.form)")
            }
        }
    }
    return 0
}
