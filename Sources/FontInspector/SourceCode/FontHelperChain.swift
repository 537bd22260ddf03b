/// A helper's helper (M461): `static func harborBold(size: CGFloat) -> UIFont? { font("HarborSans-Bold", size: size) }`
/// calls the helper `font(_:size:)` with a name of its own and its own parameter as the size, so the size is given
/// by harborBold's callers. Such a caller (a `Found` with an `outer` helper) is followed to the callers of the
/// function around it, level by level, up to `maximumDepth` functions, each function once (a recursion ends there);
/// each caller found stands in the first helper's list of callers for the call it reaches, with the name or size
/// the functions between fix. A function whose callers are not found (nothing calls it, or a call fits two such
/// functions equally well) keeps its own call as the caller: its name stays what it was.
enum FontHelperChain {
    typealias Use = StringConstantCollector.UseSite?

    /// How many functions a chain passes through above the first helper.
    static let maximumDepth = 4

    /// A function found to forward a helper's name or size: the helper of the chain's start it reaches, and the
    /// caller it is (the name and the size it fixes).
    private struct Link {
        var root: Int
        var signature: FontHelperSignature
        var caller: FontHelperCallFinder.Found
        var use: Use
        /// Where `caller` is in the chain's callers: replaced by the link's own callers when it has some.
        var position: Int
    }

    /// The callers of `roots` (`Found.helper` indexes `roots`), each with its name use, the callers of the helpers
    /// around forwarding ones standing for them. `callers(signatures)` finds the calls of `signatures` in the
    /// linted code, in file order, `Found.helper` indexing `signatures`.
    static func callers(
        of roots: [FontHelperSignature], finding callers: ([FontHelperSignature]) -> [(FontHelperCallFinder.Found, Use)]
    ) -> (sites: [FontHelperCallFinder.Found], uses: [Use]) {
        var chain: [(found: FontHelperCallFinder.Found, use: Use)?] = []
        var seen = Set(roots.map(Self.key))
        var level = callers(roots)
        var links: [Link] = []
        for depth in 0...maximumDepth {
            var next: [Link] = []
            var added: Set<String> = []
            var hasCallers = Set<Int>()
            for (found, use) in level {
                var (caller, callerUse) = (found, use)
                if depth > 0 {
                    let link = links[found.helper]
                    hasCallers.insert(link.position)
                    (caller, callerUse) = composed(found, use: use, link: link)
                }
                if depth < maximumDepth, let outer = found.outer, !seen.contains(Self.key(outer)) {
                    added.insert(Self.key(outer))
                    next.append(Link(root: caller.helper, signature: outer, caller: caller, use: callerUse, position: chain.count))
                }
                chain.append((caller, callerUse))
            }
            for position in hasCallers { chain[position] = nil }
            guard !next.isEmpty else { break }
            seen.formUnion(added)
            links = next
            // One signature per function: a function that calls the helper twice (`a ?? b`, `c ? a : b`) would
            // otherwise tie with itself and have no callers. Each call found stands for every link of its function.
            var signatures: [FontHelperSignature] = []
            var linksOfSignature: [[Int]] = []
            var signatureOfKey: [String: Int] = [:]
            for (index, link) in next.enumerated() {
                let key = Self.key(link.signature)
                if let known = signatureOfKey[key] {
                    linksOfSignature[known].append(index)
                } else {
                    signatureOfKey[key] = signatures.count
                    signatures.append(link.signature)
                    linksOfSignature.append([index])
                }
            }
            level = callers(signatures).flatMap { found, use in
                linksOfSignature[found.helper].map { index in
                    var each = found
                    each.helper = index
                    return (each, use)
                }
            }
        }
        let kept = chain.compactMap { $0 }
        return (kept.map(\.found), kept.map(\.use))
    }

    /// A call of the function `link` follows, as a caller of the chain's first helper: the caller's place, the name
    /// and size it passes where the function forwards them, the ones the function fixes otherwise.
    private static func composed(_ found: FontHelperCallFinder.Found, use: Use, link: Link) -> (FontHelperCallFinder.Found, Use) {
        var caller = found
        caller.helper = link.root
        var callerUse = use
        if link.signature.nameParameter == nil {
            caller.site.name = link.caller.site.name
            caller.site.nameIsDefaultArgument = link.caller.site.nameIsDefaultArgument
            caller.nameFile = link.caller.nameFile ?? link.caller.site.file
            callerUse = link.use
        }
        if link.signature.sizeParameter == nil {
            caller.site.textSize = link.caller.site.textSize
            caller.site.isBarItemTitle = link.caller.site.isBarItemTitle
            caller.barTitleCandidate = link.caller.barTitleCandidate
        }
        return (caller, callerUse)
    }

    /// A function is the same where it is declared.
    private static func key(_ signature: FontHelperSignature) -> String {
        "\(signature.file):\(signature.line):\(signature.displayName)"
    }
}
