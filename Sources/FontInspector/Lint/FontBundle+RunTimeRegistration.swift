/// Which code registers fonts at run time (`registeringSourceFiles`), per target: where that happens, which files it
/// registers is decided when the app runs, so lint cannot say a file is unregistered.
extension FontBundle {
    /// The target compiles a file that registers fonts at run time; a target whose sources lint does not know
    /// (a synchronized folder it could not read, a framework's code) counts any such file.
    func registersFontsAtRunTime(_ target: XcodeTarget) -> Bool {
        guard !registeringSourceFiles.isEmpty else { return false }
        return target.compiledFiles.isEmpty || target.compiledFiles.contains(where: registeringSourceFiles.contains)
    }

    /// The code or Interface Builder file at `file` belongs to a target that registers fonts at run time; without
    /// a project, or for a file no target lists (a header), some code of the app does.
    func registersFontsAtRunTime(forCodeIn file: String) -> Bool {
        guard !registeringSourceFiles.isEmpty else { return false }
        let owners = targets.filter { target in
            target.compiledFiles.contains(file) || target.copiedFiles.contains { $0.path == file }
        }
        return owners.isEmpty ? targets.isEmpty || targets.contains(where: registersFontsAtRunTime) : owners.contains(where: registersFontsAtRunTime)
    }
}
