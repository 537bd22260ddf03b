import Testing
@testable import FontInspector

@Suite struct PathGlobTests {
    @Test(arguments: [
        ("Vendor", "Vendor", true),
        ("Vendor", "Vendor/Fonts/A.ttf", false),
        ("Vendor/", "Vendor", true),
        ("./Vendor/*", "Vendor/A.ttf", true),
        ("Vendor/*", "Vendor/Fonts/A.ttf", false),
        ("Vendor/**", "Vendor/Fonts/A.ttf", true),
        ("*.json", "styles.json", true),
        ("*.json", "Config/styles.json", false),
        ("**/*.json", "styles.json", true),
        ("**/*.json", "Config/Deep/styles.json", true),
        ("**/Generated/*.plist", "App/Generated/Styles.plist", true),
        ("**/Generated/*.plist", "Generated/Styles.plist", true),
        ("**/Generated/*.plist", "App/NotGenerated/Styles.plist", false),
        ("Fonts/Inter-?.ttf", "Fonts/Inter-B.ttf", true),
        ("Fonts/Inter-?.ttf", "Fonts/Inter-Bd.ttf", false),
        ("a**b", "a/x/y/b", true),
        ("*", "", true),
        ("", "", true),
        ("", "a", false),
        ("*a*a*a*a*a*a*a*a*b", String(repeating: "a", count: 200), false),
    ])
    func matchesWholeRelativePaths(pattern: String, path: String, matches: Bool) {
        #expect(PathGlob(pattern).matches(path) == matches, "\(pattern) ~ \(path)")
    }
}
