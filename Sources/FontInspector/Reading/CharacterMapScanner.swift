import Dispatch
import Foundation

/// Reads the character maps of many faces on all cores. A cmap is read only when a check needs it (it walks
/// every mapping: tens of thousands for a CJK face), so this runs for `coverage` and for lint's glyph-coverage
/// rules, never for `list`. Like `FontScanner`, each worker owns a `FaceReader`; results keep input order.
public enum CharacterMapScanner {
    public static func read(
        _ faces: [FaceLocation], workers: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> [Result<CharacterMap, FontReadError>] {
        guard !faces.isEmpty else { return [] }
        let slots = MapSlots(count: faces.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, faces.count))) { _ in
            let reader: FaceReader
            do throws(FontReadError) {
                reader = try FaceReader()
            } catch {
                while let index = slots.claimNext() { slots.store(.failure(error), at: index) }
                return
            }
            while let index = slots.claimNext() {
                do throws(FontReadError) {
                    slots.store(.success(try reader.characterMap(path: faces[index].file, faceIndex: faces[index].faceIndex)), at: index)
                } catch {
                    slots.store(.failure(error), at: index)
                }
            }
        }
        return slots.values
    }
}

/// The shared work counter and result slots of one scan.
private final class MapSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [Result<CharacterMap, FontReadError>?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func claimNext() -> Int? {
        lock.withLock {
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ result: Result<CharacterMap, FontReadError>, at index: Int) {
        lock.withLock { slots[index] = result }
    }

    var values: [Result<CharacterMap, FontReadError>] { lock.withLock { slots.compactMap { $0 } } }
}
