/// The unknown fonts of storyboards and xibs that never draw because the owner's code replaces them (FP1100): the
/// font of an element that is an outlet of a class (`<outlet property="titleLabel" destination="…"/>` in the
/// connections of the File's Owner, view controller or view whose `customClass` it is), when that class's code sets
/// the outlet's font (`OutletFontAssignments`) — before the view shows, or later — and the font of a button the
/// document gives no title, an outlet no code names but to declare it. A customFonts index entry follows the
/// uses it indexes (D425): when every use of its name in the document is replaced, so is the entry.
///
/// Only the source files that may hold an owner class's name as a word (`WordBloomFilter`) are lexed, once each.
enum ReplacedInterfaceBuilderFonts {
    /// Why one reference's font never draws, or draws only until the code replaces it.
    struct Replacement: Sendable, Equatable {
        enum Reason: Sendable, Equatable {
            /// The code sets the outlet's font in `method` (`file`:`line`).
            case fontSetByCode(method: String, file: String, line: Int)
            /// A button with no title whose outlet no code names to give it one.
            case untitledButton
            /// A customFonts entry: each of the document's `uses` uses of its name is replaced.
            case indexedUses(Int)
        }

        var outlet: String
        var ownerClass: String
        var reason: Reason
        /// True when the document's font never draws: replaced before the view shows, or never given text.
        var neverDraws: Bool
    }

    /// For each index in `interfaceBuilder` of a name no face answers to (`unresolved`) whose font is replaced, why.
    static func find(
        _ interfaceBuilder: [InterfaceBuilderFontReference], unresolved: Set<Int>, outlets: [InterfaceBuilderOutlet], sourceFiles: [String]
    ) -> [Int: Replacement] {
        var wanted: [ElementKey: [Int]] = [:]
        for index in unresolved.sorted() where interfaceBuilder.indices.contains(index) {
            if let element = interfaceBuilder[index].element { wanted[ElementKey(file: interfaceBuilder[index].file, element: element), default: []].append(index) }
        }
        let owned = outlets.filter { wanted[ElementKey(file: $0.file, element: $0.destination)] != nil }
        guard !owned.isEmpty else { return [:] }
        let outletsByClass = Dictionary(grouping: owned, by: \.ownerClass).mapValues { Set($0.map(\.property)) }
        let code = ownerCode(outletsByClass, in: sourceFiles)
        var replaced: [Int: Replacement] = [:]
        for outlet in owned {
            guard let read = code[outlet.ownerClass] else { continue }
            for index in wanted[ElementKey(file: outlet.file, element: outlet.destination)] ?? [] {
                let replacement: Replacement
                if let set = read.assignments[outlet.property] {
                    replacement = Replacement(
                        outlet: outlet.property, ownerClass: outlet.ownerClass,
                        reason: .fontSetByCode(method: set.method, file: set.file, line: set.line), neverDraws: set.beforeShown)
                } else if interfaceBuilder[index].isOfUntitledButton, !read.named.contains(outlet.property) {
                    replacement = Replacement(outlet: outlet.property, ownerClass: outlet.ownerClass, reason: .untitledButton, neverDraws: true)
                } else {
                    continue
                }
                if let known = replaced[index], known.neverDraws || !replacement.neverDraws { continue }
                replaced[index] = replacement
            }
        }
        return replaced.merging(indexEntries(interfaceBuilder, replaced: replaced)) { first, _ in first }
    }

    /// One element of one document.
    private struct ElementKey: Hashable {
        var file: String
        var element: String
    }

    /// What the owner classes' code does with their outlets, over every file that declares them.
    private struct OwnerCode {
        var assignments: [String: (method: String, file: String, line: Int, beforeShown: Bool)] = [:]
        /// Outlets named in a declaring file other than in their declaration, or in any other source file.
        var named: Set<String> = []
    }

