import Foundation
import Testing
@testable import FontInspectCommands

/// The habits every command shares: a named path that is not there, a lint with nothing to check, `--color`
/// and `NO_COLOR`, and the configuration in YAML or JSON with "did you mean" for its typos.
@Suite struct CLIHabitsTests {
    static let sample = LintCommandTests.examples + "/SampleApp"
    static let font = TestFontsPath.root + "/Generated/Static/FixtureSans-Bold.ttf"

    // MARK: A path named on the command line that is not there

    @Test(arguments: ["--info-plist", "--style-map", "--strings", "--text", "--sources", "--config"])
    func aMissingFileGivenToALintOptionStopsTheLint(_ option: String) {
        let result = runTool("lint", Self.sample, option, "/no/such/file")
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.errors == "Error: /no/such/file: no such file or directory\n")
    }

    @Test func everyMissingPathIsNamedOnceInTheOrderGivenAndEscaped() {
        let result = runTool("lint", "/no/app", "--text", "/no/a\u{1B}[2J.txt", "--sources", "/no/src", "--text", "/no/a\u{1B}[2J.txt")
        #expect(result.status == 2)
        #expect(result.errors == """
            Error: /no/app: no such file or directory
            Error: /no/a\\u{1B}[2J.txt: no such file or directory
            Error: /no/src: no such file or directory

            """)
    }

    @Test func aBrokenSymbolicLinkIsNamedAsOne() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/map.json", withDestinationPath: folder.path + "/gone.json")
        let result = runTool("lint", Self.sample, "--style-map", folder.path + "/map.json")
        #expect(result.status == 2)
        #expect(result.errors == "Error: \(folder.path)/map.json: broken symbolic link\n")
    }

    @Test func coverageAndSizesStopTheSameWay() {
        for arguments in [
            ["coverage", "/no/app"],
            ["coverage", Self.sample, "--strings", "/no/app"],
            ["coverage", Self.sample, "--text", "/no/app"],
            ["coverage", Self.sample, "--style-map", "/no/app"],
            ["coverage", "--text", Self.font, "--font", "/no/app"],
            ["sizes", "/no/app"],
        ] {
            let console = CapturingConsole()
            #expect(FontInspectCLI.run(arguments, console: console) == 2, "\(arguments)")
            #expect(console.output == "", "\(arguments)")
            #expect(console.errors == "Error: /no/app: no such file or directory\n", "\(arguments)")
        }
    }

    /// `list` and `info` read many files: a missing one is the same line and exit, and the others are still shown.
    @Test func listAndInfoNameAMissingFileAndShowTheOthers() {
        let list = runTool("list", "/no/a.ttf", Self.font)
        #expect(list.status == 2)
        #expect(list.errors == "Error: /no/a.ttf: no such file or directory\n")
        #expect(list.output.contains("FixtureSans-Bold"))
        let info = runTool("info", Self.font, "/no/a.ttf")
        #expect(info.status == 2)
        #expect(info.errors == "Error: /no/a.ttf: no such file or directory\n")
        #expect(info.output.contains("FixtureSans-Bold"))
    }

    // MARK: A lint with nothing to check

    @Test func aLintThatFindsNothingToCheckSaysSoAndFails() throws {
        let folder = try TemporaryFolder()
        try Data("# Hello\n".utf8).write(to: URL(fileURLWithPath: folder.path + "/README.md"))
        let result = runTool("lint", folder.path)
        #expect(result.status == 2)
        #expect(result.output == "0 errors, 0 warnings, 0 infos (0 font files, 0 Info.plists, 0 style maps)\n")
        #expect(result.errors == """
            Error: \(folder.path): nothing to check: no font file, no Info.plist that declares fonts, no style map \
            and no font name in code or Interface Builder files (--allow-empty accepts this)

            """)
        let allowed = runTool("lint", folder.path, "--allow-empty")
        #expect(allowed.status == 0)
        #expect(allowed.errors == "")
    }

    /// A font name in code is something to check, even when it names a system font and nothing is found.
    @Test func aFontNameInCodeAloneIsSomethingToCheck() throws {
        let folder = try TemporaryFolder()
        try Data(#"let font = UIFont(name: "Helvetica-Bold", size: UIFont.labelFontSize)"#.utf8 + [0x0A])
            .write(to: URL(fileURLWithPath: folder.path + "/View.swift"))
        let result = runTool("lint", folder.path)
        #expect(result.errors == "")
        #expect(result.status == 0)
        #expect(result.output == "0 errors, 0 warnings, 0 infos (0 font files, 0 Info.plists, 0 style maps, 1 source file)\n")
    }

    @Test func oneFontFileIsSomethingToCheck() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Self.font, toPath: folder.path + "/Bold.ttf")
        let result = runTool("lint", folder.path, "--format", "xcode")
        #expect(result.status != 2)
        #expect(!result.errors.contains("nothing to check"))
    }

    // MARK: --color and NO_COLOR

    /// `list`'s table heading is bold when coloured: auto colours a terminal unless NO_COLOR is set and not
    /// empty; always and never win over both.
    @Test func colorFollowsTheOptionTheTerminalAndNoColor() {
        let plain = run(["list", Self.font], terminal: false)
        let coloured = run(["list", Self.font], terminal: true)
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.contains("\u{1B}[1mFixture Sans\u{1B}[0m"))
        #expect(coloured != plain)
        #expect(run(["list", "--color", "auto", Self.font], terminal: true) == coloured)
        #expect(run(["list", Self.font], terminal: true, environment: ["NO_COLOR": "1"]) == plain)
        #expect(run(["list", Self.font], terminal: true, environment: ["NO_COLOR": ""]) == coloured)
        #expect(run(["list", "--color", "always", Self.font], terminal: false) == coloured)
        #expect(run(["list", "--color=always", Self.font], terminal: false, environment: ["NO_COLOR": "1"]) == coloured)
        #expect(run(["list", "--color", "never", Self.font], terminal: true) == plain)
        #expect(run(["lint", "--color", "always", LintCommandTests.examples + "/BrokenSampleApp"], terminal: false)
            .contains("\u{1B}[1m"))
        #expect(!run(["lint", LintCommandTests.examples + "/BrokenSampleApp"], terminal: true, environment: ["NO_COLOR": "x"])
            .contains("\u{1B}["))
    }

    @Test func aMistypedColorValueIsAUsageErrorWithAHint() {
        let result = runTool("lint", "--color", "allways", ".")
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("""
            Error: The value 'allways' is invalid for '--color <when>'; expected one of: auto, always, never. Did you mean 'always'?
            Usage: fontinspect lint
            """))
    }

    private func run(_ arguments: [String], terminal: Bool, environment: [String: String] = [:]) -> String {
        let console = CapturingConsole()
        console.isTerminal = terminal
        console.environment = environment
        _ = FontInspectCLI.run(arguments, console: console)
        return console.output
    }

    // MARK: Configuration in YAML or JSON

    /// The sample app with a configuration file written beside it.
    private func sampleCopy(_ files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.removeItem(atPath: folder.path)
        try FileManager.default.copyItem(atPath: Self.sample, toPath: folder.path)
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: folder.path + "/" + name)) }
        return folder
    }

    @Test func aYAMLConfigurationAtPathIsRead() throws {
        let app = try sampleCopy([".fontinspect.yml": "severities:\n  unregistered-font: error\n"])
        try FileManager.default.removeItem(atPath: app.path + "/SampleApp/Info.plist")
        let result = runTool("lint", app.path, "--format", "xcode")
        #expect(result.status == 1)
        // HarborSans-Bold.ttf is not among them: Main.storyboard's customFonts index registers it (FP340).
        #expect(result.output.contains(": error: font file (HarborSans-Medium) is copied into target"))
        #expect(!result.output.contains(": warning: "))
    }

    @Test func aMistypedRuleIdOrKeyStopsTheLintAndNamesTheNearestOne() throws {
        let app = try sampleCopy([".fontinspect.yml": "disabled:\n  - unregisterd-font\nexlude: [Vendor]\n"])
        let result = runTool("lint", app.path)
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.errors == """
            Error: \(app.path)/.fontinspect.yml:3: unknown key "exlude" (did you mean "exclude"?); expected one of disabled, severities, systemFonts, exclude
            Error: \(app.path)/.fontinspect.yml:2: unknown rule id "unregisterd-font" (did you mean "unregistered-font"?) (see 'fontinspect rules')

            """)
    }

    @Test func brokenYAMLIsAnErrorWithItsLine() throws {
        let app = try sampleCopy([".fontinspect.yml": "disabled:\n  - a\n - b\n"])
        let result = runTool("lint", app.path)
        #expect(result.status == 2)
        #expect(result.errors
            == "Error: \(app.path)/.fontinspect.yml:3: column 2: did not find expected key while parsing a block mapping\n")
    }

    @Test func withBothFilesTheYAMLIsUsedAndANoteSaysSo() throws {
        let app = try sampleCopy([
            ".fontinspect.yml": "disabled: [italic-angle]\n",
            ".fontinspect.json": #"{"disabled": ["no-such-rule"]}"#,
        ])
        let result = runTool("lint", app.path)
        #expect(result.status == 0)
        #expect(result.errors
            == "Note: \(app.path)/.fontinspect.yml is used; \(app.path)/.fontinspect.json is ignored (keep one of them)\n")
        // Named with --config, the file is the choice: no note.
        let named = runTool("lint", app.path, "--config", app.path + "/.fontinspect.yml")
        #expect(named.status == 0)
        #expect(named.errors == "")
    }

    @Test func configNamesAYAMLFileByItsExtension() throws {
        let folder = try TemporaryFolder()
        let config = folder.path + "/lint.yaml"
        try Data("severities: {unregistered-font: eror}\n".utf8).write(to: URL(fileURLWithPath: config))
        let result = runTool("lint", Self.sample, "--config", config)
        #expect(result.status == 2)
        #expect(result.errors == #"""
            Error: \#(config):1: severities.unregistered-font is "eror" (did you mean "error"?); expected one of "error", "warning", "info"

            """#)
    }
}
