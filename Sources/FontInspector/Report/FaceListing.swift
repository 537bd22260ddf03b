/// Faces grouped the way the reports show them: by family, families sorted, faces within a family
/// from light to heavy, upright before italic.
public struct FaceListing: Sendable {
    /// One family's faces.
    public struct Family: Sendable {
        /// nil gathers the faces whose font has no family name.
        public var name: String?
        /// From light to heavy, upright before italic.
        public var faces: [FontFace]
    }

    /// Sorted by name (case ignored), the faces without a family last.
    public var families: [Family]

    /// `faces` grouped and ordered.
    public init(_ faces: [FontFace]) {
        let grouped = Dictionary(grouping: faces, by: \.family)
        families = grouped.map { Family(name: $0.key, faces: $0.value.sorted(by: Self.faceOrder)) }
            .sorted { lhs, rhs in
                switch (lhs.name, rhs.name) {
                case (nil, _): false
                case (_, nil): true
                case let (left?, right?):
                    left.lowercased() != right.lowercased() ? left.lowercased() < right.lowercased() : left < right
                }
            }
    }

    static func faceOrder(_ lhs: FontFace, _ rhs: FontFace) -> Bool {
        let left = (lhs.weight ?? Int.max, lhs.italic ? 1 : 0, lhs.width ?? 5)
        let right = (rhs.weight ?? Int.max, rhs.italic ? 1 : 0, rhs.width ?? 5)
        if left != right { return left < right }
        if lhs.postScriptName != rhs.postScriptName { return (lhs.postScriptName ?? "") < (rhs.postScriptName ?? "") }
        return (lhs.file, lhs.faceIndex, lhs.instanceIndex ?? 0) < (rhs.file, rhs.faceIndex, rhs.instanceIndex ?? 0)
    }
}
