/// One `fontinspect:` comment, SwiftLint's conventions: `disable` / `enable` a rule from that line on, or only
/// on this, the next or the previous line (`disable:this`, `disable:next`, `disable:previous`), for one or more
/// rule ids or `all`; ` - ` starts a note that is not read (`// fontinspect:disable:next unknown-font-name - loaded at run time`).
public struct SuppressionDirective: Sendable, Hashable {
    /// Whether the directive turns rules off or back on.
    public enum Action: String, Sendable, Hashable {
        case disable, enable
    }

    /// Which lines it covers.
    public enum Scope: String, Sendable, Hashable {
        /// From the directive's line to the end of the file, or to the next directive about the same rule.
        case region
        case thisLine = "this"
        case nextLine = "next"
        case previousLine = "previous"
    }

    /// Off or back on.
    public var action: Action
    /// Which lines.
    public var scope: Scope
    /// Rule ids as written; `all` stands for every rule.
    public var ruleIDs: [String]
    /// The file the comment is in.
    public var file: String
    /// Where the comment starts (1-based line, column in Unicode scalars), and the line it ends on.
    public var line: Int
    /// 1-based column of the comment's start.
    public var column: Int
    /// The line the comment ends on (a block comment may span several).
    public var endLine: Int
    /// Why the comment is not a directive that can be followed (an unknown command, no rule named); nil when it is.
    public var problem: String?

    /// `fontinspect:`, which a comment's text starts with.
    static let marker = Array("fontinspect:".utf8)
    static let allRules = "all"

    /// The lines a line directive applies to; nil for a region.
    var targetLine: Int? {
        switch scope {
        case .region: nil
        case .thisLine: line
        case .nextLine: endLine + 1
        case .previousLine: line - 1
        }
    }

    /// The directive in a comment's text, delimiters removed; nil when the text does not start with `fontinspect:`.
    static func parse(_ commentText: Substring, file: String, line: Int, column: Int, endLine: Int) -> SuppressionDirective? {
        let text = commentText.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "/" || $0 == "*" || $0 == "!" }
        guard text.hasPrefix("fontinspect:") else { return nil }
        var body = text.dropFirst("fontinspect:".count)
        if let note = body.range(of: " - ") { body = body[..<note.lowerBound] }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
        var directive = SuppressionDirective(
            action: .disable, scope: .region, ruleIDs: Array(words.dropFirst()), file: file, line: line, column: column, endLine: endLine)
        let command = words.first ?? ""
        let parts = command.split(separator: ":", maxSplits: 1).map(String.init)
        guard let action = parts.first.flatMap(Action.init(rawValue:)),
              let scope = parts.count == 1 ? Scope.region : Scope(rawValue: parts[1]), scope != .region || parts.count == 1
        else {
            directive.problem = "\"fontinspect:\(command)\" is not a directive: write fontinspect:disable, enable, disable:next, disable:this or disable:previous, then rule ids"
            return directive
        }
        directive.action = action
        directive.scope = scope
        if directive.ruleIDs.isEmpty {
            directive.problem = "\"fontinspect:\(command)\" names no rule: add rule ids or all"
        }
        return directive
    }
}

extension SuppressionDirective {
    /// The directives among a file's `fontinspect:` comments (byte ranges with their lines), with columns counted
    /// forward from one comment to the next, so many comments on one long line stay linear.
    static func directives(
        in comments: [(start: Int, end: Int, line: Int, endLine: Int)], bytes: UnsafeBufferPointer<UInt8>, lineStart: (Int) -> Int,
        file: String
    ) -> [SuppressionDirective] {
        var cursor = (offset: 0, line: 0, column: 1)
        return comments.compactMap { comment in
            if cursor.line != comment.line || cursor.offset > comment.start { cursor = (lineStart(comment.line), comment.line, 1) }
            while cursor.offset < comment.start {
                if bytes[cursor.offset] & 0xC0 != 0x80 { cursor.column += 1 }
                cursor.offset += 1
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[comment.start..<comment.end]), as: UTF8.self)
            return parse(Self.strippingDelimiters(text)[...], file: file, line: comment.line, column: cursor.column, endLine: comment.endLine)
        }
    }

    /// The text inside `//`, `/* */` or `<!-- -->`.
    static func strippingDelimiters(_ text: String) -> String {
        var inner = Substring(text)
        for (open, close) in [("<!--", "-->"), ("/*", "*/"), ("//", "")] where inner.hasPrefix(open) {
            inner = inner.dropFirst(open.count)
            if !close.isEmpty, inner.hasSuffix(close) { inner = inner.dropLast(close.count) }
            break
        }
        return String(inner)
    }
}
