/// What `fontinspect lint` was asked to check.
public struct LintOptions: Sendable {
    public var root: String
    /// Info.plists named with --info-plist; empty means every one under root that declares fonts.
    public var infoPlists: [String]
    /// Style maps named with --style-map; empty means every one found under root.
    public var styleMaps: [String]
    /// --config; nil means root/.fontinspect.json when it exists.
    public var configFile: String?
    public var requireBold: Bool
    /// --strings and --text: checked for glyph coverage besides the strings tables found under root.
    public var stringsFiles: [String] = []
    public var textFiles: [String] = []

    public init(root: String, infoPlists: [String] = [], styleMaps: [String] = [], configFile: String? = nil, requireBold: Bool = false) {
        self.root = root
        self.infoPlists = infoPlists
        self.styleMaps = styleMaps
        self.configFile = configFile
        self.requireBold = requireBold
    }
}

/// Why a lint could not run at all (exit 2), as opposed to what it found.
public struct LintSetupError: Error, Sendable {
    public var message: String
}

/// Runs every enabled rule over a loaded bundle and applies the configuration's severities.
public enum LintRunner {
    public static func run(_ options: LintOptions) throws(LintSetupError) -> LintResult {
        let loaded = try FontBundleLoader.load(options)
        return check(loaded.bundle, disabled: loaded.disabledRules, severities: loaded.severityOverrides)
    }

    /// The rules over an already built bundle: what tests call with bundles they assemble themselves.
    public static func check(
        _ bundle: FontBundle, disabled: Set<String> = [], severities: [String: Severity] = [:]
    ) -> LintResult {
        var findings: [Finding] = []
        for rule in RuleRegistry.rules where !disabled.contains(rule.id) {
            for var finding in rule.init().check(bundle) {
                if let severity = severities[rule.id] { finding.severity = severity }
                findings.append(finding)
            }
        }
        return LintResult(
            root: bundle.root, findings: findings, fontCount: bundle.fonts.count,
            infoPlistCount: bundle.infoPlists.count, styleMapCount: bundle.styleMaps.count)
    }
}
