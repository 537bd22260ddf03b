extension XcodeTarget {
    /// The target compiles one of `registeringFiles` (code that registers fonts at run time); a target whose
    /// sources lint does not know (a synchronized folder it could not read, a framework's code) counts any.
    func registersFontsAtRunTime(_ registeringFiles: Set<String>) -> Bool {
        guard !registeringFiles.isEmpty else { return false }
        return compiledFiles.isEmpty || compiledFiles.contains(where: registeringFiles.contains)
    }
}
