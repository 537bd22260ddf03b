import Foundation
import TestSupport

/// Big-endian reading and writing, for font data built or broken at test time.
extension Array where Element == UInt8 {
    mutating func appendUInt16(_ value: Int) {
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }

    mutating func appendUInt32(_ value: Int) {
        appendUInt16(value >> 16)
        appendUInt16(value)
    }

    mutating func appendTag(_ tag: String) {
        append(contentsOf: Array(tag.utf8))
    }

    func uint16(at offset: Int) -> Int { Int(self[offset]) << 8 | Int(self[offset + 1]) }
    func uint32(at offset: Int) -> Int { uint16(at: offset) << 16 | uint16(at: offset + 2) }

    mutating func setUInt16(_ value: Int, at offset: Int) {
        self[offset] = UInt8(truncatingIfNeeded: value >> 8)
        self[offset + 1] = UInt8(truncatingIfNeeded: value)
    }

    mutating func setUInt32(_ value: Int, at offset: Int) {
        setUInt16(value >> 16, at: offset)
        setUInt16(value, at: offset + 2)
    }
}

/// A single-face sfnt font as its list of tables, so that tests can swap one table for a hostile
/// one and write the font out again. Checksums are written as zero: FreeType does not check them.
struct SfntFont {
    struct Table {
        var tag: String
        var data: [UInt8]
    }

    var sfntVersion: Int
    var tables: [Table]

    init(fixture: String) throws {
        self.init(bytes: try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.font(fixture)))))
    }

    init(bytes: [UInt8]) {
        sfntVersion = bytes.uint32(at: 0)
        tables = (0..<bytes.uint16(at: 4)).map { index in
            let record = 12 + 16 * index
            let offset = bytes.uint32(at: record + 8)
            let length = bytes.uint32(at: record + 12)
            return Table(tag: String(decoding: bytes[record..<record + 4], as: UTF8.self),
                         data: Array(bytes[offset..<offset + length]))
        }
    }

    /// The table directory of a parsed font: where each table record sits in `bytes`.
    static func tableRecordOffsets(in bytes: [UInt8]) -> [(tag: String, record: Int)] {
        guard bytes.count >= 12 else { return [] }
        return (0..<bytes.uint16(at: 4)).compactMap { index in
            let record = 12 + 16 * index
            guard record + 16 <= bytes.count else { return nil }
            return (String(decoding: bytes[record..<record + 4], as: UTF8.self), record)
        }
    }

    subscript(tag: String) -> [UInt8]? {
        get { tables.first(where: { $0.tag == tag })?.data }
        set {
            tables.removeAll(where: { $0.tag == tag })
            if let newValue { tables.append(Table(tag: tag, data: newValue)) }
            tables.sort { Array($0.tag.utf8).lexicographicallyPrecedes(Array($1.tag.utf8)) }
        }
    }

    var bytes: [UInt8] {
        var output: [UInt8] = []
        output.appendUInt32(sfntVersion)
        output.appendUInt16(tables.count)
        let power = tables.isEmpty ? 0 : Int(log2(Double(tables.count)))
        output.appendUInt16((1 << power) * 16)
        output.appendUInt16(power)
        output.appendUInt16(tables.count * 16 - (1 << power) * 16)
        var offset = 12 + 16 * tables.count
        for table in tables {
            output.appendTag(table.tag)
            output.appendUInt32(0)
            output.appendUInt32(offset)
            output.appendUInt32(table.data.count)
            offset += (table.data.count + 3) & ~3
        }
        for table in tables {
            output.append(contentsOf: table.data)
            output.append(contentsOf: [UInt8](repeating: 0, count: (4 - table.data.count % 4) % 4))
        }
        return output
    }
}

/// A `name` table (format 0) made of the given records, stored in order.
struct NameTableBytes {
    struct Record {
        var platformID = 3
        var encodingID = 1
        var languageID = 0x409
        var nameID: Int
        var bytes: [UInt8]
        /// Where the record claims its string starts and how long it is; the real place when nil.
        var offsetOverride: Int?
        var lengthOverride: Int?
    }

    static func utf16(_ text: String) -> [UInt8] { text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }

    static func make(_ records: [Record]) -> [UInt8] {
        var table: [UInt8] = []
        table.appendUInt16(0)
        table.appendUInt16(records.count)
        table.appendUInt16(6 + 12 * records.count)
        var storage: [UInt8] = []
        for record in records {
            table.appendUInt16(record.platformID)
            table.appendUInt16(record.encodingID)
            table.appendUInt16(record.languageID)
            table.appendUInt16(record.nameID)
            table.appendUInt16(record.lengthOverride ?? record.bytes.count)
            table.appendUInt16(record.offsetOverride ?? storage.count)
            storage.append(contentsOf: record.bytes)
        }
        return table + storage
    }
}

/// fvar tables with hostile instance counts, made from a real font's fvar so that its axes still
/// match the font's other variation tables.
enum FvarBytes {
    /// The axes of `fvar`, then `declared` named instances in the header, of which `stored` records are
    /// written, each at the default location (or every axis's minimum) and naming `subfamilyNameID`.
    static func withInstances(
        of fvar: [UInt8], declared: Int, stored: Int, subfamilyNameID: Int, atMinimum: Bool = false
    ) -> [UInt8] {
        let axesOffset = fvar.uint16(at: 4)
        let axisCount = fvar.uint16(at: 8)
        let axisSize = fvar.uint16(at: 10)
        var table = Array(fvar[0..<axesOffset + axisCount * axisSize])
        table.setUInt16(declared, at: 12)
        table.setUInt16(4 + 4 * axisCount, at: 14)
        var instance: [UInt8] = []
        instance.appendUInt16(subfamilyNameID)
        instance.appendUInt16(0)
        let coordinateOffset = atMinimum ? 4 : 8
        for axis in 0..<axisCount { instance.appendUInt32(fvar.uint32(at: axesOffset + axis * axisSize + coordinateOffset)) }
        for _ in 0..<stored { table.append(contentsOf: instance) }
        return table
    }
}
