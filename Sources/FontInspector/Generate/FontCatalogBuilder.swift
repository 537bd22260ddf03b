import Foundation

/// Builds the `FontCatalog` from a loaded bundle: the faces lint reads (the fonts the app ships), each once by
/// its PostScript name exactly as `list` prints it, grouped and ordered as `list` orders them, with identifiers
/// claimed in that order; then the style maps' entries that name bundled faces.
enum FontCatalogBuilder {
    /// The names the namespace itself declares: no family or style map may take them.
    static let namespaceMembers: Set<String> = [
        "Face", "TextStyle", "StyledFont", "RegistrationError", "StyledFontModifier", "allFaces", "files", "register", "isBoldTextEnabled",
        "validate",
    ]
    /// The names a family enum itself declares.
    static let familyMembers: Set<String> = ["all"]
    /// The names a style-map enum itself declares.
    static let styleMapMembers: Set<String> = ["all"]

    static func build(_ bundle: FontBundle, namespace: String) -> FontCatalog {
        var notes: [InputProblem] = []
        let kept = generatedFaces(of: bundle, notes: &notes)
        let bundlePaths = BundleRelativePaths(bundle)
        var typeScope = SwiftIdentifierScope(reserved: namespaceMembers.union([namespace]))
        var families: [CatalogFamily] = []
        var byPostScriptName: [String: CatalogFace] = [:]
        for group in FaceListing(kept.map(\.face)).families {
            let prefix = group.faces.first?.postScriptName.map(postScriptPrefix) ?? ""
            let base = (group.name.flatMap(SwiftIdentifier.type(from:)) ?? SwiftIdentifier.type(from: prefix)) ?? "Family"
            let familyIdentifier = typeScope.claim([base, base + "Family"])
            var memberScope = SwiftIdentifierScope(reserved: familyMembers)
            var faces: [CatalogFace] = []
            // Faces whose styles give one identifier (three "Regular" files) are told apart by PostScript name.
            let styleCounts = Dictionary(group.faces.compactMap { $0.style.flatMap(SwiftIdentifier.member(from:)) }.map { ($0, 1) }, uniquingKeysWith: +)
            for face in group.faces {
                guard let postScriptName = face.postScriptName else { continue }
                let byStyle = face.style.flatMap(SwiftIdentifier.member(from:))
                let byName = SwiftIdentifier.member(from: postScriptSuffix(postScriptName))
                let shared = byStyle.map { styleCounts[$0, default: 0] > 1 } ?? false
                let candidates = (shared ? [byName, byStyle] : [byStyle, byName]).compactMap { $0 }
                    + [SwiftIdentifier.member(from: postScriptName)].compactMap { $0 }
                let catalogFace = CatalogFace(
                    identifier: memberScope.claim(candidates), familyIdentifier: familyIdentifier,
                    postScriptName: postScriptName, family: face.family ?? "", style: face.style ?? "",
                    weight: face.weight ?? 400, italic: face.italic, file: bundlePaths.path(of: face.file), path: face.file,
                    faceIndex: face.faceIndex, instanceIndex: face.instanceIndex)
                faces.append(catalogFace)
                byPostScriptName[postScriptName] = catalogFace
            }
            families.append(CatalogFamily(name: group.name, identifier: familyIdentifier, faces: faces))
        }
        let styleMaps = styleMaps(of: bundle, faces: byPostScriptName, scope: &typeScope, notes: &notes)
        var catalog = FontCatalog(namespace: namespace, families: families, styleMaps: styleMaps, notes: notes)
        let deploymentTargets = bundle.targets.compactMap(\.iOSDeploymentTarget)
        catalog.supportsBeforeIOS13 = deploymentTargets.isEmpty
            || deploymentTargets.contains { $0.compare("13", options: .numeric) == .orderedAscending }
        return catalog
    }

