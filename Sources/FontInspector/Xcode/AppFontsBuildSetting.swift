import Foundation

/// `INFOPLIST_KEY_UIAppFonts`, where a target sets it (M181). With `GENERATE_INFOPLIST_FILE = YES` Xcode writes into
/// the generated Info.plist only the `INFOPLIST_KEY_<Key>` settings of a fixed list (Apple's build settings
/// reference, "Info.plist Values"; swift-build's `InfoPlistProcessorTaskAction.generatedInfoPlistKeys` and
/// `CoreBuildSystem.xcspec`, which declare one setting per key), and `UIAppFonts` is not among them: the setting is
/// an ordinary user-defined one, and the fonts it lists are never registered.
public struct AppFontsBuildSetting: Sendable, Hashable {
    /// The setting's name, as a project writes it.
    public static let name = "INFOPLIST_KEY_UIAppFonts"

    /// The fonts it lists, as written, across the target's configurations (`$(inherited)` left out).
    public var fonts: [String]
    /// The `project.pbxproj`, `.xcconfig` or `project.yml` that sets it.
    public var file: String
    /// The line of its first mention; nil where the reader has none.
    public var line: Int?

    /// The setting as a reader found it.
    public init(fonts: [String], file: String, line: Int?) {
        self.fonts = fonts
        self.file = file
        self.line = line
    }

    /// The entries of a list-valued setting written as one string, split as Xcode splits it: on white space, with
    /// quotes and backslashes keeping a space inside an entry.
    static func entries(ofList value: String) -> [String] {
        var entries: [String] = []
        var current = ""
        var quote: Character?
        var escaped = false
        var hasEntry = false
        for character in value {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
                hasEntry = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                hasEntry = true
            } else if character.isWhitespace {
                if hasEntry || !current.isEmpty { entries.append(current) }
                current = ""
                hasEntry = false
            } else {
                current.append(character)
            }
        }
        if hasEntry || !current.isEmpty { entries.append(current) }
        return entries
    }

    /// Whether an entry names a font: not empty, and not `$(inherited)`, the enclosing level's value.
    static func namesFont(_ entry: String) -> Bool {
        !entry.isEmpty && !["$(inherited)", "${inherited}", "$inherited"].contains(entry)
    }

    /// `$(inherited)`, which the pbxproj reader replaces with the project's entries.
    static func isInherited(_ entry: String) -> Bool { !entry.isEmpty && !namesFont(entry) }

    /// The 1-based line of the first line of `file` that mentions the setting; nil when it cannot be read.
    static func firstLine(mentioningSettingIn file: String, maximumFileSize: Int) -> Int? {
        guard let data = try? PropertyListDocument.readBounded(file, maximumFileSize: maximumFileSize) else { return nil }
        let needle = Data(name.utf8)
        guard let found = data.range(of: needle) else { return nil }
        return data[data.startIndex..<found.lowerBound].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
}
