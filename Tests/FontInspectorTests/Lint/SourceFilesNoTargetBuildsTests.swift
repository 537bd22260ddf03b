import Testing
import TestSupport
@testable import FontInspector

/// Which source files no target builds and no project lists (FP422): only where every way a file reaches a build is
/// known, and never a file a project names, a header, or one a package, a synchronized folder or a pod may build.
@Suite struct SourceFilesNoTargetBuildsTests {
    /// One read project whose app compiles `App/Title.m` and lists `App/Listed.m` without building it.
    private func scan(synchronizedFolders: [String] = [], unread: [String] = []) -> XcodeProjectScan {
        var scan = XcodeProjectScan(
            targets: [XcodeTarget(name: "App", productType: XcodeTarget.applicationProductType, project: "App.xcodeproj/project.pbxproj",
                infoPlists: ["Info.plist"], copiedFiles: [], compiledFiles: ["App/Title.m"])],
            projectCount: 1)
        scan.listing.fileNames = ["title.m", "listed.m"]
        scan.listing.synchronizedFolders = synchronizedFolders
        scan.unreadProjects = unread
        return scan
    }

    @Test func aFileNoProjectListsIsBuiltByNoTarget() {
        let judge = SourceFilesNoTargetBuilds(scan: scan(), otherFiles: [])
        let files = ["App/Title.m", "App/Listed.m", "App/LISTED.m", "App/Old/Cell.m", "App/Old/Cell.swift", "App/Old/Cell.mm", "App/Old/Cell.h", "Pods/Kit/Cell.m", "Carthage/Checkouts/Kit/Cell.m"]
        #expect(judge.files(among: files).sorted() == ["App/Old/Cell.m", "App/Old/Cell.mm", "App/Old/Cell.swift"])
    }

    @Test func packageAndSynchronizedFoldersMayBuildTheirFiles() {
        let judge = SourceFilesNoTargetBuilds(scan: scan(synchronizedFolders: ["Widget"]), otherFiles: ["Packages/Kit/Package.swift"])
        #expect(judge.files(among: ["Packages/Kit/Sources/Cell.swift", "Widget/Cell.swift", "WidgetOld/Cell.swift"]) == ["WidgetOld/Cell.swift"])
    }

    @Test func nothingIsJudgedWhereABuildIsUnknown() {
        let cases: [(String, XcodeProjectScan, [String])] = [
            ("a project not read", scan(unread: ["Other.xcodeproj/project.pbxproj"]), []),
            ("a podspec", scan(), ["Kit.podspec"]),
            ("a JSON podspec", scan(), ["Kit.podspec.json"]),
            ("an XcodeGen spec", scan(), ["project.yml"]),
            ("a Tuist manifest", scan(), ["Project.swift"]),
            ("no project", XcodeProjectScan(), []),
        ]
        for (reason, scan, otherFiles) in cases {
            let judge = SourceFilesNoTargetBuilds(scan: scan, otherFiles: otherFiles)
            #expect(!judge.canTell && judge.files(among: ["App/Old/Cell.m"]).isEmpty, "\(reason)")
        }
    }

    @Test func aFamilyNameInAFileLeftOnDiskIsAnInfoThatSaysWhy() throws {
        let app = try TempApp()
        try app.text(try #require(RuleExample.File.xcodeProject([RuleExample.Target("App", resources: ["Fonts/Sans.ttf"], sources: ["App/Title.m"])]).unmarkedText), at: "App.xcodeproj/project.pbxproj")
        try app.font("FixtureSans-Regular", from: Fixtures.font("Generated/Static"), at: "Fonts/Sans.ttf")
        try app.infoPlist(["Sans.ttf"])
        try app.text("self.title.font = [UIFont fontWithName:@\"Fixture Sans\" size:12];\n", at: "App/Title.m")
        try app.text("self.day.font = [UIFont fontWithName:@\"Fixture Sans\" size:12];\n", at: "App/Old/Cell.m")
        let findings = try app.lint().findings.filter { $0.ruleID == FontNameNotPostScript.id }
        #expect(findings.map { "\(PathName.last(of: $0.location.file)) \($0.severity)" } == ["Cell.m info", "Title.m warning"])
        #expect(findings.first?.message.text.hasSuffix(
            "; but no target builds Cell.m (no Xcode project under PATH lists it), so this code is not in the app") == true)
    }
}
