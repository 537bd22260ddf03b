// Stand-in for AppKit: what the generated AppKit part and validate() call.
import Foundation

/// https://developer.apple.com/documentation/appkit/nsfont — `class NSFont`
open class NSFont {
    /// https://developer.apple.com/documentation/appkit/nsfont/init(name:size:)
    /// `init?(name fontName: String, size fontSize: CGFloat)`
    public init?(name fontName: String, size fontSize: CGFloat) { fatalError() }

    /// https://developer.apple.com/documentation/appkit/nsfont/systemfont(ofsize:)
    /// `class func systemFont(ofSize fontSize: CGFloat) -> NSFont`
    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { fatalError() }
}
