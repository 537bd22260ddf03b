/// What `specimen` draws and where it writes it.
public struct SpecimenOptions: Sendable {
    /// An app's source folder, a built `.app`, or a font file (then a waterfall of its faces).
    public var root: String
    /// A style map used instead of those found under `root`.
    public var styleMapFile: String?
    /// The content size categories drawn (`--sizes`).
    public var categories: ContentSizeSelection
    /// `--text`: the sample lines, replacing the strings and pangrams.
    public var texts: [String]
    /// `--strings`: one short real string per language of the app's strings tables.
    public var useStrings: Bool
    /// `--languages`: which of the app's languages (or which pangrams) to draw.
    public var languages: [String]
    /// The sheet's width in points; the image is `width × scale` pixels wide.
    public var width: Int
    /// Pixels per point (`--scale`).
    public var scale: Int
    /// The PNG file written (`-o`).
    public var output: String
    /// `fontinspect 0.1.0`: written into the image's metadata.
    public var software: String

    /// Options for `root` written to `output`; the rest as the command-line flags of the same names.
    public init(
        root: String, styleMapFile: String? = nil, categories: ContentSizeSelection = .standard, texts: [String] = [],
        useStrings: Bool = false, languages: [String] = [], width: Int = SpecimenLayout.defaultWidth, scale: Int = 1,
        output: String, software: String = "fontinspect"
    ) {
        self.root = root
        self.styleMapFile = styleMapFile
        self.categories = categories
        self.texts = texts
        self.useStrings = useStrings
        self.languages = languages
        self.width = width
        self.scale = scale
        self.output = output
        self.software = software
    }

    /// The command line that made the sheet, for the header and the image's metadata: only what was given.
    public var inputsDescription: String {
        var parts = [root]
        if let styleMapFile { parts += ["--style-map", styleMapFile] }
        parts += ["--sizes", categories == .all ? "all" : categories.indexes.map { DynamicTypeTable.categories[$0].hig }.joined(separator: ",")]
        for text in texts { parts += ["--text", "\"\(text)\""] }
        if useStrings { parts.append("--strings") }
        if !languages.isEmpty { parts += ["--languages", languages.joined(separator: ",")] }
        parts += ["--width", String(width), "--scale", String(scale)]
        return parts.joined(separator: " ")
    }
}
