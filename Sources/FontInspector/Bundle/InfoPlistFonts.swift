/// What one Info.plist says about an app's fonts: the `UIAppFonts` entries (iOS, tvOS, watchOS, Mac Catalyst)
/// and the macOS `ATSApplicationFontsPath` folder, each with its line, plus what is wrong with them.
public struct InfoPlistFonts: Sendable, Equatable {
    /// The iOS key listing the font files an app registers.
    public static let appFontsKey = "UIAppFonts"
    /// The macOS key naming the folder whose fonts an app registers.
    public static let applicationFontsPathKey = "ATSApplicationFontsPath"

    /// The Info.plist's path.
    public let file: String
    /// The string entries of `UIAppFonts`, in order: bundle-relative font file paths.
    public private(set) var appFonts: [Located<String>] = []
    /// The macOS fonts folder, relative to `Contents/Resources` (`.` for Resources itself).
    public private(set) var applicationFontsPath: Located<String>?
    /// Unreadable file, wrong types, empty paths. Entries of the wrong type are left out of `appFonts`.
    public private(set) var problems: [InputProblem] = []
    /// True when the plist has `UIAppFonts` or `ATSApplicationFontsPath`, whatever their values.
    public private(set) var declaresFonts = false

    /// Reads `file`; a file that cannot be read gives a value whose `problems` say why.
    public static func read(file: String) -> InfoPlistFonts {
        do {
            return InfoPlistFonts(document: try PropertyListDocument.read(file: file))
        } catch {
            return InfoPlistFonts(file: file, problems: [error])
        }
    }

    private init(file: String, problems: [InputProblem]) {
        self.file = file
        self.problems = problems
    }

    /// The `UIAppFonts` of an Info.plist a project generator writes at build time (XcodeGen's `info: properties:`,
    /// Tuist's `infoPlist: .extendingDefault(with:)`), as read from the spec in `file`.
    public init(generatedFrom file: String, appFonts: [Located<String>], problems: [InputProblem] = []) {
        self.file = file
        self.appFonts = appFonts
        self.problems = problems
        declaresFonts = true
    }

    /// What a parsed property list declares; what is wrong with it lands in `problems`.
    public init(document: PropertyListDocument) {
        file = document.file
        guard let root = document.root.dictionaryValue else {
            problems.append(document.problem(
                .wrongType, at: .root,
                "the property list is \(document.root.typeDescription); expected a dictionary at the top level"))
            return
        }
        if let value = root[Self.appFontsKey] {
            declaresFonts = true
            readAppFonts(value, in: document)
        }
        if let value = root[Self.applicationFontsPathKey] {
            declaresFonts = true
            readApplicationFontsPath(value, in: document)
        }
    }

    private mutating func readAppFonts(_ value: PropertyListValue, in document: PropertyListDocument) {
        let key = PropertyListPath.root.appending(key: Self.appFontsKey)
        guard let entries = value.arrayValue else {
            problems.append(document.problem(
                .wrongType, at: key,
                "\(Self.appFontsKey) is \(value.typeDescription); expected an array of font file paths such as \"Fonts/Inter.ttf\""))
            return
        }
        for (index, entry) in entries.enumerated() {
            let path = key.appending(index: index)
            switch entry.stringValue {
            case nil:
                problems.append(document.problem(
                    .wrongType, at: path,
                    "\(path) is \(entry.typeDescription); expected a string, a font file path such as \"Fonts/Inter.ttf\""))
            case ""?:
                problems.append(document.problem(
                    .invalidValue, at: path, "\(path) is an empty string; expected a font file path such as \"Fonts/Inter.ttf\""))
            case let text?:
                appFonts.append(Located(text, file: file, line: document.line(of: path), keyPath: path.description))
            }
        }
    }

    private mutating func readApplicationFontsPath(_ value: PropertyListValue, in document: PropertyListDocument) {
        let path = PropertyListPath.root.appending(key: Self.applicationFontsPathKey)
        switch value.stringValue {
        case nil:
            problems.append(document.problem(
                .wrongType, at: path,
                "\(path) is \(value.typeDescription); expected a string, a folder relative to Contents/Resources such as \"Fonts\" or \".\""))
        case let text?:
            // An empty path relative to Contents/Resources is that folder itself, as "." is (FP1102: Waverley's Mac
            // target writes "" and force-unwraps NSFont(name:) for every document, 134 commits on).
            applicationFontsPath = Located(text, file: file, line: document.line(of: path), keyPath: path.description)
        }
    }
}
