import CFreeType

/// Owns one `FT_Library`. FreeType libraries must not be shared between threads, so this class is
/// deliberately not Sendable: each worker makes its own, and the compiler proves none crosses over.
final class FreeTypeLibrary {
    private let handle: FT_Library

    init() throws(InputProblem) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else {
            throw InputProblem(message: "FreeType failed to start: \(String(cString: fi_error_string(error)))", file: "")
        }
        handle = library
    }

    deinit {
        FT_Done_FreeType(handle)
    }

    /// A new face the caller owns and must close with `FT_Done_Face` (`FreeTypeFace` does, in its deinit).
    func openFace(path: String, faceIndex: Int) throws(FreeTypeError) -> FT_Face {
        var face: FT_Face?
        let error = FT_New_Face(handle, path, FT_Long(faceIndex), &face)
        guard error == 0, let face else { throw FreeTypeError(code: error) }
        return face
    }

    /// Frees what `FT_Get_MM_Var` allocated: it belongs to the library, not to the face.
    func free(_ variations: UnsafeMutablePointer<FT_MM_Var>) {
        FT_Done_MM_Var(handle, variations)
    }
}

@available(*, unavailable)
extension FreeTypeLibrary: Sendable {}
