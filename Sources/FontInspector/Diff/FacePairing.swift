/// Matches OLD faces to NEW ones: by PostScript name first (what code and storyboards name), then by family and
/// style (a renamed face), then by file name without its extension plus face index and instance (a family split
/// into new names, a TTF shipped as WOFF2). Each face pairs at most once; what is left is removed or added.
public enum FacePairing {
    /// The pairs made, and what neither side's faces paired with.
    public struct Outcome: Sendable, Hashable {
        /// In OLD's face order.
        public var pairs: [FacePair]
        /// OLD's faces left unpaired, in OLD's order.
        public var removed: [DiffFace]
        /// NEW's faces left unpaired, in NEW's order.
        public var added: [DiffFace]
    }

    /// Pairs `old` with `new`, each key in turn over the faces still free.
    public static func pair(old: [DiffFace], new: [DiffFace]) -> Outcome {
        var pairedOld = Set<Int>(), pairedNew = Set<Int>()
        var pairs: [(oldIndex: Int, pair: FacePair)] = []
        // Each pass indexes the NEW faces still free by its key; the first free face with the key wins.
        func pass(_ method: FacePair.Method, key: (FontFace) -> String?) {
            var free: [String: [Int]] = [:]
            for (index, face) in new.enumerated() where !pairedNew.contains(index) {
                if let value = key(face.face) { free[value, default: []].append(index) }
            }
            for (index, face) in old.enumerated() where !pairedOld.contains(index) {
                guard let value = key(face.face), var candidates = free[value], !candidates.isEmpty else { continue }
                let match = candidates.removeFirst()
                free[value] = candidates
                pairedOld.insert(index)
                pairedNew.insert(match)
                pairs.append((index, FacePair(old: face, new: new[match], method: method)))
            }
        }
        pass(.postScriptName) { face in face.postScriptName.flatMap { $0.isEmpty ? nil : $0 } }
        pass(.familyAndStyle) { face in
            guard let family = face.family, let style = face.style else { return nil }
            return family + "\u{0}" + style
        }
        pass(.file) { face in "\(fileStem(face.file))\u{0}\(face.faceIndex)\u{0}\(face.instanceIndex ?? 0)" }
        return Outcome(
            pairs: pairs.sorted { $0.oldIndex < $1.oldIndex }.map(\.pair),
            removed: old.enumerated().filter { !pairedOld.contains($0.offset) }.map(\.element),
            added: new.enumerated().filter { !pairedNew.contains($0.offset) }.map(\.element))
    }

    /// `DiffSans-Light` for `Fonts/DiffSans-Light.woff2`.
    static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
    }
}
