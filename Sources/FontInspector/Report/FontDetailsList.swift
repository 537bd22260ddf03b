/// What `info` shows: every face's details, in input order, and the files that could not be read.
public struct FontDetailsList: Sendable {
    /// One per face read, in input order.
    public var details: [FontDetails]
    /// The files that could not be read.
    public var errors: [InputProblem]

    /// What `info` read.
    public init(details: [FontDetails], errors: [InputProblem]) {
        self.details = details
        self.errors = errors
    }
}
