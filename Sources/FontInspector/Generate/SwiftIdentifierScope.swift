/// The identifiers already used in one scope (a namespace's types, a family's constants), so that each new one
/// is unique: the first candidate not taken, else the first candidate numbered from 2 (`regular2`). Callers
/// claim in a stable order, so the same input always gives the same names.
struct SwiftIdentifierScope {
    private var taken: Set<String>

    /// `reserved`: the names the generated code itself declares in the scope (`all`, `Face`).
    init(reserved: Set<String> = []) { taken = reserved }

    mutating func claim(_ candidates: [String]) -> String {
        let candidates = candidates.isEmpty ? ["face"] : candidates
        if let free = candidates.first(where: { !taken.contains($0) }) {
            taken.insert(free)
            return free
        }
        var number = 2
        while taken.contains(candidates[0] + String(number)) { number += 1 }
        let numbered = candidates[0] + String(number)
        taken.insert(numbered)
        return numbered
    }
}
