import Foundation

/// The findings an app had when it adopted fontinspect (`lint --write-baseline FILE`), so that later runs
/// (`--baseline FILE`) report only new ones. A finding is the same as a baseline entry when the rule, the file
/// (relative to PATH) and the name involved (`Finding.subject`) are; lines are kept for people, not matched.
/// The file is JSON: `{"version": 1, "findings": [{"rule", "file", "name", "line", "message"}, …]}`, sorted.
public struct Baseline: Sendable, Hashable {
    /// One baselined finding as the file stores it.
    public struct Entry: Sendable, Hashable {
        /// The rule id.
        public var rule: String
        /// The finding's file, relative to PATH.
        public var file: String
        /// The name the finding is about (`Finding.subject`, else its message).
        public var name: String
        /// The line it was on, for people reading the file; not matched.
        public var line: Int?
        /// The finding's message when the baseline was written.
        public var message: String

        /// An entry as read from a baseline file.
        public init(rule: String, file: String, name: String, line: Int?, message: String) {
            self.rule = rule
            self.file = file
            self.name = name
            self.line = line
            self.message = message
        }

        fileprivate var key: Key { Key(rule: rule, file: file, name: name) }
    }

    fileprivate struct Key: Hashable {
        var rule: String
        var file: String
        var name: String
    }

    private struct MessageKey: Hashable {
        var key: Key
        var message: String
    }

    private struct LineKey: Hashable {
        var key: Key
        var message: String
        var line: Int?
    }

    /// The `version` written and the only one read.
    public static let formatVersion = 1
    /// Baselines of real apps hold hundreds of entries; a larger file is not one.
    public static let maximumFileSize: Int64 = 64 * 1024 * 1024

    /// The entries, sorted by file, rule, name, line and message.
    public var entries: [Entry]

    /// A baseline of `entries`.
    public init(entries: [Entry]) {
        self.entries = entries.sorted { ($0.file, $0.rule, $0.name, $0.line ?? 0, $0.message) < ($1.file, $1.rule, $1.name, $1.line ?? 0, $1.message) }
    }

    /// The baseline of a lint's findings, their files made relative to `root`.
    public init(findings: [Finding], root: String) {
        self.init(entries: findings.map { finding in
            Entry(rule: finding.ruleID, file: Self.relative(finding.location.file, to: root), name: finding.subject ?? finding.message.text,
                  line: finding.location.line, message: finding.message.text)
        })
    }

    /// Splits findings into those the baseline does not hold (reported) and those it does. Where one rule, file
    /// and name have more findings now than the baseline holds, the surplus is new: entries pair first with the
    /// finding on the same line with the same message, then the same message, then in order.
    public func partition(_ findings: [Finding], root: String) -> (new: [Finding], known: [Finding]) {
        // Counts of the entries not yet paired, at three levels of detail; each pass uses one level, and a pairing
        // takes one from every level still to be used.
        var byKey: [Key: Int] = [:], byMessage: [MessageKey: Int] = [:], byLine: [LineKey: Int] = [:]
        for entry in entries {
            byKey[entry.key, default: 0] += 1
            byMessage[MessageKey(key: entry.key, message: entry.message), default: 0] += 1
            byLine[LineKey(key: entry.key, message: entry.message, line: entry.line), default: 0] += 1
        }
        let keyed = findings.map { finding in
            (finding, Key(rule: finding.ruleID, file: Self.relative(finding.location.file, to: root), name: finding.subject ?? finding.message.text))
        }
        var matched = [Bool](repeating: false, count: keyed.count)
        for (index, (finding, key)) in keyed.enumerated() {
            let line = LineKey(key: key, message: finding.message.text, line: finding.location.line)
            guard let count = byLine[line], count > 0 else { continue }
            byLine[line] = count - 1
            byMessage[MessageKey(key: key, message: finding.message.text), default: 0] -= 1
            byKey[key, default: 0] -= 1
            matched[index] = true
        }
        for (index, (finding, key)) in keyed.enumerated() where !matched[index] {
            let message = MessageKey(key: key, message: finding.message.text)
            guard let count = byMessage[message], count > 0 else { continue }
            byMessage[message] = count - 1
            byKey[key, default: 0] -= 1
            matched[index] = true
        }
        for (index, (_, key)) in keyed.enumerated() where !matched[index] {
            guard let count = byKey[key], count > 0 else { continue }
            byKey[key] = count - 1
            matched[index] = true
        }
        var new: [Finding] = [], known: [Finding] = []
        for (index, (finding, _)) in keyed.enumerated() {
            if matched[index] { known.append(finding) } else { new.append(finding) }
        }
        return (new, known)
    }

    // MARK: - The file

    package func serialized() -> String {
        JSONValue.object([
            ("version", .int(Self.formatVersion)),
            ("findings", .array(entries.map { entry in
                .object([
                    ("rule", .string(entry.rule)), ("file", .string(entry.file)), ("name", .string(entry.name)),
                    ("line", .optional(entry.line)), ("message", .string(entry.message)),
                ])
            })),
        ]).serialized()
    }

    /// Writes the baseline to `file` atomically (a temporary file renamed over it), so that a failed write never
    /// leaves half a baseline.
    public func write(to file: String) throws(LintSetupError) {
        do {
            try Data(serialized().utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw LintSetupError(message: "\(file): cannot write the baseline: \(FileWriteFailure.reason(error))")
        }
    }

    package static func read(file: String) throws(LintSetupError) -> Baseline {
        let bytes: [UInt8]
        do throws(InputProblem) {
            bytes = try SmallFileReader.bytes(path: file, limit: maximumFileSize)
        } catch {
            throw LintSetupError(message: "\(file): cannot read the baseline: \(error.message)")
        }
        func invalid(_ why: String) -> LintSetupError {
            LintSetupError(message: "\(file): not a fontinspect baseline (\(why)); write one with 'fontinspect lint --write-baseline \(file)'")
        }
        let parsed: Any
        do throws(InputProblem) {
            parsed = try FoundationParseGate.json(Data(bytes), file: file)
        } catch {
            throw invalid("not JSON" + (error.line.map { " at line \($0)" } ?? ""))
        }
        guard let top = parsed as? [String: Any] else { throw invalid("not a JSON object") }
        guard let version = top["version"] as? Int else { throw invalid("no \"version\"") }
        guard version == formatVersion else { throw invalid("version \(version); this fontinspect reads version \(formatVersion)") }
        guard let items = top["findings"] as? [Any] else { throw invalid("no \"findings\" array") }
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            guard let object = item as? [String: Any], let rule = object["rule"] as? String, let path = object["file"] as? String,
                  let name = object["name"] as? String
            else { throw invalid("findings[\(index)] lacks a \"rule\", \"file\" or \"name\" string") }
            entries.append(Entry(rule: rule, file: path, name: name, line: object["line"] as? Int, message: object["message"] as? String ?? ""))
        }
        return Baseline(entries: entries)
    }

    /// `file` relative to `root` when it lies inside it; `./` dropped, so `lint .` and `lint /abs/app` agree.
    static func relative(_ file: String, to root: String) -> String {
        func trimmed(_ path: String) -> Substring {
            var path = Substring(path)
            while path.hasPrefix("./") { path = path.dropFirst(2) }
            while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
            return path
        }
        let file = trimmed(file), root = trimmed(root)
        if root == "." || root.isEmpty { return String(file) }
        if file.hasPrefix(root + "/") { return String(file.dropFirst(root.count + 1)) }
        return String(file)
    }
}
