extension YAMLProblem {
    /// The same problem as the other readers report theirs (a line, the column in the message).
    public var bundleProblem: BundleProblem {
        let bundleKind: BundleProblem.Kind = switch kind {
        case .tooLarge: .tooLarge
        case .tooDeep: .tooDeep
        default: .unreadable
        }
        let where_ = column.map { "column \($0): " } ?? ""
        return BundleProblem(kind: bundleKind, message: where_ + message, file: file, line: line)
    }
}
