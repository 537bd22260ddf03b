/// One token of a Swift or Objective-C file, as the font-call matcher needs it: where it is and what kind it is.
/// The text stays in the file's bytes (`start..<end`); string literals keep their decoded value in the lexer's
/// literal table.
struct SourceToken {
    enum Kind: UInt8 {
        /// An identifier, keyword or number.
        case word
        /// A string literal: Swift `"…"`, `#"…"#`, `"""…"""`; Objective-C `@"…"` or C `"…"`.
        case string
        /// One of `( ) [ ] { } , : ; . @ #` and the backtick.
        case punctuation
        /// A run of operator characters: `=`, `!`, `?`, `??`, `->`, `*`, `...`.
        case operatorRun
        /// An Objective-C character literal.
        case character
    }

    var kind: Kind
    var start: Int32
    var end: Int32
    /// 1-based line of the first byte.
    var line: Int32
    /// True when a line break separates this token from the previous one (Swift ends statements there).
    var startsLine: Bool
    /// True when white space or a comment separates this token from the previous one.
    var followsSpace: Bool
    /// For `.string`: the index of the literal in `SourceLexer.Output.literals`; -1 otherwise.
    var literal: Int32
}

/// What a string literal says, once its escapes are read.
struct StringLiteralValue {
    /// The decoded text; nil when the literal interpolates (`"\(name)-Bold"`): a name built at run time.
    var text: String?
}
