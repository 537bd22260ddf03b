import FontInspector

/// The files `list` and `info` could not read, one `Error: <path>: <reason>` line each, and the exit
/// code they make.
enum ReadErrorLines {
    static func report(_ errors: [InputProblem], to console: Console) -> ExitCode {
        for error in errors { console.error(error.description) }
        return errors.isEmpty ? .success : .unreadableInput
    }
}
