/// One problem a rule found: data only; reporters decide how it looks.
public struct Finding: Sendable, Hashable {
    /// The rule that found it (`unknown-font-name`).
    public var ruleID: String
    /// How serious it is: the rule's severity, or the one the configuration gives the rule.
    public var severity: Severity
    /// What is wrong, without the place: the place is `location`, which every format prints once.
    public var message: Message
    /// Where it points.
    public var location: Location
    /// The name the finding is about — a font name the app writes, a face's PostScript name, a registered path —
    /// which a baseline matches it by, with the rule and the file (not the line, which moves). The runner fills it
    /// in when the rule did not (`FindingSubjects`).
    public var subject: String?

    /// A finding of rule `ruleID` at `location`.
    public init(ruleID: String, severity: Severity, message: Message, location: Location, subject: String? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.subject = subject
    }

    /// The words of a finding. Each rule makes its own with a static function beside it
    /// (`extension Finding.Message { static func unknownFontName(…) }`), so its wording lives in one place.
    public struct Message: Sendable, Hashable, CustomStringConvertible {
        /// One sentence that does not name the place.
        public var text: String

        /// A message saying `text`.
        public init(_ text: String) { self.text = text }

        public var description: String { text }
    }

    /// Where a finding points: a file; a line and column where they are known; inside a font, the face of a
    /// collection and the named instance of a variable font; inside a property list, the key path.
    public struct Location: Sendable, Hashable {
        /// The file, as walked under PATH.
        public var file: String
        /// 1-based line; nil for a finding about a whole file or a face.
        public var line: Int?
        /// 1-based column, with `line`, where the reader knows it.
        public var column: Int?
        /// The face's index in a collection (0 for a single-face file); nil when the finding is not about a face.
        public var faceIndex: Int?
        /// The named instance of a variable font.
        public var instance: Int?
        /// `UIAppFonts[2]`, `body.fontName`: where in a property list or style map.
        public var keyPath: String?

        /// A place in `file`; everything else optional.
        public init(file: String, line: Int? = nil, column: Int? = nil, faceIndex: Int? = nil, instance: Int? = nil, keyPath: String? = nil) {
            self.file = file
            self.line = line
            self.column = column
            self.faceIndex = faceIndex
            self.instance = instance
            self.keyPath = keyPath
        }

        /// The place of a face: its file, its index in a collection and its named instance.
        public init(face: FontFace, file: String) {
            self.init(file: file, faceIndex: face.faceIndex, instance: face.instanceIndex)
        }

        /// `face 2, instance 3` or `body.fontName`: the part of the place inside the file that line and column do
        /// not say; nil when there is none. The first face of a file is not named (most files have one face).
        public var withinFile: String? {
            var parts: [String] = []
            if let faceIndex, faceIndex != 0 { parts.append("face \(faceIndex)") }
            if let instance { parts.append("instance \(instance)") }
            if let keyPath { parts.append(keyPath) }
            return parts.isEmpty ? nil : parts.joined(separator: ", ")
        }
    }

    /// The message with the place inside the file before it (`face 2: …`, `body.fontName: …`): what the line
    /// formats print after the file, line and column.
    public var messageWithinFile: String {
        location.withinFile.map { $0 + ": " + message.text } ?? message.text
    }
}
