/// Where each `??` (Objective-C `?:`) chain of font calls lands (FP300): for a call that falls back to another
/// (`SourceFontCall.fallback`), the first later call of its chain whose every name loads a face, bundled or a
/// system font of the file's platforms. A chain that ends in `.systemFont(ofSize:)` or in names no face answers to
/// lands nowhere: the face the code asks for never shows.
struct FallbackChainLandings {
    /// Call index (in `FontBundle.sourceCalls`) → the resolved references of the call its chain lands on.
    private var landings: [Int: ArraySlice<ResolvedFontNameReference>] = [:]

    init(calls: [SourceFontCall], references: [ResolvedFontNameReference]) {
        guard calls.contains(where: { $0.fallback != nil }) else { return }
        // A call's references are contiguous; a helper's, checked at its callers, are not the call's own.
        var ranges: [Int: Range<Int>] = [:]
        for (position, resolved) in references.enumerated() {
            guard let call = resolved.reference.sourceCallIndex, resolved.reference.callerIndex == nil else { continue }
            ranges[call] = (ranges[call]?.lowerBound ?? position)..<(position + 1)
        }
        var callAt: [Finding.Location: Int] = [:]
        for (index, call) in calls.enumerated() where call.helper?.namesFromCallers != true {
            callAt[Finding.Location(file: call.file, line: call.line, column: call.column)] = index
        }
        // A fallback stands later in its file, and calls come in file order: from the last, each call's landing is
        // known before the calls that fall back to it ask for it.
        for index in calls.indices.reversed() {
            let call = calls[index]
            guard let fallback = call.fallback, call.helper?.namesFromCallers != true,
                let next = callAt[Finding.Location(file: call.file, line: fallback.line, column: fallback.column)], next > index,
                let range = ranges[next]
            else { continue }
            let loads = references[range].allSatisfy { resolved in
                switch resolved.resolution {
                case .unresolved, .runTime: false
                default: true
                }
            }
            if loads {
                landings[index] = references[range]
            } else if let onward = landings[next] {
                landings[index] = onward
            }
        }
    }

    /// The references of the call the chain from call `index` lands on; nil when it lands on none.
    func landing(ofCall index: Int) -> ArraySlice<ResolvedFontNameReference>? { landings[index] }
}
