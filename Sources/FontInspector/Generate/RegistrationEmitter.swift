/// The Core Text part: `register(from:)`, for fonts that no Info.plist registers (a Swift package's or a
/// framework's). It returns what failed instead of dropping it, and takes Core Text's "already registered" as
/// success, so calling it twice is harmless.
enum RegistrationEmitter {
    static func emit(_ catalog: FontCatalog, access: GeneratedAccess, to out: inout SwiftSourceWriter) {
        let open = access.keyword
        out.conditional("canImport(CoreText)") { out in
            out.line("import CoreText")
            out.line()
            out.block("extension \(catalog.namespace)") { out in
                out.line("/// A font file `register(from:)` could not register.")
                out.block("\(open)struct RegistrationError: Error, CustomStringConvertible") { out in
                    out.line("/// The file, relative to the bundle's resources.")
                    out.line("\(open)let file: String")
                    out.line("/// Core Text's `CTFontManagerError` code; nil when the bundle has no such file.")
                    out.line("\(open)let code: Int?")
                    out.line()
                    out.block("\(open)var description: String") { out in
                        out.line("code.map { \"\\(file): Core Text did not register it (CTFontManagerError \\($0))\" } ?? \"\\(file): not in the bundle\"")
                    }
                }
                out.line()
                out.line("/// Registers every font file for this process from `bundle` (a Swift package passes `.module`). A file")
                out.line("/// registered before counts as registered, so a second call is harmless. Returns the files that failed.")
                out.line("@discardableResult")
                out.block("\(open)static func register(from bundle: Bundle = .main) -> [RegistrationError]") { out in
                    for line in registerBody { out.line(line) }
                }
            }
        }
    }

    /// The body of `register(from:)`.
    private static let registerBody = [
        "files.compactMap { file -> RegistrationError? in",
        "    guard let url = bundle.resourceURL?.appendingPathComponent(file), FileManager.default.fileExists(atPath: url.path) else {",
        "        return RegistrationError(file: file, code: nil)",
        "    }",
        "    var error: Unmanaged<CFError>?",
        "    if CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error) { return nil }",
        "    let code = error.map { CFErrorGetCode($0.takeRetainedValue()) }",
        "    return code == CTFontManagerError.alreadyRegistered.rawValue ? nil : RegistrationError(file: file, code: code)",
        "}",
    ]
}
