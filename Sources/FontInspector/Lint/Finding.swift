/// One problem a rule found: data only; reporters decide how it looks.
public struct Finding: Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    /// One line that names the file (and key, entry or face) and says what is wrong.
    public var message: String
    public var location: Location

    public init(ruleID: String, severity: Severity, message: String, location: Location) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// The message without its leading "<file>: ", for formats that show the location beside it
    /// (text groups, Xcode and GitHub annotations, SARIF locations).
    public var messageBesideLocation: String {
        let prefix = location.file + ": "
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }

    /// Where a finding points: a file, and a line and column where they are known.
    public struct Location: Sendable, Hashable {
        public var file: String
        public var line: Int?
        public var column: Int?

        public init(file: String, line: Int? = nil, column: Int? = nil) {
            self.file = file
            self.line = line
            self.column = column
        }
    }
}
