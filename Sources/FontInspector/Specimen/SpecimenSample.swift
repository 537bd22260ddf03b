import Foundation

/// One line of sample text drawn in every cell, and where it came from.
public struct SpecimenSample: Sendable, Hashable {
    /// The line drawn, at most `maximumLength` characters.
    public var text: String
    /// `--text`, `strings de` (a string of the app's German tables) or `pangram pl`: said in the sheet's header.
    public var source: String

    /// A sample line and where it came from.
    public init(text: String, source: String) {
        self.text = text
        self.source = source
    }

    /// The longest sample drawn: a cell is one line wide, and a longer string says no more about the face.
    public static let maximumLength = 80

    /// `--text` as given; else, with `strings`, one short real string per language of the app (those of `languages`
    /// when given); else the pangram of each of `languages`; else the English pangram, plus one line per other
    /// script that every face of `characterMaps` covers.
    public static func choose(
        texts: [String], strings: [LocalizedString]?, languages: [String], characterMaps: [CharacterMap]
    ) -> (samples: [SpecimenSample], notes: [String]) {
        if !texts.isEmpty {
            return (texts.map { SpecimenSample(text: clipped($0), source: "--text") }, [])
        }
        if let strings {
            return fromStrings(strings, languages: languages)
        }
        if !languages.isEmpty {
            var notes: [String] = []
            let samples = languages.compactMap { language -> SpecimenSample? in
                guard let pangram = SpecimenPangrams.pangram(for: language) else {
                    notes.append("--languages: no sample text is built in for '\(DiagnosticText.oneLine(language))'; use --text or --strings")
                    return nil
                }
                return SpecimenSample(text: pangram, source: "pangram \(language)")
            }
            return (samples, notes)
        }
        var samples = [SpecimenSample(text: SpecimenPangrams.byLanguage["en"] ?? "", source: "pangram en")]
        for language in SpecimenPangrams.otherScripts {
            guard let pangram = SpecimenPangrams.byLanguage[language], !characterMaps.isEmpty else { continue }
            let needed = GlyphNeeds.scalars(in: pangram)
            if characterMaps.allSatisfy({ map in needed.allSatisfy(map.contains) }) {
                samples.append(SpecimenSample(text: pangram, source: "pangram \(language)"))
            }
        }
        return (samples, [])
    }

    /// Per language, in code order, the string with the most different characters among those of 4 to 40 characters
    /// (format specifiers taken out); ties go to the shorter, then to the first key.
    private static func fromStrings(_ strings: [LocalizedString], languages: [String]) -> (samples: [SpecimenSample], notes: [String]) {
        let byLanguage = Dictionary(grouping: strings, by: \.language)
        let chosen = languages.isEmpty ? byLanguage.keys.sorted() : languages
        var samples: [SpecimenSample] = [], notes: [String] = []
        for language in chosen {
            let candidates = (byLanguage[language] ?? []).map { string in
                (key: string.key, text: FormatSpecifiers.strip(string.value).split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces))
            }
            let best = candidates.filter { (4...40).contains($0.text.count) }.min { lhs, rhs in
                let left = (-Set(GlyphNeeds.scalars(in: lhs.text)).count, lhs.text.count, lhs.key)
                let right = (-Set(GlyphNeeds.scalars(in: rhs.text)).count, rhs.text.count, rhs.key)
                return left < right
            } ?? candidates.min { $0.key < $1.key }
            guard let best else {
                notes.append("--strings: the app has no string in '\(DiagnosticText.oneLine(language))'")
                continue
            }
            samples.append(SpecimenSample(text: clipped(best.text), source: "strings \(language)"))
        }
        if samples.isEmpty, notes.isEmpty { notes.append("--strings: the app has no strings table; the pangram is drawn") }
        return (samples, notes)
    }

    private static func clipped(_ text: String) -> String {
        text.count > maximumLength ? String(text.prefix(maximumLength)) + "…" : text
    }
}
