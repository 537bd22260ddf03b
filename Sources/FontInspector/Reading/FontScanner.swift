import Dispatch
import Foundation

/// Reads many files on all cores. Each worker owns its own `FaceReader` (and so its own FreeType
/// library); workers take the next file from a shared counter, and results come back in input
/// order whatever the parallelism, so output is stable.
public enum FontScanner {
    /// Hands each file's reading to `body` on the calling thread, in input order, as soon as it and
    /// every file before it are read. Workers run at most `window` files ahead of `body`, so memory
    /// stays flat however many files there are.
    public static func forEachReading(
        _ candidates: [FontFileCandidate], depth: ReadDepth = .faces,
        workers: Int = ProcessInfo.processInfo.activeProcessorCount, window: Int = 256,
        _ body: (FontFileReading) -> Void
    ) {
        guard !candidates.isEmpty else { return }
        let queue = ReadingQueue(candidates: candidates, window: max(1, window))
        let group = DispatchGroup()
        // Threads of their own, not the dispatch pool: they block while the window is full, and the
        // caller blocks waiting for them, which must not starve a pool the caller may be running on.
        for _ in 0..<max(1, min(workers, candidates.count)) {
            group.enter()
            Thread {
                defer { group.leave() }
                let reader: FaceReader
                do throws(FontReadError) {
                    reader = try FaceReader()
                } catch {
                    while let (index, candidate) = queue.claim() {
                        queue.finish(FontFileReading(file: candidate.path, errors: [error]), at: index)
                    }
                    return
                }
                while let (index, candidate) = queue.claim() {
                    queue.finish(reader.read(candidate, depth: depth), at: index)
                }
            }.start()
        }
        for index in candidates.indices { body(queue.take(index)) }
        group.wait()
    }

    public static func read(
        _ candidates: [FontFileCandidate], depth: ReadDepth = .faces,
        workers: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> [FontFileReading] {
        var readings: [FontFileReading] = []
        readings.reserveCapacity(candidates.count)
        forEachReading(candidates, depth: depth, workers: workers, window: candidates.count) { readings.append($0) }
        return readings
    }
}

/// The files of one scan: which is next to read, and the readings done but not yet taken.
private final class ReadingQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private let candidates: [FontFileCandidate]
    private let window: Int
    private var nextToClaim = 0
    private var nextToTake = 0
    private var done: [Int: FontFileReading] = [:]

    init(candidates: [FontFileCandidate], window: Int) {
        self.candidates = candidates
        self.window = window
    }

    /// The next file to read; waits while the workers are `window` files ahead of the taker.
    func claim() -> (Int, FontFileCandidate)? {
        condition.lock()
        defer { condition.unlock() }
        while nextToClaim < candidates.count, nextToClaim >= nextToTake + window {
            condition.broadcast()  // The taker may be waiting for a batch that this wait would hold back.
            condition.wait()
        }
        guard nextToClaim < candidates.count else { return nil }
        defer { nextToClaim += 1 }
        return (nextToClaim, candidates[nextToClaim])
    }

    func finish(_ reading: FontFileReading, at index: Int) {
        condition.lock()
        done[index] = reading
        // Only the taker waits, for the next reading in order; it is woken for a batch of them (or the
        // last ones), not for each: a thread switch per file cost more than writing the file's faces.
        if nextToClaim == candidates.count || readyInOrder() >= Self.batch { condition.broadcast() }
        condition.unlock()
    }

    private static let batch = 16

    /// How many readings, from the next one to take on, are done (counting up to `batch`).
    private func readyInOrder() -> Int {
        var count = 0
        while count < Self.batch, done[nextToTake + count] != nil { count += 1 }
        return count
    }

    /// Waits for the reading of file `index`, which must be the next one in input order.
    func take(_ index: Int) -> FontFileReading {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let reading = done.removeValue(forKey: index) {
                nextToTake = index + 1
                // Workers wait only when they have reached the end of the window this take moves.
                if nextToClaim >= index + window { condition.broadcast() }
                return reading
            }
            condition.wait()
        }
    }
}
