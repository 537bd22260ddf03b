/// The default sample text: a short pangram (or, where the language has none in common use, a well-known line)
/// per language, written for the characters that language needs, so that a gap in a face shows.
public enum SpecimenPangrams {
    /// By language code, as `--languages` and `.lproj` folders spell them.
    public static let byLanguage: [String: String] = [
        "en": "The quick brown fox jumps over the lazy dog 0123456789",
        "de": "Victor jagt zwölf Boxkämpfer quer über den großen Sylter Deich",
        "fr": "Portez ce vieux whisky au juge blond qui fume",
        "es": "El veloz murciélago hindú comía feliz cardillo y kiwi",
        "pt": "Luís argüia à Júlia que «brações, fé, chá, óxido, pôr, zângão» eram palavras",
        "pl": "Pchnąć w tę łódź jeża lub ośm skrzyń fig",
        "cs": "Příliš žluťoučký kůň úpěl ďábelské ódy",
        "tr": "Pijamalı hasta yağız şoföre çabucak güvendi",
        "vi": "Trăm năm trong cõi người ta, chữ tài chữ mệnh khéo là ghét nhau",
        "el": "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία",
        "ru": "Съешь же ещё этих мягких французских булок, да выпей чаю",
        "uk": "Чуєш їх, доцю, га? Кумедна ж ти, прощайся без ґольфів!",
        "he": "דג סקרן שט בים מאוכזב ולפתע מצא חברה",
        "ar": "نص حكيم له سر قاطع وذو شأن عظيم",
        "hi": "एक पल का क्रोध आपका भविष्य बिगाड़ सकता है",
        "th": "เป็นมนุษย์สุดประเสริฐเลิศคุณค่า",
        "ja": "いろはにほへと ちりぬるを わかよたれそ",
        "zh": "天地玄黄 宇宙洪荒 日月盈昃 辰宿列张",
        "ko": "키스의 고유조건은 입술끼리 만나야 하고",
    ]

    /// The languages whose lines stand for the other scripts when no language is asked for: one per script.
    public static let otherScripts = ["el", "ru", "he", "ar", "hi", "th", "ja", "ko"]

    /// The pangram of a language code (`pt-BR` and `zh-Hans` use `pt` and `zh`).
    public static func pangram(for language: String) -> String? {
        byLanguage[language] ?? byLanguage[String(language.prefix { $0 != "-" && $0 != "_" }).lowercased()]
    }
}
