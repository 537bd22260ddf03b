/// The strings an app shows, read from the tables a scan found and the files named on the command line:
/// what `coverage` and lint's glyph-coverage rules check fonts against.
public struct AppStrings: Sendable {
    /// Every string read, table by table.
    public var strings: [LocalizedString] = []
    /// Every file read or tried, in order: the tables, the `--strings` files, then the `--text` files.
    public var files: [String] = []
    /// Files that could not be read, or named with `--strings` but not strings tables.
    public var errors: [InputProblem] = []

    /// Reads `tables`, then the `--strings` files, then the `--text` files.
    public init(tables: [LocalizationFileFinder.Found], stringsFiles: [String] = [], textFiles: [String] = []) {
        var sources = tables.map { (path: $0.path, source: $0.source) }
        for file in stringsFiles {
            guard let source = LocalizationSource.of(fileName: file) else {
                errors.append(InputProblem(message: "not a .strings, .stringsdict or .xcstrings file (use --text for plain text)", file: file))
                continue
            }
            sources.append((file, source))
        }
        sources += textFiles.map { ($0, .text) }
        // Read on all cores, kept in file order.
        let toRead = sources
        let readings = WorkerPool.map(count: toRead.count) { index -> Result<[LocalizedString], InputProblem> in
            do throws(InputProblem) {
                return .success(try LocalizationFileReader.read(path: toRead[index].path, source: toRead[index].source))
            } catch {
                return .failure(error)
            }
        }
        for reading in readings {
            switch reading {
            case .success(let read): strings += read
            case .failure(let error): errors.append(error)
            }
        }
        files = sources.map(\.path)
    }
}
