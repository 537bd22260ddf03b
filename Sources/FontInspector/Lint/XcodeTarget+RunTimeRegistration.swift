extension XcodeTarget {
    /// The target compiles one of `registeringFiles` (code that registers fonts at run time), itself or through a
    /// local package it reaches (FP762: Blockchain's app registers Inter from a package three packages down); a
    /// target whose sources lint does not know (a synchronized folder it could not read, a framework's code)
    /// counts any.
    func registersFontsAtRunTime(_ registeringFiles: Set<String>) -> Bool {
        guard !registeringFiles.isEmpty else { return false }
        return compiledFiles.isEmpty || !registeringFilesBuilt(registeringFiles).isEmpty
    }

    /// The files among `registeringFiles` the target compiles or takes from the packages it reaches, in order.
    private func registeringFilesBuilt(_ registeringFiles: Set<String>) -> [String] {
        let fromPackages = reachedPackages.isEmpty ? [] : registeringFiles.filter { file in
            reachedPackages.contains { file.hasPrefix($0 + "/") }
        }.sorted()
        return compiledFiles.filter(registeringFiles.contains) + fromPackages
    }

    /// The names (lowercased: a lookup that differs in case is not taken for a miss) of the files the run-time
    /// registrations of the target's code take, when lint can name them all (M382); nil when one registering file it
    /// builds registers files lint cannot name. A target whose sources lint does not know counts every registering file.
    func fileNamesRegisteredAtRunTime(_ registeringFiles: Set<String>, naming: [String: [String]]) -> Set<String>? {
        RunTimeRegisteredFiles.fileNames(
            registeredBy: compiledFiles.isEmpty ? registeringFiles.sorted() : registeringFilesBuilt(registeringFiles), naming: naming)
    }
}
