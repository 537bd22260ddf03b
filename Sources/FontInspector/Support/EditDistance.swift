/// Levenshtein distance in Unicode scalars, for "did you mean" suggestions.
enum EditDistance {
    /// The distance when it is at most `limit`, else nil. Only the diagonal band `limit` wide either side is
    /// computed, and the scan stops once a whole row exceeds the limit, so a 100 KB name against a 20-letter
    /// candidate costs nothing (their lengths differ by more than the limit) and any pair costs at most
    /// length × (2 × limit + 1).
    static func between(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        let beyond = limit + 1
        // Row i holds columns max(0, i - limit)...min(b.count, i + limit); cells outside the band are `beyond`.
        var previous = [Int](repeating: beyond, count: b.count + 1)
        var current = [Int](repeating: beyond, count: b.count + 1)
        for j in 0...min(b.count, limit) { previous[j] = j }
        for i in 1...a.count {
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            current[low - 1] = low == 1 && i <= limit ? i : beyond
            var rowMinimum = current[low - 1]
            if low <= high {
                for j in low...high {
                    let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    let value = min(substitution, previous[j] + 1, current[j - 1] + 1, beyond)
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
            }
            if high < b.count { current[high + 1] = beyond }
            guard rowMinimum <= limit else { return nil }
            swap(&previous, &current)
        }
        let distance = previous[b.count]
        return distance <= limit ? distance : nil
    }

}
