/// The constants pass: which of the files passed over (no font call in them) are lexed for their string constants.
extension SourceFileScanner {
    /// The constants-only scans of the files in `passedOver` (indices into `sources`) that may declare a name
    /// the table is looked up by for the `lexed` files' calls and the font helpers' callers (`callerUses`), in
    /// `passedOver`'s order.
    ///
    /// The table is keyed by a constant's name (`StringConstantTable.lookedUpName`), so a constant whose name is
    /// never looked up is never consulted: leaving out a file that declares no looked-up name changes no answer.
    /// The names are followed to a fixed point: a constant found may name another (`let a = b`), whose file is
    /// then lexed too. A file is tested by its words (`WordBloomFilter`) and read again only when it may hold one;
    /// in the largest app of the corpus that is a few dozen files of 1,450.
    static func constantScans(
        following lexed: [FileScan], callerUses: [StringConstantCollector.UseSite?] = [], passedOver: [(index: Int, words: WordBloomFilter)], sources: [(String, SourceLanguage)]
    ) -> [FileScan] {
        var wanted = Set<String>()
        /// Names wanted since the remaining files were last tested for them.
        var untested: [String] = []
        var constantsByName: [String: [StringConstant]] = [:]
        func want(_ paths: [NameReferencePath]) {
            for path in paths {
                let name = StringConstantTable.lookedUpName(path)
                guard wanted.insert(name).inserted else { continue }
                untested.append(name)
                for constant in constantsByName[name] ?? [] { want(StringConstantTable.references(of: constant)) }
            }
        }
        func add(_ constants: [StringConstant]) {
            for constant in constants {
                constantsByName[constant.name, default: []].append(constant)
                if wanted.contains(constant.name) { want(StringConstantTable.references(of: constant)) }
            }
        }
        for fileScan in lexed {
            for case let use? in fileScan.uses { want(StringConstantTable.firstLookups(of: use)) }
        }
        for case let use? in callerUses { want(StringConstantTable.firstLookups(of: use)) }
        for fileScan in lexed { add(fileScan.constants) }
        var remaining = Array(passedOver.indices)
        var scans: [(position: Int, scan: FileScan)] = []
        // Testing every file for every name is files × names: past this budget (a hostile project: thousands of
        // files, each naming its own constant), every file left is lexed, as all were before, so time stays linear.
        var testsLeft = passedOver.count * Self.nameTestsPerFile
        while !untested.isEmpty {
            let probes = untested.map(WordBloomFilter.Probe.init)
            untested = []
            let matching: [Int]
            if remaining.count * probes.count > testsLeft {
                matching = remaining
            } else {
                testsLeft -= remaining.count * probes.count
                matching = remaining.filter { position in probes.contains { passedOver[position].words.mayContain($0) } }
            }
            guard !matching.isEmpty else { break }
            let matched = Set(matching)
            remaining.removeAll(where: matched.contains)
            let results = WorkerPool.map(count: matching.count) { index in
                let source = sources[passedOver[matching[index]].index]
                return scanFile(source.0, language: source.1, constantsOnly: true)
            }
            for (position, result) in zip(matching, results) {
                guard case .success(let fileScan) = result else { continue }
                scans.append((position, fileScan))
                add(fileScan.constants)
            }
        }
        return scans.sorted { $0.position < $1.position }.map(\.scan)
    }

    /// A test costs tens of instructions, lexing a file of a real app hundreds of thousands.
    static let nameTestsPerFile = 256
}
