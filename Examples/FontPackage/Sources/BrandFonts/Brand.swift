import Foundation

/// The brand's type, named through the constants the FontConstants plugin generates at build time: a face that is
/// renamed or removed from Fonts/ breaks this file's build, not a label at run time.
public enum Brand {
    /// The face of running text.
    public static let text = Fonts.HarborSans.regular
    /// The face of headings.
    public static let heading = Fonts.HarborSans.bold
    /// Typography.plist's body style: Harbor Sans Regular at 17 points, SemiBold when Bold Text is on.
    public static let body = Fonts.Typography.body

    /// The bundle SwiftPM copies Fonts/ into (flat): where `Fonts.register(from:)` finds `Fonts.files`.
    public static var bundle: Bundle { .module }

    #if canImport(CoreText)
    /// Registers the package's fonts for this process; a second call is harmless. Returns the files that failed.
    @discardableResult
    public static func registerFonts() -> [Fonts.RegistrationError] {
        Fonts.register(from: .module)
    }
    #endif
}
