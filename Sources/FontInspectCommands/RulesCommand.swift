import FontInspector

enum RulesCommand: Subcommand {
    static let name = "rules"
    static let abstract = "List every lint rule: id, default severity, rationale and examples."
    static let usage = "fontinspect rules [--format <format>]"
    static let arguments: [(String, String)] = []
    static let options = [
        OptionSpec(name: "--format", valueName: "format", allowedValues: ["text", "json", "markdown"],
                   help: "text (default), json, or markdown (the rules doc, docs/rules.md, with every example)."),
    ]
    static let discussion = ""

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        guard arguments.positionals.isEmpty else {
            return FontInspectCLI.usageError("Unexpected argument '\(arguments.positionals[0])'", usage: usage,
                                             hint: "fontinspect rules --help", console: console)
        }
        let rules = RuleRegistry.descriptions
        if arguments.value("--format") == "markdown" {
            console.write(RulesMarkdownReport.render(rules))
            return .success
        }
        if arguments.value("--format") == "json" {
            console.write(JSONValue.object([("rules", .array(rules.map { rule in
                .object([
                    ("id", .string(rule.id)),
                    ("severity", .string(rule.defaultSeverity.rawValue)),
                    ("category", .string(rule.category.rawValue)),
                    ("rationale", .string(rule.rationale)),
                    ("triggeringExamples", .int(rule.triggering.count)),
                    ("nonTriggeringExamples", .int(rule.nonTriggering.count)),
                ])
            }))]).serialized())
            return .success
        }
        var text = ""
        for category in RuleCategory.allCases {
            text += category.rawValue + "\n"
            for rule in rules where rule.category == category {
                text += "  \(rule.id)  (\(rule.defaultSeverity.rawValue))\n      \(rule.rationale)\n"
            }
            text += "\n"
        }
        console.write(text)
        return .success
    }
}
