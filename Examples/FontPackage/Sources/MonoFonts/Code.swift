import Foundation

/// The code faces, named through the committed constants of FontConstants.generated.swift beside this file, written
/// by `swift package --allow-writing-to-package-directory generate-fonts --target MonoFonts --namespace Mono`.
public enum Code {
    /// Source listings: the collection's regular face.
    public static let listing = Mono.FixtureMono.regular
    /// Emphasis in listings: the collection's bold face.
    public static let emphasis = Mono.FixtureMono.bold
    /// Line numbers: a named instance of the variable font.
    public static let lineNumbers = Mono.FixtureVar.thin

    /// The bundle SwiftPM copies Fonts/ into (flat): where `Mono.register(from:)` finds `Mono.files`.
    public static var bundle: Bundle { .module }

    #if canImport(CoreText)
    /// Registers the code faces for this process; a second call is harmless. Returns the files that failed.
    @discardableResult
    public static func registerFonts() -> [Mono.RegistrationError] {
        Mono.register(from: .module)
    }
    #endif
}
