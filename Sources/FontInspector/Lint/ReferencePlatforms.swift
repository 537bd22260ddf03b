/// The platforms whose system fonts a file's font names are checked against: those of the Xcode targets that
/// compile or copy the file; for a file in no target, a built bundle's platform (`Contents/` is macOS's layout);
/// otherwise iOS ∪ macOS, so that a name no target claims never becomes an error for the wrong platform. A watchOS
/// or tvOS target's files get that platform: lint has no catalogue of its fonts and says so.
struct ReferencePlatforms {
    static let all = Set(ApplePlatform.catalogued)

    private let byFile: [String: Set<ApplePlatform>]
    /// What a file in no target gets.
    let unclaimed: Set<ApplePlatform>

    init(bundle: FontBundle) {
        var byFile: [String: Set<ApplePlatform>] = [:]
        for target in bundle.targets {
            let platforms = target.platform.map { [$0] } ?? Self.all
            for file in target.memberFiles { byFile[file, default: []].formUnion(platforms) }
        }
        self.byFile = byFile
        unclaimed = Self.builtBundlePlatform(root: bundle.root, infoPlists: bundle.infoPlists.map(\.file)).map { [$0] } ?? Self.all
    }

    func of(_ file: String) -> Set<ApplePlatform> { byFile[file] ?? unclaimed }

    /// A built `.app`: macOS keeps its Info.plist in `Contents/`, iOS at the bundle's root. Nil for a source folder.
    static func builtBundlePlatform(root: String, infoPlists: [String]) -> ApplePlatform? {
        var root = root
        while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
        guard root.hasSuffix(".app") else { return nil }
        if infoPlists.contains(root + "/Contents/Info.plist") { return .macOS }
        if infoPlists.contains(root + "/Info.plist") { return .iOS }
        return nil
    }
}
