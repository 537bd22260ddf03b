/// SwiftUI text whose `Font.custom(_:fixedSize:)` makes a picture of text rather than text to read (D42): a
/// miniature below any readable size (three lines of sample text at 6 pt in a theme's 90 pt thumbnail), or text
/// that is the mask of another view (`.mask(Text(…).font(.custom(…, fixedSize: 74)))`, letters cut out of a
/// texture in a frame of fixed height). `fixedSize:` says the size is fixed on purpose; here the code shows why.
extension FontSizeContext {
    /// Below this many points text is a miniature: every text style is larger at every text size (caption 2 is
    /// 11 pt at the smallest).
    private static let miniatureSize = 8.0
    /// How far out from the call a `.mask(` is looked for, in tokens: a modifier chain of a few views.
    private static let maskReach = 512

    /// True when the `Font.custom(_:fixedSize:)` call starting at `callStart` draws a miniature or a mask.
    func isPictureOfText(callStart: Int) -> Bool {
        if let size = sizeArgument(callStart: callStart), let points = numberValue(size), points < Self.miniatureSize { return true }
        return isInMask(callStart)
    }

    /// The call lies inside the argument or trailing closure of a `.mask` modifier.
    private func isInMask(_ callStart: Int) -> Bool {
        let s = structure
        var index = callStart - 1
        while index >= max(0, callStart - Self.maskReach) {
            if s.isClosing(index) {
                guard s.partner[index] >= 0 else { return false }
                index = Int(s.partner[index]) - 1
                continue
            }
            if s.isOpening(index), s.isWord(index - 1, "mask"), s.isPunctuation(index - 2, Byte.dot) { return true }
            index -= 1
        }
        return false
    }
}
