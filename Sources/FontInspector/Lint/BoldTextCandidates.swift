/// The faces Bold Text inference may pick, by family and slope, at their weights: indexed once per bundle, so that
/// inferring the bold face of each of a family's N faces costs N log N, not N² (a scan of the bundle per face).
struct BoldTextCandidates {
    private struct FamilySlope: Hashable {
        var family: String?
        var italic: Bool
    }

    /// Each family and slope's distinct weights, ascending, and each weight's faces in bundle order.
    private var weights: [FamilySlope: [Int]] = [:]
    private var faces: [FamilySlope: [Int: [(face: BundleFace, isRegistered: Bool)]]] = [:]

    init(_ bundle: FontBundle) {
        for face in bundle.allFaces where face.face.postScriptName != nil && face.face.isLoadableOnApplePlatforms {
            guard let weight = face.face.weight else { continue }
            let entry = (face: face, isRegistered: bundle.isRegistered(face.font))
            faces[FamilySlope(family: face.face.family, italic: face.face.italic), default: [:]][weight, default: []].append(entry)
        }
        weights = faces.mapValues { $0.keys.sorted() }
    }

    /// The face of the same family and slope at the mapped heavier weight (`BoldTextVariant.boldWeight`), else the
    /// heavier face nearest that weight, one above it winning a tie; registered faces win over unregistered ones of
    /// the same weight, then the first in the bundle.
    func bold(for regular: BundleFace) -> BundleFace? {
        let key = FamilySlope(family: regular.face.family, italic: regular.face.italic)
        guard let weight = regular.face.weight, let sorted = weights[key] else { return nil }
        let target = BoldTextVariant.boldWeight(for: weight)
        // Heavier than the regular face: sorted[heavier...]; of those, the first at or above the target.
        let heavier = sorted.partitionPoint { $0 > weight }
        let atTarget = max(heavier, sorted.partitionPoint { $0 >= target })
        var chosen = atTarget < sorted.count ? sorted[atTarget] : nil
        if atTarget > heavier {
            let below = sorted[atTarget - 1]
            if chosen.map({ target - below < $0 - target }) ?? true { chosen = below }
        }
        guard let chosen, let bucket = faces[key]?[chosen] else { return nil }
        return (bucket.first { $0.isRegistered } ?? bucket[0]).face
    }
}

private extension Array where Element == Int {
    /// The index of the first element of an ascending array that satisfies `isAtOrAbove` (binary search).
    func partitionPoint(_ isAtOrAbove: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAbove(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
