/// The project's string constants, built once per lint from every file's `StringConstantCollector` output,
/// and the resolution of a font call's argument through them. Building is linear in the constants; resolving
/// one argument follows at most `maximumDepth` constants deep and visits at most `maximumVisits` of them.
struct StringConstantTable {
    static let maximumDepth = 8
    static let maximumVisits = 64
    /// A name declared more often than this (in `shared`, or per `Owner.name`) is ambiguous: not resolved.
    static let maximumDeclarations = 32
    /// A concatenation that can build more names than this is a name given at run time: lint does not list them all.
    static let maximumCombinations = 64

    /// File-level declarations and static members that are not private, by bare name, when every declaration
    /// of the name has the same values (nil: declared with different values, so not guessed). Private ones are
    /// found by their own file's pass.
    private var shared: [String: StringConstant?] = [:]
    /// Members (stored, computed, enum cases) by `Owner.name`.
    private var members: [String: [StringConstant]] = [:]
    /// Computed members by bare name, for `value.member` where the value's type is not known.
    private var computedMembers: [String: [StringConstant]] = [:]
    /// Enum cases by their enum's name, for `parameter.rawValue` (M80).
    private var enumCases: [String: [StringConstant]] = [:]
    /// Font value constants by the type of their value, for `parameter.name` (M460).
    private var fontValues: [String: [StringConstant]] = [:]

    init(_ constants: [StringConstant]) {
        for constant in constants {
            // A generated font constant is reached through its family (`FontFamily.Inter.bold`), never bare.
            if constant.isShared, !constant.isPrivate, constant.kind != .enumCase, constant.kind != .fontValue {
                if let existing = shared[constant.name] {
                    if existing?.values != constant.values || existing?.kind != constant.kind { shared[constant.name] = .some(nil) }
                } else {
                    shared[constant.name] = constant
                }
            }
            if let owner = constant.owner, !constant.isLocal {
                members["\(owner).\(constant.name)", default: []].append(constant)
                if constant.kind == .computed { computedMembers[constant.name, default: []].append(constant) }
                if constant.kind == .enumCase { enumCases[owner, default: []].append(constant) }
            }
            if constant.kind == .fontValue, !constant.isLocal, let type = constant.valueType { fontValues[type, default: []].append(constant) }
        }
        members = members.mapValues { $0.count > Self.maximumDeclarations ? [] : $0 }
        enumCases = enumCases.mapValues { $0.count > Self.maximumVisits ? [] : $0 }
        fontValues = fontValues.mapValues { $0.count > Self.maximumVisits ? [] : $0 }
        computedMembers = computedMembers.mapValues { $0.count > 1 ? [] : $0 }
    }

    /// The names a call's argument resolves to, each with where its literal is written; empty when it is a
    /// name given at run time (or the constants that would say are ambiguous).
    func resolve(_ use: StringConstantCollector.UseSite, file: String) -> [ResolvedSourceName] {
        // A parameter or local variable of that name is not the project's constant.
        if use.isBoundLocally { return [] }
        // `flag ? A : B`: either branch's names, a literal branch written at the call (line 0, as a `??` default);
        // a branch that resolves to nothing leaves the whole name one given at run time.
        if !use.branches.isEmpty {
            let names = use.branches.map { branch -> [ResolvedSourceName] in
                guard case .literal(let text) = branch.expression else { return resolve(branch, file: file) }
                return [ResolvedSourceName(name: text, file: file, line: 0, column: 0, isDefault: false)]
            }
            guard !names.contains(where: \.isEmpty) else { return [] }
            var seen = Set<String>()
            return names.joined().filter { seen.insert($0.name).inserted }
        }
        var walk = Walk()
        var found: [ResolvedSourceName] = []
        switch use.expression {
        case .literal:
            return []
        case .defaulted(let text):
            // The literal's own position is the call's argument; the caller knows it.
            return [ResolvedSourceName(name: text, file: file, line: 0, column: 0, isDefault: true)]
        case .reference(let path) where path.rawValue && use.parameterType != nil:
            // Any case of the parameter's enum can be passed: every raw value is a name the call may get.
            for constant in enumCases[use.parameterType ?? "", default: []] { collect(constant, depth: 1, walk: &walk, into: &found) }
            found = found.map { $0.affixed(by: path) }
        case .reference(let path) where FontValueConstant.readsNameOfVariable(path) && !(fontValues[use.parameterType ?? ""] ?? []).isEmpty:
            // Any of the parameter's type's constants can be passed: every name they hold is one the call may get.
            for constant in fontValues[use.parameterType ?? "", default: []] { collect(constant, depth: 1, walk: &walk, into: &found) }
        case .reference(let path):
            let candidates = use.local.isEmpty ? candidates(for: path, owner: use.owner, file: file) : use.local.filter { matches($0, path) }
            for constant in candidates {
                collect(use.argumentCase.map { constant.selecting(case: $0) } ?? constant, depth: 1, walk: &walk, into: &found)
            }
            found = found.map { $0.affixed(by: path) }
        case .concatenation(let parts):
            // Written at the call (line 0, as a ternary's literal branch) unless one part alone varies.
            let place = ResolvedSourceName(name: "", file: file, line: 0, column: 0, isDefault: false)
            found = combinations(of: parts, owner: use.owner, file: file, place: place, excluding: nil, depth: 1, walk: &walk)
        }
        // A concatenation along the way that builds no name makes the whole answer one given at run time: no half.
        if walk.isIncomplete { return [] }
        // One name per call: a literal arm and an interpolated default (M320), or two declarations, can give the same
        // name; it is one reference, at the first place it is written.
        var seen = Set<String>()
        return found.filter { seen.insert($0.name).inserted }
    }

