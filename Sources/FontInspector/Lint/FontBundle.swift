/// Everything the rules look at: the fonts under PATH with their faces, what the Info.plists
/// register, the style maps, the font names written in code and Interface Builder documents, the Xcode
/// targets linted, and the font names valid without being bundled. Built once by `FontBundleLoader`; rules
/// only read it.
public struct FontBundle: Sendable {
    /// PATH as given (an app's source folder or a built `.app`).
    public var root: String
    /// The font files the app ships, each with its faces, in walk order.
    public var fonts: [BundleFont]
    /// The Info.plists that declare fonts (or could not be read).
    public var infoPlists: [InfoPlistFonts]
    /// Each UIAppFonts entry and ATSApplicationFontsPath folder, resolved to files: what `isRegistered(_:)` asks.
    /// Nil for fonts read without an app (a folder of fonts, a diff side), which all count as registered.
    public var registration: FontRegistration?
    /// The style maps read, in walk order (or those named with `--style-map`).
    public var styleMaps: [StyleMap]
    /// PostScript names of fonts that ship with iOS/macOS, plus the config's `systemFonts`.
    public var systemFontNames: Set<String>
    /// `--require-bold`: a missing Bold Text variant is an error, not a warning.
    public var requireBold: Bool
    /// The font-name calls in the Swift and Objective-C files.
    public var sourceCalls: [SourceFontCall]
    /// The font names in storyboards and xibs.
    public var interfaceBuilderReferences: [InterfaceBuilderFontReference]
    /// The label font names in the SpriteKit scenes (`.sks`) the targets copy.
    public var sceneReferences: [SpriteKitSceneFontReference] = []
    /// The Xcode targets linted: every application target of the projects under PATH, or the one `--target`
    /// names. Empty without a project; the target rules then have nothing to check.
    public var targets: [XcodeTarget]
    /// The frameworks, libraries and resource bundles of the projects (not linted as apps, not tests): what an app
    /// may embed. A file one of them builds runs in host apps lint does not know (`ReferenceFontScopes`).
    public var embeddedTargets: [XcodeTarget] = []
    /// Every face in the bundle by its PostScript name (faces without one are left out).
    public let facesByPostScriptName: [String: [BundleFace]]
    /// The strings and character maps the glyph-coverage rules check; nil when the app has no strings.
    public var glyphCoverage: GlyphCoverage?
    /// The `fontinspect:` comments of the code, Interface Builder documents and XML property lists read.
    public var suppressionDirectives: [SuppressionDirective] = []
    /// Source files that register fonts at run time (`CTFontManagerRegisterGraphicsFont`, FontBlaster, …).
    public var registeringSourceFiles: Set<String> = []
    /// Source files that ask for a face by style rather than by name (`StyleSelectingCode`: symbolic traits,
    /// `.bold()`, `NSFontManager`, …), in file order; nil when the code was not read (`--no-sources`), so that
    /// whether anything asks is unknown.
    public var styleSelectingSourceFiles: [String]?
    /// Of `registeringSourceFiles`, those whose registrations name every file they take, with those files' names
    /// in the bundle (`ItsaSketch.ttf`; M382).
    public var runTimeRegisteredFileNames: [String: [String]] = [:]
    /// Font files a local Swift package ships as resources (in its own resource bundle, not at the app bundle's
    /// root), each with the package's folder.
    public var packageResourceFonts: [String: String] = [:]
    /// Storyboards and xibs an application target copies that name a font nothing loads, and that nothing in the
    /// checkout can load (`UnloadedInterfaceBuilderFiles`): unknown-font-name's error there is a warning (D380).
    public var unloadedInterfaceBuilderFiles: Set<String> = []
    /// The indices in `sourceCalls` of calls inside a function or Objective-C method nothing in the checkout calls
    /// (`UncalledFontHelpers`), with that function: unknown-font-name's error there is a warning (D381), other
    /// rules' findings on the call one step lower (`UncalledCodeFindings`).
    public var uncalledFontHelperCalls: [Int: UncalledFontHelper] = [:]
    /// For each index in `interfaceBuilderReferences` of a name no face answers to, why the document's font does not
    /// draw there or draws only until code replaces it (`ReplacedInterfaceBuilderFonts`): unknown-font-name's error
    /// there is an info or a warning (FP1100).
    var replacedInterfaceBuilderFonts: [Int: ReplacedInterfaceBuilderFonts.Replacement] = [:]
    /// The faces of the font files in the checkout that the app does not ship, by the unresolved names they answer to
    /// (`UnshippedFaces`): unknown-font-name then names the file instead of a near face (D1300, FP1200).
    var unshippedFaces = UnshippedFaces()
    /// For each Objective-C file, the lines of its fixed-size font calls in a class nothing in the checkout creates
    /// (`UncreatedClasses`), with the class's name: fixed-size-custom-font's warning there is an info (D422).
    public var uncreatedClassLines: [String: [Int: String]] = [:]
    /// The scanned source files no target builds and no project lists (`SourceFilesNoTargetBuilds`): the rules'
    /// findings on them are one step lower (`NoTargetCodeFindings`).
    public var sourceFilesNoTargetBuilds: Set<String> = []

