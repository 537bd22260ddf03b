/// A face change as rows of what changed, OLD's value and NEW's: what the text and markdown reports print, in one
/// order (names, classes, format and licence, Bold Text, coverage, vertical metrics). Values are as read from the
/// fonts; each report escapes them for its medium.
enum DiffChangeRows {
    struct Row: Equatable {
        var aspect: String
        var old: String
        var new: String
    }

    static func rows(_ change: FaceChange) -> [Row] {
        var rows = change.attributes.map { Row(aspect: $0.attribute.words, old: $0.old, new: $0.new) }
        if let coverage = change.coverage {
            if !coverage.lost.isEmpty {
                var lost = characters(coverage.lost)
                if !coverage.lostInAppStrings.isEmpty { lost += "; the app's strings use " + characters(coverage.lostInAppStrings) }
                rows.append(Row(aspect: "characters lost", old: "", new: lost))
            }
            if !coverage.gained.isEmpty { rows.append(Row(aspect: "characters gained", old: "", new: characters(coverage.gained))) }
        }
        if let metrics = change.verticalMetrics {
            if let old = metrics.oldLineHeight, let new = metrics.newLineHeight, old != new {
                let percent = metrics.lineHeightChangePercent.map { " (" + ($0 > 0 ? "+" : "") + number($0) + "%)" } ?? ""
                rows.append(Row(aspect: "line height at 17 pt", old: number(old) + " pt", new: number(new) + " pt" + percent))
            }
            rows += metrics.fields.map { Row(aspect: $0.name, old: $0.old, new: $0.new) }
            if metrics.newlyExceedsLine {
                rows.append(Row(
                    aspect: "glyphs past the line", old: "no",
                    new: "yes: head.yMax \(metrics.new.glyphYMax), yMin \(metrics.new.glyphYMin) against hhea ascender \(metrics.new.hheaAscender), descender \(metrics.new.hheaDescender) (clipped accents)"))
            }
        }
        return rows
    }

    /// `2: U+0142 (ł), U+20AC (€)`, at most ten shown.
    static func characters(_ codePoints: [UInt32]) -> String {
        let shown = codePoints.prefix(10).compactMap(Unicode.Scalar.init).map(CodePoint.labelWithCharacter)
        return "\(codePoints.count): " + shown.joined(separator: ", ") + (codePoints.count > 10 ? ", …" : "")
    }

    /// `20.4`, `19.55`, `-4.2`: no trailing zeros.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// `DiffSans-Medium → DiffSansMedium (paired by family and style)`: a pair's heading.
    static func heading(_ change: FaceChange) -> String {
        let old = change.pair.old.label, new = change.pair.new.label
        return (old == new ? old : "\(old) → \(new)") + " (paired by \(change.pair.method.words))"
    }

    /// The app's findings: what the face sections do not already say.
    static func appFindings(_ result: DiffResult) -> [Finding] {
        let faceRules: Set<String> = [DiffFindings.faceRemoved, DiffFindings.postScriptNameChanged, DiffFindings.coverageLost]
        return result.findings.filter { !faceRules.contains($0.ruleID) }
    }

    /// `1 changed, 1 removed, 1 added, 5 unchanged`.
    static func counts(_ result: DiffResult) -> String {
        "\(result.changed.count) changed, \(result.removed.count) removed, \(result.added.count) added, \(result.changes.count - result.changed.count) unchanged"
    }
}
