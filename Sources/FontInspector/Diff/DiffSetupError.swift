/// Why a diff could not run at all (exit 2): a missing path, a git revision that does not exist, an app that
/// cannot be loaded.
public struct DiffSetupError: Error, Sendable {
    /// One line naming the path or revision and what is wrong.
    public var message: String

    /// An error saying `message`.
    public init(message: String) { self.message = message }
}
