/// What `fontinspect lint` was asked to check.
public struct LintOptions: Sendable {
    /// The app's source folder or built `.app`.
    public var root: String
    /// Info.plists named with --info-plist; empty means every one under root that declares fonts.
    public var infoPlists: [String]
    /// Style maps named with --style-map; empty means every one found under root.
    public var styleMaps: [String]
    /// --config; nil means root/.fontinspect.json when it exists.
    public var configFile: String?
    /// `--require-bold`: a missing Bold Text variant is an error, not a warning.
    public var requireBold: Bool
    /// Folders (or files) named with --sources whose Swift, Objective-C and Interface Builder files are scanned
    /// for font names instead of those under root.
    public var sources: [String]
    /// False with --no-sources: code and Interface Builder files are not read.
    public var scansSources: Bool
    /// --target: the one Xcode target to lint; nil means every application target.
    public var target: String?
    /// --strings and --text: checked for glyph coverage besides the strings tables found under root.
    public var stringsFiles: [String] = []
    /// Plain text files whose lines are checked as strings (`--text`).
    public var textFiles: [String] = []
    /// --baseline: findings this file holds are not reported (they are counted in the summary).
    public var baselineFile: String?
    /// False for `generate`, which needs the fonts and style maps, not the strings and character maps.
    public var readsGlyphCoverage = true

    /// A lint of `root`; the rest as the command-line flags of the same names.
    public init(
        root: String, infoPlists: [String] = [], styleMaps: [String] = [], configFile: String? = nil, requireBold: Bool = false,
        sources: [String] = [], scansSources: Bool = true, target: String? = nil
    ) {
        self.root = root
        self.infoPlists = infoPlists
        self.styleMaps = styleMaps
        self.configFile = configFile
        self.requireBold = requireBold
        self.sources = sources
        self.scansSources = scansSources
        self.target = target
    }
}

/// How many code and Interface Builder files were read, and what was passed over: for the summary and notes.
public struct LintInputs: Sendable {
    /// Swift and Objective-C files read.
    public var sourceFileCount = 0
    /// Storyboards and xibs read.
    public var interfaceBuilderFileCount = 0
    /// What was passed over, for `Note:` lines.
    public var notes: [InputProblem] = []
    /// The cross-platform layer whose fonts iOS does not register, looked for only when the app ships no font
    /// file (D281).
    public var crossPlatformHost: CrossPlatformHost?

    /// Counts and notes already gathered.
    public init(sourceFileCount: Int = 0, interfaceBuilderFileCount: Int = 0, notes: [InputProblem] = []) {
        self.sourceFileCount = sourceFileCount
        self.interfaceBuilderFileCount = interfaceBuilderFileCount
        self.notes = notes
    }
}

/// Why a lint could not run at all (exit 2), as opposed to what it found.
public struct LintSetupError: Error, Sendable {
    /// One line per problem (a configuration can have several), each printed as its own `Error:` line.
    public var messages: [String]
    /// Every problem that stopped the lint, one per line.
    public var message: String { messages.joined(separator: "\n") }

    /// One problem.
    public init(message: String) { messages = [message] }
    /// Several problems, one line each.
    public init(messages: [String]) { self.messages = messages }
}

/// Runs every enabled rule over a loaded bundle and applies the configuration's severities.
public enum LintRunner {
    /// Lints the app at `options.root`: walks it, reads what it holds, runs every enabled rule.
    public static func run(_ options: LintOptions) throws(LintSetupError) -> LintResult {
        // A baseline that cannot be read stops the lint before any work: reporting everything would mislead.
        var baseline: Baseline?
        if let file = options.baselineFile { baseline = try Baseline.read(file: file) }
        let loaded = try FontBundleLoader.load(options)
        return check(
            LintContext(loaded.bundle, references: loaded.references), disabled: loaded.disabledRules,
            severities: loaded.severityOverrides, inputs: loaded.inputs, baseline: baseline)
    }

    /// The rules over an already built bundle: what tests call with bundles they assemble themselves.
    /// After the rules run, the `fontinspect:` directives suppress what they name (and unused ones become
    /// superfluous-suppression findings), then the baseline takes out the findings it holds.
    public static func check(
        _ bundle: FontBundle, disabled: Set<String> = [], severities: [String: Severity] = [:], inputs: LintInputs = LintInputs(),
        baseline: Baseline? = nil
    ) -> LintResult {
        check(LintContext(bundle), disabled: disabled, severities: severities, inputs: inputs, baseline: baseline)
    }

    private static func check(
        _ context: LintContext, disabled: Set<String>, severities: [String: Severity], inputs: LintInputs, baseline: Baseline?
    ) -> LintResult {
        let bundle = context.bundle
        let subjects = BaselineSubjects(context)
        var findings: [Finding] = []
        for rule in RuleRegistry.rules where !disabled.contains(rule.id) {
            for var finding in rule.init().check(context) {
                finding.subject = finding.subject ?? subjects.subject(of: finding)
                findings.append(finding)
            }
        }
        findings = UncalledCodeFindings.lowered(findings, in: bundle)
        findings = NoTargetCodeFindings.lowered(findings, in: bundle)
        let ran = Set(RuleRegistry.descriptions.map(\.id)).subtracting(disabled)
        let suppressions = Suppressions(bundle.suppressionDirectives, knownRules: Set(RuleRegistry.descriptions.map(\.id)))
        let outcome = suppressions.apply(to: findings, ranRules: ran, unsuppressible: [InvalidSuppression.id, SuperfluousSuppression.id])
        findings = outcome.kept
        if ran.contains(SuperfluousSuppression.id) {
            for var finding in SuperfluousSuppression().findings(outcome.unused) {
                finding.subject = subjects.subject(of: finding)
                findings.append(finding)
            }
        }
        for index in findings.indices {
            if let severity = severities[findings[index].ruleID] { findings[index].severity = severity }
        }
        var reported = findings
        var baselined: [Finding] = []
        if let baseline {
            let parts = baseline.partition(findings, root: bundle.root)
            reported = parts.new
            baselined = parts.known
        }
        var result = LintResult(
            root: bundle.root, findings: reported, fontCount: bundle.fonts.count,
            infoPlistCount: bundle.infoPlists.count, styleMapCount: bundle.styleMaps.count,
            sourceFileCount: inputs.sourceFileCount, interfaceBuilderFileCount: inputs.interfaceBuilderFileCount,
            fontReferenceCount: bundle.sourceCalls.filter { !$0.form.takesFamilyName }.count + bundle.interfaceBuilderReferences.count
                + bundle.sceneReferences.count,
            targets: bundle.targets.map(\.name), notes: inputs.notes, references: context.references.map(\.record))
        result.crossPlatformHost = inputs.crossPlatformHost
        result.suppressedFindings = outcome.suppressed
        result.baselinedFindings = baselined
        return result
    }
}
