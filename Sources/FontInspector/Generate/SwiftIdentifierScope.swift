/// The identifiers already used in one scope (a namespace's types, a family's constants), so that each new one
/// is unique: the first candidate not taken, else the first candidate numbered from 2 (`regular2`). Callers
/// claim in a stable order, so the same input always gives the same names.
struct SwiftIdentifierScope {
    private var taken: Set<String>
    /// The next number to try for each numbered name, so that many claims of one name stay linear.
    private var nextNumber: [String: Int] = [:]

    /// `reserved`: the names the generated code itself declares in the scope (`all`, `Face`).
    init(reserved: Set<String> = []) { taken = reserved }

    mutating func claim(_ candidates: [String]) -> String {
        let candidates = candidates.isEmpty ? ["face"] : candidates
        if let free = candidates.first(where: { !taken.contains($0) }) {
            taken.insert(free)
            return free
        }
        let base = candidates[0]
        var number = nextNumber[base] ?? 2
        while taken.contains(base + String(number)) { number += 1 }
        nextNumber[base] = number + 1
        taken.insert(base + String(number))
        return base + String(number)
    }
}
