/// A syntax error in a `.strings` file or an old-style property list, with the line it was found on.
struct StringsSyntaxError: Error, Equatable, CustomStringConvertible {
    var line: Int
    var message: String

    var description: String { "line \(line): \(message)" }
}
