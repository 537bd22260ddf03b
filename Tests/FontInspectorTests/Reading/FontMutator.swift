/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014):
/// a few lines that give the same sequence on every platform and Swift version, unlike the
/// standard library's `random(in:using:)`, whose reduction of a generator's output may change.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A value in 0..<bound (bound > 0); the modulo's bias does not matter here.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
}

/// Damages a font file's bytes the ways real files get damaged and hostile ones are made: bytes
/// flipped, the end cut off, table directories and name tables that point anywhere.
struct FontMutator {
    enum Mutation: String, CaseIterable {
        case byteFlips = "byte-flips"
        case truncation
        case tableDirectory = "table-directory"
        case nameTable = "name-table"
    }

    var random: SplitMix64

    /// The mutated bytes, or nil when the mutation does not apply to this file (a name table in BDF).
    mutating func mutate(_ font: [UInt8], by mutation: Mutation) -> [UInt8]? {
        var bytes = font
        switch mutation {
        case .byteFlips:
            for _ in 0...random.below(8) {
                bytes[random.below(bytes.count)] ^= UInt8(1 + random.below(255))
            }
        case .truncation:
            bytes.removeLast(1 + random.below(bytes.count - 1))
        case .tableDirectory:
            guard corruptDirectory(&bytes) else { return nil }
        case .nameTable:
            guard let table = nameTable(in: bytes) else { return nil }
            corruptNameTable(&bytes, at: table.offset, length: table.length)
        }
        return bytes
    }

    /// Values that sit on the edges parsers get wrong, plus one at random.
    private mutating func hostile32(fileSize: Int, current: Int) -> Int {
        random.pick([0, 1, current + 1, current - 1, fileSize - 1, fileSize, fileSize + 4, 0x7FFF_FFFF, 0xFFFF_FFFF,
                     Int(random.next() & 0xFFFF_FFFF)]) & 0xFFFF_FFFF
    }

    private mutating func hostile16(current: Int) -> Int {
        random.pick([0, 1, current + 1, current - 1, 0x7FFF, 0xFFFF, random.below(0x10000)]) & 0xFFFF
    }

    private mutating func corruptDirectory(_ bytes: inout [UInt8]) -> Bool {
        let magic = String(decoding: bytes.prefix(4), as: UTF8.self)
        if magic == "wOFF" {
            // Header (numTables, totalSfntSize) or one 20-byte table entry (offset, compLength, origLength).
            let entries = bytes.uint16(at: 12)
            if random.below(4) == 0 || entries == 0 {
                let field = random.pick([12, 16])
                if field == 12 { bytes.setUInt16(hostile16(current: entries), at: 12) } else {
                    bytes.setUInt32(hostile32(fileSize: bytes.count, current: bytes.uint32(at: 16)), at: 16)
                }
            } else {
                let field = 44 + 20 * random.below(entries) + random.pick([4, 8, 12])
                guard field + 4 <= bytes.count else { return false }
                bytes.setUInt32(hostile32(fileSize: bytes.count, current: bytes.uint32(at: field)), at: field)
            }
            return true
        }
        if magic == "wOF2" {
            // Its table directory is variable-length: corrupt the header's counts and sizes instead.
            let field = random.pick([12, 16, 20])
            if field == 12 { bytes.setUInt16(hostile16(current: bytes.uint16(at: 12)), at: 12) } else {
                bytes.setUInt32(hostile32(fileSize: bytes.count, current: bytes.uint32(at: field)), at: field)
            }
            return true
        }
        let directories = sfntDirectories(in: bytes)
        guard !directories.isEmpty else { return false }
        if magic == "ttcf", random.below(4) == 0 {
            // The collection header: its face count or one face's offset.
            let faceCount = bytes.uint32(at: 8)
            let field = random.below(2) == 0 ? 8 : 12 + 4 * random.below(faceCount)
            bytes.setUInt32(hostile32(fileSize: bytes.count, current: bytes.uint32(at: field)), at: field)
            return true
        }
        let directory = random.pick(directories)
        let tableCount = bytes.uint16(at: directory + 4)
        if random.below(5) == 0 || tableCount == 0 {
            bytes.setUInt16(hostile16(current: tableCount), at: directory + 4)
            return true
        }
        let record = directory + 12 + 16 * random.below(tableCount)
        switch random.below(3) {
        case 0:  // the tag: another table's, or four random bytes
            let other = directory + 12 + 16 * random.below(tableCount)
            let tag = random.below(2) == 0 ? Array(bytes[other..<other + 4]) : (0..<4).map { _ in UInt8(random.below(256)) }
            bytes.replaceSubrange(record..<record + 4, with: tag)
        case 1:  // the offset
            bytes.setUInt32(hostile32(fileSize: bytes.count, current: bytes.uint32(at: record + 8)), at: record + 8)
        default:  // the length
            bytes.setUInt32(hostile32(fileSize: bytes.count, current: bytes.uint32(at: record + 12)), at: record + 12)
        }
        return true
    }

    private mutating func corruptNameTable(_ bytes: inout [UInt8], at table: Int, length: Int) {
        let count = bytes.uint16(at: table + 2)
        switch random.below(5) {
        case 0:
            bytes.setUInt16(hostile16(current: count), at: table + 2)
        case 1:
            bytes.setUInt16(random.pick([0, 6, length, length + 1, 0xFFFF, random.below(0x10000)]), at: table + 4)
        case 2, 3:
            guard count > 0 else { return }
            // One field of one 12-byte record: platform, encoding, language, name ID, length or offset.
            let field = table + 6 + 12 * random.below(count) + 2 * random.below(6)
            let value = field == table + 6 ? random.pick([0, 1, 2, 3, 4, 0xFFFF]) : hostile16(current: bytes.uint16(at: field))
            bytes.setUInt16(value, at: field)
        default:
            // The strings: surrogates, odd bytes, control characters.
            let storage = table + bytes.uint16(at: table + 4)
            guard storage < min(table + length, bytes.count) else { return }
            for _ in 0...random.below(4) {
                let position = storage + random.below(min(table + length, bytes.count) - storage)
                bytes[position] = random.pick([0x00, 0x0A, 0x1B, 0x7F, 0x80, 0xD8, 0xDC, 0xFF, UInt8(random.below(256))])
            }
        }
    }

    /// Where each sfnt table directory starts: one for a font, one per face for a collection.
    private func sfntDirectories(in bytes: [UInt8]) -> [Int] {
        guard bytes.count >= 12 else { return [] }
        if bytes.starts(with: Array("ttcf".utf8)) {
            return (0..<bytes.uint32(at: 8)).map { bytes.uint32(at: 12 + 4 * $0) }.filter { $0 + 12 <= bytes.count }
        }
        let version = bytes.uint32(at: 0)
        return version == 0x0001_0000 || version == 0x4F54_544F ? [0] : []  // TrueType or "OTTO"
    }

    private func nameTable(in bytes: [UInt8]) -> (offset: Int, length: Int)? {
        guard let directory = sfntDirectories(in: bytes).first else { return nil }
        for index in 0..<bytes.uint16(at: directory + 4) {
            let record = directory + 12 + 16 * index
            if bytes[record..<record + 4].elementsEqual("name".utf8) {
                return (bytes.uint32(at: record + 8), bytes.uint32(at: record + 12))
            }
        }
        return nil
    }
}
