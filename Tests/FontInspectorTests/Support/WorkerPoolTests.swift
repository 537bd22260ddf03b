import Foundation
import Testing
@testable import FontInspector

/// Counters the pool's workers and its caller update from many threads.
private final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Int] = [:]

    func add(_ key: String, _ amount: Int = 1) { lock.withLock { values[key, default: 0] += amount } }
    func raise(_ key: String, to value: Int) { lock.withLock { values[key] = max(values[key] ?? Int.min, value) } }
    subscript(_ key: String) -> Int { lock.withLock { values[key] ?? 0 } }
}

/// A worker's state: it must only ever be used by the thread that made it, one item at a time.
private final class ThreadBoundWorker {
    let thread = Thread.current
    var busy = false
}

@Suite struct WorkerPoolTests {
    @Test func resultsComeInOrderAndEachItemIsWorkedOnce() {
        let tally = Tally()
        var seen: [(Int, Int)] = []
        WorkerPool.forEachInOrder(count: 1000, workers: 8, window: 7, makeWorker: {}, work: { _, index in
            tally.add("item \(index)")
            return index * 3
        }) { index, result in seen.append((index, result)) }
        #expect(seen.map(\.0) == Array(0..<1000))
        #expect(seen.map(\.1) == (0..<1000).map { $0 * 3 })
        #expect((0..<1000).allSatisfy { tally["item \($0)"] == 1 })
    }

    @Test func eachWorkersStateStaysOnItsThreadOneItemAtATime() {
        let tally = Tally()
        let results = WorkerPool.map(count: 200, workers: 4, makeWorker: { () -> ThreadBoundWorker in
            tally.add("workers")
            return ThreadBoundWorker()
        }) { worker, index in
            if worker.thread !== Thread.current || worker.busy { tally.add("misuse") }
            worker.busy = true
            usleep(100)
            worker.busy = false
            return index
        }
        #expect(results == Array(0..<200))
        #expect(tally["misuse"] == 0)
        #expect(tally["workers"] == 4)
    }

    /// The caller takes slowly, so workers run as far ahead as the window lets them: `window` items past
    /// the bodies begun, the one just taken counting while its body has yet to start.
    @Test func workersStayWithinTheWindow() {
        let tally = Tally()
        var order: [Int] = []
        WorkerPool.forEachInOrder(count: 120, workers: 4, window: 5, makeWorker: {}, work: { _, index in
            tally.raise("lead", to: index - tally["bodies begun"])
            return index
        }) { index, _ in
            tally.add("bodies begun")
            usleep(500)
            order.append(index)
        }
        #expect(order == Array(0..<120))
        #expect(tally["lead"] <= 5)
        #expect(tally["lead"] >= 4)
    }

    @Test func zeroItemsMakeNoWorkerAndCallNothing() {
        let tally = Tally()
        WorkerPool.forEachInOrder(count: 0, workers: 4, makeWorker: { tally.add("workers") }, work: { _, _ in
            tally.add("work")
        }) { _, _ in tally.add("body") }
        #expect(tally["workers"] == 0 && tally["work"] == 0 && tally["body"] == 0)
        #expect(WorkerPool.map(count: 0) { $0 } == [])
    }

    @Test(arguments: [1, 3])
    func moreWorkersThanItemsMakesOneWorkerPerItem(count: Int) {
        let tally = Tally()
        let results = WorkerPool.map(count: count, workers: 16, makeWorker: { tally.add("workers") }) { _, index in
            "item \(index)"
        }
        #expect(results == (0..<count).map { "item \($0)" })
        #expect(tally["workers"] == count)
    }

    /// A window of 1 (or a nonsense 0) still finishes: the pool then reads one item ahead at most.
    @Test(arguments: [0, 1])
    func aWindowOfOneStillFinishes(window: Int) {
        var taken: [Int] = []
        WorkerPool.forEachInOrder(count: 50, workers: 3, window: window, makeWorker: {}, work: { $1 }) { taken.append($1) }
        #expect(taken == Array(0..<50))
    }
}
