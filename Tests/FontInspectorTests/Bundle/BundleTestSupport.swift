import Foundation
import Testing
@testable import FontInspector
import TestSupport

extension TemporaryDirectory {
    /// Writes `text` as UTF-8 to `name` (folders created), returning the full path.
    @discardableResult
    func write(_ text: String, as name: String) throws -> String {
        try write(Data(text.utf8), as: name)
    }

    @discardableResult
    func write(_ data: Data, as name: String) throws -> String {
        let destination = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: destination))
        return destination
    }

    /// A copy of a committed test font at `name`.
    @discardableResult
    func font(_ name: String, from fixture: String = "Generated/Static/FixtureSans-Regular.ttf") throws -> String {
        try copy(fixture, as: name)
        return path + "/" + name
    }
}

/// An XML property list around `body`, which starts on line 4 (header on lines 1–3).
func xmlPlist(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    \(body)
    </plist>

    """
}

/// A binary property list of `object`, written the way Xcode writes built Info.plists.
func binaryPlist(_ object: Any) throws -> Data {
    try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
}

/// Parses text as a document of the format its name says (`.json` or a plist), for tests that need no file.
func document(_ text: String, file: String = "Test.plist") throws(InputProblem) -> PropertyListDocument {
    file.hasSuffix(".json")
        ? try PropertyListDocument.parseJSON(Data(text.utf8), file: file)
        : try PropertyListDocument.parsePropertyList(Data(text.utf8), file: file)
}

/// The problem `body` throws, or nil when it throws none.
func thrownProblem<T>(_ body: () throws -> T) -> InputProblem? {
    do {
        _ = try body()
        return nil
    } catch let problem as InputProblem {
        return problem
    } catch {
        Issue.record("threw \(error), not a InputProblem")
        return nil
    }
}
