/// The documented exit codes (README, "Exit codes").
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// `lint` found an error-severity problem.
    case findings = 1
    /// A file could not be read (the others were still processed), or the command could not run.
    case unreadableInput = 2
    /// The command line was wrong (sysexits' EX_USAGE).
    case usage = 64
}
