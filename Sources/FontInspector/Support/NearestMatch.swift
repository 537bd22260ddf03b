/// "Did you mean …?" for a mistyped command, option or value: the candidate nearest by edit distance
/// (a swapped pair of letters counts as one edit, the commonest typo), offered only when it is close.
/// One place for the command line (commands, options, `--format` values) and the configuration (keys, rule ids).
public enum NearestMatch {
    /// The nearest candidate within one edit (two for words of six letters or more), ignoring leading
    /// dashes; the first listed wins a tie; nil when nothing is that close.
    public static func suggestion(for input: String, among candidates: [String]) -> String? {
        let typed = Array(input.drop(while: { $0 == "-" }))
        guard !typed.isEmpty else { return nil }
        let allowed = typed.count >= 6 ? 2 : 1
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != input {
            let word = Array(candidate.drop(while: { $0 == "-" }))
            // The difference in length is a lower bound on the distance: skip without the quadratic work
            // (an argument can be as long as the kernel allows).
            guard abs(word.count - typed.count) <= allowed else { continue }
            guard let distance = editDistance(typed, word, limit: allowed) else { continue }
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours.
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        editDistance(a, b, limit: .max) ?? .max
    }

    /// The distance when it is at most `limit`, else nil. A row's minimum never decreases further down, so the
    /// scan stops at the first row above the limit: a configuration with thousands of unknown rule ids stays
    /// cheap, since most candidates differ within the first letters.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
        if a.isEmpty { return b.count <= limit ? b.count : nil }
        if b.isEmpty { return a.count <= limit ? a.count : nil }
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], twoBack[j - 2] + 1)
                }
            }
            // A swap reaches back two rows, so stop only when both the last two rows exceed the limit.
            if current.allSatisfy({ $0 > limit }), previous.allSatisfy({ $0 > limit }) { return nil }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// The sentence to append to an error message, or "" when there is no close candidate.
    public static func hint(for input: String, among candidates: [String]) -> String {
        suggestion(for: input, among: candidates).map { ". Did you mean '\($0)'?" } ?? ""
    }
}
