/// The suppression directives of a lint, by file, and what they do to its findings: a finding on a line that a
/// directive disables its rule for (or `all`) is suppressed. Line directives (`this`, `next`, `previous`) win over
/// regions; among regions, the last directive at or above the finding's line about its rule (or `all`) decides.
/// Lookups are binary searches, so many directives and findings stay fast.
struct Suppressions {
    /// What applying the directives gave.
    struct Outcome {
        var kept: [Finding] = []
        var suppressed: [Finding] = []
        /// Rules a `disable` named that suppressed nothing, with the directive: for superfluous-suppression.
        var unused: [(directive: SuppressionDirective, ruleID: String)] = []
    }

    private struct RegionMark {
        var line: Int
        /// Position in the file, for two directives on one line.
        var order: Int
        var disables: Bool
        var directive: Int
    }

    private struct LineRule: Hashable {
        var line: Int
        var ruleID: String
    }

    /// A rule id as one directive names it.
    private struct DirectiveRule: Hashable {
        var directive: Int
        var ruleID: String
    }

    private struct FileDirectives {
        var regions: [String: [RegionMark]] = [:]
        var lineDisables: [LineRule: Int] = [:]
        var lineEnables: Set<LineRule> = []
    }

    private let directives: [SuppressionDirective]
    private var files: [String: FileDirectives] = [:]

    /// Directives with a problem or naming no known rule are left out (invalid-suppression reports them).
    init(_ directives: [SuppressionDirective], knownRules: Set<String>) {
        self.directives = directives
        for (index, directive) in directives.enumerated() where directive.problem == nil {
            var file = files[directive.file] ?? FileDirectives()
            for rule in directive.ruleIDs where knownRules.contains(rule) || rule == SuppressionDirective.allRules {
                if let line = directive.targetLine {
                    let key = LineRule(line: line, ruleID: rule)
                    if directive.action == .disable { file.lineDisables[key] = file.lineDisables[key] ?? index } else { file.lineEnables.insert(key) }
                } else {
                    file.regions[rule, default: []].append(RegionMark(
                        line: directive.line, order: index, disables: directive.action == .disable, directive: index))
                }
            }
            files[directive.file] = file
        }
        for (path, var file) in files {
            for rule in file.regions.keys { file.regions[rule]?.sort { ($0.line, $0.order) < ($1.line, $1.order) } }
            files[path] = file
        }
    }

    var isEmpty: Bool { directives.isEmpty }

    /// Sorts `findings` into kept and suppressed; `unsuppressible` rules (the suppression rules themselves) are
    /// always kept. `ranRules` are the rules that ran: only a disable of one of them can be unused.
    func apply(to findings: [Finding], ranRules: Set<String>, unsuppressible: Set<String>) -> Outcome {
        var outcome = Outcome()
        var used: Set<DirectiveRule> = []
        for finding in findings {
            guard !unsuppressible.contains(finding.ruleID), let line = finding.location.line, let file = files[finding.location.file],
                  let (directive, rule) = suppressor(of: finding.ruleID, at: line, in: file)
            else {
                outcome.kept.append(finding)
                continue
            }
            used.insert(DirectiveRule(directive: directive, ruleID: rule))
            outcome.suppressed.append(finding)
        }
        for (index, directive) in directives.enumerated() where directive.problem == nil && directive.action == .disable {
            for rule in directive.ruleIDs where ranRules.contains(rule) && !used.contains(DirectiveRule(directive: index, ruleID: rule)) {
                outcome.unused.append((directive, rule))
            }
        }
        return outcome
    }

    /// The directive (by index) and the rule id it names (`rule` or `all`) that suppress `rule` at `line`; nil when none does.
    private func suppressor(of rule: String, at line: Int, in file: FileDirectives) -> (Int, String)? {
        let all = SuppressionDirective.allRules
        if file.lineEnables.contains(LineRule(line: line, ruleID: rule)) || file.lineEnables.contains(LineRule(line: line, ruleID: all)) { return nil }
        if let index = file.lineDisables[LineRule(line: line, ruleID: rule)] { return (index, rule) }
        if let index = file.lineDisables[LineRule(line: line, ruleID: all)] { return (index, all) }
        let candidates = [(rule, lastMark(file.regions[rule], atOrBefore: line)), (all, lastMark(file.regions[all], atOrBefore: line))]
            .compactMap { name, mark in mark.map { (name, $0) } }
        guard let (name, mark) = candidates.max(by: { ($0.1.line, $0.1.order) < ($1.1.line, $1.1.order) }), mark.disables else { return nil }
        return (mark.directive, name)
    }

    private func lastMark(_ marks: [RegionMark]?, atOrBefore line: Int) -> RegionMark? {
        guard let marks, !marks.isEmpty else { return nil }
        var low = 0, high = marks.count  // first index whose line is after `line`
        while low < high {
            let middle = (low + high) / 2
            if marks[middle].line <= line { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : marks[low - 1]
    }
}
