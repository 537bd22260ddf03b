/// Findings on code no target builds (`SourceFilesNoTargetBuilds`, FP422): the file is not in the app, so what its
/// font calls would do wrong happens nowhere. As for uncalled code (`UncalledCodeFindings`), an error becomes a
/// warning and a warning an info, saying why: a person may still want to hear of a wrong name in a file left on
/// disk, but not at the weight of one the app runs.
enum NoTargetCodeFindings {
    /// `findings` standing on a file of `bundle.sourceFilesNoTargetBuilds` lowered one step.
    static func lowered(_ findings: [Finding], in bundle: FontBundle) -> [Finding] {
        guard !bundle.sourceFilesNoTargetBuilds.isEmpty else { return findings }
        return findings.map { finding in
            guard finding.severity != .info, finding.location.line != nil,
                bundle.sourceFilesNoTargetBuilds.contains(finding.location.file)
            else { return finding }
            var lowered = finding
            lowered.severity = finding.severity == .error ? .warning : .info
            let name = PathName.last(of: finding.location.file)
            lowered.message = Finding.Message(
                "\(finding.message.text); but no target builds \(name) (no Xcode project under PATH lists it), so this code is not in the app")
            return lowered
        }
    }
}