    /// Every face with a PostScript name that Apple platforms load, each name once: a registered file's face
    /// before an unregistered one's, then walk order. What is left out gets a note.
    private static func generatedFaces(of bundle: FontBundle, notes: inout [InputProblem]) -> [BundleFace] {
        var kept: [String: BundleFace] = [:]
        var order: [String] = []
        let fonts = bundle.fonts.filter(bundle.isRegistered) + bundle.fonts.filter { !bundle.isRegistered($0) }
        for font in fonts {
            if font.faces.isEmpty {
                let reason = font.errors.first?.message ?? "no face could be read"
                notes.append(InputProblem(message: "not generated: \(reason)", file: font.path))
            }
            for face in font.faces {
                let place = BundleFace(font: font, face: face).place
                guard face.isLoadableOnApplePlatforms else {
                    notes.append(InputProblem(message: "not generated: \(face.format.rawValue) faces do not load on Apple platforms", file: place))
                    continue
                }
                guard let name = face.postScriptName else {
                    notes.append(InputProblem(message: "not generated: the face has no PostScript name, so code cannot name it", file: place))
                    continue
                }
                if let first = kept[name] {
                    notes.append(InputProblem(message: "not generated: \"\(name)\" is also the PostScript name of \(first.place), which is used", file: place))
                    continue
                }
                kept[name] = BundleFace(font: font, face: face)
                order.append(name)
            }
        }
        return order.compactMap { kept[$0] }
    }

    /// The style maps' entries whose face is generated, each text style once (its first entry), under an enum
    /// named after the map's file.
    private static func styleMaps(
        of bundle: FontBundle, faces: [String: CatalogFace], scope: inout SwiftIdentifierScope, notes: inout [InputProblem]
    ) -> [CatalogStyleMap] {
        let variants = BoldTextVariant.all(in: bundle)
        return bundle.styleMaps.compactMap { map -> CatalogStyleMap? in
            var styles: [CatalogTextStyle] = []
            for entry in map.entries where !styles.contains(where: { $0.style == entry.style }) {
                let place = map.file + (entry.line.map { ":\($0)" } ?? "")
                func skip(_ why: String) { notes.append(InputProblem(message: "\(entry.key) not generated: \(why)", file: place)) }
                guard ![.extraLargeTitle, .extraLargeTitle2].contains(entry.style) else {
                    skip("\(entry.style.uikitCaseName) exists only on visionOS")
                    continue
                }
                guard let fontName = entry.fontName?.value, let size = entry.fontSize else {
                    skip("the entry has no valid fontName and fontSize")
                    continue
                }
                guard let variant = variants.first(where: { $0.map.file == map.file && $0.entry.key == entry.key }),
                      let regular = variant.regular.face.postScriptName.flatMap({ faces[$0] })
                else {
                    skip("\"\(fontName)\" is not the PostScript name of a generated face")
                    continue
                }
                let bold = (variant.named ?? variant.inferred)?.face.postScriptName.flatMap { faces[$0] }
                if let boldName = entry.boldFontName?.value, variant.named == nil {
                    skip("its boldFontName \"\(boldName)\" is not the PostScript name of a generated face")
                    continue
                }
                styles.append(CatalogTextStyle(
                    style: entry.style, regular: regular, bold: bold, boldIsInferred: variant.named == nil && bold != nil,
                    size: size, boldSize: entry.boldFontSize))
            }
            guard !styles.isEmpty else { return nil }
            styles.sort { $0.style < $1.style }
            let stem = String((map.file.split(separator: "/").last ?? "").split(separator: ".").first ?? "")
            let base = SwiftIdentifier.type(from: stem) ?? "StyleMap"
            return CatalogStyleMap(file: map.file, identifier: scope.claim([base, base + "Styles"]), styles: styles)
        }
    }

    /// `HarborSans` of `HarborSans-Bold`: names a family that stores no family name.
    private static func postScriptPrefix(_ name: String) -> String {
        String(name.split(separator: "-", maxSplits: 1).first ?? Substring(name))
    }

    /// `Bold` of `HarborSans-Bold`, `Regular_Thin` of `FixtureVar-Regular_Thin`: the style part of a PostScript name.
    private static func postScriptSuffix(_ name: String) -> String {
        guard let dash = name.firstIndex(of: "-") else { return name }
        return String(name[name.index(after: dash)...])
    }
}
