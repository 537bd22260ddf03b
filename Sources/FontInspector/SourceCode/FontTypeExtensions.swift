/// The bodies of a Swift file's `extension Font`, `extension UIFont` and `extension NSFont` (module-qualified
/// too): inside them an unqualified `custom(…)` is `Font.custom`, and `self.init(name:size:)` is
/// `UIFont(name:size:)` (M160). `extension Font.TextStyle` extends another type and is not one of them.
struct FontTypeExtensions {
    enum Extended {
        case swiftUIFont
        case uiFont
        case nsFont

        /// The form its `init(name:size:)` has; nil for SwiftUI's Font, which has none.
        var initializerForm: FontCallForm? {
            switch self {
            case .swiftUIFont: nil
            case .uiFont: .uiFont
            case .nsFont: .nsFont
            }
        }
    }

    /// Each body's token range (between its braces), in file order; extensions do not nest.
    private var bodies: [(range: Range<Int>, type: Extended)] = []

    init(_ s: TokenStructure) {
        guard s.language == .swift else { return }
        for index in 0..<s.count where s.isWord(index, "extension") {
            var name = index + 1
            // `extension SwiftUI.Font`, `extension UIKit.UIFont`.
            if s.isWord(name, "SwiftUI") || s.isWord(name, "UIKit") || s.isWord(name, "AppKit"), s.isPunctuation(name + 1, Byte.dot) { name += 2 }
            let type: Extended
            if s.isWord(name, "Font") { type = .swiftUIFont }
            else if s.isWord(name, "UIFont") { type = .uiFont }
            else if s.isWord(name, "NSFont") { type = .nsFont }
            else { continue }
            guard !s.isPunctuation(name + 1, Byte.dot) else { continue }
            // The body opens after any conformances and `where` clause, on the way to the first `{`.
            var brace = name + 1
            while brace < min(s.count, name + 64), !s.isPunctuation(brace, UInt8(ascii: "{")) {
                if s.isPunctuation(brace, UInt8(ascii: "}")) || s.isPunctuation(brace, UInt8(ascii: ";")) { break }
                brace += 1
            }
            guard s.isPunctuation(brace, UInt8(ascii: "{")), s.partner[brace] > brace else { continue }
            bodies.append(((brace + 1)..<Int(s.partner[brace]), type))
        }
    }

    var isEmpty: Bool { bodies.isEmpty }

    /// The font type whose extension body holds token `index`.
    func type(at index: Int) -> Extended? {
        var low = 0
        var high = bodies.count
        while low < high {
            let middle = (low + high) / 2
            if bodies[middle].range.upperBound <= index { low = middle + 1 } else { high = middle }
        }
        guard low < bodies.count, bodies[low].range.contains(index) else { return nil }
        return bodies[low].type
    }
}
