/// What changed between an OLD face and the NEW face it was paired with: names, classes, format and licence
/// (`attributes`, the Bold Text face among them), vertical metrics and character coverage.
public struct FaceChange: Sendable, Hashable {
    public var pair: FacePair
    public var attributes: [AttributeChange]
    public var verticalMetrics: VerticalMetricsChange?
    public var coverage: CoverageChange?

    public init(pair: FacePair, attributes: [AttributeChange] = [], verticalMetrics: VerticalMetricsChange? = nil, coverage: CoverageChange? = nil) {
        self.pair = pair
        self.attributes = attributes
        self.verticalMetrics = verticalMetrics
        self.coverage = coverage
    }

    public var isUnchanged: Bool { attributes.isEmpty && verticalMetrics == nil && coverage == nil }

    /// The value of one attribute's change, when it changed.
    public func change(of attribute: AttributeChange.Attribute) -> AttributeChange? { attributes.first { $0.attribute == attribute } }
}
