/// The smallest app that shows a rule: its files and the lint options it needs. In text files a `↓` marks
/// where a finding is expected (the line, and the column where the finding has one); the mark is removed when
/// the example is written out. Fonts are committed generated files, named by their path in the repository.
public struct RuleExample: Sendable, Hashable {
    /// What the example shows, one line in the rules doc.
    public var summary: String
    /// The app's files.
    public var files: [File]
    /// Findings of the rule expected in all, when they cannot be marked (findings about fonts); nil means one
    /// per mark.
    public var expectedCount: Int?
    /// The severity every finding of the example has, when the rule lowers it there (a face nothing names is
    /// `info`); nil: not pinned.
    public var severity: Severity?
    /// Lint options beyond the defaults.
    public var options: Options

    /// An example app of `files`, described by `summary`.
    public init(_ summary: String, files: [File], expectedCount: Int? = nil, severity: Severity? = nil, options: Options = Options()) {
        self.summary = summary
        self.files = files
        self.expectedCount = expectedCount
        self.severity = severity
        self.options = options
    }

    /// A file of the example app, at a path relative to its root.
    public struct File: Sendable, Hashable {
        /// What a file holds: text written out, or a committed font copied.
        public enum Content: Sendable, Hashable {
            case text(String)
            /// A committed font, by its path in the repository, with the property that matters here.
            case font(repositoryPath: String, property: String)
        }

        /// Relative to the example's root.
        public var path: String
        /// Its text, or the font it is a copy of.
        public var content: Content

        package static func text(_ path: String, _ text: String) -> File { File(path: path, content: .text(text)) }

        package static func font(_ path: String, from repositoryPath: String, _ property: String) -> File {
            File(path: path, content: .font(repositoryPath: repositoryPath, property: property))
        }

        /// `Fonts/<name>.ttf`, copied from the sample app's fonts (Examples/SampleApp: Harbor Sans, seven
        /// well-made faces, weights 400–800 and two italics).
        public static func sampleFont(_ name: String, _ property: String) -> File {
            font("Fonts/\(name).ttf", from: "Examples/SampleApp/SampleApp/Fonts/\(name).ttf", property)
        }

        /// A sample app font (see `sampleFont(_:_:)`) at `path`.
        public static func sampleFont(_ name: String, at path: String, _ property: String) -> File {
            font(path, from: "Examples/SampleApp/SampleApp/Fonts/\(name).ttf", property)
        }

        /// `Fonts/<name>.ttf`, copied from the broken sample app's fonts (Examples/BrokenSampleApp: one defect each).
        public static func brokenFont(_ name: String, _ property: String) -> File {
            font("Fonts/\(name).ttf", from: "Examples/BrokenSampleApp/BrokenApp/Fonts/\(name).ttf", property)
        }

        /// An Info.plist that registers `fonts` (UIAppFonts); a `↓` may precede an entry.
        public static func infoPlist(_ fonts: [String], at path: String = "Info.plist") -> File {
            let entries = fonts.map { "\t\t<string>\($0)</string>\n" }.joined()
            return text(path, PropertyListText.document("\t<key>UIAppFonts</key>\n\t<array>\n\(entries)\t</array>\n"))
        }

        /// A ScaledFont-style map of `(style, fontName, boldFontName)` at 17 points. A `↓` before a style or a
        /// name marks its key's line, where findings about it point.
        public static func styleMap(_ entries: [(String, String, String?)], at path: String = "Styles.plist") -> File {
            func split(_ value: String) -> (mark: String, value: String) {
                value.hasPrefix("↓") ? ("↓", String(value.dropFirst())) : ("", value)
            }
            let body = entries.map { style, name, bold in
                let style = split(style), name = split(name)
                var text = "\t\(style.mark)<key>\(style.value)</key>\n\t<dict>\n"
                text += "\t\t\(name.mark)<key>fontName</key>\n\t\t<string>\(name.value)</string>\n\t\t<key>fontSize</key>\n\t\t<real>17</real>\n"
                if let bold = bold.map(split) {
                    text += "\t\t\(bold.mark)<key>boldFontName</key>\n\t\t<string>\(bold.value)</string>\n"
                }
                return text + "\t</dict>\n"
            }.joined()
            return text(path, PropertyListText.document(body))
        }
    }

    /// Lint options an example needs beyond the defaults.
    public struct Options: Sendable, Hashable {
        /// `--require-bold`.
        public var requireBold = false
        /// `--text` files, relative to the example's root.
        public var textFiles: [String] = []
        /// `--target`: lint that Xcode target alone.
        public var target: String?

        /// The options; the defaults of `lint` unless given.
        public init(requireBold: Bool = false, textFiles: [String] = [], target: String? = nil) {
            self.requireBold = requireBold
            self.textFiles = textFiles
            self.target = target
        }
    }
}

/// The XML property list Xcode writes, around a dictionary's body.
enum PropertyListText {
    static func document(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)</dict>
        </plist>

        """
    }
}
