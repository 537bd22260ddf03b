/// Findings on font calls in a function or method nothing in the app calls (`UncalledFontHelpers`): the code never
/// runs, so what it would do wrong happens nowhere. A warning there (a fixed size, a family name where a PostScript
/// name belongs) becomes an info and an error a warning, whose message says which function and why; a person may
/// still want to hear of a name that would fail if the code were ever called, but not at an error's weight.
/// unknown-font-name says so in its own words (D381); fixed sizes in a class nothing makes are infos already (D422).
enum UncalledCodeFindings {
    /// The rules whose findings stand on a font call's line and say what that call does.
    static let ruleIDs: Set<String> = [FixedSizeCustomFont.id, FontNameNotPostScript.id, PostScriptNameForFamily.id, FontNotRegistered.id]

    /// `findings` with those of `ruleIDs` on a call in uncalled code lowered one step.
    static func lowered(_ findings: [Finding], in bundle: FontBundle) -> [Finding] {
        guard !bundle.uncalledFontHelperCalls.isEmpty else { return findings }
        var helpers: [String: [Int: UncalledFontHelper]] = [:]
        for (index, helper) in bundle.uncalledFontHelperCalls {
            let call = bundle.sourceCalls[index]
            helpers[call.file, default: [:]][call.line] = helper
        }
        return findings.map { finding in
            guard ruleIDs.contains(finding.ruleID), finding.severity != .info, let line = finding.location.line,
                let helper = helpers[finding.location.file]?[line]
            else { return finding }
            var lowered = finding
            lowered.severity = finding.severity == .error ? .warning : .info
            lowered.message = Finding.Message(
                "\(finding.message.text); but nothing in the app \(helper.nothingRuns), so this happens nowhere at run time")
            return lowered
        }
    }
}
