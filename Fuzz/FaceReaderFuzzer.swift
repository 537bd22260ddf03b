// libFuzzer entry for the face reader: every input is written to a file and read the way `info`
// reads it (names, tables, variations, fontconfig's languages), its character maps read as coverage
// reads them, then rendered by every report.
// Compiled with the library's sources into one module by scripts/fuzz; not a SwiftPM target.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One reader for the whole run, as a worker thread of `list` keeps one: libFuzzer calls the entry
/// from a single thread.
nonisolated(unsafe) private let reader = try! FaceReader()
private let inputPath: String = {
    let directory = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
    return "\(directory)/fontinspect-fuzz-\(getpid()).ttf"
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFaceReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let descriptor = open(inputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else { fatalError("cannot write \(inputPath)") }
    guard write(descriptor, data, size) == size else { fatalError("short write to \(inputPath)") }
    close(descriptor)

    let reading = reader.read(path: inputPath, depth: .details(languages: true))
    // What the CLI promises: a file gives faces or errors, never neither; each error names the
    // file and says what is wrong, on one line.
    if reading.faces.isEmpty && reading.errors.isEmpty { fatalError("no face and no error") }
    for error in reading.errors {
        if error.file != inputPath || error.message.isEmpty || error.message.contains("\n") {
            fatalError("unclear error: \(error)")
        }
    }
    // The character map, read apart from the faces (coverage asks for it), once per face of the file.
    for face in reading.faces where face.instanceIndex == nil {
        _ = try? reader.characterMap(of: face)
    }
    _ = ListTableReport.render(reading.faces)
    _ = FamilyNamesReport.render(reading.faces)
    for face in reading.faces { _ = FaceJSON.face(face).serialized() }
    for details in reading.details {
        _ = InfoTextReport.render(details)
        _ = InfoJSONReport.details(details).serialized()
    }
    return 0
}
