import Dispatch
import Foundation

/// Runs `transform` over `0..<count` on all cores; results come back in index order whatever the parallelism,
/// so output is stable. Workers take the next index from a shared counter, so a slow item does not hold up a
/// whole share of the work.
enum ParallelMap {
    static func map<Result: Sendable>(
        count: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @Sendable (Int) -> Result
    ) -> [Result] {
        map(count: count, workers: workers, makeWorker: {}) { _, index in transform(index) }
    }

    /// The same, with state each worker makes once and keeps to itself (a `FaceReader`, whose FreeType
    /// library must not cross threads).
    static func map<Worker, Result: Sendable>(
        count: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        makeWorker: @Sendable () -> Worker, _ transform: @Sendable (Worker, Int) -> Result
    ) -> [Result] {
        guard count > 0 else { return [] }
        let slots = Slots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, count))) { _ in
            let worker = makeWorker()
            while let index = slots.claimNext() { slots.store(transform(worker, index), at: index) }
        }
        return slots.values
    }
}

private final class Slots<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var results: [Result?]

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    func claimNext() -> Int? {
        lock.withLock {
            guard next < results.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ result: Result, at index: Int) {
        lock.withLock { results[index] = result }
    }

    var values: [Result] { lock.withLock { results.compactMap { $0 } } }
}
