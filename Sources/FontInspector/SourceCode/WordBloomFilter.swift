/// The words of one file (maximal runs of `Byte.isWord` bytes, in code, strings and comments alike) in a Bloom
/// filter: `mayContain` is never false for a word the file holds, and rarely true for one it does not. It lets
/// the scan keep a few hundred bytes of a file it passed over, rather than the file, until it knows which names
/// the project's constants are looked up by (`StringConstantTable.lookedUpName`): only a file that may declare
/// one of them is read again and lexed.
struct WordBloomFilter: Sendable {
    private var bits: [UInt64]
    /// The file holds a character that Swift's `String` comparison takes for ASCII (U+212A KELVIN SIGN is `K`,
    /// U+037E is `;`, U+1FEF is a backtick: their canonical decompositions), so a declared name can equal a
    /// looked-up ASCII name without holding its bytes.
    private var holdsASCIIEquivalent = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        // About a bit per byte: far more bits than distinct words, so few false positives.
        var size = 512
        while size < bytes.count, size < 1 << 20 { size <<= 1 }
        bits = [UInt64](repeating: 0, count: size / 64)
        let count = bytes.count
        var index = 0
        while index < count {
            guard Byte.isWord(bytes[index]) else {
                index += 1
                continue
            }
            var hash = Self.seed
            while index < count, Byte.isWord(bytes[index]) {
                let byte = bytes[index]
                if byte >= 0xC0, Self.startsASCIIEquivalent(bytes, at: index) { holdsASCIIEquivalent = true }
                hash = Self.step(hash, byte)
                index += 1
            }
            insert(hash)
        }
    }

    /// A word to look for, hashed once for every filter it is tested against.
    struct Probe {
        /// nil for a word that is not plain ASCII letters, digits, `_` and `$` (a backticked name, a non-ASCII
        /// one that another normalization could spell): it may always be there.
        fileprivate var hash: UInt64?

        init(_ word: String) {
            var hash = WordBloomFilter.seed
            for byte in word.utf8 {
                guard byte < 0x80, Byte.isWord(byte) else {
                    self.hash = nil
                    return
                }
                hash = WordBloomFilter.step(hash, byte)
            }
            self.hash = hash
        }
    }

    /// False only when the file holds no word `word`.
    func mayContain(_ word: String) -> Bool { mayContain(Probe(word)) }

    func mayContain(_ probe: Probe) -> Bool {
        guard !holdsASCIIEquivalent, let hash = probe.hash else { return true }
        let mask = bits.count * 64 - 1
        return isSet(Int(truncatingIfNeeded: hash) & mask) && isSet(Int(truncatingIfNeeded: hash >> 32) & mask)
    }

    private mutating func insert(_ hash: UInt64) {
        let mask = bits.count * 64 - 1
        set(Int(truncatingIfNeeded: hash) & mask)
        set(Int(truncatingIfNeeded: hash >> 32) & mask)
    }

    private mutating func set(_ position: Int) { bits[position >> 6] |= 1 << UInt64(position & 63) }

    private func isSet(_ position: Int) -> Bool { bits[position >> 6] & (1 << UInt64(position & 63)) != 0 }

    // FNV-1a, 64 bits: the low and the high half pick the filter's two bits.
    fileprivate static let seed: UInt64 = 0xCBF2_9CE4_8422_2325

    @inline(__always)
    fileprivate static func step(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }

    /// U+212A (E2 84 AA), U+037E (CD BE), U+1FEF (E1 BF AF) start at `index`.
    private static func startsASCIIEquivalent(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        switch bytes[index] {
        case 0xE2: return byte(1) == 0x84 && byte(2) == 0xAA
        case 0xCD: return byte(1) == 0xBE
        case 0xE1: return byte(1) == 0xBF && byte(2) == 0xAF
        default: return false
        }
    }
}
