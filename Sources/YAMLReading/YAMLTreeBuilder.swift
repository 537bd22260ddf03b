/// Builds the `YAMLNode` tree from libyaml's events: resolves aliases to their anchored nodes and `<<` merge
/// keys to the entries they bring, and enforces the depth and expanded-node bounds as it goes, so a hostile
/// file stops at the event that crosses a bound.
struct YAMLTreeBuilder {
    private enum Frame {
        case sequence(items: [YAMLNode], mark: YAMLMark, anchor: String?, firstNode: Int)
        /// `key` holds a key read and waiting for its value.
        case mapping(entries: [YAMLMappingEntry], key: (String, YAMLMark)?, mark: YAMLMark, anchor: String?, firstNode: Int)
    }

    let file: String
    let maximumDepth: Int
    let maximumNodes: Int
    private(set) var root: YAMLNode?
    private var stack: [Frame] = []
    /// Each anchor's node and how many nodes it counts for once expanded.
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    private var nodeCount = 0
    private var documents = 0

    init(file: String, maximumDepth: Int, maximumNodes: Int) {
        self.file = file
        self.maximumDepth = maximumDepth
        self.maximumNodes = maximumNodes
    }

    /// Takes one event; true once the stream has ended.
    mutating func take(_ event: YAMLEvent, at mark: YAMLMark) throws(YAMLProblem) -> Bool {
        switch event {
        case .streamStart, .documentEnd:
            break
        case .streamEnd:
            return true
        case .documentStart:
            documents += 1
            if documents > 1 {
                throw problem(.unsupported, "a second YAML document; fontinspect reads files with one", at: mark)
            }
        case .scalar(let text, let anchor, let plain):
            try count(1, at: mark)
            let node = YAMLNode(.scalar(text, plain: plain), line: mark.line, column: mark.column)
            if let anchor { anchors[anchor] = (node, 1) }
            try add(node, at: mark)
        case .alias(let anchor):
            guard let anchored = anchors[anchor] else {
                throw problem(.unsupported, "the alias *\(anchor) names no anchor before it", at: mark)
            }
            try count(anchored.size, at: mark)
            try add(anchored.node, at: mark)
        case .sequenceStart(let anchor):
            try open(at: mark)
            stack.append(.sequence(items: [], mark: mark, anchor: anchor, firstNode: nodeCount))
        case .mappingStart(let anchor):
            try open(at: mark)
            stack.append(.mapping(entries: [], key: nil, mark: mark, anchor: anchor, firstNode: nodeCount))
        case .sequenceEnd, .mappingEnd:
            guard let frame = stack.popLast() else { break }
            let node: YAMLNode
            let anchor: String?
            let firstNode: Int
            switch frame {
            case .sequence(let items, let start, let name, let first):
                node = YAMLNode(.sequence(items), line: start.line, column: start.column)
                (anchor, firstNode) = (name, first)
            case .mapping(let entries, _, let start, let name, let first):
                node = YAMLNode(.mapping(Self.merging(entries)), line: start.line, column: start.column)
                (anchor, firstNode) = (name, first)
            }
            // The collection counted itself when it opened.
            if let anchor { anchors[anchor] = (node, nodeCount - firstNode + 1) }
            try add(node, at: mark)
        }
        return false
    }

    private mutating func open(at mark: YAMLMark) throws(YAMLProblem) {
        if case .mapping(_, nil, _, _, _)? = stack.last {
            throw problem(.unsupported, "a mapping key that is a sequence or mapping; keys must be scalars", at: mark)
        }
        guard stack.count < maximumDepth else {
            throw problem(.tooDeep, "sequences and mappings nest deeper than \(maximumDepth) levels; not read", at: mark)
        }
        try count(1, at: mark)
    }

    private mutating func count(_ nodes: Int, at mark: YAMLMark) throws(YAMLProblem) {
        nodeCount += nodes
        guard nodeCount <= maximumNodes else {
            throw problem(.tooManyNodes, "aliases expand to more than \(maximumNodes) nodes; not read", at: mark)
        }
    }

    /// Puts a finished node where it belongs: the root, the open sequence, or the open mapping's key or value.
    private mutating func add(_ node: YAMLNode, at mark: YAMLMark) throws(YAMLProblem) {
        guard let frame = stack.popLast() else {
            root = node
            return
        }
        // `consume`: the popped frame must not keep its array alive, or each append copies it (quadratic).
        switch consume frame {
        case .sequence(var items, let start, let anchor, let first):
            items.append(node)
            stack.append(.sequence(items: items, mark: start, anchor: anchor, firstNode: first))
        case .mapping(var entries, let key, let start, let anchor, let first):
            if let (text, keyMark) = key {
                entries.append(YAMLMappingEntry(key: text, keyLine: keyMark.line, keyColumn: keyMark.column, value: node))
                stack.append(.mapping(entries: entries, key: nil, mark: start, anchor: anchor, firstNode: first))
            } else {
                guard let text = node.scalarValue else {
                    throw problem(.unsupported, "a mapping key that is a sequence or mapping; keys must be scalars", at: mark)
                }
                stack.append(.mapping(entries: entries, key: (text, YAMLMark(line: node.line, column: node.column)), mark: start, anchor: anchor, firstNode: first))
            }
        }
    }

    /// YAML 1.1 merge keys: `<<: *base` (or a list of them) brings the entries of the merged mappings that the
    /// mapping does not set itself, earlier mappings of the list first; at the place of the `<<`.
    private static func merging(_ entries: [YAMLMappingEntry]) -> [YAMLMappingEntry] {
        guard entries.contains(where: { $0.key == "<<" }) else { return entries }
        var taken = Set(entries.filter { $0.key != "<<" }.map(\.key))
        var result: [YAMLMappingEntry] = []
        for entry in entries {
            guard entry.key == "<<" else {
                result.append(entry)
                continue
            }
            let sources = entry.value.mappingValue.map { [$0] } ?? (entry.value.sequenceValue ?? []).compactMap(\.mappingValue)
            if sources.isEmpty {
                // Not a merge after all (`<<: text`): an ordinary key.
                result.append(entry)
                continue
            }
            for merged in sources.joined() where !taken.contains(merged.key) {
                taken.insert(merged.key)
                result.append(merged)
            }
        }
        return result
    }

    private func problem(_ kind: YAMLProblem.Kind, _ message: String, at mark: YAMLMark) -> YAMLProblem {
        YAMLProblem(kind: kind, message: message, file: file, line: mark.line, column: mark.column)
    }
}
