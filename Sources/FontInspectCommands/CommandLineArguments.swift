import FontInspector

/// One option a command accepts.
struct OptionSpec: Sendable {
    var name: String
    /// The placeholder shown in help for an option that takes a value; nil for a flag.
    var valueName: String?
    /// The values a valued option accepts; empty means any.
    var allowedValues: [String] = []
    var help: String

    var takesValue: Bool { valueName != nil }
}

/// What a command line said, once checked against the command's options.
struct ParsedArguments: Sendable {
    var flags: Set<String> = []
    /// Every value given for each option, in order: `--style-map a --style-map b`.
    var values: [String: [String]] = [:]
    var positionals: [String] = []

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    /// The option's value; when it was given more than once, the last one wins.
    func value(_ option: String) -> String? { values[option]?.last }
    func allValues(_ option: String) -> [String] { values[option] ?? [] }
}

struct UsageError: Error, Sendable {
    var message: String
}

/// swift-argument-parser's conventions, hand-written since that package cannot be fetched here:
/// `--name value` and `--name=value`, `-h`/`--help`, `--` ends options; repeats are kept in order.
enum ArgumentParser {
    static func parse(_ arguments: [String], options: [OptionSpec]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                parsed.positionals += remaining
                break
            }
            if argument == "-h" || argument == "--help" {
                parsed.flags.insert("--help")
                continue
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                parsed.positionals.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard let option = options.first(where: { $0.name == name }) else {
                let known = options.map(\.name) + ["--help"]
                throw UsageError(message: "Unknown option '\(TerminalText.escaping(name))'"
                    + NearestMatch.hint(for: name, among: known))
            }
            guard option.takesValue else {
                if parts.count == 2 { throw UsageError(message: "Option '\(name)' takes no value") }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if parts.count == 2 {
                value = String(parts[1])
            } else if let next = remaining.popFirst() {
                value = next
            } else {
                throw UsageError(message: "Missing value for option '\(name) <\(option.valueName!)>'")
            }
            if !option.allowedValues.isEmpty, !option.allowedValues.contains(value) {
                throw UsageError(message: "The value '\(TerminalText.escaping(value))' is invalid for '\(name) <\(option.valueName!)>'; "
                    + "expected one of: \(option.allowedValues.joined(separator: ", "))"
                    + NearestMatch.hint(for: value, among: option.allowedValues))
            }
            parsed.values[name, default: []].append(value)
        }
        return parsed
    }
}