    /// One resolution's walk through the constants.
    private struct Walk {
        var visits = 0
        /// A concatenation was met that builds no name (a part resolves to nothing, or too many choices).
        var isIncomplete = false
    }

    private func collect(_ constant: StringConstant, depth: Int, walk: inout Walk, into found: inout [ResolvedSourceName]) {
        walk.visits += 1
        guard walk.visits <= Self.maximumVisits, depth <= Self.maximumDepth else { return }
        for value in constant.values {
            switch value {
            case .literal(let text):
                found.append(ResolvedSourceName(name: text, file: constant.file, line: constant.line, column: constant.column, isDefault: false))
            case .defaulted(let text):
                found.append(ResolvedSourceName(name: text, file: constant.file, line: constant.line, column: constant.column, isDefault: true))
            case .reference(let path):
                found += names(of: path, owner: constant.owner, file: constant.file, excluding: constant, depth: depth, walk: &walk)
            case .concatenation(let parts):
                let place = ResolvedSourceName(name: "", file: constant.file, line: constant.line, column: constant.column, isDefault: false)
                found += combinations(
                    of: parts, owner: constant.owner, file: constant.file, place: place, excluding: constant, depth: depth, walk: &walk)
            }
        }
    }

    /// The names the constants `path` means (from code in `owner`'s body in `file`) hold, `excluding` the
    /// constant that names it.
    private func names(
        of path: NameReferencePath, owner: String?, file: String, excluding holder: StringConstant?, depth: Int, walk: inout Walk
    ) -> [ResolvedSourceName] {
        var found: [ResolvedSourceName] = []
        for next in candidates(for: path, owner: owner, file: file) where next != holder {
            collect(next, depth: depth + 1, walk: &walk, into: &found)
        }
        return found.map { $0.affixed(by: path) }
    }

    /// The names a concatenation can build (M643, M644): one value of each part, joined, every choice; none, and the
    /// walk incomplete, when a part resolves to nothing or the choices pass `maximumCombinations`.
    /// Each name is placed where its one varying part's literal is written, or at `place` when several vary.
    private func combinations(
        of parts: [NameExpression], owner: String?, file: String, place: ResolvedSourceName, excluding holder: StringConstant?, depth: Int,
        walk: inout Walk
    ) -> [ResolvedSourceName] {
        var choices: [[ResolvedSourceName]] = []
        var combinations = 1
        for part in parts {
            var values: [ResolvedSourceName]
            switch part {
            case .literal(let text): values = [ResolvedSourceName(name: text, file: place.file, line: place.line, column: place.column, isDefault: false)]
            case .reference(let path): values = names(of: path, owner: owner, file: file, excluding: holder, depth: depth, walk: &walk)
            case .defaulted, .concatenation: values = []
            }
            var seen = Set<String>()
            values = values.filter { seen.insert($0.name).inserted }
            guard !values.isEmpty else {
                walk.isIncomplete = true
                return []
            }
            choices.append(values)
            // Checked as the product grows: a part can hold hundreds of values, and their product overflows.
            combinations *= values.count
            guard combinations <= Self.maximumCombinations else {
                walk.isIncomplete = true
                return []
            }
        }
        let varying = choices.indices.filter { !parts[$0].isLiteral }
        let placedBy = varying.count == 1 ? varying.first : nil
        var built = [place]
        for (index, values) in choices.enumerated() {
            built = built.flatMap { prefix in
                values.map { value in
                    var name = index == placedBy ? value : prefix
                    name.name = prefix.name + value.name
                    return name
                }
            }
        }
        return built
    }

