/// An 8-bit sRGB colour; `alpha` is how much of it covers what is beneath (255: all of it).
package struct RGBA: Sendable, Hashable {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    package var alpha: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    package static let black = RGBA(red: 0, green: 0, blue: 0)
    package static let white = RGBA(red: 255, green: 255, blue: 255)
}
