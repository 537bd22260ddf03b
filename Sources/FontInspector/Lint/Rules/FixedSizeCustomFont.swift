struct FixedSizeCustomFont: Rule {
    static let id = "fixed-size-custom-font"
    static let defaultSeverity = Severity.warning
    static let category = RuleCategory.fontReferences
    static let rationale = "A custom font made at a fixed size — Font.custom(_:fixedSize:), or UIFont(name:size:) not handed to UIFontMetrics' scaledFont(for:) — keeps its size when the user picks a larger text size (Dynamic Type). Only what the call's own statement (or the name it is bound to) shows is seen, so a font scaled elsewhere is reported too: a warning."

    func check(_ bundle: FontBundle) -> [Finding] {
        bundle.sourceCalls.compactMap { call in
            // A system font called by name is not a custom font; a name given at run time may be one.
            if let name = call.name, bundle.systemFontNames.contains(name) { return nil }
            let subject = "\(call.file): \(call.form.rawValue) " + (call.name.map { "\"\($0)\"" } ?? "with a name given at run time")
            let location = Finding.Location(file: call.file, line: call.line, column: call.column)
            switch call.textSize {
            case .fixed:
                return finding("\(subject) keeps its size whatever the user's text size; use Font.custom(_:size:relativeTo:) so that it follows Dynamic Type", at: location)
            case .notScaled:
                let fix = call.form == .objectiveCUIFont
                    ? "[[UIFontMetrics metricsForTextStyle:UIFontTextStyleBody] scaledFontForFont:…]"
                    : "UIFontMetrics(forTextStyle: .body).scaledFont(for: …)"
                return finding("\(subject) is not handed to UIFontMetrics' scaledFont(for:) in its statement, so it keeps its size whatever the user's text size; scale it: \(fix)", at: location)
            case .scales, .scaledByFontMetrics, .notJudged:
                return nil
            }
        }
    }
}
