extension [XcodeTarget] {
    /// The files some application target (an app, App Clip, watch app or app extension) compiles and no framework or
    /// library target does. Nothing imports an application, so code in such a file is reached only from its own
    /// target's code, or by the runtime (D422, D960).
    var filesOnlyApplicationsCompile: Set<String> {
        let applications = filter(\.isLintedAsApp).reduce(into: Set<String>()) { $0.formUnion($1.compiledFiles) }
        let others = filter(\.isFrameworkOrLibrary).reduce(into: Set<String>()) { $0.formUnion($1.compiledFiles) }
        return applications.subtracting(others)
    }
}