    /// A bundle of values already read: `FontBundleLoader`'s, or one a caller or test assembles.
    public init(
        root: String, fonts: [BundleFont], infoPlists: [InfoPlistFonts] = [], registration: FontRegistration? = nil,
        styleMaps: [StyleMap] = [], systemFontNames: Set<String> = [], requireBold: Bool = false,
        sourceCalls: [SourceFontCall] = [], interfaceBuilderReferences: [InterfaceBuilderFontReference] = [],
        targets: [XcodeTarget] = []
    ) {
        self.root = root
        self.fonts = fonts
        self.infoPlists = infoPlists
        self.registration = registration
        self.styleMaps = styleMaps
        self.systemFontNames = systemFontNames
        self.requireBold = requireBold
        self.sourceCalls = sourceCalls
        self.interfaceBuilderReferences = interfaceBuilderReferences
        self.targets = targets
        var byName: [String: [BundleFace]] = [:]
        for font in fonts {
            for face in font.faces {
                if let name = face.postScriptName { byName[name, default: []].append(BundleFace(font: font, face: face)) }
            }
        }
        facesByPostScriptName = byName
    }

    /// The font file at a walk path, if one was read there.
    public func font(at path: String) -> BundleFont? { fonts.first { $0.path == path } }

    /// Every face of every font, each with its file.
    public var allFaces: [BundleFace] { fonts.flatMap { font in font.faces.map { BundleFace(font: font, face: $0) } } }

    /// Whether the app registers the file: an Info.plist's UIAppFonts entry or ATSApplicationFontsPath folder
    /// names it (true for every file of a bundle without a registration). The one answer every rule, the name
    /// lookup, generate, specimen and diff ask.
    public func isRegistered(_ font: BundleFont) -> Bool { registration?.isRegistered(font.path) ?? true }

    /// True when some Info.plist declares fonts. Without one, registration cannot be judged file by
    /// file: rules that need it take every font as registered (or say that nothing registers them).
    public var declaresFonts: Bool { infoPlists.contains(where: \.declaresFonts) }
}

/// One font file under PATH. Whether the app registers it is the bundle's answer: `FontBundle.isRegistered(_:)`.
public struct BundleFont: Sendable, Hashable {
    /// The file's walk path.
    public var path: String
    /// Its faces and named instances, in file order; empty when it could not be read.
    public var faces: [FontFace]
    /// One per face of the file (not per named instance): the tables behind the names.
    public var details: [FontDetails]
    /// What stopped the file or one of its faces being read.
    public var errors: [InputProblem]

    /// A font file and what was read from it.
    public init(path: String, faces: [FontFace], details: [FontDetails], errors: [InputProblem]) {
        self.path = path
        self.faces = faces
        self.details = details
        self.errors = errors
    }
}

/// A face together with the file it lives in.
public struct BundleFace: Sendable, Hashable {
    /// The file.
    public var font: BundleFont
    /// The face (or named instance) in it.
    public var face: FontFace

    /// Where findings about the face point: its file, face index and named instance.
    public var location: Finding.Location { Finding.Location(face: face, file: font.path) }

    /// `Fonts/Foo.ttf`, `Foo.ttc (face 2)`, `Foo-VF.ttf (instance 3)`: how a message names another face than the
    /// one it is about.
    public var place: String {
        var position: [String] = []
        if face.faceIndex != 0 { position.append("face \(face.faceIndex)") }
        if let instance = face.instanceIndex { position.append("instance \(instance)") }
        return font.path + (position.isEmpty ? "" : " (" + position.joined(separator: ", ") + ")")
    }
}
