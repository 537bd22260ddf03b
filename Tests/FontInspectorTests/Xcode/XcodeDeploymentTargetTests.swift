import Testing
@testable import FontInspector
import TestSupport

/// `IPHONEOS_DEPLOYMENT_TARGET`, which generate reads to know whether Bold Text needs the pre-iOS 13 fallback.
@Suite struct XcodeDeploymentTargetTests {
    @Test func theSampleAppTargetsIOS17() throws {
        let project = Fixtures.repositoryRoot + "/Examples/SampleApp/SampleApp.xcodeproj/project.pbxproj"
        let (targets, _) = try XcodeProjectReader.read(file: project, walkedFiles: [])
        #expect(targets.map(\.name) == ["SampleApp"])
        #expect(targets.map(\.iOSDeploymentTarget) == ["17.0"])
    }
}
