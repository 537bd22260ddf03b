import Foundation

/// A `$ fontinspect …` example in README.md or docs/*.md: the command a reader would type at the repository's root and
/// the output shown below it, up to the next `$ ` line or the end of the fenced block. A line `…` in the output (indented or
/// not) stands for any number of lines. A block preceded by `<!-- not-tested: reason -->` is shown, not run (its output depends on
/// the machine); scripts/update-doc-examples reads the same format.
struct DocExample: CustomStringConvertible, Sendable {
    var file: String
    var line: Int
    var arguments: [String]
    var expected: [String]

    var description: String { "\(file):\(line): $ fontinspect \(arguments.joined(separator: " "))" }

    /// The examples of one Markdown text, how many blocks are marked not tested, and the `$ ` lines of tested blocks
    /// that run something else (which the test cannot check, so they must be marked).
    static func parse(_ text: String, file: String) -> (examples: [DocExample], skipped: Int, otherCommands: [String]) {
        var examples: [DocExample] = []
        var skipped = 0
        var otherCommands: [String] = []
        var inFence = false, skipping = false, indent = 0
        // The example whose output the block's lines are, until the next command or the fence's end.
        var current: Int?
        var previous = ""
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") {
                if !inFence {
                    indent = line.count - trimmed.count
                    skipping = previous.trimmingCharacters(in: .whitespaces).hasPrefix("<!-- not-tested:")
                    if skipping { skipped += 1 }
                }
                inFence.toggle()
                current = nil
            } else if inFence, !skipping {
                let content = String(line.dropFirst(min(indent, line.count - trimmed.count)))
                if content.hasPrefix("$ fontinspect") {
                    let command = String(content.dropFirst("$ fontinspect".count))
                    examples.append(DocExample(file: file, line: index + 1, arguments: ShellWords.split(command), expected: []))
                    current = examples.count - 1
                } else if content.hasPrefix("$ ") {
                    otherCommands.append("\(file):\(index + 1): \(content)")
                    current = nil
                } else if let current {
                    examples[current].expected.append(content)
                }
            }
            if !trimmed.isEmpty { previous = line }
        }
        // The blank line that separates two examples of one block is not output.
        for index in examples.indices {
            while examples[index].expected.last?.isEmpty == true { examples[index].expected.removeLast() }
        }
        return (examples, skipped, otherCommands)
    }

    init(file: String, line: Int, arguments: [String], expected: [String]) {
        self.file = file
        self.line = line
        self.arguments = arguments
        self.expected = expected
    }

    /// True when `actual` has the expected lines, `…` matching any run of lines (trailing spaces ignored).
    func matches(_ actual: [String]) -> Bool {
        let want = expected.map(Self.trimmedEnd), have = actual.map(Self.trimmedEnd)
        // Classic wildcard matching over lines: reachable[j] says whether have[..<j] matches want[..<i].
        var reachable = [Bool](repeating: false, count: have.count + 1)
        reachable[0] = true
        for line in want {
            var next = [Bool](repeating: false, count: have.count + 1)
            if line.trimmingCharacters(in: .whitespaces) == "…" {
                var seen = false
                for j in 0...have.count {
                    seen = seen || reachable[j]
                    next[j] = seen
                }
            } else {
                for j in 0..<have.count where reachable[j] && have[j] == line { next[j + 1] = true }
            }
            reachable = next
        }
        return reachable[have.count]
    }

    private static func trimmedEnd(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }
}

/// Splits a command line as a POSIX shell would for the examples' needs: words separated by spaces, single and double
/// quotes keeping spaces, a backslash escaping the next character outside single quotes.
enum ShellWords {
    static func split(_ text: String) -> [String] {
        var words: [String] = []
        var word = "", inWord = false
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                word.append(character)
                escaped = false
            } else if character == "\\", quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
