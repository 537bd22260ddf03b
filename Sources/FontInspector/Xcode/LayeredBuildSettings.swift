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

    /// A build configuration file's assignments, one after another: a later line (or a later included file's)
    /// replaces an earlier one, and its `$(inherited)` is the value so far.
    mutating func apply(_ assignments: [BuildSettingAssignment]) {
        for assignment in assignments {
            values[assignment.name] = inheriting(assignment.value, name: assignment.name, from: values)
            origins[assignment.name] = BuildSettingOrigin(file: assignment.file, line: assignment.line)
        }
    }

    /// A project's or target's own settings (a pbxproj's `buildSettings`), all at once: each one's `$(inherited)` is
    /// the value of the levels below, not of a sibling setting.
    mutating func apply(own settings: [String: String], file: String) {
        let below = values
        for (name, value) in settings {
            values[name] = inheriting(value, name: name, from: below)
            origins[name] = BuildSettingOrigin(file: file, line: nil)
        }
    }

    /// `value` with `$(inherited)` and `${inherited}` replaced by the setting's value below; a conditional setting
    /// with no value of its own below inherits the unconditional one.
    private func inheriting(_ value: String, name: String, from below: [String: String]) -> String {
        guard value.contains("inherited") else { return value }
        let unconditional = name.firstIndex(of: "[").map { String(name[..<$0]) } ?? name
        let inherited = below[name] ?? below[unconditional] ?? ""
        let replaced = value.replacingOccurrences(of: "$(inherited)", with: inherited).replacingOccurrences(of: "${inherited}", with: inherited)
        return replaced.trimmingCharacters(in: .whitespaces)
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
