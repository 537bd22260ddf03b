/// A declaration whose value is a string the scanner can read: `let`/`var`/`static let name = "X"`, a computed
/// property or function whose every return is one, an enum case's raw value, an Objective-C `#define` or
/// `NSString *const`. The values may themselves name other constants; `StringConstantTable` follows them.
struct StringConstant: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// `let`/`var`, at file level, in a type or in a function.
        case stored
        /// A computed property or a function: every return is one of `values`.
        case computed
        /// A case of an enum with `String` raw values (the case's name when none is written).
        case enumCase
        /// Objective-C `#define NAME @"X"` or `NSString *const NAME = @"X";`.
        case objectiveC
        /// A dictionary or array literal whose every value is a string literal (nested ones included):
        /// `[.body: "Inter-Regular", .title: "Inter-Bold"]`. Only a subscript of it (`map[key]!`) names its values.
        case collection
        /// A value of a font type built from a literal name, SwiftGen's `static let bold = FontConvertible(name:
        /// "Inter-Bold", family: …)` or a project's own (`MontserratFont(name: "Montserrat-Medium")`, M460): the
        /// constant passed on, or its `.name` (`FontValueConstant`), names its literal.
        case fontValue
    }

    var name: String
    /// The type whose body declares it (the last component of an extension's type), nil at file level.
    var owner: String?
    var kind: Kind
    /// `static`/`class` members, enum cases and file-level declarations: reachable from other files.
    var isShared: Bool
    /// `private`/`fileprivate`: never reachable from another file.
    var isPrivate: Bool
    var values: [NameExpression]
    /// The type a `.fontValue` constant holds a value of (`FontConvertible`, `MontserratFont`); nil for other kinds.
    var valueType: String? = nil
    /// A function whose returns sit in the arms of a `switch` over its parameter: parallel to `values`, the cases
    /// reaching each (nil: any). Empty otherwise. A call passing one literal case gets only those values (FP241).
    var valueCases: [NameReferencePath.CaseSelection?] = []
    var file: String
    var line: Int
    var column: Int
    /// The braces whose body declares it (token indices in its file); -1 for file level.
    var scopeOpen: Int32
    var scopeClose: Int32
    /// The token of its name: a local is visible only after it.
    var nameToken: Int32
    /// True when it is declared in a function or closure body (a local), not in a type or at file level.
    var isLocal: Bool

    /// The constant as a call passing the case `name` sees it: only the values that case reaches, or all of them
    /// when it reaches none that the switch says (another parameter's case, or an arm not read).
    func selecting(case name: String) -> StringConstant {
        let reached = zip(values, valueCases).filter { $0.1?.includes(name) ?? true }.map(\.0)
        guard !reached.isEmpty, valueCases.count == values.count else { return self }
        var selected = self
        selected.values = reached
        selected.valueCases = []
        return selected
    }

    /// An enum's computed member as one case sees it (`Mono.regular.name`, M644): its own raw values, written as
    /// `rawValue` in its body, are that case's only, and a value only other cases reach (another `switch self`
    /// arm's) is dropped: it would resolve to nothing and take the member's other values with it.
    func narrowed(toCase name: String, of type: String) -> StringConstant {
        func narrowed(_ value: NameExpression) -> NameExpression? {
            switch value {
            case .reference(var path) where path.components == [type] && path.ownCases != nil:
                guard path.ownCases?.includes(name) == true else { return nil }
                path.ownCases = .only([name])
                return .reference(path)
            case .concatenation(let parts):
                let kept = parts.compactMap(narrowed)
                return kept.count == parts.count ? .concatenation(kept) : nil
            case .literal, .defaulted, .reference: return value
            }
        }
        var selected = self
        selected.values = values.compactMap(narrowed)
        // Values dropped: the rest no longer line up with `valueCases`.
        if selected.values.count != values.count { selected.valueCases = [] }
        return selected
    }

    /// `Fonts.bold` or `kFont`, for messages.
    var qualifiedName: String { owner.map { "\($0).\(name)" } ?? name }
}
