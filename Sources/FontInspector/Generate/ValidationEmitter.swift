/// `validate()`: the faces that do not load by their PostScript name, for a unit test to assert empty. Written
/// once per platform branch with that platform's font class (`UIFont`, `NSFont`).
enum ValidationEmitter {
    static func emit(_ catalog: FontCatalog, access: GeneratedAccess, fontClass: String, to out: inout SwiftSourceWriter) {
        out.block("extension \(catalog.namespace)") { out in
            out.line("/// The faces that do not load by their PostScript name (a file not registered, not in the app, or renamed):")
            out.line("/// empty when every face loads. A unit test calls it: `XCTAssertEqual(\(catalog.namespace).validate(), [])`.")
            out.block("\(access.keyword)static func validate() -> [Face]") { out in
                out.line("allFaces.filter { \(fontClass)(name: $0.postScriptName, size: 12) == nil }")
            }
        }
    }
}