    /// Reads each source file that writes a class's name or an outlet's name as a word: the first it lexes for
    /// the classes' bodies, the second tells an outlet other code may reach.
    private static func ownerCode(_ outletsByClass: [String: Set<String>], in sourceFiles: [String]) -> [String: OwnerCode] {
        let classes = outletsByClass.keys.map { ($0, WordBloomFilter.Probe($0)) }
        let outletWords = Set(outletsByClass.values.joined()).map { ($0, WordBloomFilter.Probe($0)) }
        let files = sourceFiles.filter { SourceLanguage(path: $0) != nil }
        let reads = WorkerPool.map(count: files.count) { index -> FileRead in
            // A file lint cannot read may name an outlet: it counts as naming them all.
            guard let bytes = try? SmallFileReader.bytes(path: files[index], limit: SourceFileScanner.maximumFileSize),
                  let language = SourceLanguage(path: files[index])
            else { return FileRead(named: Set(outletsByClass.values.joined())) }
            // The file's words, hashed once: a word it may hold but does not only lexes it for nothing, or keeps
            // an outlet counted as named (the error stays).
            return bytes.withUnsafeBufferPointer { buffer in
                let words = WordBloomFilter(buffer)
                let declared = classes.filter { words.mayContain($0.1) }.map(\.0)
                var read = FileRead(named: Set(outletWords.filter { words.mayContain($0.1) }.map(\.0)))
                guard !declared.isEmpty else { return read }
                let structure = TokenStructure(SourceLexer.lex(buffer, language: language), bytes: buffer, language: language)
                let asked = Dictionary(uniqueKeysWithValues: declared.map { ($0, outletsByClass[$0] ?? []) })
                for (ownerClass, assignments) in OutletFontAssignments.all(in: structure, outletsByType: asked).sorted(by: { $0.key < $1.key })
                where assignments.declaresType {
                    read.declarations.append((ownerClass, assignments))
                }
                return read
            }
        }
        var code: [String: OwnerCode] = [:]
        for (file, read) in zip(files, reads) {
            for (ownerClass, assignments) in read.declarations {
                var owner = code[ownerClass] ?? OwnerCode()
                owner.named.formUnion(assignments.used)
                for (outlet, set) in assignments.assignments {
                    if let known = owner.assignments[outlet], known.beforeShown || !set.beforeShown { continue }
                    owner.assignments[outlet] = (set.method, file, set.line, set.beforeShown)
                }
                code[ownerClass] = owner
            }
        }
        // A file that declares no owner but names an outlet may reach it (`alert.closeButton.setTitle(…)`).
        let namedElsewhere = reads.filter(\.declarations.isEmpty).reduce(into: Set<String>()) { $0.formUnion($1.named) }
        if !namedElsewhere.isEmpty {
            for ownerClass in code.keys { code[ownerClass]?.named.formUnion(namedElsewhere) }
        }
        return code
    }

    /// One source file's part: the owner classes it declares, with what their bodies do, and the outlet names it
    /// writes as words.
    private struct FileRead: Sendable {
        var named: Set<String>
        var declarations: [(ownerClass: String, read: OutletFontAssignments)] = []
    }

    /// The customFonts entries of the documents whose every use of the entry's name is in `replaced`: the index
    /// follows the elements it lists, never drawn only when none of them is.
    private static func indexEntries(_ interfaceBuilder: [InterfaceBuilderFontReference], replaced: [Int: Replacement]) -> [Int: Replacement] {
        struct Uses {
            var count = 0
            var replaced: [Replacement] = []
        }
        var uses: [String: [String: Uses]] = [:]
        var entries: [Int] = []
        for (index, reference) in interfaceBuilder.enumerated() {
            if case .customFontsIndex = reference.kind {
                entries.append(index)
                continue
            }
            uses[reference.file, default: [:]][reference.name, default: Uses()].count += 1
            if let replacement = replaced[index] { uses[reference.file, default: [:]][reference.name]?.replaced.append(replacement) }
        }
        var indexed: [Int: Replacement] = [:]
        for index in entries {
            let reference = interfaceBuilder[index]
            guard let named = uses[reference.file]?[reference.name], named.count > 0, named.replaced.count == named.count,
                  let first = named.replaced.first
            else { continue }
            indexed[index] = Replacement(
                outlet: first.outlet, ownerClass: first.ownerClass, reason: .indexedUses(named.count),
                neverDraws: named.replaced.allSatisfy(\.neverDraws))
        }
        return indexed
    }
}
