/// What changed between an OLD face and the NEW face it was paired with: names, classes, format and licence
/// (`attributes`, the Bold Text face among them), vertical metrics and character coverage.
public struct FaceChange: Sendable, Hashable {
    /// The OLD and NEW faces compared.
    public var pair: FacePair
    /// The names, classes, format, licence and Bold Text face that differ.
    public var attributes: [AttributeChange]
    /// How the line height moved; nil when the vertical metrics are the same.
    public var verticalMetrics: VerticalMetricsChange?
    /// The characters lost and gained; nil when both maps are the same.
    public var coverage: CoverageChange?

    /// The changes of one pair; none by default.
    public init(pair: FacePair, attributes: [AttributeChange] = [], verticalMetrics: VerticalMetricsChange? = nil, coverage: CoverageChange? = nil) {
        self.pair = pair
        self.attributes = attributes
        self.verticalMetrics = verticalMetrics
        self.coverage = coverage
    }

    /// True when nothing the diff compares differs.
    public var isUnchanged: Bool { attributes.isEmpty && verticalMetrics == nil && coverage == nil }

    /// The value of one attribute's change, when it changed.
    public func change(of attribute: AttributeChange.Attribute) -> AttributeChange? { attributes.first { $0.attribute == attribute } }
}
