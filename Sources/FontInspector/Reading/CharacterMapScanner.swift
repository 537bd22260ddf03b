import Foundation

/// Reads the character maps of many faces on all cores. A cmap is read only when a check needs it (it walks
/// every mapping: tens of thousands for a CJK face), so this runs for `coverage` and for lint's glyph-coverage
/// rules, never for `list`. Like `FontScanner`, each `WorkerPool` worker owns a `FaceReader`; results keep input order.
public enum CharacterMapScanner {
    /// Reads the character map of each face on all cores, in the order given.
    public static func read(
        _ faces: [FaceLocation], workers: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> [Result<CharacterMap, InputProblem>] {
        WorkerPool.map(count: faces.count, workers: workers, makeWorker: { () -> Result<FaceReader, InputProblem> in
            do throws(InputProblem) { return .success(try FaceReader()) } catch { return .failure(error) }
        }) { reader, index in
            reader.flatMap { reader in
                do throws(InputProblem) {
                    return .success(try reader.characterMap(path: faces[index].file, faceIndex: faces[index].faceIndex))
                } catch {
                    return .failure(error)
                }
            }
        }
    }
}
