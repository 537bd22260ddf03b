import FontInspector

enum LintCommand: Subcommand {
    static let name = "lint"
    static let abstract = "Check an app's fonts before shipping: registration, names in code and storyboards, style maps, Bold Text variants, glyph coverage."
    static let usage = "fontinspect lint [<path>] [--info-plist <file> ...] [--style-map <file> ...] [--strings <file> ...] [--text <file> ...] [--sources <dir> ...] [--no-sources] [--target <name>] [--config <file>] [--baseline <file>] [--write-baseline <file>] [--format <format>] [--references] [--strict] [--require-bold] [--allow-empty] [--color <when>]"
    static let arguments = [("<path>", "An app's source folder or a built .app bundle (default: the current folder).")]
    static let options = [
        OptionSpec(name: "--info-plist", valueName: "file", help: "An Info.plist to check (repeatable); default: every Info.plist under <path> that declares fonts."),
        OptionSpec(name: "--style-map", valueName: "file", help: "A style map (plist or JSON; repeatable); default: every style map under <path>."),
        OptionSpec(name: "--strings", valueName: "file", help: "A .strings, .stringsdict or .xcstrings file to check glyph coverage against, besides those under <path> (repeatable)."),
        OptionSpec(name: "--text", valueName: "file", help: "A UTF-8 or UTF-16 text file to check glyph coverage against, line by line (repeatable)."),
        OptionSpec(name: "--sources", valueName: "dir", help: "Scan the Swift, Objective-C and Interface Builder files under <dir> (repeatable) for font names; default: those under <path>."),
        OptionSpec(name: "--no-sources", valueName: nil, help: "Do not read code or Interface Builder files."),
        OptionSpec(name: "--target", valueName: "name", help: "Lint this Xcode target only: its Info.plist, its files; default: every application target."),
        OptionSpec(name: "--config", valueName: "file", help: "Configuration (YAML when named .yml or .yaml, else JSON); default: <path>/.fontinspect.yml, else <path>/.fontinspect.json."),
        OptionSpec(name: "--baseline", valueName: "file", help: "Report only findings this baseline does not hold (matched by rule, file and name, not line)."),
        OptionSpec(name: "--write-baseline", valueName: "file", help: "Write the findings of this run to <file> as a baseline (JSON), replacing it atomically."),
        FormatOption.spec(Reporters.lint),
        OptionSpec(name: "--references", valueName: nil, help: "With the text format, list every font name checked: where, how it resolved, the face it loads (JSON always has them)."),
        OptionSpec(name: "--strict", valueName: nil, help: "Warnings fail the lint too."),
        OptionSpec(name: "--require-bold", valueName: nil, help: "A text style without a Bold Text variant is an error."),
        OptionSpec(name: "--allow-empty", valueName: nil, help: "Finding nothing to check is not an error."),
        ColorOption.spec,
    ]
    static let formats = FormatOption.helpRows(Reporters.lint)
    static let discussion = """
        Exit codes: 0 no error found; 1 an error was found (with --strict, a warning too); 2 the lint could not run
        (a path named on the command line is missing, configuration or baseline unreadable, baseline not writable, no
        such --target) or found nothing to check (no font file, no Info.plist that declares fonts, no style map, no
        font name in code; unless --allow-empty); 64 usage error. `fontinspect rules` lists every rule. Inputs passed
        over (a source file that is not UTF-8, a broken storyboard) are named on standard error as `Note:` lines.
        """

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        guard arguments.positionals.count <= 1 else {
            return FontInspectCLI.usageError("Expected one <path>, got \(arguments.positionals.count)", usage: usage,
                                             hint: "fontinspect lint --help", console: console)
        }
        let root = arguments.positionals.first ?? "."
        let named = [root] + ["--info-plist", "--style-map", "--strings", "--text", "--sources", "--config"]
            .flatMap { arguments.allValues($0) }
        if NamedPaths.reportUnavailable(named, to: console) { return .unreadableInput }
        var options = LintOptions(
            root: root,
            infoPlists: arguments.allValues("--info-plist"),
            styleMaps: arguments.allValues("--style-map"),
            configFile: arguments.value("--config"),
            requireBold: arguments.has("--require-bold"),
            sources: arguments.allValues("--sources"),
            scansSources: !arguments.has("--no-sources"),
            target: arguments.value("--target"))
        options.stringsFiles = arguments.allValues("--strings")
        options.textFiles = arguments.allValues("--text")
        options.baselineFile = arguments.value("--baseline")
        let result: LintResult
        do throws(LintSetupError) {
            result = try LintRunner.run(options)
        } catch {
            for message in error.messages { console.error(message) }
            return .unreadableInput
        }
        if options.configFile == nil, case let files = LintConfiguration.files(inFolder: root), files.count > 1 {
            console.note("\(files[0]) is used; \(files.dropFirst().joined(separator: ", ")) is ignored (keep one of them)")
        }
        for note in result.notes { console.note("\(note)") }
        if let file = arguments.value("--write-baseline") {
            // Everything this run found, the findings an older baseline held included; not what comments suppress.
            let baseline = Baseline(findings: result.findings + result.baselinedFindings, root: result.root)
            do throws(LintSetupError) {
                try baseline.write(to: file)
            } catch {
                console.error(error.message)
                return .unreadableInput
            }
            console.note("\(file): wrote a baseline of \(Plural.counted(baseline.entries.count, "finding"))")
        }
        let context = ReportContext(styled: ColorOption.styled(arguments, console: console), toolVersion: FontInspectCLI.version)
        let reporter = FormatOption.chosen(arguments, from: Reporters.lint)
        console.write(reporter.generateReport(result, context: context))
        if arguments.has("--references") && reporter.identifier == LintTextReport.identifier {
            console.write(LintReferencesTextReport.render(result))
        }
        if !arguments.has("--allow-empty"), checkedNothing(result) {
            // A recognised cross-platform host still has nothing native to check (issue 12, point 13: exit 2), but
            // the line says why, naming the targets read and where that layer's fonts are (D281).
            let why = switch (result.crossPlatformHost, result.targets.isEmpty) {
            case (let host?, false): nothingNative(in: host, result: result)
            case (let host?, true): "\(root): nothing to check: \(Self.nothingFound); \(hostedFonts(host, root: root))"
            case (nil, _): "\(root): nothing to check: \(Self.nothingFound)"
            }
            console.error(why + " (--allow-empty accepts this)")
            return .unreadableInput
        }
        return result.fails(strict: arguments.has("--strict")) ? .findings : .success
    }

    /// `target "Runner" ships no font file and names none; this Flutter app's fonts (…) are …: nothing for lint to check`.
    static func nothingNative(in host: CrossPlatformHost, result: LintResult) -> String {
        let names = result.targets.map { "\"\($0)\"" }.joined(separator: ", ")
        let targets = result.targets.count == 1 ? "target \(names) ships no font file and names none" : "targets \(names) ship no font file and name none"
        return "\(result.root): \(targets); \(hostedFonts(host, root: result.root)): nothing for lint to check"
    }

    /// Where a cross-platform layer's fonts are and who draws them, for the line that says why nothing was checked.
    static func hostedFonts(_ host: CrossPlatformHost, root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let manifest = host.manifest.hasPrefix(prefix) ? String(host.manifest.dropFirst(prefix.count)) : host.manifest
        let declared = host.fontCount.map { "\(manifest), \(Plural.counted($0, "font file"))" } ?? manifest
        switch host.kind {
        case .flutter:
            return "this Flutter app's fonts (\(declared)) are bundled by Flutter and drawn by its engine, not registered through UIAppFonts"
        case .composeMultiplatform:
            return "this Compose Multiplatform app's fonts (\(declared)) are Compose resources drawn by its own renderer, not registered through UIAppFonts"
        case .reactNative:
            return "this React Native app (\(declared)) registers no font through UIAppFonts; fonts its JavaScript loads are registered at run time, and its fontFamily names are not read"
        case .capacitor:
            return "this Capacitor app's fonts (\(declared)) are web fonts of its web layer, loaded by its web view, not registered through UIAppFonts"
        }
    }

    static let nothingFound = "no font file, no Info.plist that declares fonts, no style map and no font name in code or Interface Builder files"

    /// A lint that looked at nothing is not a pass: most often PATH is the wrong folder (SwiftLint fails on zero
    /// lintable files the same way). Any finding means something was checked.
    static func checkedNothing(_ result: LintResult) -> Bool {
        result.fontCount == 0 && result.infoPlistCount == 0 && result.styleMapCount == 0 && result.fontReferenceCount == 0
            && result.findings.isEmpty
    }
}
