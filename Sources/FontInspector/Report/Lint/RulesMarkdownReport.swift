/// `rules --format markdown`: the rules doc (docs/rules.md), made from the rule descriptions: a table of every
/// rule, then each rule's rationale and examples, the files of each example shown with their `↓` marks.
/// A test fails when the committed doc differs from this output.
public enum RulesMarkdownReport {
    /// The command that rewrites docs/rules.md, which the stale-doc test names.
    public static let regenerateCommand = "swift run fontinspect rules --format markdown > docs/rules.md"

    package static func render(_ rules: [RuleDescription]) -> String {
        var out = """
            # Lint rules

            <!-- Generated from the rule descriptions in Sources/FontInspector/Lint/Rules/: do not edit.
                 Regenerate with `\(regenerateCommand)`. -->

            Severities are the defaults; a configuration file changes them (see the README). In the examples, `↓`
            marks where a finding points; fonts are committed generated files, named with the property that matters.

            | rule | category | severity | examples |
            |---|---|---|---|

            """
        for rule in rules {
            out += "| [`\(rule.id)`](#\(rule.id)) | \(rule.category.rawValue) | \(rule.defaultSeverity.rawValue) "
                + "| \(rule.triggering.count) triggering, \(rule.nonTriggering.count) not |\n"
        }
        for category in RuleCategory.allCases {
            let members = rules.filter { $0.category == category }
            guard !members.isEmpty else { continue }
            out += "\n## \(category.rawValue)\n"
            for rule in members { out += section(rule) }
        }
        return out
    }

    private static func section(_ rule: RuleDescription) -> String {
        var out = "\n### \(rule.id)\n\n*\(rule.defaultSeverity.rawValue)* — \(rule.rationale)\n"
        if rule.triggering.isEmpty && rule.nonTriggering.isEmpty {
            out += "\nIts examples need a whole Xcode project; the lint tests pin them.\n"
        }
        for example in rule.triggering { out += render(example, heading: "Triggers") }
        for example in rule.nonTriggering { out += render(example, heading: "Does not trigger") }
        return out
    }

    private static func render(_ example: RuleExample, heading: String) -> String {
        var out = "\n**\(heading)**: \(example.summary)"
        if let count = example.expectedCount { out += " (\(count) \(count == 1 ? "finding" : "findings"))" }
        if let severity = example.severity { out += " (as *\(severity.rawValue)*)" }
        if example.options.requireBold { out += " (with `--require-bold`)" }
        out += "\n"
        var fonts: [String] = []
        for file in example.files {
            switch file.content {
            case .text(let text):
                let fence = text.contains("```") ? "````" : "```"
                out += "\n`\(file.path)`:\n\n\(fence)\(language(of: file.path))\n\(text.hasSuffix("\n") ? text : text + "\n")\(fence)\n"
            case .font(let repositoryPath, let property):
                fonts.append("- `\(file.path)`: \(property) (`\(repositoryPath)`)")
            }
        }
        if !fonts.isEmpty { out += "\n" + fonts.joined(separator: "\n") + "\n" }
        return out
    }

    private static func language(of path: String) -> String {
        if path.hasSuffix(".swift") { return "swift" }
        if path.hasSuffix(".m") { return "objc" }
        if path.hasSuffix(".plist") || path.hasSuffix(".storyboard") || path.hasSuffix(".xib") { return "xml" }
        if path.hasSuffix(".json") { return "json" }
        return ""
    }
}
