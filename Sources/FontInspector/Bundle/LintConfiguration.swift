/// The lint configuration: `.fontinspect.yml` (or `.fontinspect.json`) at PATH, or the file named with `--config`.
///
///     disabled: [rule-id, …]
///     severities: {rule-id: error|warning|info}
///     systemFonts: [PostScriptName, …]
///     exclude: [glob, …]
///
/// The same keys in JSON (`{"disabled": […], …}`). Every key is optional. Rule ids are kept as written, with
/// their lines; `unknownRules(among:)` checks them against the lint's rules. Values of the wrong type are left
/// out, with a problem saying what was expected.
public struct LintConfiguration: Sendable, Equatable {
    /// The files looked for at PATH, in the order of preference: YAML first, as SwiftLint's `.swiftlint.yml`.
    public static let fileNames = [".fontinspect.yml", ".fontinspect.json"]
    /// The top-level keys read; any other is an `unknownKey` problem.
    public static let knownKeys = ["disabled", "severities", "systemFonts", "exclude"]

    /// One `severities` entry: a rule and the severity its findings get instead of the default.
    public struct SeverityOverride: Sendable, Equatable {
        /// The rule id as written, where it was written.
        public var rule: Located<String>
        /// The severity its findings get.
        public var severity: Severity
    }

    /// The file read; nil for the default configuration (no file).
    public let file: String?
    /// The rule ids of `disabled`, as written, with their lines.
    public private(set) var disabledRules: [Located<String>] = []
    /// The entries of `severities`, in file order.
    public private(set) var severities: [SeverityOverride] = []
    /// Names to accept as fonts the system (or the app, at run time) provides.
    public private(set) var systemFonts: [String] = []
    /// Path patterns relative to PATH (see `PathGlob`).
    public private(set) var exclude: [String] = []
    /// What is wrong with the file: unreadable, unknown keys, values of the wrong type.
    public private(set) var problems: [InputProblem] = []

    /// The configuration when there is no file: nothing disabled, nothing changed.
    public init() {
        file = nil
    }

    /// The configuration files present in `folder`, preferred first: the first is read, any other is ignored.
    public static func files(inFolder folder: String) -> [String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return fileNames.map { prefix + $0 }.filter {
            if case .unavailable = FileStatus.of($0) { return false }
            return true
        }
    }

    /// The preferred configuration file in `folder`, or the default configuration when there is none.
    public static func load(inFolder folder: String) -> LintConfiguration {
        files(inFolder: folder).first.map { read(file: $0) } ?? LintConfiguration()
    }

    /// True for a name that is read as YAML: `.yml` or `.yaml`; any other name is read as JSON.
    public static func isYAML(_ file: String) -> Bool {
        file.hasSuffix(".yml") || file.hasSuffix(".yaml")
    }

    /// Reads `file` as YAML or JSON by its name; a file that cannot be read gives a configuration with a problem.
    public static func read(file: String) -> LintConfiguration {
        if isYAML(file) {
            do throws(InputProblem) {
                return LintConfiguration(yaml: try YAMLDocument.read(file: file))
            } catch {
                return LintConfiguration(file: file, problem: error)
            }
        }
        do {
            return LintConfiguration(document: try PropertyListDocument.read(file: file, asJSON: true))
        } catch {
            return LintConfiguration(file: file, problem: error)
        }
    }

    private init(file: String, problem: InputProblem) {
        self.file = file
        problems = [problem]
    }

    /// The configuration a JSON document (`.fontinspect.json`) gives.
    public init(document: PropertyListDocument) {
        self.init(file: document.file, root: ConfigurationNode(document.root, at: .root, in: document), syntax: .json)
    }

    /// A YAML file with no document in it (empty, or only comments) configures nothing, as in SwiftLint.
    public init(yaml: YAMLDocument) {
        self.init(file: yaml.file, root: yaml.root.map { ConfigurationNode($0) }, syntax: .yaml)
    }

