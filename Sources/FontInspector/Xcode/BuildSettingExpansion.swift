/// Expands `$(NAME)` and `${NAME}` in a build setting's value from the other settings and a few values Xcode
/// defines itself. Only plain references are expanded; operators (`$(NAME:rfc1034identifier)`) and unknown
/// names leave the value unexpandable (nil) rather than guessed.
enum BuildSettingExpansion {
    static func expand(_ value: String, settings: [String: String], builtIns: [String: String], depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        var result = ""
        var rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, let close = closing(for: rest[afterDollar]),
                let end = rest[afterDollar...].firstIndex(of: close)
            else { return nil }
            let name = String(rest[rest.index(after: afterDollar)..<end])
            if name == "inherited" {
                // The level above is not modelled; an empty inheritance is what a plain project has.
            } else if let builtIn = builtIns[name] {
                result += builtIn
            } else if let setting = settings[name], let expanded = expand(setting, settings: settings, builtIns: builtIns, depth: depth + 1) {
                result += expanded
            } else {
                return nil
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    private static func closing(for opening: Character) -> Character? {
        switch opening {
        case "(": ")"
        case "{": "}"
        default: nil
        }
    }
}
