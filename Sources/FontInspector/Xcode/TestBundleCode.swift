import Foundation

/// The code only test bundles build: a unit or UI test target's sources and the helpers beside them, which never
/// ship in the app, so their font names are not the app's. A folder is a test folder when a test bundle compiles
/// a file in it and no other target compiles or copies one there; a file belongs to the nearest folder up its
/// path that holds some target's file (a header a test folder keeps, which no phase lists, goes with it).
package struct TestBundleCode: Sendable {
    private var testFolders: Set<String> = []
    private var memberFolders: Set<String> = []

    package init(targets: [XcodeTarget]) {
        var shippedFolders: Set<String> = []
        for target in targets {
            let folders = (target.isTestBundle ? target.compiledFiles : Array(target.memberFiles)).map(Self.folder(of:))
            if target.isTestBundle { testFolders.formUnion(folders) } else { shippedFolders.formUnion(folders) }
        }
        memberFolders = testFolders.union(shippedFolders)
        testFolders.subtract(shippedFolders)
    }

    /// Whether `path` is code of a test bundle only.
    package func contains(_ path: String) -> Bool {
        guard !testFolders.isEmpty else { return false }
        var folder = Self.folder(of: path)
        while !folder.isEmpty, folder != "/" {
            if memberFolders.contains(folder) { return testFolders.contains(folder) }
            folder = Self.folder(of: folder)
        }
        return false
    }

    private static func folder(of path: String) -> String { PathName.parent(of: path) }
}
