import FontInspector

enum GenerateCommand: Subcommand {
    static let name = "generate"
    static let abstract = "Write Swift constants for the app's fonts: one per face, UIKit, AppKit and SwiftUI accessors, registration, and the style maps' Dynamic Type and Bold Text fonts."
    static let usage = "fontinspect generate [<path>] [--style-map <file> ...] [--flavor <flavor> ...] [--access <access>] [--namespace <name>] [--target <name>] [-o <file>] [--check <file>] [--format <format>]"
    static let arguments = [("<path>", "An app's source folder, a built .app, a Swift package's resources or a folder of fonts (default: the current folder).")]
    static let options = [
        OptionSpec(name: "--style-map", valueName: "file", help: "A style map (plist or JSON; repeatable) whose text styles get accessors; default: every style map under <path>."),
        OptionSpec(name: "--flavor", valueName: "flavor", allowedValues: ["all"] + GeneratedFlavor.allCases.map(\.rawValue),
                   help: "The platform accessors to write (repeatable): swiftui, uikit, appkit or all (default)."),
        OptionSpec(name: "--access", valueName: "access", allowedValues: GeneratedAccess.allCases.map(\.rawValue),
                   help: "The access level of the generated declarations: internal (default) or public."),
        OptionSpec(name: "--namespace", valueName: "name", help: "The enum the generated code lives in (default: \(GenerateOptions.defaultNamespace))."),
        OptionSpec(name: "--target", valueName: "name", help: "Only the fonts and style maps of this Xcode target (as lint --target); default: every application target's."),
        OptionSpec(name: "-o", valueName: "file", help: "Write to <file> (atomically, and only when its content changes) instead of standard output."),
        OptionSpec(name: "--check", valueName: "file", help: "Write nothing; exit 1 when <file> is not what generate would write (for CI)."),
        FormatOption.spec(Reporters.generate),
    ]
    static let formats = FormatOption.helpRows(Reporters.generate)
    static let discussion = """
        The fonts are those lint reads: the files the app's targets copy (or every font file without an Xcode
        project), each face and named instance once, by its PostScript name exactly as `fontinspect list` prints
        it. Faces and style entries left out are named on standard error as `Note:` lines. docs/generate.md
        shows the code.

        Exit codes: 0 written (or, with --check, up to date); 1 with --check, the file is stale or missing; 2 it
        could not run (a path is missing, no font to generate for, the file cannot be written); 64 usage error.
        """

    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode {
        func usageError(_ message: String) -> ExitCode {
            FontInspectCLI.usageError(message, usage: usage, hint: "fontinspect generate --help", console: console)
        }
        guard arguments.positionals.count <= 1 else { return usageError("Expected one <path>, got \(arguments.positionals.count)") }
        let output = arguments.value("-o"), check = arguments.value("--check")
        if output != nil, check != nil { return usageError("-o and --check exclude each other: --check writes nothing") }
        let namespace = arguments.value("--namespace") ?? GenerateOptions.defaultNamespace
        if let problem = GenerateOptions.namespaceProblem(namespace) { return usageError(problem) }
        let root = arguments.positionals.first ?? "."
        if NamedPaths.reportUnavailable([root] + arguments.allValues("--style-map"), to: console) { return .unreadableInput }
        let flavors = arguments.allValues("--flavor").compactMap(GeneratedFlavor.parse).reduce(into: Set<GeneratedFlavor>()) { $0.formUnion($1) }
        let options = GenerateOptions(
            root: root, styleMaps: arguments.allValues("--style-map"), flavors: flavors.isEmpty ? Set(GeneratedFlavor.allCases) : flavors,
            access: arguments.value("--access").flatMap(GeneratedAccess.init(rawValue:)) ?? .internal, namespace: namespace,
            target: arguments.value("--target"))
        let code: GeneratedCode
        do throws(LintSetupError) {
            code = try GenerateRunner.run(options)
        } catch {
            for message in error.messages { console.error(message) }
            return .unreadableInput
        }
        for note in code.catalog.notes { console.note(note.description) }
        guard !code.catalog.families.isEmpty else {
            console.error("\(root): no font face to generate constants for (no font file the app ships has a face Apple platforms load)")
            return .unreadableInput
        }
        let text = FormatOption.chosen(arguments, from: Reporters.generate).generateReport(code, context: ReportContext())
        if let check {
            guard GeneratedFile.isCurrent(check, text: text) else {
                console.error("\(check): stale: it is not what 'fontinspect generate' writes now; run it with -o \(check)")
                return .findings
            }
            return .success
        }
        guard let output else {
            console.write(text)
            return .success
        }
        do throws(LintSetupError) {
            try GeneratedFile.write(text, to: output)
        } catch {
            console.error(error.message)
            return .unreadableInput
        }
        return .success
    }
}
