import CFreeType

/// Owns one `FT_Library`. FreeType libraries must not be shared between threads, so this class is
/// deliberately not Sendable: each worker makes its own, and the compiler proves none crosses over.
final class FreeTypeLibrary {
    let handle: FT_Library

    init() throws(FontReadError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw FontReadError(file: "", reason: "FreeType failed to start: \(String(cString: fi_error_string(error)))")
        }
        handle = library
    }

    deinit {
        FT_Done_FreeType(handle)
    }
}

@available(*, unavailable)
extension FreeTypeLibrary: Sendable {}
