import CFreeType

/// A FreeType error code with FreeType's own text.
struct FreeTypeError: Error {
    var code: FT_Error

    var text: String { String(cString: fi_error_string(code)) }
}
