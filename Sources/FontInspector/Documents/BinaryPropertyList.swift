/// A binary property list (`bplist00`) read one object at a time, laid out as CoreFoundation's CFBinaryPList.c
/// describes: objects, an offset table, a 32-byte trailer. Containers give their members as object indices, so
/// nothing recurses and a cycle costs nothing. Read here, not by Foundation, for what Foundation hides: it hands
/// an archive's references (UIDs) back as an object whose number Swift cannot read. Every read is bounds-checked;
/// what does not fit is `.other`.
struct BinaryPropertyList {
    /// One object, its members as indices of other objects.
    enum Object: Equatable {
        case string(String)
        case integer(Int)
        case real(Double)
        case boolean(Bool)
        /// An `NSKeyedArchiver` reference to the archive's `$objects` entry of that index.
        case uid(Int)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
        /// Data, dates, sets, null, and anything malformed: nothing a reader here needs.
        case other
    }

    private let bytes: [UInt8]
    private let offsets: [Int]
    private let referenceSize: Int
    /// The index of the root object.
    let topObject: Int

    /// Nil when the bytes are no binary property list or its trailer or offset table does not fit.
    init?(_ bytes: [UInt8]) {
        let trailerSize = 32
        guard bytes.count >= 8 + trailerSize, bytes.starts(with: Array("bplist0".utf8)) else { return nil }
        let trailer = bytes.count - trailerSize
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            let count = Self.bigEndian(bytes, at: trailer + 8, size: 8), let top = Self.bigEndian(bytes, at: trailer + 16, size: 8),
            let table = Self.bigEndian(bytes, at: trailer + 24, size: 8), top < count
        else { return nil }
        let (tableSize, overflow) = count.multipliedReportingOverflow(by: offsetSize)
        guard !overflow, table <= trailer, tableSize <= trailer - table else { return nil }
        var offsets: [Int] = []
        offsets.reserveCapacity(count)
        for index in 0..<count {
            guard let offset = Self.bigEndian(bytes, at: table + index * offsetSize, size: offsetSize), offset >= 8, offset < table
            else { return nil }
            offsets.append(offset)
        }
        self.bytes = bytes
        self.offsets = offsets
        self.referenceSize = referenceSize
        topObject = top
    }

    /// The number of objects.
    var count: Int { offsets.count }

    /// The object at `index`; `.other` for an index out of the table or a malformed object.
    func object(_ index: Int) -> Object {
        guard offsets.indices.contains(index) else { return .other }
        let start = offsets[index]
        let marker = bytes[start]
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            return marker == 0x08 ? .boolean(false) : marker == 0x09 ? .boolean(true) : .other
        case 0x1:
            guard low <= 3, let value = Self.bigEndian(bytes, at: start + 1, size: 1 << low, signed: low == 3) else { return .other }
            return .integer(value)
        case 0x2:
            if low == 2, let bits = Self.bigEndian(bytes, at: start + 1, size: 4) { return .real(Double(Float(bitPattern: UInt32(bits)))) }
            if low == 3, let bits = Self.unsigned(bytes, at: start + 1, size: 8) { return .real(Double(bitPattern: bits)) }
            return .other
        case 0x5, 0x7:
            guard let (count, first) = length(at: start), let end = end(first, count, 1) else { return .other }
            return .string(String(decoding: bytes[first..<end], as: UTF8.self))
        case 0x6:
            guard let (count, first) = length(at: start), let end = end(first, count, 2) else { return .other }
            let units = stride(from: first, to: end, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
            return .string(String(decoding: units, as: UTF16.self))
        case 0x8:
            guard let value = Self.bigEndian(bytes, at: start + 1, size: low + 1) else { return .other }
            return .uid(value)
        case 0xA:
            guard let (count, first) = length(at: start), let end = end(first, count, referenceSize) else { return .other }
            return .array(references(from: first, to: end))
        case 0xD:
            guard let (count, first) = length(at: start), let end = end(first, count, 2 * referenceSize) else { return .other }
            let middle = first + count * referenceSize
            return .dictionary(keys: references(from: first, to: middle), values: references(from: middle, to: end))
        default:
            return .other
        }
    }

