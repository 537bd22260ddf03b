/// Why a plugin cannot run, in one line: `swift package` shows it as `error: …`.
struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
