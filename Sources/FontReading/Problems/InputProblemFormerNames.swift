// The names the three problem types had before they became `InputProblem` (issue 11 point 6). They are aliases, not
// types, so nothing converts between them any more; call sites move to `InputProblem` once the branches editing
// SourceCode/, Xcode/ and Lint/ have landed, and then these go.

/// A font, or one face of it, that could not be read: reported as `Error: <file>: <reason>`.
public typealias FontReadError = InputProblem
/// A file a scanner passed over, and why: lint shows it as a `Note:`, it is not a finding.
public typealias SkippedFile = InputProblem
/// Something wrong with an input lint reads (an Info.plist, a style map, the configuration).
public typealias BundleProblem = InputProblem
