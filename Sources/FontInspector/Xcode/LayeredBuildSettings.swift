import Foundation

/// One build configuration's settings as Xcode layers them, lowest first: the project's build configuration file
/// (`.xcconfig`), the project's own settings, the target's build configuration file, the target's own settings.
/// Each level's value replaces the one below, `$(inherited)` in it standing for the value below (Apple's Xcode
/// Help, "Build configuration file format"). Conditional settings (`NAME[sdk=iphoneos*]`) are kept under their
/// full name, as the pbxproj reader keeps them: a plain lookup sees the unconditional value, and the readers that
/// want every variant (`INFOPLIST_KEY_UIAppFonts`) take them all.
struct LayeredBuildSettings {
    /// The settings after every level.
    private(set) var values: [String: String] = [:]
    /// Where each setting was last assigned.
    private(set) var origins: [String: BuildSettingOrigin] = [:]
    /// How much text `$(inherited)` may still copy. Lines like `A = $(inherited) $(inherited)` double a value
    /// each time; past the budget `$(inherited)` stands for nothing, so the work stays linear in the files' size.
    /// Real configurations copy a few kilobytes (CocoaPods' `OTHER_LDFLAGS`).
    private var inheritanceBudget = Self.maximumInheritedText
    static let maximumInheritedText = 1024 * 1024

    /// A build configuration file's assignments, one after another: a later line (or a later included file's)
    /// replaces an earlier one, and its `$(inherited)` is the value so far.
    mutating func apply(_ assignments: [BuildSettingAssignment]) {
        for assignment in assignments {
            let below = Self.value(below: assignment.name, in: values)
            values[assignment.name] = inheriting(assignment.value, below: below)
            origins[assignment.name] = BuildSettingOrigin(file: assignment.file, line: assignment.line)
        }
    }

    /// A project's or target's own settings (a pbxproj's `buildSettings`), all at once: each one's `$(inherited)` is
    /// the value of the levels below, not of a sibling setting.
    mutating func apply(own settings: [String: String], file: String) {
        let below = values
        for (name, value) in settings {
            values[name] = inheriting(value, below: Self.value(below: name, in: below))
            origins[name] = BuildSettingOrigin(file: file, line: nil)
        }
    }

    /// The value a setting inherits from `settings`: its own, or for a conditional setting with none the
    /// unconditional one.
    private static func value(below name: String, in settings: [String: String]) -> String? {
        if let own = settings[name] { return own }
        return name.firstIndex(of: "[").flatMap { settings[String(name[..<$0])] }
    }

    /// `value` with `$(inherited)` and `${inherited}` replaced by `below` (nothing where there is none, or once the
    /// budget is spent). Worked on UTF-8 bytes: Foundation's string search costs a fifth of linting a big project.
    private mutating func inheriting(_ value: String, below: String?) -> String {
        let bytes = Array(value.utf8)
        let mentions = Self.occurrences(of: Self.inheritedWord, in: bytes)
        guard mentions > 0 else { return value }
        var inherited = Array((below ?? "").utf8)
        let copied = bytes.count + inherited.count * mentions
        if copied > inheritanceBudget { inherited = [] } else { inheritanceBudget -= copied }
        let replaced = Self.replacing(Self.curlyReference, with: inherited, in: Self.replacing(Self.parenthesizedReference, with: inherited, in: bytes))
        return Self.trimmingSpacesAndTabs(replaced)
    }

    private static let inheritedWord = Array("inherited".utf8)
    private static let parenthesizedReference = Array("$(inherited)".utf8)
    private static let curlyReference = Array("${inherited}".utf8)

    /// How many times `word` occurs in `bytes`, not overlapping.
    private static func occurrences(of word: [UInt8], in bytes: [UInt8]) -> Int {
        var count = 0, index = 0
        while let found = firstIndex(of: word, in: bytes, from: index) { count += 1; index = found + word.count }
        return count
    }

    private static func firstIndex(of word: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= word.count, start <= bytes.count - word.count else { return nil }
        var index = start
        while index <= bytes.count - word.count {
            if bytes[index] == word[0], bytes[index..<index + word.count].elementsEqual(word) { return index }
            index += 1
        }
        return nil
    }

    /// `bytes` with every non-overlapping `word`, left to right, replaced by `replacement`.
    private static func replacing(_ word: [UInt8], with replacement: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while let found = firstIndex(of: word, in: bytes, from: index) {
            result += bytes[index..<found]
            result += replacement
            index = found + word.count
        }
        result += bytes[index...]
        return result
    }

    /// The text without the spaces and tabs around it. A value that starts or ends with another Unicode space
    /// (U+00A0 …) is left to Foundation, which trims those too.
    private static func trimmingSpacesAndTabs(_ bytes: [UInt8]) -> String {
        let isSpaceOrTab = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        guard let first = bytes.firstIndex(where: { !isSpaceOrTab($0) }), let last = bytes.lastIndex(where: { !isSpaceOrTab($0) }) else { return "" }
        let text = String(decoding: bytes[first...last], as: UTF8.self)
        guard bytes[first] < 0x80, bytes[last] < 0x80 else { return text.trimmingCharacters(in: .whitespaces) }
        return text
    }
}

/// One line of a build configuration file that assigns a setting.
struct BuildSettingAssignment: Equatable {
    /// The setting's name with its conditions (`SDKROOT`, `SDKROOT[sdk=macosx*]`).
    var name: String
    var value: String
    /// The `.xcconfig` file and line.
    var file: String
    var line: Int
}

/// The file (and line, where a reader has one) that gave a setting its value.
struct BuildSettingOrigin: Hashable {
    var file: String
    var line: Int?
}
