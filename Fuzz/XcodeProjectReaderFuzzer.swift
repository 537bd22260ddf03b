// libFuzzer entry for the Xcode project reader: every input is written as a project.pbxproj (old-style,
// XML or binary plist, as Foundation reads any) and read with its targets. What it promises: no crash, and a
// problem is one line that names the file.
// Compiled with the library's sources into one module by scripts/fuzz; not a SwiftPM target.
import Foundation

private let project = NSTemporaryDirectory() + "fontinspect-fuzz-pbxproj-\(getpid())/App.xcodeproj"
private let projectFile = project + "/project.pbxproj"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXcodeProjectReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    try? FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
    guard FileManager.default.createFile(atPath: projectFile, contents: Data(bytes: data, count: size)) else {
        fatalError("cannot write \(projectFile)")
    }
    do throws(InputProblem) {
        _ = try XcodeProjectReader.read(file: projectFile, walkedFiles: [])
    } catch {
        let shown = TerminalText.escaping(error.message).unicodeScalars
        if error.file != projectFile || shown.isEmpty || shown.contains("\n") || shown.contains("\r") {
            fatalError("unclear problem: \(error)")
        }
    }
    return 0
}
