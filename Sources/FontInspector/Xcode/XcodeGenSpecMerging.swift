/// XcodeGen's ways of combining specs, applied to YAML trees: `include:` and target templates merge
/// additively (mappings key by key, sequences appended, anything else replaced; a `key:REPLACE` replaces
/// whole), and `${name}` placeholders are replaced by their values.
enum XcodeGenSpecMerging {
    static let replaceSuffix = ":REPLACE"

    /// The key without XcodeGen's `:REPLACE` marker.
    static func plainKey(_ key: String) -> String {
        key.hasSuffix(replaceSuffix) ? String(key.dropLast(replaceSuffix.count)) : key
    }

    /// `over` merged onto `base`.
    static func merge(_ base: YAMLNode, _ over: YAMLNode) -> YAMLNode {
        switch (base.content, over.content) {
        case (.mapping(var entries), .mapping(let overEntries)):
            for entry in overEntries {
                let key = plainKey(entry.key)
                var merged = entry
                merged.key = key
                guard let index = entries.firstIndex(where: { plainKey($0.key) == key }) else {
                    entries.append(merged)
                    continue
                }
                if !entry.key.hasSuffix(replaceSuffix) { merged.value = merge(entries[index].value, entry.value) }
                entries[index] = merged
            }
            return YAMLNode(.mapping(entries), line: base.line, column: base.column)
        case (.sequence(let items), .sequence(let overItems)):
            return YAMLNode(.sequence(items + overItems), line: base.line, column: base.column)
        default:
            return over
        }
    }

    /// Every scalar (keys too) with each `${name}` of `values` replaced.
    static func substituting(_ values: [String: String], in node: YAMLNode) -> YAMLNode {
        guard !values.isEmpty else { return node }
        func replace(_ text: String) -> String {
            guard text.contains("${") else { return text }
            var result = text
            for (name, value) in values { result = result.replacingOccurrences(of: "${\(name)}", with: value) }
            return result
        }
        var copy = node
        switch node.content {
        case .scalar(let text, let plain):
            copy.content = .scalar(replace(text), plain: plain)
        case .sequence(let items):
            copy.content = .sequence(items.map { substituting(values, in: $0) })
        case .mapping(let entries):
            copy.content = .mapping(entries.map {
                YAMLMappingEntry(key: replace($0.key), keyLine: $0.keyLine, keyColumn: $0.keyColumn, value: substituting(values, in: $0.value))
            })
        }
        return copy
    }

    /// An included spec's paths made relative to the root spec's folder (XcodeGen's `relativePaths: true`, its
    /// default): the `sources` and `info: path:` of its targets and target templates, the paths lint follows.
    static func rebasingPaths(of spec: YAMLNode, onto prefix: String) -> YAMLNode {
        guard !prefix.isEmpty, prefix != "." else { return spec }
        return mapValues(of: spec, keys: ["targets", "targetTemplates"]) { targets in
            mapEachValue(targets) { target in
                mapValues(of: target, keys: ["sources"]) { rebaseSources($0, prefix) }
                    .mapValues(keys: ["info"]) { info in mapValues(of: info, keys: ["path"]) { rebase($0, prefix) } }
            }
        }
    }

    private static func rebaseSources(_ sources: YAMLNode, _ prefix: String) -> YAMLNode {
        if sources.scalarValue != nil { return rebase(sources, prefix) }
        guard let items = sources.sequenceValue else { return sources }
        var copy = sources
        copy.content = .sequence(items.map { item in
            item.scalarValue != nil ? rebase(item, prefix) : mapValues(of: item, keys: ["path"]) { rebase($0, prefix) }
        })
        return copy
    }

    private static func rebase(_ path: YAMLNode, _ prefix: String) -> YAMLNode {
        guard case .scalar(let text, let plain) = path.content, !text.hasPrefix("/") else { return path }
        var copy = path
        copy.content = .scalar(prefix + "/" + text, plain: plain)
        return copy
    }

    /// The node with the values of the given keys (`:REPLACE` or not) transformed.
    static func mapValues(of node: YAMLNode, keys: Set<String>, _ transform: (YAMLNode) -> YAMLNode) -> YAMLNode {
        guard let entries = node.mappingValue else { return node }
        var copy = node
        copy.content = .mapping(entries.map { entry in
            var changed = entry
            if keys.contains(plainKey(entry.key)) { changed.value = transform(entry.value) }
            return changed
        })
        return copy
    }

    private static func mapEachValue(_ node: YAMLNode, _ transform: (YAMLNode) -> YAMLNode) -> YAMLNode {
        guard let entries = node.mappingValue else { return node }
        var copy = node
        copy.content = .mapping(entries.map { entry in
            var changed = entry
            changed.value = transform(entry.value)
            return changed
        })
        return copy
    }
}

extension YAMLNode {
    fileprivate func mapValues(keys: Set<String>, _ transform: (YAMLNode) -> YAMLNode) -> YAMLNode {
        XcodeGenSpecMerging.mapValues(of: self, keys: keys, transform)
    }
}

extension XcodeGenSpecMerging {
    /// The tree with every `:REPLACE` marker dropped from its keys, once merging is done.
    static func withoutReplaceMarkers(_ node: YAMLNode) -> YAMLNode {
        var copy = node
        switch node.content {
        case .scalar: return node
        case .sequence(let items): copy.content = .sequence(items.map(withoutReplaceMarkers))
        case .mapping(let entries):
            copy.content = .mapping(entries.map {
                YAMLMappingEntry(key: plainKey($0.key), keyLine: $0.keyLine, keyColumn: $0.keyColumn, value: withoutReplaceMarkers($0.value))
            })
        }
        return copy
    }
}
