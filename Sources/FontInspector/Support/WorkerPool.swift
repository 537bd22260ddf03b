import Foundation

/// The one worker pool: runs `work` over items `0..<count` on threads of its own and hands the results
/// back on the calling thread in index order, whatever the parallelism, so output is stable.
///
/// - Workers take the next index from a shared counter, so a slow item does not hold up a whole share.
/// - Each worker makes its state once (`makeWorker`: a `FaceReader`, whose FreeType library must not
///   cross threads) and only that worker's thread ever uses it.
/// - Workers run at most `window` items ahead of the caller, so memory stays flat however many items.
/// - Threads of their own, not Dispatch's pool: they block while the window is full and the caller
///   blocks waiting for them, which must not starve a pool the caller may itself be running on.
enum WorkerPool {
    static func forEachInOrder<Worker, Result: Sendable>(
        count: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount, window: Int = 256,
        makeWorker: @escaping @Sendable () -> Worker,
        work: @escaping @Sendable (Worker, Int) -> Result,
        _ body: (Int, Result) -> Void
    ) {
        guard count > 0 else { return }
        let queue = OrderedResults<Result>(count: count, window: max(1, window))
        let group = DispatchGroup()
        for _ in 0..<max(1, min(workers, count)) {
            group.enter()
            Thread {
                defer { group.leave() }
                let worker = makeWorker()
                while let index = queue.claim() { queue.finish(work(worker, index), at: index) }
            }.start()
        }
        for index in 0..<count { body(index, queue.take(index)) }
        group.wait()
    }

    /// Every result at once, in index order (no window: the caller keeps them all anyway).
    static func map<Worker, Result: Sendable>(
        count: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        makeWorker: @escaping @Sendable () -> Worker, _ work: @escaping @Sendable (Worker, Int) -> Result
    ) -> [Result] {
        var results: [Result] = []
        results.reserveCapacity(count)
        forEachInOrder(count: count, workers: workers, window: count, makeWorker: makeWorker, work: work) {
            results.append($1)
        }
        return results
    }

    /// The same without per-worker state.
    static func map<Result: Sendable>(
        count: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ work: @escaping @Sendable (Int) -> Result
    ) -> [Result] {
        map(count: count, workers: workers, makeWorker: {}) { _, index in work(index) }
    }
}

/// The pool's only shared state, every member guarded by `condition`: which index is next to claim,
/// which is next to take, and the results done but not yet taken.
private final class OrderedResults<Result: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private var nextToClaim = 0
    private var nextToTake = 0
    private var done: [Int: Result] = [:]

    init(count: Int, window: Int) {
        self.count = count
        self.window = window
    }

    /// The next index to work on; waits while the workers are `window` items ahead of the taker.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while nextToClaim < count, nextToClaim >= nextToTake + window {
            condition.broadcast()  // The taker may be waiting for a batch that this wait would hold back.
            condition.wait()
        }
        guard nextToClaim < count else { return nil }
        defer { nextToClaim += 1 }
        return nextToClaim
    }

    func finish(_ result: Result, at index: Int) {
        condition.lock()
        done[index] = result
        // Only the taker waits, for the next result in order; it is woken for a batch of them (or the
        // last ones), not for each: a thread switch per font file cost more than writing its faces.
        if nextToClaim == count || readyInOrder() >= Self.batch { condition.broadcast() }
        condition.unlock()
    }

    private static var batch: Int { 16 }

    /// How many results, from the next one to take on, are done (counting up to `batch`).
    private func readyInOrder() -> Int {
        var ready = 0
        while ready < Self.batch, done[nextToTake + ready] != nil { ready += 1 }
        return ready
    }

    /// Waits for the result of `index`, which must be the next one in order.
    func take(_ index: Int) -> Result {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = done.removeValue(forKey: index) {
                nextToTake = index + 1
                // Workers wait only when they have reached the end of the window this take moves.
                if nextToClaim >= index + window { condition.broadcast() }
                return result
            }
            condition.wait()
        }
    }
}