    private init(file: String, root: ConfigurationNode?, syntax: ConfigurationSyntax) {
        self.file = file
        guard let root else { return }
        let keys = Self.knownKeys.joined(separator: ", ")
        guard case .map(let members) = root.content else {
            problem(.wrongType, nil, "the configuration is \(root.typeDescription); expected \(syntax.root) with keys \(keys)",
                    line: root.line)
            return
        }
        for (key, value) in members {
            let path = PropertyListPath.root.appending(key: key)
            switch key {
            case "disabled":
                disabledRules = strings(value, at: path, syntax: syntax, expected: "rule ids")
            case "severities":
                readSeverities(value, at: path, syntax: syntax)
            case "systemFonts":
                systemFonts = strings(value, at: path, syntax: syntax, expected: "font names").map(\.value)
            case "exclude":
                exclude = strings(value, at: path, syntax: syntax, expected: "path patterns").map(\.value)
            default:
                problem(.unknownKey, path,
                        "unknown key \"\(key)\"\(Self.didYouMean(key, among: Self.knownKeys)); expected one of \(keys)",
                        line: value.line)
            }
        }
    }

    /// A problem for each rule id, in `disabled` and `severities`, that is not one of `known`, naming the
    /// nearest known id when one is close (a typo).
    public func unknownRules(among known: [String]) -> [InputProblem] {
        let knownSet = Set(known)
        return (disabledRules + severities.map(\.rule)).filter { !knownSet.contains($0.value) }.map { rule in
            InputProblem(
                kind: .invalidValue,
                message: "unknown rule id \"\(rule.value)\"\(Self.didYouMean(rule.value, among: known)) (see 'fontinspect rules')",
                file: rule.file, line: rule.line, keyPath: rule.keyPath)
        }
    }

    /// ` (did you mean "x"?)` for a near miss, else nothing; the form the style-map reader uses.
    private static func didYouMean(_ text: String, among candidates: [String]) -> String {
        NearestMatch.suggestion(for: text, among: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    private mutating func problem(_ kind: InputProblem.Kind, _ path: PropertyListPath?, _ message: String, line: Int?) {
        problems.append(InputProblem(kind: kind, message: message, file: file ?? "", line: line, keyPath: path?.description))
    }

    private mutating func strings(
        _ value: ConfigurationNode, at path: PropertyListPath, syntax: ConfigurationSyntax, expected: String
    ) -> [Located<String>] {
        guard case .list(let elements) = value.content else {
            problem(.wrongType, path, "\(path) is \(value.typeDescription); expected \(syntax.list) of strings (\(expected))",
                    line: value.line)
            return []
        }
        var result: [Located<String>] = []
        for (index, element) in elements.enumerated() {
            let elementPath = path.appending(index: index)
            guard case .string(let text) = element.content else {
                problem(.wrongType, elementPath, "\(elementPath) is \(element.typeDescription); expected a string", line: element.line)
                continue
            }
            result.append(Located(text, file: file ?? "", line: element.line, keyPath: elementPath.description))
        }
        return result
    }

    private mutating func readSeverities(_ value: ConfigurationNode, at path: PropertyListPath, syntax: ConfigurationSyntax) {
        let levels = Severity.allCases.reversed().map(\.rawValue)
        let expected = levels.map { "\"\($0)\"" }.joined(separator: ", ")
        guard case .map(let members) = value.content else {
            problem(.wrongType, path,
                    "\(path) is \(value.typeDescription); expected \(syntax.ruleMap) to \(expected)", line: value.line)
            return
        }
        for (rule, level) in members {
            let rulePath = path.appending(key: rule)
            guard case .string(let text) = level.content else {
                problem(.wrongType, rulePath, "\(rulePath) is \(level.typeDescription); expected one of \(expected)", line: level.line)
                continue
            }
            guard let severity = Severity(rawValue: text) else {
                problem(.invalidValue, rulePath,
                        "\(rulePath) is \"\(text)\"\(Self.didYouMean(text, among: levels)); expected one of \(expected)",
                        line: level.line)
                continue
            }
            let located = Located(rule, file: file ?? "", line: level.line, keyPath: rulePath.description)
            severities.append(SeverityOverride(rule: located, severity: severity))
        }
    }
}
