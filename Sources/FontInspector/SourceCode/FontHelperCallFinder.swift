/// Finds the calls of the project's font helpers (`FontHelperSignature`) in one file's tokens, by the helper's
/// name and argument labels, and judges the size each caller passes with the same evidence as a font call's own
/// (`FontMetricsScaling`, `FontSizeContext`). One pass over the tokens: a word is looked up only when a `(`
/// follows it.
struct FontHelperCallFinder {
    /// A call of helper `helper` (an index into `helpers`).
    struct Found {
        var helper: Int
        var site: FontHelperCallSite
        /// The tokens of the name argument, when the helper's name is its parameter and the caller writes one.
        var nameArgument: Range<Int>?
        /// The helper's `nameEnumType`: the caller's argument is a case of it.
        var nameEnumType: String? = nil
        /// The function around a call that forwards its own parameters as the helper's name or size, as a helper
        /// in turn: its callers give them (`FontHelperChain`, M461).
        var outer: FontHelperSignature? = nil
        /// The file whose constants the name use is read in, when it is not the site's: a name a helper's helper
        /// fixes is written in the helper's file.
        var nameFile: String? = nil
        /// The computed font property whose body is the call (`var titleFont: UIFont { .main(.medium, 16) }`): bar
        /// text when every use of the property is (`markBarTitleProperties`, FP763).
        var barTitleCandidate: String? = nil
    }

    let helpers: [FontHelperSignature]
    private let byName: [Substring: [Int]]
    /// The helpers' names, for the byte-level test of whether a file can call one.
    let nameFilter: HelperNameFilter

    init(helpers: [FontHelperSignature]) {
        self.helpers = helpers
        var byName: [Substring: [Int]] = [:]
        for (index, helper) in helpers.enumerated() { byName[Substring(helper.name), default: []].append(index) }
        self.byName = byName
        nameFilter = HelperNameFilter(Set(helpers.map(\.name)))
    }

    func calls(in s: TokenStructure, file: String) -> [Found] {
        guard s.language == .swift else { return [] }
        var found: [Found] = []
        var sizes: FontSizeContext?
        var columns = TokenStructure.ColumnCounter(structure: s)
        var declarations: [Int: FontHelperSignature.Declaration?] = [:]
        for index in 0..<s.count where s.tokens[index].kind == .word && s.isPunctuation(index + 1, UInt8(ascii: "(")) {
            guard let candidates = byName[s.text(index)], !s.isWord(index - 1, "func") else { continue }
            guard let (helper, arguments) = match(candidates, at: index, in: s, file: file) else { continue }
            let signature = helpers[helper]
            let callStart = Self.expressionStart(of: index, in: s)
            let nameArgument = signature.nameParameter.flatMap { arguments[$0] }
            var textSize = TextSizeBehaviour.notJudged
            var forwards = false
            if signature.sizeParameter.flatMap({ arguments[$0] }) != nil || nameArgument != nil {
                if sizes == nil { sizes = FontSizeContext(scaling: FontMetricsScaling(structure: s)) }
            }
            if let context = sizes, let nameArgument, context.isForwarded(nameArgument, callStart: callStart) { forwards = true }
            let sizeArgument = signature.sizeParameter.flatMap { arguments[$0] }
            if let size = sizeArgument, let context = sizes {
                if context.isForwarded(size, callStart: callStart) {
                    textSize = .sizeNotFixed
                    forwards = true
                } else if signature.judgesCallerSizes {
                    textSize = Self.textSize(form: signature.form, size: size, callStart: callStart, context: context)
                }
            }
            let place = nameArgument?.lowerBound ?? index
            var site = FontHelperCallSite(
                file: file, line: Int(s.tokens[place].line), column: columns.column(of: place), textSize: textSize, forwards: forwards)
            if let nameArgument, nameArgument.count == 1 { site.name = s.literalText(nameArgument.lowerBound) }
            if nameArgument == nil, let parameter = signature.nameParameter, let literal = signature.parameters[parameter].defaultLiteral {
                site.name = literal
                site.nameIsDefaultArgument = true
            }
            if textSize == .notScaled || textSize == .fixed { site.isBarItemTitle = s.isInBarItemTitleAttributes(callStart: callStart) }
            var call = Found(helper: helper, site: site, nameArgument: nameArgument, nameEnumType: signature.nameEnumType)
            if textSize == .notScaled || textSize == .fixed, !site.isBarItemTitle, let context = sizes {
                call.barTitleCandidate = context.computedFontProperty(around: callStart).map(String.init)
            }
            if forwards, let context = sizes {
                call.outer = Self.outerHelper(
                    of: signature, name: nameArgument, size: sizeArgument, callStart: callStart, context: context, file: file, declarations: &declarations)
            }
            found.append(call)
        }
        return found
    }