    /// The string at `index`, when it is one of at most `maximumBytes` bytes: a longer one is no name a reader
    /// asks for, and not decoding it keeps a file that points at one huge string many times linear.
    func string(_ index: Int, maximumBytes: Int = 1024) -> String? {
        guard let (marker, count, _) = stringHeader(index), count <= (marker == 0x6 ? maximumBytes / 2 : maximumBytes),
            case .string(let text) = object(index)
        else { return nil }
        return text
    }

    /// The index of the value of `key` (an ASCII key, as archives write them) in the dictionary at `index`; nil
    /// when it is no dictionary or has no such key. Keys are compared by their bytes, none decoded.
    func value(forKey key: StaticString, inDictionary index: Int) -> Int? {
        guard offsets.indices.contains(index) else { return nil }
        let start = offsets[index]
        guard bytes[start] >> 4 == 0xD, let (count, first) = length(at: start), end(first, count, 2 * referenceSize) != nil else {
            return nil
        }
        let wanted = key.utf8CodeUnitCount
        for slot in 0..<count {
            guard let keyIndex = Self.bigEndian(bytes, at: first + slot * referenceSize, size: referenceSize),
                let (marker, length, text) = stringHeader(keyIndex), marker != 0x6, length == wanted,
                key.withUTF8Buffer({ $0.elementsEqual(bytes[text..<text + length]) })
            else { continue }
            return Self.bigEndian(bytes, at: first + (count + slot) * referenceSize, size: referenceSize)
        }
        return nil
    }

    /// An ASCII, UTF-8 or UTF-16 string's marker, count (bytes, or UTF-16 units) and first byte, when the object at
    /// `index` is one that fits in the file.
    private func stringHeader(_ index: Int) -> (marker: UInt8, count: Int, first: Int)? {
        guard offsets.indices.contains(index) else { return nil }
        let start = offsets[index]
        let marker = bytes[start] >> 4
        guard marker == 0x5 || marker == 0x6 || marker == 0x7, let (count, first) = length(at: start),
            end(first, count, marker == 0x6 ? 2 : 1) != nil
        else { return nil }
        return (marker, count, first)
    }

    // MARK: - Bytes

    /// A container's or string's count (in its marker, or in the integer after a marker of 0xF) and the offset
    /// of its first member.
    private func length(at start: Int) -> (count: Int, first: Int)? {
        let low = Int(bytes[start] & 0x0F)
        guard low == 0x0F else { return (low, start + 1) }
        guard start + 1 < bytes.count, bytes[start + 1] >> 4 == 0x1 else { return nil }
        let size = 1 << Int(bytes[start + 1] & 0x0F)
        guard size <= 8, let count = Self.bigEndian(bytes, at: start + 2, size: size) else { return nil }
        return (count, start + 2 + size)
    }

    /// The end of `count` members of `size` bytes from `first`; nil when they run past the objects.
    private func end(_ first: Int, _ count: Int, _ size: Int) -> Int? {
        let (length, overflow) = count.multipliedReportingOverflow(by: size)
        guard !overflow, first <= bytes.count, length <= bytes.count - first else { return nil }
        return first + length
    }

    private func references(from start: Int, to end: Int) -> [Int] {
        stride(from: start, to: end, by: referenceSize).map { Self.bigEndian(bytes, at: $0, size: referenceSize) ?? -1 }
    }

    /// A big-endian integer of `size` bytes (two's complement when `signed`); nil when it does not fit in the
    /// bytes or in an Int.
    private static func bigEndian(_ bytes: [UInt8], at start: Int, size: Int, signed: Bool = false) -> Int? {
        guard let value = unsigned(bytes, at: start, size: size) else { return nil }
        if signed { return Int(Int64(bitPattern: value)) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }

    private static func unsigned(_ bytes: [UInt8], at start: Int, size: Int) -> UInt64? {
        guard size <= 8, start >= 0, start <= bytes.count, size <= bytes.count - start else { return nil }
        var value: UInt64 = 0
        for byte in bytes[start..<start + size] { value = value << 8 | UInt64(byte) }
        return value
    }
}
