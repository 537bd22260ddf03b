/// PNG's rule for a text chunk's keyword: 1 to 79 Latin-1 characters, printable (32–126, 161–255),
/// no leading, trailing or double space.
enum PNGTextKey {
    static func isValid(_ key: String) -> Bool {
        let scalars = Array(key.unicodeScalars)
        guard (1...79).contains(scalars.count), scalars.first != " ", scalars.last != " " else { return false }
        guard !key.contains("  ") else { return false }
        return scalars.allSatisfy { (32...126).contains($0.value) || (161...255).contains($0.value) }
    }
}