    /// The function around a call of `inner` as a helper: the parameter of its own that it passes as the name
    /// (`name`, the tokens of the name argument) or as the size; nil when it passes neither. A name given as an
    /// enum's case stays the inner helper's to read.
    private static func outerHelper(
        of inner: FontHelperSignature, name: Range<Int>?, size: Range<Int>?, callStart: Int, context: FontSizeContext, file: String,
        declarations: inout [Int: FontHelperSignature.Declaration?]
    ) -> FontHelperSignature? {
        let s = context.structure
        guard var outer = context.enclosingFunction(of: callStart, form: inner.form, file: file, declarations: &declarations) else { return nil }
        if inner.nameEnumType == nil, let name { outer.nameParameter = outer.parameterIndex(of: name, in: s) }
        if let size { outer.sizeParameter = outer.parameterIndex(of: size, in: s) }
        outer.judgesCallerSizes = inner.judgesCallerSizes && outer.sizeParameter != nil
        return outer.nameParameter == nil && outer.sizeParameter == nil ? nil : outer
    }

    /// The one helper of `candidates` the call at `index` fits by its labels (and by its qualifier, when it
    /// names a type: `UIFont.euclidBold(size:)`), with the argument each parameter receives; nil when none fits.
    /// Where several fit — the same helper declared in each app of a monorepo (harmony-one/x's nine
    /// `customFont(name:size:)`), or a generated file committed twice (TripCheck's two `Fonts.swift`) — the one
    /// declared nearest the caller's file (most leading folders shared) is the one it calls; nil on a tie.
    private func match(_ candidates: [Int], at index: Int, in s: TokenStructure, file: String) -> (Int, [Range<Int>?])? {
        var qualifier: Substring?
        if s.isPunctuation(index - 1, Byte.dot), s.tokens.indices.contains(index - 2), s.tokens[index - 2].kind == .word,
            !s.isWord(index - 2, "Self"), let first = s.text(index - 2).unicodeScalars.first, first.properties.isUppercase
        {
            qualifier = s.text(index - 2)
        }
        var fits: [(Int, [Range<Int>?])] = []
        for candidate in candidates {
            if let qualifier, helpers[candidate].owner.map({ $0 != qualifier }) ?? true { continue }
            guard let arguments = helpers[candidate].arguments(ofCallOpeningAt: index + 1, in: s) else { continue }
            fits.append((candidate, arguments))
        }
        guard fits.count > 1 else { return fits.first }
        let shared = fits.map { Self.sharedFolders(helpers[$0.0].file, file) }
        guard let nearest = shared.max(), shared.count(where: { $0 == nearest }) == 1,
              let position = shared.firstIndex(of: nearest) else { return nil }
        return fits[position]
    }

    /// How many leading folders the two paths share.
    private static func sharedFolders(_ one: String, _ other: String) -> Int {
        zip(one.split(separator: "/").dropLast(), other.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
    }

    /// The first token of the expression the call at `index` ends: `UIFont.euclidBold(` from `UIFont`, `.euclidBold(`
    /// from its dot.
    private static func expressionStart(of index: Int, in s: TokenStructure) -> Int {
        var start = index
        while s.isPunctuation(start - 1, Byte.dot), s.tokens.indices.contains(start - 2), s.tokens[start - 2].kind == .word { start -= 2 }
        if s.isPunctuation(start - 1, Byte.dot) { start -= 1 }
        return start
    }

    /// How a size a caller passes behaves, for the helper's kind of font call: SwiftUI's `Font.custom(_:size:)`
    /// scales; a UIFont is scaled when the caller hands the result to `scaledFont(for:)` (or to a BonMot style
    /// that adapts) or when the size itself shows it is not a fixed text size.
    private static func textSize(form: FontCallForm, size: Range<Int>, callStart: Int, context: FontSizeContext) -> TextSizeBehaviour {
        switch form {
        case .fontCustom, .fontCustomRelativeTo, .tuistSwiftUIFont:
            return .scales
        case .fontCustomFixedSize, .tuistSwiftUIFontFixedSize:
            return context.evidence(size: size, callStart: callStart, nameIsLiteral: true) == nil ? .fixed : .sizeNotFixed
        case .uiFont, .objectiveCUIFont, .uiFontResource, .rSwiftFontFunction, .tuistFont:
            if context.scaling.isScaled(callStart: callStart) { return .scaledByFontMetrics }
            return context.evidence(size: size, callStart: callStart, nameIsLiteral: true) == nil ? .notScaled : .sizeNotFixed
        case .nsFont, .uiFontDescriptor, .ctFontCreateWithName, .objectiveCNSFont, .objectiveCUIFontDescriptor, .swiftGenFontConvertible,
            .rSwiftFontResource, .familyNamesContains, .objectiveCFamilyNamesContains, .fontNamesForFamilyName, .objectiveCFontNamesForFamilyName,
            .spriteKitLabelNode, .objectiveCSpriteKitLabelNode, .objectiveCSpriteKitLabelNodeInit, .spriteKitFontName,
            .objectiveCCocos2dLabel, .objectiveCCocos2dLabelInit:
            return .notJudged
        }
    }
}
