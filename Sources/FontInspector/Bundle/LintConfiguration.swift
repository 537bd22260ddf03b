/// The lint configuration, `.fontinspect.json` at PATH or named with `--config`:
///
///     {"disabled": ["rule-id", …], "severities": {"rule-id": "error|warning|info"},
///      "systemFonts": ["PostScriptName", …], "exclude": ["glob", …]}
///
/// Every key is optional. Rule ids are kept as written, with their lines; the lint engine checks them against
/// its rules. Values of the wrong type are left out, with a problem saying what was expected.
public struct LintConfiguration: Sendable, Equatable {
    public static let fileName = ".fontinspect.json"
    public static let knownKeys = ["disabled", "severities", "systemFonts", "exclude"]

    public struct SeverityOverride: Sendable, Equatable {
        public var rule: Located<String>
        public var severity: Severity
    }

    /// The file read; nil for the default configuration (no file).
    public let file: String?
    public private(set) var disabledRules: [Located<String>] = []
    public private(set) var severities: [SeverityOverride] = []
    /// Names to accept as fonts the system (or the app, at run time) provides.
    public private(set) var systemFonts: [String] = []
    /// Path patterns relative to PATH (see `PathGlob`).
    public private(set) var exclude: [String] = []
    public private(set) var problems: [BundleProblem] = []

    /// The configuration when there is no file: nothing disabled, nothing changed.
    public init() {
        file = nil
    }

    /// `.fontinspect.json` in `folder`, or the default configuration when there is none.
    public static func load(inFolder folder: String) -> LintConfiguration {
        let path = (folder.hasSuffix("/") ? folder : folder + "/") + fileName
        if case .unavailable = FileStatus.of(path) { return LintConfiguration() }
        return read(file: path)
    }

    /// Reads `file` as JSON whatever its name; a file that cannot be read gives a configuration with a problem.
    public static func read(file: String) -> LintConfiguration {
        do {
            return LintConfiguration(document: try PropertyListDocument.read(file: file, asJSON: true))
        } catch {
            var configuration = LintConfiguration(file: file)
            configuration.problems = [error]
            return configuration
        }
    }

    private init(file: String) {
        self.file = file
    }

    public init(document: PropertyListDocument) {
        file = document.file
        guard let root = document.root.dictionaryValue else {
            problems.append(document.problem(
                .wrongType, at: .root,
                "the configuration is \(document.root.typeDescription); expected a JSON object with keys \(Self.knownKeys.joined(separator: ", "))"))
            return
        }
        for (key, value) in root.members {
            let path = PropertyListPath.root.appending(key: key)
            switch key {
            case "disabled":
                disabledRules = strings(value, at: path, in: document, expected: "rule ids")
            case "severities":
                readSeverities(value, at: path, in: document)
            case "systemFonts":
                systemFonts = strings(value, at: path, in: document, expected: "font names").map(\.value)
            case "exclude":
                exclude = strings(value, at: path, in: document, expected: "path patterns").map(\.value)
            default:
                problems.append(document.problem(
                    .unknownKey, at: path,
                    "unknown key \"\(key)\"; expected one of \(Self.knownKeys.joined(separator: ", "))"))
            }
        }
    }

    private mutating func strings(
        _ value: PropertyListValue, at path: PropertyListPath, in document: PropertyListDocument, expected: String
    ) -> [Located<String>] {
        guard let elements = value.arrayValue else {
            problems.append(document.problem(
                .wrongType, at: path, "\(path) is \(value.typeDescription); expected an array of strings (\(expected))"))
            return []
        }
        var result: [Located<String>] = []
        for (index, element) in elements.enumerated() {
            let elementPath = path.appending(index: index)
            guard let text = element.stringValue else {
                problems.append(document.problem(
                    .wrongType, at: elementPath, "\(elementPath) is \(element.typeDescription); expected a string"))
                continue
            }
            result.append(Located(text, file: document.file, line: document.line(of: elementPath), keyPath: elementPath.description))
        }
        return result
    }

    private mutating func readSeverities(
        _ value: PropertyListValue, at path: PropertyListPath, in document: PropertyListDocument
    ) {
        let expected = Severity.allCases.reversed().map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard let members = value.dictionaryValue?.members else {
            problems.append(document.problem(
                .wrongType, at: path,
                "\(path) is \(value.typeDescription); expected an object mapping rule ids to \(expected)"))
            return
        }
        for (rule, level) in members {
            let rulePath = path.appending(key: rule)
            guard let text = level.stringValue else {
                problems.append(document.problem(
                    .wrongType, at: rulePath, "\(rulePath) is \(level.typeDescription); expected one of \(expected)"))
                continue
            }
            guard let severity = Severity(rawValue: text) else {
                problems.append(document.problem(
                    .invalidValue, at: rulePath, "\(rulePath) is \"\(text)\"; expected one of \(expected)"))
                continue
            }
            let located = Located(rule, file: document.file, line: document.line(of: rulePath), keyPath: rulePath.description)
            severities.append(SeverityOverride(rule: located, severity: severity))
        }
    }
}
