/// `swift package lint-fonts`'s arguments: `--target <name>` (repeatable) is the plugin's; everything else goes to
/// `fontinspect lint` unchanged, and a path among it is linted in place of the targets.
struct LintArguments {
    /// `fontinspect lint`'s options that take a value (`LintCommand.options`; a test keeps the two lists equal),
    /// so that the value after one is not taken for a path.
    static let optionsTakingValues: Set<String> = [
        "--info-plist", "--style-map", "--strings", "--text", "--sources", "--target", "--config", "--baseline",
        "--write-baseline", "--format", "--color",
    ]

    var targets: [String] = []
    /// What goes to `fontinspect lint` besides the path.
    var lintOptions: [String] = []
    var paths: [String] = []

    init(_ arguments: [String]) {
        var index = 0
        var afterDoubleDash = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if afterDoubleDash || !argument.hasPrefix("-") || argument == "-" {
                paths.append(argument)
            } else if argument == "--" {
                afterDoubleDash = true
            } else if argument == "--target" || argument.hasPrefix("--target=") {
                if argument.hasPrefix("--target=") {
                    targets.append(String(argument.dropFirst("--target=".count)))
                } else if index < arguments.count {
                    targets.append(arguments[index])
                    index += 1
                }
            } else {
                lintOptions.append(argument)
                if Self.optionsTakingValues.contains(argument), index < arguments.count {
                    lintOptions.append(arguments[index])
                    index += 1
                }
            }
        }
    }

    /// Whether the user gives `option` (`--config`, `--format`), which then replaces the plugin's choice.
    func gives(_ option: String) -> Bool {
        lintOptions.contains { $0 == option || $0.hasPrefix(option + "=") }
    }
}
