/// `info`'s text output: one block per face, every name record and the tables behind the names.
public enum InfoTextReport {
    package static func render(_ details: FontDetails) -> String {
        let face = details.face
        var out = TerminalText.escaping(face.file) + (face.faceIndex == 0 ? "" : " (face \(face.faceIndex))") + "\n"
        out += block(summary(face))
        out += nameRecords(details.names)
        out += os2(details)
        out += head(details)
        if let angle = details.italicAngle {
            out += "\npost\n  italicAngle  \(JSONValue.format(angle))\n"
        }
        if !details.tableTags.isEmpty {
            out += "\nTables (\(details.tableTags.count))\n  " + details.tableTags.joined(separator: " ") + "\n"
        }
        out += axes(details.axes)
        out += namedInstances(details.namedInstances)
        if let languages = details.languages {
            out += "\nLanguages (fontconfig orthographies, \(languages.count))\n  "
                + (languages.isEmpty ? "(none fully covered)" : languages.joined(separator: " ")) + "\n"
        }
        return out
    }

    /// A table's lines, indented, each ending in a newline.
    private static func block(_ table: TextTable) -> String {
        table.rendered(indent: "  ").joined(separator: "\n") + "\n"
    }

    private static func summary(_ face: FontFace) -> TextTable {
        var summary = TextTable()
        summary.append(["PostScript name", face.postScriptName ?? "(none: the font has no name ID 6)"])
        summary.append(["Family", face.family ?? "(none)"])
        summary.append(["Style", face.style ?? "(none)"])
        summary.append(["Full name", face.fullName ?? "(none)"])
        summary.append(["Weight", face.weight.map { weight in
            "\(weight)" + (WeightClass.name(weight).map { " (\($0))" } ?? "")
        } ?? "(unknown: no OS/2 table)"])
        summary.append(["Width", face.width.map { width in
            "\(width)" + (WidthClass.name(width).map { " (\($0))" } ?? "")
        } ?? "(unknown: no OS/2 table)"])
        summary.append(["Italic", face.italic ? "yes" : "no"])
        summary.append(["Format", face.format.rawValue + (face.isVariable ? " (variable)" : "") + " in \(face.container.rawValue) container"])
        summary.append(["Apple platforms", face.isLoadableOnApplePlatforms
            ? "loadable from UIAppFonts / ATSApplicationFontsPath"
            : "NOT loadable: Apple platforms do not load \(face.format.rawValue) fonts"])
        summary.append(["Glyphs", "\(face.glyphCount)"])
        if let unitsPerEm = face.unitsPerEm { summary.append(["Units per em", "\(unitsPerEm)"]) }
        if let revision = face.fontRevision { summary.append(["Font revision", revisionText(revision)]) }
        return summary
    }

    private static func nameRecords(_ names: NameTable) -> String {
        guard !names.records.isEmpty else { return "" }
        var table = TextTable()
        table.append(["ID", "PLATFORM", "ENCODING", "LANGUAGE", "TEXT"])
        for record in names.records {
            var text = record.text.map { "\"\($0)\"" } ?? "(undecoded: \(hex(record.bytes)))"
            if record.text != nil, !record.isWellFormed { text += "  [malformed: \(hex(record.bytes))]" }
            table.append([
                "\(record.nameID)", "\(record.platformID) \(NameRecordLabels.platform(record.platformID))",
                "\(record.encodingID) \(NameRecordLabels.encoding(platform: record.platformID, encoding: record.encodingID))",
                NameRecordLabels.language(platform: record.platformID, language: record.languageID), text,
            ])
        }
        return "\nName records\n" + block(table)
    }

    private static func os2(_ details: FontDetails) -> String {
        guard let os2 = details.os2 else {
            return details.face.container != .other ? "\nOS/2: no table (weight and width unknown; italic from head.macStyle)\n" : ""
        }
        var table = TextTable()
        table.append(["usWeightClass", "\(os2.weightClass)" + (WeightClass.name(os2.weightClass).map { " (\($0))" } ?? "")])
        table.append(["usWidthClass", "\(os2.widthClass)" + (WidthClass.name(os2.widthClass).map { " (\($0))" } ?? "")])
        table.append(["fsSelection", hex16(os2.fsSelection.rawValue) + spelled(os2.fsSelection.names)])
        table.append(["fsType", hex16(os2.fsType.rawValue) + spelled(os2.fsType.names)])
        table.append(["achVendID", "\"\(os2.vendorID)\""])
        return "\nOS/2 (version \(os2.version))\n" + block(table)
    }

    private static func head(_ details: FontDetails) -> String {
        guard let head = details.head else { return "" }
        var table = TextTable()
        table.append(["macStyle", hex16(head.macStyle.rawValue) + spelled(head.macStyle.names)])
        table.append(["fontRevision", revisionText(head.fontRevision)])
        table.append(["unitsPerEm", "\(head.unitsPerEm)"])
        return "\nhead\n" + block(table)
    }

    private static func axes(_ axes: [VariationAxis]) -> String {
        guard !axes.isEmpty else { return "" }
        var table = TextTable()
        table.append(["TAG", "NAME", "MIN", "DEFAULT", "MAX"])
        for axis in axes {
            table.append([axis.tag, axis.name ?? "-", JSONValue.format(axis.minimum),
                          JSONValue.format(axis.defaultValue), JSONValue.format(axis.maximum)])
        }
        return "\nVariation axes\n" + block(table)
    }

    private static func namedInstances(_ instances: [NamedInstance]) -> String {
        guard !instances.isEmpty else { return "" }
        var table = TextTable()
        table.append(["#", "STYLE", "POSTSCRIPT NAME", "COORDINATES"])
        for instance in instances {
            table.append([
                "\(instance.index)", instance.style ?? "-",
                (instance.postScriptName ?? "-") + (instance.isDefaultFace ? " (the default face; not listed apart)"
                    : instance.postScriptNameIsStored ? " (stored)" : " (generated)"),
                instance.coordinates.map { "\($0.tag)=\(JSONValue.format($0.value))" }.joined(separator: " "),
            ])
        }
        return "\nNamed instances\n" + block(table)
    }

    static func revisionText(_ revision: Double) -> String {
        let thousandths = Int((revision * 1000).rounded())
        let fraction = String(abs(thousandths) % 1000)
        return (thousandths < 0 ? "-" : "") + "\(abs(thousandths) / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    private static func hex16(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 4 - digits.count) + digits
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
    }

    private static func spelled(_ names: [String]) -> String {
        names.isEmpty ? "" : "  " + names.joined(separator: ", ")
    }
}

extension InfoTextReport: Reporter {
    public static var identifier: String { "text" }
    public static var description: String { "every name record and the tables behind the names, face by face" }

    public static func generateReport(_ report: FontDetailsList, context: ReportContext) -> String {
        report.details.map(render).joined(separator: "\n")
    }
}
