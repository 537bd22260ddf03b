import Foundation
import FontInspector

/// Where a command writes: data to standard output, diagnostics to standard error.
/// Commands take a console instead of printing, so tests run them in-process and read both streams.
public protocol Console: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
    /// True when standard output is a terminal: only then is text output coloured (with `--color auto`).
    var isTerminal: Bool { get }
    /// The process's environment, where `NO_COLOR` is read; a test gives its own.
    var environment: [String: String] { get }
}

/// The process's real streams. Output is buffered and written in large blocks, since a listing of a
/// large corpus is many small lines; `flush()` runs before the process exits.
public final class StandardConsole: Console {
    private var buffer = ""

    public init() {}

    public var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    public var environment: [String: String] { ProcessInfo.processInfo.environment }

    public func write(_ text: String) {
        buffer += text
        if buffer.utf8.count >= 1 << 16 { flush() }
    }

    public func writeError(_ text: String) {
        flush()
        FileHandle.standardError.write(Data(text.utf8))
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(Data(buffer.utf8))
        buffer = ""
    }
}

/// Collects both streams in memory, for tests.
public final class CapturingConsole: Console {
    public private(set) var output = ""
    public private(set) var errors = ""
    public var isTerminal = false
    public var environment: [String: String] = [:]

    public init() {}

    public func write(_ text: String) { output += text }
    public func writeError(_ text: String) { errors += text }
}

extension Console {
    /// `Note: …` on standard error. Notes and errors quote file names and names read from files, so their
    /// control characters are escaped: a newline or an escape sequence cannot forge a line or move the cursor.
    func note(_ text: String) { writeError("Note: \(TerminalText.escaping(text))\n") }

    /// `Error: …` on standard error, escaped as `note` is.
    func error(_ text: String) { writeError("Error: \(TerminalText.escaping(text))\n") }
}
