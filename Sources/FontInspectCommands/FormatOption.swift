import FontInspector

/// `--format`, made from a kind's reporters (`Reporters`): its allowed values, its help line, the FORMATS
/// section of the command's help, and the reporter a command line picks. The first reporter is the default.
enum FormatOption {
    static func spec<Report>(_ reporters: [any Reporter<Report>.Type]) -> OptionSpec {
        // Plain closures: with `map(\.identifier)` and `enumerated()` here, Swift 6.3 crashed in SIL generation.
        let identifiers = reporters.map { $0.identifier }
        var names = identifiers
        if !names.isEmpty { names[0] += " (default)" }
        let help = names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
        return OptionSpec(name: "--format", valueName: "format", allowedValues: identifiers, help: help + ".")
    }

    static func helpRows<Report>(_ reporters: [any Reporter<Report>.Type]) -> [(String, String)] {
        reporters.map { ($0.identifier, $0.description) }
    }

    /// The reporter `--format` names (the parser has checked the value), or the default.
    static func chosen<Report>(
        _ arguments: ParsedArguments, from reporters: [any Reporter<Report>.Type]
    ) -> any Reporter<Report>.Type {
        let identifier = arguments.value("--format")
        return reporters.first { $0.identifier == identifier } ?? reporters[0]
    }
}
