/// What `info` shows: every face's details, in input order, and the files that could not be read.
public struct FontDetailsList: Sendable {
    public var details: [FontDetails]
    public var errors: [InputProblem]

    public init(details: [FontDetails], errors: [InputProblem]) {
        self.details = details
        self.errors = errors
    }
}
