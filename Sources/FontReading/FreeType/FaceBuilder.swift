import CFreeType
import Foundation

/// Turns what FreeType reports for one face into `FontFace` values, by Apple's naming rules:
/// names from the name table (not FreeType's family_name/style_name), classes from OS/2.
struct FaceBuilder {
    let face: FreeTypeFace
    let path: String
    let container: FontContainer
    let names: NameTable

    func defaultFace(faceIndex: Int) -> FontFace {
        let os2 = face.os2
        let head = face.head
        let isSfnt = face.isSfnt
        let italic: Bool
        if let os2 {
            italic = FSSelection(rawValue: os2.fsSelection).contains(.italic)
                || FSSelection(rawValue: os2.fsSelection).contains(.oblique)
        } else if let head, isSfnt {
            italic = MacStyle(rawValue: head.Mac_Style).contains(.italic)
        } else {
            italic = face.styleFlagsItalic
        }
        return FontFace(
            file: path, faceIndex: faceIndex, instanceIndex: nil,
            postScriptName: isSfnt ? names.postScriptName : face.freeTypePostScriptName,
            family: isSfnt ? names.family : face.freeTypeFamilyName,
            style: isSfnt ? names.style : face.freeTypeStyleName,
            fullName: isSfnt ? names.fullName : nil,
            weight: os2.map { Int($0.usWeightClass) },
            width: os2.map { Int($0.usWidthClass) },
            italic: italic,
            format: format(),
            container: container,
            isVariable: isSfnt && face.hasVariations,
            coordinates: [],
            glyphCount: face.glyphCount,
            unitsPerEm: isSfnt ? face.unitsPerEm : nil,
            fontRevision: head.map { (Fixed16.double($0.Font_Revision) * 1000).rounded() / 1000 })
    }

    /// A named instance: the font's family, the instance's own subfamily, weight, width and slope.
    func instanceFace(
        of defaultFace: FontFace, index: Int, axes: [FreeTypeVariations.Axis],
        instance: FreeTypeVariations.Instance, postScriptName: String?
    ) -> FontFace {
        let coordinates = zip(axes, instance.coordinates).map { AxisCoordinate(tag: $0.tag, value: $1) }
        func coordinate(_ tag: String) -> Double? { coordinates.first(where: { $0.tag == tag })?.value }

        var instanceFace = defaultFace
        instanceFace.instanceIndex = index
        instanceFace.postScriptName = postScriptName
        instanceFace.style = names.string(for: instance.subfamilyNameID)
        instanceFace.fullName = [defaultFace.family, instanceFace.style].compactMap { $0 }.joined(separator: " ")
        instanceFace.coordinates = coordinates
        if let weight = coordinate("wght") { instanceFace.weight = Int(weight.rounded()) }
        if let width = coordinate("wdth") { instanceFace.width = WidthClass.nearest(toPercentage: width) }
        let ital = coordinate("ital")
        let slnt = coordinate("slnt")
        if ital != nil || slnt != nil {
            instanceFace.italic = (ital ?? 0) >= 0.5 || (slnt ?? 0) != 0
        }
        return instanceFace
    }

    func details(
        of defaultFace: FontFace, axes: [VariationAxis], instances: [NamedInstance], languages: [String]?
    ) -> FontDetails {
        let os2 = face.os2.map { table in
            OS2Summary(
                version: Int(table.version), weightClass: Int(table.usWeightClass), widthClass: Int(table.usWidthClass),
                fsSelection: FSSelection(rawValue: table.fsSelection), fsType: FSType(rawValue: table.fsType),
                vendorID: withUnsafeBytes(of: table.achVendID) { bytes in
                    String(decoding: bytes.map { (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
                })
        }
        let head = face.isSfnt ? face.head.map { table in
            HeadSummary(
                macStyle: MacStyle(rawValue: table.Mac_Style),
                fontRevision: (Fixed16.double(table.Font_Revision) * 1000).rounded() / 1000,
                unitsPerEm: Int(table.Units_Per_EM))
        } : nil
        return FontDetails(
            face: defaultFace, names: names, os2: os2, head: head,
            italicAngle: face.isSfnt ? face.post.map { Fixed16.double($0.italicAngle) } : nil,
            tableTags: face.isSfnt ? face.tableTags() : [],
            axes: axes, namedInstances: instances, languages: languages,
            verticalMetrics: face.isSfnt ? VerticalMetrics(hhea: face.hhea, os2: face.os2, head: face.head) : nil,
            caretAngle: face.isSfnt ? face.hhea.flatMap(Self.caretAngle) : nil)
    }

    /// hhea's caret slope as an angle from the vertical, negative when the caret leans right (as italicAngle).
    private static func caretAngle(_ hhea: TT_HoriHeader) -> Double? {
        guard hhea.caret_Slope_Rise != 0 else { return nil }
        return -atan(Double(hhea.caret_Slope_Run) / Double(hhea.caret_Slope_Rise)) * 180 / Double.pi
    }

    private func format() -> FontFormat {
        if face.isSfnt {
            if face.hasTable("CFF2") { return .cff2 }
            if face.hasTable("CFF ") { return .cff }
            if face.hasTable("glyf") { return .trueType }
            if face.hasTable("sbix") { return .sbixBitmap }
            return .sfntBitmap
        }
        switch face.driverFormat {
        case "Type 1": return .type1
        case "CID Type 1": return .cidType1
        case "Type 42": return .type42
        case "BDF": return .bdf
        case "PCF": return .pcf
        case "Windows FNT": return .windowsFNT
        case "PFR": return .pfr
        default: return .unknown
        }
    }
}
