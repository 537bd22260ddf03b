import Foundation

/// The texts of an Xcode string catalog (`.xcstrings`, JSON): for every key and every language, the
/// `stringUnit` value, and those of its `variations` (plural, device, nested) and `substitutions`.
///
/// A key with no entry for the catalog's `sourceLanguage` is shown in that language as the key itself:
/// Xcode writes `"Hello" : { }` for a string used verbatim in code.
enum StringCatalogReader {
    /// Variations nest a few levels (device, then plural); deeper is a damaged or hostile file.
    private static let maximumDepth = 16

    static func strings(in bytes: [UInt8], file: String) throws(InputProblem) -> [(language: String, key: String, value: String)] {
        let document: Any
        do throws(InputProblem) {
            document = try FoundationParseGate.json(Data(bytes), file: file)
        } catch {
            throw InputProblem(message: "not a string catalog: invalid JSON", file: file)
        }
        guard let catalog = document as? [String: Any], let entries = catalog["strings"] as? [String: Any] else {
            throw InputProblem(message: "not a string catalog: no \"strings\" object", file: file)
        }
        let sourceLanguage = catalog["sourceLanguage"] as? String
        var strings: [(language: String, key: String, value: String)] = []
        for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            if let sourceLanguage, localizations[sourceLanguage] == nil {
                strings.append((sourceLanguage, key, key))
            }
            for (language, localization) in localizations.sorted(by: { $0.key < $1.key }) {
                collect(localization, depth: 0) { strings.append((language, key, $0)) }
            }
        }
        return strings
    }

    private static func collect(_ node: Any, depth: Int, _ found: (String) -> Void) {
        guard depth < maximumDepth, let node = node as? [String: Any] else { return }
        if let value = (node["stringUnit"] as? [String: Any])?["value"] as? String {
            found(value)
        }
        // variations: { "plural": { "one": {…}, "other": {…} }, "device": { "iphone": {…}, … } }
        for (_, cases) in (node["variations"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
            for (_, variant) in (cases as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
                collect(variant, depth: depth + 1, found)
            }
        }
        // substitutions: { "arg1": { "argNum": 1, "variations": { "plural": … } } }
        for (_, substitution) in (node["substitutions"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
            collect(substitution, depth: depth + 1, found)
        }
    }
}
