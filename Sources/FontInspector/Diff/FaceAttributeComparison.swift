/// The names, classes, format and licence words of a paired face that changed: what breaks a name lookup,
/// moves a face in its family, or changes whether the file can ship.
enum FaceAttributeComparison {
    static func changes(_ pair: FacePair) -> [AttributeChange] {
        let old = pair.old.face, new = pair.new.face
        var changes: [AttributeChange] = []
        func compare(_ attribute: AttributeChange.Attribute, _ oldValue: String?, _ newValue: String?) {
            if oldValue != newValue { changes.append(AttributeChange(attribute, old: oldValue ?? "none", new: newValue ?? "none")) }
        }
        compare(.postScriptName, old.postScriptName, new.postScriptName)
        compare(.family, old.family, new.family)
        compare(.style, old.style, new.style)
        compare(.fullName, old.fullName, new.fullName)
        compare(.weight, old.weight.map(String.init), new.weight.map(String.init))
        compare(.width, old.width.map(String.init), new.width.map(String.init))
        compare(.italic, old.italic ? "yes" : "no", new.italic ? "yes" : "no")
        compare(.format, old.format.rawValue, new.format.rawValue)
        compare(.container, old.container.rawValue, new.container.rawValue)
        compare(.variable, variableWords(old), variableWords(new))
        compare(.embedding, pair.old.details?.os2.map { $0.fsType.names.joined(separator: ", ") },
                pair.new.details?.os2.map { $0.fsType.names.joined(separator: ", ") })
        compare(.version, pair.old.details?.names.string(for: 5), pair.new.details?.names.string(for: 5))
        return changes
    }

    /// `static`, `variable (default instance)`, `variable (named instance 2)`.
    private static func variableWords(_ face: FontFace) -> String {
        guard face.isVariable else { return "static" }
        return face.instanceIndex.map { "variable (named instance \($0))" } ?? "variable (default instance)"
    }
}
