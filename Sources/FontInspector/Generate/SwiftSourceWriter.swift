/// Lines of Swift with four-space indentation, for the emitters: `block` opens `{`, indents what its closure
/// writes and closes `}`, so no emitter counts spaces.
struct SwiftSourceWriter {
    private(set) var text = ""
    private var depth = 0

    /// One line at the current indentation; an empty one stays empty.
    mutating func line(_ content: String = "") {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: depth) + content + "\n"
    }

    mutating func block(_ opener: String, _ body: (inout SwiftSourceWriter) -> Void) {
        line(opener + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// `#if condition` … `#endif` around what `body` writes, at column 0 as Swift style has it.
    mutating func conditional(_ condition: String, _ body: (inout SwiftSourceWriter) -> Void) {
        text += "#if \(condition)\n"
        body(&self)
        text += "#endif\n"
    }

    /// `#elseif` inside a `conditional`.
    mutating func elseIf(_ condition: String) { text += "#elseif \(condition)\n" }
}
