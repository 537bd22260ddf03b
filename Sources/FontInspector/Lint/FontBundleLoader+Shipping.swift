import Foundation

/// The part of loading that decides which font files are the app's: the fonts lint reads and checks.
extension FontBundleLoader {
    /// The walked font files the app ships. With an Xcode project (or an XcodeGen spec), those its linted
    /// targets copy, those the frameworks and bundles it may embed copy (`embedded`), and those a local Swift
    /// package ships as resources (one those targets depend on, or one no target of the projects names); without one,
    /// every font file. Fonts a web page loads with `@font-face`, and WOFF files (a format a script loads into a web
    /// view, as MathJax does) and the fonts beside such a WOFF, are the web view's, never the app's. A file an Info.plist registers is
    /// always kept: the registration rules say what is wrong with it. `notes` gets one line on what was left out;
    /// `unshipped` is what was left out that is not a web view's (what `UnshippedFaces` reads).
    static func shippedFontFiles(
        in contents: BundleContents, targets: [XcodeTarget], embedded: [XcodeTarget], packageFonts: [String: String],
        registration: FontRegistration, notes: inout [InputProblem]
    ) -> (kept: [FontFileCandidate], unshipped: [FontFileCandidate]) {
        let paths = contents.fontFiles.map(\.path)
        // A WOFF nothing registers is a web view's (MathJax's fonts) in an app: one with a project or a font
        // registration. A bare folder of fonts (a package registering its fonts in code, TestFonts) keeps them.
        let isApp = !targets.isEmpty || contents.infoPlists.contains(where: \.declaresFonts)
        let webFormat = isApp ? paths.filter { WebFontUsage.isWebFormat($0) && !registration.isRegistered($0) } : []
        let webFonts = WebFontUsage.webFonts(paths, pages: contents.otherFiles).union(webFormat)
            .union(WebFontUsage.sameFolder(as: webFormat, in: paths))
        var inApp: Set<String>?
        if !targets.isEmpty {
            var shipped = Set(packageFonts.keys)
            for target in targets + embedded { shipped.formUnion(target.copiedFiles.map(\.path)) }
            inApp = shipped
        }
        let kept = contents.fontFiles.filter { font in
            registration.isRegistered(font.path) || (!webFonts.contains(font.path) && inApp?.contains(font.path) ?? true)
        }
        let keptPaths = Set(kept.map(\.path))
        let left = contents.fontFiles.filter { !keptPaths.contains($0.path) }
        let web = left.map(\.path).filter(webFonts.contains)
        let unshipped = left.filter { !webFonts.contains($0.path) }
        if !web.isEmpty {
            notes.append(InputProblem(message: leftOutNote(web, contents: contents) {
                "\($0) loaded by a web page's @font-face or in a web format (WOFF) nothing registers: a web view's fonts, not the app's"
            }, file: contents.root))
        }
        if !unshipped.isEmpty {
            let scope = targets.count == 1 ? "target \"\(targets[0].name)\"" : "any linted target"
            notes.append(InputProblem(message: leftOutNote(unshipped.map(\.path), contents: contents) {
                "\($0) not copied by \(scope) or a framework nor shipped as a Swift package's resource"
            }, file: contents.root))
        }
        return (kept, unshipped)
    }

    /// The strings tables the app ships, whose characters the glyph-coverage rules check (FP380). With an Xcode
    /// project (or an XcodeGen spec): those its linted targets or the frameworks they embed copy, alone or inside a
    /// folder or bundle they copy, those of a local Swift package (SwiftPM bundles a package's `.lproj` folders
    /// itself), and those under `Pods/` when a target copies its pods' resources. A vendored SDK's tables that no
    /// target copies are not the app's text. Without a project, every table. `notes` gets one line on what was left out.
    static func shippedTables(
        _ tables: [LocalizationFileFinder.Found], in contents: BundleContents, targets: [XcodeTarget], embedded: [XcodeTarget],
        notes: inout [InputProblem]
    ) -> [LocalizationFileFinder.Found] {
        guard !targets.isEmpty else { return tables }
        let copied = Set((targets + embedded).flatMap { $0.copiedFiles.map(\.path) })
        let packageFolders = contents.otherFiles.filter(SwiftPackageResources.isManifest).map { PathName.parent(of: $0) }
        let copiesPods = (targets + embedded).contains(where: \.copiesPodResources)
        let isShipped = { (path: String) -> Bool in
            if copied.contains(path) || packageFolders.contains(where: { path.hasPrefix($0 + "/") }) { return true }
            if copiesPods, contents.relativePath(of: path).split(separator: "/").first == "Pods" { return true }
            // A copied folder or bundle (`Strings.bundle`) ships the tables inside it.
            var folder = PathName.parent(of: path)
            while folder.count > contents.root.count {
                if copied.contains(folder) { return true }
                folder = PathName.parent(of: folder)
            }
            return false
        }
        let (kept, left) = (tables.filter { isShipped($0.path) }, tables.filter { !isShipped($0.path) })
        if !left.isEmpty {
            let examples = left.prefix(2).map { contents.relativePath(of: $0.path) }.joined(separator: ", ")
            let count = left.count == 1 ? "1 strings table" : "\(left.count) strings tables"
            let verb = left.count == 1 ? "is" : "are"
            notes.append(InputProblem(
                message: "\(count) (\(examples)\(left.count > 2 ? ", …" : "")) \(verb) copied by no linted target or framework nor in a Swift package: not the app's text; characters not checked",
                file: contents.root))
        }
        return kept
    }

    /// The walked font files a local Swift package ships as resources, each with the package's folder: a package the
    /// linted targets (or the frameworks they embed) depend on, or one no target of the projects names. Empty
    /// without a project.
    static func packageResourceFonts(
        in contents: BundleContents, targets: [XcodeTarget], embedded: [XcodeTarget], referencedPackages: Set<String>
    ) -> [String: String] {
        guard !targets.isEmpty else { return [:] }
        let manifests = SwiftPackageResources.shippedManifests(
            contents.otherFiles.filter(SwiftPackageResources.isManifest),
            dependedOn: Set((targets + embedded).flatMap(\.localPackages)), referenced: referencedPackages)
        return SwiftPackageResources.shippingPackages(of: contents.fontFiles.map(\.path), manifests: manifests)
    }

    /// What each framework target copies, by target name: the files a `UIAppFonts` entry
    /// `Frameworks/<Name>.framework/…` of an app embedding it names (FP1400).
    static func frameworkCopies(of embedded: [XcodeTarget]) -> [String: [CopiedFile]] {
        embedded.filter(\.isFramework).reduce(into: [:]) { copies, target in copies[target.name, default: []] += target.copiedFiles }
    }

    /// `3 font files (Tools/Icons.ttf, …) are …; not linted`; `why` gets `is` or `are`.
    private static func leftOutNote(_ paths: [String], contents: BundleContents, why: (String) -> String) -> String {
        let examples = paths.prefix(3).map(contents.relativePath(of:)).joined(separator: ", ")
        let count = paths.count == 1 ? "1 font file" : "\(paths.count) font files"
        return "\(count) (\(examples)\(paths.count > 3 ? ", …" : "")) " + why(paths.count == 1 ? "is" : "are") + "; not linted"
    }
}
