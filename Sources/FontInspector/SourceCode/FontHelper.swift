/// The helper function a font call sits in when the call's name or size is one of the function's parameters
/// (`static func euclidBold(size: CGFloat) -> UIFont { UIFont(name: "Euclid-Bold", size: size)! }`), with the
/// places in the linted code that call it: the name and the size are the callers' (issue 12, points 8 and 10).
public struct FontHelper: Sendable, Hashable {
    /// `euclidBold(size:)`.
    public var name: String
    /// The font call's name is the helper's parameter: each caller gives it.
    public var namesFromCallers: Bool
    /// The font call's name is an enum parameter's `rawValue` (`UIFont(name: font.rawValue, …)`): every raw value is
    /// checked once, at the helper, and each caller's message names the raw value of the case it passes (T81).
    public var casesFromCallers = false
    /// The font call's size is the helper's parameter and the helper says nothing else about it: each caller's
    /// size is judged where it is written.
    public var sizesFromCallers: Bool
    /// Every call of the helper found in the linted code, in file order; empty when nothing calls it.
    public var callers: [FontHelperCallSite]

    /// The caller whose name references stand for caller `index`'s name: itself, or, for a caller that passes
    /// the helper's default argument, the first such caller, whose reference is the default's one (M401).
    public func nameCaller(of index: Int) -> Int {
        guard callers[index].nameIsDefaultArgument else { return index }
        return callers.firstIndex { $0.nameIsDefaultArgument } ?? index
    }

    /// A helper named `name` with the callers found for it.
    public init(name: String, namesFromCallers: Bool, sizesFromCallers: Bool, callers: [FontHelperCallSite]) {
        self.name = name
        self.namesFromCallers = namesFromCallers
        self.sizesFromCallers = sizesFromCallers
        self.callers = callers
    }
}
