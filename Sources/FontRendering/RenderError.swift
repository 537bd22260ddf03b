/// Why a face could not be opened for drawing or a picture could not be written: the file and what is wrong.
/// The file is a path as given; a caller printing it to a terminal escapes it (TerminalText).
package struct RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    package var file: String
    package var reason: String

    package init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    package var description: String { "\(file): \(reason)" }
}
