/// Counted nouns for report lines: `1 file`, `2 files`, `0 families`.
public enum Plural {
    /// The count and the noun, the noun plural unless the count is 1 (`plural` for nouns that add more
    /// than an "s").
    public static func counted(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) " + word(count, singular, plural: plural)
    }

    /// The noun alone, as `counted` chooses it.
    public static func word(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        count == 1 ? singular : plural ?? singular + "s"
    }
}
