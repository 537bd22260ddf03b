extension XcodeTarget {
    /// The target compiles one of `registeringFiles` (code that registers fonts at run time); a target whose
    /// sources lint does not know (a synchronized folder it could not read, a framework's code) counts any.
    func registersFontsAtRunTime(_ registeringFiles: Set<String>) -> Bool {
        guard !registeringFiles.isEmpty else { return false }
        return compiledFiles.isEmpty || compiledFiles.contains(where: registeringFiles.contains)
    }

    /// The names (lowercased: a lookup that differs in case is not taken for a miss) of the files the run-time
    /// registrations of the target's code take, when lint can name them all (M382); nil when one registering file it
    /// compiles registers files lint cannot name. A target whose sources lint does not know counts every registering file.
    func fileNamesRegisteredAtRunTime(_ registeringFiles: Set<String>, naming: [String: [String]]) -> Set<String>? {
        RunTimeRegisteredFiles.fileNames(
            registeredBy: compiledFiles.isEmpty ? registeringFiles.sorted() : compiledFiles.filter(registeringFiles.contains), naming: naming)
    }
}
