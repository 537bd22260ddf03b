/// `--color auto|always|never`, on every command whose text output can be coloured. `auto`, the default,
/// colours only when standard output is a terminal and `NO_COLOR` is unset or empty (https://no-color.org);
/// `always` and `never` are the user's explicit choice, so they win over `NO_COLOR`, as that convention asks.
enum ColorOption {
    static let values = ["auto", "always", "never"]

    static let spec = OptionSpec(
        name: "--color", valueName: "when", allowedValues: values,
        help: "Colour text output: auto (default: when standard output is a terminal and NO_COLOR is not set), always or never.")

    /// Whether the report is coloured, for the command line and console given.
    static func styled(_ arguments: ParsedArguments, console: Console) -> Bool {
        switch arguments.value("--color") {
        case "always": true
        case "never": false
        default: console.isTerminal && (console.environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}
