/// The font calls (indices in `FontBundle.sourceCalls`) that take several names, as an enum's `rawValue` does, of
/// which every one loads a face but one, that no face answers to (FP1000): `UIFont(name: rawValue, size:)` over
/// `case original = "Original"` beside `case serif = "Georgia"`. That one is the odd case out, not a misspelt
/// table of names.
struct CallsWithOneUnknownName {
    private let calls: Set<Int>

    init(_ references: [ResolvedFontNameReference]) {
        var counts: [Int: (loading: Int, unknown: Int)] = [:]
        for resolved in references {
            // A helper's names, checked at its callers, are not the call's own.
            guard let call = resolved.reference.sourceCallIndex, resolved.reference.callerIndex == nil else { continue }
            switch resolved.resolution {
            case .unresolved: counts[call, default: (0, 0)].unknown += 1
            case .runTime: counts[call, default: (0, 0)].unknown += 2  // a name lint cannot judge: not "every other loads"
            default: counts[call, default: (0, 0)].loading += 1
            }
        }
        calls = Set(counts.compactMap { call, count in count.loading >= 1 && count.unknown == 1 ? call : nil })
    }

    func contains(_ call: Int) -> Bool { calls.contains(call) }

    /// Words an app writes for "the font the book or the system gives" (Palace's "Original"), which no font family
    /// is named: the odd case out spelt so is meant to give nil, not a font the app forgot to ship.
    private static let sentinelWords: Set<String> = ["original", "default", "system", "none", "auto", "automatic", "standard", "normal"]

    static func isSentinel(_ name: String) -> Bool { sentinelWords.contains(name.lowercased()) }
}
