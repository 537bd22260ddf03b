/// What `coverage` checks: a project or app folder and/or files named one by one.
public struct CoverageOptions: Sendable {
    /// A project or app folder: its fonts, style maps and localization files.
    public var root: String?
    /// `.strings`, `.stringsdict` and `.xcstrings` files checked besides those under `root`.
    public var stringsFiles: [String]
    /// Plain text files whose lines are checked as strings.
    public var textFiles: [String]
    /// Font files or folders checked instead of the fonts under `root`.
    public var fontFiles: [String]
    /// Style maps whose faces are checked instead of every style map under `root`.
    public var styleMapFiles: [String]

    /// A check of `root` and/or the files named; everything optional.
    public init(
        root: String? = nil, stringsFiles: [String] = [], textFiles: [String] = [], fontFiles: [String] = [],
        styleMapFiles: [String] = []
    ) {
        self.root = root
        self.stringsFiles = stringsFiles
        self.textFiles = textFiles
        self.fontFiles = fontFiles
        self.styleMapFiles = styleMapFiles
    }
}

/// Everything one coverage check found, for a reporter to show.
public struct CoverageRun: Sendable {
    /// One result per character map, in the order the faces were read.
    public var coverage: [FaceCoverage] = []
    /// Every strings or text file read or tried, in order.
    public var stringFiles: [String] = []
    /// How many strings were checked.
    public var stringCount = 0
    /// How many languages the strings are in.
    public var languageCount = 0
    /// Which faces a style map chose, and why some were left out.
    public var notes: [String] = []
    /// Inputs that could not be read, or an empty check (no font, no string): the rest is still reported.
    public var errors: [InputProblem] = []

    /// True when some face lacks a character the strings use.
    public var lacksCharacters: Bool { coverage.contains { $0.missingCount > 0 } }
}

/// The pipeline behind `fontinspect coverage`: find the fonts and strings, choose the faces the style
/// maps name, check each face's character map against each language's characters.
public enum CoverageRunner {
    /// Checks the faces `options` selects against the app's strings, language by language.
    public static func run(_ options: CoverageOptions) -> CoverageRun {
        var run = CoverageRun()
        var contents: BundleContents?
        if let root = options.root {
            do throws(InputProblem) {
                // Fixtures and apps may link their fonts in from elsewhere: coverage reads linked files, as list does.
                contents = try BundleScanner.scan(root, outsideLinks: .readLinkedFiles)
            } catch {
                run.errors.append(InputProblem(message: error.message, file: error.file))
            }
        }
        run.errors += (contents?.problems ?? []).map { InputProblem(message: $0.message, file: $0.file) }
        // What the walk passed over (links out of PATH, paths too long to open) is named, as lint names it.
        run.notes += (contents?.notes ?? []).map(\.description)
        let what = options.root ?? "the files given"
        let faces = options.fontFiles.isEmpty
            ? styleMapFaces(contents: contents, options: options, what: what, into: &run)
            : namedFaces(options.fontFiles, into: &run)
        let appStrings = AppStrings(
            tables: contents.map(LocalizationFileFinder.tables(in:)) ?? [], stringsFiles: options.stringsFiles,
            textFiles: options.textFiles)
        run.errors += appStrings.errors
        run.stringFiles = appStrings.files
        let strings = appStrings.strings
        if faces.isEmpty { run.errors.append(InputProblem(message: "no font that Apple platforms load was found to check", file: what)) }
        if strings.isEmpty {
            run.errors.append(InputProblem(message: "no strings were found to check (.strings, .stringsdict, .xcstrings, --text)", file: what))
        }
        let usage = CharacterUsage(strings: strings)
        run.stringCount = strings.count
        run.languageCount = usage.languages.count
        if !faces.isEmpty, !strings.isEmpty {
            let checked = CoverageAnalyzer.check(faces, usage: usage)
            run.coverage = checked.coverage
            run.errors += checked.errors
        }
        return run
    }

    /// The fonts under the root, narrowed to the faces its (or the given) style maps name.
    private static func styleMapFaces(
        contents: BundleContents?, options: CoverageOptions, what: String, into run: inout CoverageRun
    ) -> [FontFace] {
        let readings = FontScanner.read(contents?.fontFiles ?? [], depth: .faces)
        run.errors += readings.flatMap(\.errors)
        let faces = readings.flatMap(\.faces).filter(\.isLoadableOnApplePlatforms)
        let maps = options.styleMapFiles.isEmpty
            ? contents?.styleMaps ?? [] : options.styleMapFiles.map { StyleMap.read(file: $0) }
        // A map none of whose entries could be read names no face: say why. Lint reports the other problems.
        run.errors += maps.filter(\.entries.isEmpty).flatMap(\.problems).map { problem in
            InputProblem(message: (problem.line.map { "line \($0): " } ?? "") + problem.message, file: problem.file)
        }
        guard let selection = StyleMapFaceSelection(maps: maps, faces: faces, root: what) else { return faces }
        run.notes += selection.notes
        return selection.faces
    }

    /// The faces of the files and folders given with `--font`.
    private static func namedFaces(_ paths: [String], into run: inout CoverageRun) -> [FontFace] {
        let fonts = FontInputs.read(paths: paths, depth: .faces)
        run.errors += fonts.errors
        return fonts.faces.filter(\.isLoadableOnApplePlatforms)
    }
}
