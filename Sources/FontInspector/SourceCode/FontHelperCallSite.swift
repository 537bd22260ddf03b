/// One call of a font helper (see `FontHelper`): where it is, the name it passes when the helper's name is its
/// parameter, and how the size it passes behaves when the helper's size is.
public struct FontHelperCallSite: Sendable, Hashable {
    /// The file that holds the call.
    public var file: String
    /// 1-based line (of the name argument when the caller gives the name, of the helper's name otherwise).
    public var line: Int
    /// 1-based column of the same token, in Unicode scalars.
    public var column: Int
    /// The name argument when it is a string literal, or the helper's default argument when the caller leaves
    /// the name out and the default is one (`name: String = "Dotrice"`, M401).
    public var name: String?
    /// `name` is the helper's default argument: the same for every caller that leaves it out, so it is checked
    /// once, at the helper (see `FontHelper.nameCaller(of:)`).
    public var nameIsDefaultArgument = false
    /// The names a constant given as the name argument resolves to (see `SourceFontCall.resolvedNames`).
    public var resolvedNames: [ResolvedSourceName] = []
    /// The name argument as written when it is not a literal, for messages.
    public var argumentText: String?
    /// How the size this caller passes behaves; `notJudged` when the size is not the caller's to give.
    public var textSize: TextSizeBehaviour
    /// The helper's font goes into a bar item's title text attributes here (see `SourceFontCall.isBarItemTitle`).
    public var isBarItemTitle = false
    /// The computed font property the call makes the font for, when every use of it is a bar title (see
    /// `SourceFontCall.barTitleProperty`).
    public var barTitleProperty: String?
    /// The argument is the caller's own parameter or property (`.euclidBold(size: size)`): its own callers decide.
    public var forwards: Bool

    /// A call at `file`:`line`:`column`; its name, if it gives one, is set afterwards.
    public init(file: String, line: Int, column: Int, textSize: TextSizeBehaviour, forwards: Bool) {
        self.file = file
        self.line = line
        self.column = column
        self.textSize = textSize
        self.forwards = forwards
    }
}
