import Testing
@testable import FontInspector

@Suite struct SpecimenSampleTests {
    static func string(_ language: String, _ key: String, _ value: String) -> LocalizedString {
        LocalizedString(file: "\(language).lproj/Localizable.strings", language: language, key: key, value: value, source: .strings)
    }

    @Test func textGivenReplacesEveryOtherSample() {
        let chosen = SpecimenSample.choose(texts: ["Zażółć gęślą jaźń"], strings: [Self.string("de", "a", "Zurück")], languages: ["vi"], characterMaps: [])
        #expect(chosen.samples == [SpecimenSample(text: "Zażółć gęślą jaźń", source: "--text")])
    }

    @Test func stringsGiveTheRichestShortStringOfEachLanguage() {
        let strings = [
            Self.string("en", "back", "Back"), Self.string("en", "welcome", "Welcome to Harbor Café"),
            Self.string("de", "back", "Zurück"), Self.string("de", "boats", "%lld Boote im Hafen"),
            Self.string("de", "long", String(repeating: "Lange Zeichenkette ", count: 4)),
            Self.string("fr", "ok", "OK"),
        ]
        let chosen = SpecimenSample.choose(texts: [], strings: strings, languages: [], characterMaps: [])
        // de: "Boote im Hafen" (10 letters) beats "Zurück" (6); the 76-character string is too long. fr has only
        // a string shorter than 4 characters: it is still the language's sample.
        #expect(chosen.samples == [
            SpecimenSample(text: "Boote im Hafen", source: "strings de"),
            SpecimenSample(text: "Welcome to Harbor Café", source: "strings en"),
            SpecimenSample(text: "OK", source: "strings fr"),
        ])
        let polish = SpecimenSample.choose(texts: [], strings: strings, languages: ["pl", "de"], characterMaps: [])
        #expect(polish.samples.map(\.source) == ["strings de"])
        #expect(polish.notes == ["--strings: the app has no string in 'pl'"])
    }

    @Test func languagesWithoutStringsChooseBuiltInPangrams() {
        let chosen = SpecimenSample.choose(texts: [], strings: nil, languages: ["pl", "vi", "xx"], characterMaps: [])
        #expect(chosen.samples == [
            SpecimenSample(text: "Pchnąć w tę łódź jeża lub ośm skrzyń fig", source: "pangram pl"),
            SpecimenSample(text: "Trăm năm trong cõi người ta, chữ tài chữ mệnh khéo là ghét nhau", source: "pangram vi"),
        ])
        #expect(chosen.notes == ["--languages: no sample text is built in for 'xx'; use --text or --strings"])
    }

    @Test func theDefaultIsEnglishPlusEachScriptEveryFaceCovers() {
        let latin = CharacterMap(codePoints: (0x20...0x7E).map { UInt32($0) })
        let greek = CharacterMap(codePoints: ((0x20...0x7E).map { $0 } + (0x370...0x3FF).map { $0 }).map { UInt32($0) })
        #expect(SpecimenSample.choose(texts: [], strings: nil, languages: [], characterMaps: [latin, greek]).samples.map(\.source) == ["pangram en"])
        #expect(SpecimenSample.choose(texts: [], strings: nil, languages: [], characterMaps: [greek]).samples.map(\.source) == ["pangram en", "pangram el"])
    }
}