    /// The constants `path` can mean from code in `owner`'s body (nil: file level) in `file`.
    private func candidates(for path: NameReferencePath, owner: String?, file: String) -> [StringConstant] {
        if let selection = path.ownCases {
            return (enumCases[path.components[0]] ?? []).filter { selection.includes($0.name) }
        }
        // `FontFamily.Inter.bold.name`: the `name` of SwiftGen's constant, when the project has that constant.
        if let constantPath = FontValueConstant.constantPath(readingNameOf: path) {
            let generated = candidates(for: constantPath, owner: owner, file: file).filter { $0.kind == .fontValue }
            if !generated.isEmpty { return generated }
        }
        let name = Self.lookedUpName(path)
        if path.components.count == 1 {
            if let owner, let own = members["\(owner).\(name)"]?.filter({ matches($0, path) }), !own.isEmpty { return own }
            // An unqualified name declared in several places with different values is not guessed.
            guard let constant = shared[name] ?? nil, matches(constant, path) else { return [] }
            return [constant]
        }
        let qualifier = path.components[path.components.count - 2]
        // `Mono.regular.name`: the enum's computed member as that one case sees it (M644).
        if path.components.count >= 3, !path.isCall, !path.rawValue, !path.isSubscript {
            let type = path.components[path.components.count - 3]
            if enumCases[type]?.contains(where: { $0.name == qualifier }) == true {
                let own = (members["\(type).\(name)"] ?? []).filter { $0.kind == .computed }
                if !own.isEmpty { return own.map { $0.narrowed(toCase: qualifier, of: type) } }
            }
        }
        if let initial = qualifier.unicodeScalars.first, initial.properties.isUppercase {
            return (members["\(qualifier).\(name)"] ?? []).filter { matches($0, path) }
        }
        // `weight.fontName`: a computed member declared once in the project.
        let computed = (computedMembers[name] ?? []).filter { matches($0, path) }
        return computed.count == 1 ? computed : []
    }

    /// The name every table is keyed by when `path` is looked up (`candidates(for:)`): a constant of another name
    /// is never consulted for it.
    static func lookedUpName(_ path: NameReferencePath) -> String { path.components[path.components.count - 1] }

    /// The paths `resolve` looks up in the table for `use` before following any constant it finds (each found
    /// constant's references are then looked up: `references(of:)`).
    static func firstLookups(of use: StringConstantCollector.UseSite) -> [NameReferencePath] {
        guard !use.isBoundLocally else { return [] }
        if case .concatenation(let parts) = use.expression { return parts.flatMap(paths(in:)).flatMap(lookups(of:)) }
        guard case .reference(let path) = use.expression else { return [] }
        // `font.name` on a typed parameter: the files naming the type may declare its font values.
        let parameterType = use.parameterType.flatMap { FontValueConstant.readsNameOfVariable(path) ? NameReferencePath(components: [$0], isCall: false, rawValue: false) : nil }
        return (use.local.isEmpty ? lookups(of: path) : use.local.flatMap(references(of:))) + (parameterType.map { [$0] } ?? [])
    }

    /// The paths the values of `constant` name: where `collect` looks next.
    static func references(of constant: StringConstant) -> [NameReferencePath] {
        constant.values.flatMap(paths(in:)).flatMap(lookups(of:))
    }

    /// The paths a value names: its own, or each of a concatenation's parts'.
    private static func paths(in value: NameExpression) -> [NameReferencePath] {
        switch value {
        case .reference(let path): [path]
        case .concatenation(let parts): parts.flatMap(paths(in:))
        case .literal, .defaulted: []
        }
    }

    /// `path`, and for `X.y.name` the SwiftGen constant `X.y` too: `candidates(for:)` may look up either.
    private static func lookups(of path: NameReferencePath) -> [NameReferencePath] {
        [path] + (FontValueConstant.constantPath(readingNameOf: path).map { [$0] } ?? [])
    }

    /// `X.rawValue` names an enum case; a call names a function; `x[key]` a collection's element; a plain name never
    /// names an enum case (its value is the case, not a string) or a collection.
    private func matches(_ constant: StringConstant, _ path: NameReferencePath) -> Bool {
        if path.ownCases != nil { return constant.kind == .enumCase }
        if path.isSubscript { return constant.kind == .collection }
        if path.rawValue { return constant.kind == .enumCase }
        if path.isCall { return constant.kind == .computed }
        return constant.kind != .enumCase && constant.kind != .collection
    }
}

private extension ResolvedSourceName {
    /// The name inside the interpolation text of `path` (M320); itself for a plain path.
    func affixed(by path: NameReferencePath) -> ResolvedSourceName {
        guard path.isAffixed else { return self }
        var affixed = self
        affixed.name = path.affixed(name)
        return affixed
    }
}
