import Dispatch
import Foundation

/// Reads many files on all cores. Each worker owns its own `FaceReader` (and so its own FreeType
/// library); workers take the next file from a shared counter, and results come back in input
/// order whatever the parallelism, so output is stable.
public enum FontScanner {
    public static func read(
        _ candidates: [FontFileCandidate], depth: ReadDepth = .faces,
        workers: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> [FontFileReading] {
        let results = ResultSlots(count: candidates.count)
        let workerCount = max(1, min(workers, candidates.count))
        DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
            let reader: FaceReader
            do throws(FontReadError) {
                reader = try FaceReader()
            } catch {
                while let index = results.claimNext() {
                    results.store(FontFileReading(file: candidates[index].path, errors: [error]), at: index)
                }
                return
            }
            while let index = results.claimNext() {
                results.store(reader.read(candidates[index], depth: depth), at: index)
            }
        }
        return results.values
    }
}

/// The shared work counter and result slots of one scan.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [FontFileReading?]

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

    func store(_ reading: FontFileReading, at index: Int) {
        lock.withLock { slots[index] = reading }
    }

    var values: [FontFileReading] { lock.withLock { slots.compactMap { $0 } } }
}
