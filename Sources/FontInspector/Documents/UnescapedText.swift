/// A quoted string's text as UTF-8 bytes, built in place (decoding UTF-16 units was a quarter of reading the
/// strings). An escaped high surrogate waits for the low one that follows it, so that `\UD83D\UDE00` joins up,
/// and one left alone becomes U+FFFD, as UTF-16 decoding repairs it.
struct UnescapedText {
    private var bytes: [UInt8] = []
    private var pendingHigh: UInt32?

    mutating func append(_ scalar: Unicode.Scalar) {
        flushLoneSurrogate()
        UTF8.encode(scalar) { bytes.append($0) }
    }

    /// Text as written, already UTF-8.
    mutating func append(utf8 run: ArraySlice<UInt8>) {
        flushLoneSurrogate()
        bytes.append(contentsOf: run)
    }

    /// One UTF-16 unit from a `\U` or octal escape.
    mutating func appendUnit(_ unit: UInt32) {
        if (0xDC00...0xDFFF).contains(unit), let high = pendingHigh {
            pendingHigh = nil
            append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)) ?? "\u{FFFD}")
        } else if (0xD800...0xDBFF).contains(unit) {
            flushLoneSurrogate()
            pendingHigh = unit
        } else {
            append(Unicode.Scalar(unit) ?? "\u{FFFD}")
        }
    }

    mutating func finished() -> String {
        flushLoneSurrogate()
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func flushLoneSurrogate() {
        if pendingHigh != nil { bytes.append(contentsOf: [0xEF, 0xBF, 0xBD]) }
        pendingHigh = nil
    }
}
