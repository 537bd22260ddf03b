import Foundation

/// Reads many files on all cores through `WorkerPool`: each worker owns its own `FaceReader` (and so its
/// own FreeType library), and results come back in input order whatever the parallelism.
public enum FontScanner {
    /// Hands each file's reading to `body` on the calling thread, in input order, as soon as it and
    /// every file before it are read. Workers run at most `window` files ahead of `body`, so memory
    /// stays flat however many files there are.
    public static func forEachReading(
        _ candidates: [FontFileCandidate], depth: ReadDepth = .faces,
        workers: Int = ProcessInfo.processInfo.activeProcessorCount, window: Int = 256,
        _ body: (FontFileReading) -> Void
    ) {
        WorkerPool.forEachInOrder(
            count: candidates.count, workers: workers, window: window,
            makeWorker: { () -> Result<FaceReader, InputProblem> in
                do throws(InputProblem) { return .success(try FaceReader()) } catch { return .failure(error) }
            },
            work: { reader, index in
                switch reader {
                case .success(let reader): reader.read(candidates[index], depth: depth)
                // Without a FreeType library the worker still answers for each file it takes.
                case .failure(let error): FontFileReading(file: candidates[index].path, errors: [error])
                }
            }
        ) { _, reading in body(reading) }
    }

    /// Reads every candidate on all cores; the readings come back in the order of `candidates`.
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
