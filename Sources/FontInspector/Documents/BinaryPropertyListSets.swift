import Foundation

/// Whether a binary property list holds a set object. The format has sets but nothing Apple writes
/// uses them, and swift-corelibs-foundation crashes bridging a damaged one (found by
/// `scripts/fuzz plist`), so lint refuses them before Foundation parses the file.
/// Format: the trailer and object table as described in CoreFoundation's CFBinaryPList.c comments.
enum BinaryPropertyListSets {
    private static let trailerSize = 32
    private static let setMarker: UInt8 = 0xC

    /// True when an object of the offset table is a set; false for a file whose trailer or table does
    /// not fit (Foundation rejects that itself).
    static func containsSet(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        guard bytes.count >= 8 + trailerSize else { return false }
        let trailer = bytes.count - trailerSize
        let offsetSize = Int(bytes[trailer + 6])
        guard (1...8).contains(offsetSize),
              let objectCount = bigEndian(bytes, at: trailer + 8, size: 8),
              let tableOffset = bigEndian(bytes, at: trailer + 24, size: 8)
        else { return false }
        let (tableSize, overflow) = objectCount.multipliedReportingOverflow(by: offsetSize)
        guard !overflow, tableOffset <= trailer, tableSize <= trailer - tableOffset else { return false }
        for index in 0..<objectCount {
            guard let offset = bigEndian(bytes, at: tableOffset + index * offsetSize, size: offsetSize),
                  offset < trailer
            else { continue }
            if bytes[offset] >> 4 == setMarker { return true }
        }
        return false
    }

    /// A big-endian unsigned integer of `size` bytes; nil when it does not fit in an Int.
    private static func bigEndian(_ bytes: [UInt8], at start: Int, size: Int) -> Int? {
        var value: UInt64 = 0
        for byte in bytes[start..<start + size] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
