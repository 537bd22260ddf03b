import Foundation
import Testing
@testable import FontInspectCommands

/// Examples/GitHub/fontinspect.yml: valid YAML (read with Python's yaml, from PyPI's PyYAML), the steps
/// and commands it names exist, and its lint steps, run with a stand-in fontinspect, fail the job exactly
/// when they should: on errors found, on a tool that is missing or cannot run, on no output.
@Suite struct GitHubWorkflowTests {
    static let workflowPath = RepositoryPath.root + "/Examples/GitHub/fontinspect.yml"

    struct Step {
        var name: String?
        var uses: String?
        var run: String?
        var condition: String?
    }

    static func workflow() throws -> [String: Any] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))", workflowPath]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "python3 with PyYAML (pip install pyyaml) must read the workflow")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func job() throws -> [String: Any] {
        try #require((try workflow()["jobs"] as? [String: Any])?["fontinspect"] as? [String: Any])
    }

    static func steps() throws -> [Step] {
        let raw = try #require(try job()["steps"] as? [[String: Any]])
        return raw.map { Step(name: $0["name"] as? String, uses: $0["uses"] as? String, run: $0["run"] as? String, condition: $0["if"] as? String) }
    }

    static func script(named name: String) throws -> String {
        try #require(try steps().first(where: { $0.name == name })?.run)
    }

    @Test func runsOnUbuntuAndMacOSWithThePermissionSARIFNeeds() throws {
        let workflow = try Self.workflow()
        #expect(workflow["permissions"] as? [String: String] == ["contents": "read", "security-events": "write"])
        let job = try Self.job()
        #expect(job["runs-on"] as? String == "${{ matrix.os }}")
        #expect(((job["strategy"] as? [String: Any])?["matrix"] as? [String: Any])?["os"] as? [String] == ["ubuntu-latest", "macos-latest"])
    }

    @Test func stepsInOrder() throws {
        #expect(try Self.steps().map { $0.name ?? $0.uses ?? "?" } == [
            "actions/checkout@v4",
            "Install fontinspect's libraries (Linux)",
            "Install fontinspect's libraries (macOS)",
            "Build and install fontinspect",
            "Check that fontinspect runs",
            "Lint fonts (SARIF)",
            "Upload SARIF to code scanning",
            "Lint fonts (annotations)",
        ])
        let upload = try #require(try Self.steps().first { $0.uses?.hasPrefix("github/codeql-action/upload-sarif@") == true })
        #expect(upload.uses == "github/codeql-action/upload-sarif@v3")
        #expect(upload.condition?.hasPrefix("runner.os == 'Linux'") == true)
    }

    @Test func everyScriptIsValidBashAndNoneHidesAFailure() throws {
        let scripts = try Self.steps().compactMap(\.run)
        #expect(scripts.count == 6)
        for script in scripts {
            #expect(try runBash(["-n", "-c", script], environment: [:], in: RepositoryPath.root) == (0, ""), "\(script)")
            #expect(!script.contains("|| true"))
            #expect(!script.contains("continue-on-error"))
        }
    }

    /// What the workflow runs exists here: the Makefile's install target, the packages bootstrap installs,
    /// and lint options the parser accepts.
    @Test func theCommandsItNamesExist() throws {
        let install = try Self.script(named: "Build and install fontinspect")
        #expect(install.contains(#"make -C "$RUNNER_TEMP/fontinspect" install PREFIX="$RUNNER_TEMP/fontinspect-install""#))
        let makefile = try String(contentsOfFile: RepositoryPath.root + "/Makefile", encoding: .utf8)
        #expect(makefile.contains("\ninstall: build\n"))
        let bootstrap = try String(contentsOfFile: RepositoryPath.root + "/scripts/bootstrap", encoding: .utf8)
        for package in ["libfreetype-dev", "libfontconfig-dev", "pkg-config"] {
            #expect(try Self.script(named: "Install fontinspect's libraries (Linux)").contains(package))
            #expect(bootstrap.contains(package))
        }
        var lintLines: [[String]] = []
        for step in try Self.steps() {
            for line in (step.run ?? "").split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                guard let start = words.firstIndex(of: "fontinspect"), words.dropFirst(start + 1).first == "lint" else { continue }
                let end = words[start...].firstIndex { $0 == ">" || $0 == "||" } ?? words.endIndex
                lintLines.append(Array(words[(start + 2)..<end]))
            }
        }
        #expect(lintLines == [[".", "--format", "sarif"], [".", "--format", "github"]])
        for arguments in lintLines {
            #expect(throws: Never.self) { try ArgumentParser.parse(arguments, options: LintCommand.options) }
        }
    }

    @Test(arguments: [
        (0, 0, "fontinspect: no errors\n"),
        (1, 1, "::error title=fontinspect::lint found errors; they are annotated on the files above\n"),
        (2, 1, "::error title=fontinspect::lint could not run (exit status 2); its message is above\n"),
        (64, 1, "::error title=fontinspect::lint could not run (exit status 64); its message is above\n"),
    ])
    func annotationsStepFailsOnErrorsAndOnNotRunning(_ toolStatus: Int, _ stepStatus: Int32, _ lastLine: String) throws {
        let fake = try FakeToolFolder()
        let result = try runBash(["-e", "-c", try Self.script(named: "Lint fonts (annotations)")], environment: [
            "PATH": fake.bin + ":/usr/bin:/bin", "FAKE_STATUS": String(toolStatus),
        ], in: fake.path)
        #expect(result == (stepStatus, "fake fontinspect: lint . --format github\n" + lastLine))
    }

    @Test(arguments: [
        (0, "", 0, ""),
        (1, "", 0, ""),
        (2, "", 1, "::error title=fontinspect::lint could not run (exit status 2); its message is above\n"),
        (0, "silent", 1, "::error title=fontinspect::lint wrote no SARIF output\n"),
    ])
    func sarifStepFailsOnlyWhenLintCouldNotRunOrWroteNothing(_ toolStatus: Int, _ silent: String, _ stepStatus: Int32, _ output: String) throws {
        let fake = try FakeToolFolder()
        let result = try runBash(["-e", "-c", try Self.script(named: "Lint fonts (SARIF)")], environment: [
            "PATH": fake.bin + ":/usr/bin:/bin", "FAKE_STATUS": String(toolStatus), "FAKE_SILENT": silent,
        ], in: fake.path)
        #expect(result == (stepStatus, output))
        if silent.isEmpty {
            #expect(try String(contentsOfFile: fake.path + "/fontinspect.sarif", encoding: .utf8) == "fake fontinspect: lint . --format sarif\n")
        }
    }

    @Test func aMissingToolFailsTheJobWithAClearMessage() throws {
        let empty = try TemporaryFolder()
        let environment = ["PATH": "/usr/bin:/bin"]
        #expect(try runBash(["-e", "-c", try Self.script(named: "Check that fontinspect runs")], environment: environment, in: empty.path)
            == (1, "::error title=fontinspect::fontinspect is not on PATH after installing it\n"))
        let lint = try runBash(["-e", "-c", try Self.script(named: "Lint fonts (annotations)")], environment: environment, in: empty.path)
        #expect(lint.status == 1)
        #expect(lint.output.hasSuffix("::error title=fontinspect::lint could not run (exit status 127); its message is above\n"))
    }
}
