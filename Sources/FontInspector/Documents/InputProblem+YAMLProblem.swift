extension InputProblem {
    /// The one place a YAML problem becomes an input problem. YAMLReading keeps its own type because it sits
    /// beside FontReading, not above it; `YAMLDocument.read(file:)` converts here, so no caller sees a `YAMLProblem`.
    init(_ yaml: YAMLProblem) {
        let kind: Kind = switch yaml.kind {
        case .tooLarge: .tooLarge
        case .tooDeep: .tooDeep
        case .unreadable, .tooManyNodes, .unsupported: .unreadable
        }
        self.init(kind: kind, message: yaml.message, file: yaml.file, line: yaml.line, column: yaml.column)
    }
}
