import CFreeType

/// Reads font files into `FontFace` values with one FreeType library. Not Sendable, like the
/// library it owns: `FontScanner` gives each worker thread its own reader.
public final class FaceReader {
    private let library: FreeTypeLibrary
    private let languageReader = FontconfigLanguages()

    public init() throws(FontReadError) {
        library = try FreeTypeLibrary()
    }

    /// Reads a file named by path; a path that is not a font is reported as an error.
    public func read(path: String, depth: ReadDepth = .faces) -> FontFileReading {
        read(FontFileCandidate(namedPath: path), depth: depth)
    }

    public func read(_ candidate: FontFileCandidate, depth: ReadDepth = .faces) -> FontFileReading {
        let path = candidate.path
        var reading = FontFileReading(file: path)
        func fail(_ reason: String) -> FontFileReading {
            reading.errors.append(FontReadError(file: path, reason: reason))
            return reading
        }
        switch FileStatus.of(path) {
        case .unavailable(let reason): return fail(reason)
        case .directory: return fail("is a directory")
        case .special: return fail("not a regular file (a FIFO, socket or device)")
        case .regular(let size) where size == 0: return fail("empty file (0 bytes)")
        case .regular(let size) where size > ReadLimits.maximumFileSize:
            return fail("\(size) bytes, larger than the \(ReadLimits.maximumFileSize / 1024 / 1024) MiB fontinspect reads")
        case .regular: break
        }

        let first: FreeTypeFace
        do throws(FreeTypeError) {
            first = try FreeTypeFace(library: library, path: path, faceIndex: 0)
        } catch {
            if error.isUnknownFormat || !candidate.signature.looksLikeFont {
                return fail("not a font file\(Self.describeStart(of: path))")
            }
            return fail("damaged font: FreeType cannot open it (\(error.text))")
        }

        let faceCount = max(first.faceCount, 1)
        if faceCount > ReadLimits.maximumFacesPerFile {
            reading.errors.append(FontReadError(
                file: path,
                reason: "declares \(faceCount) faces; only the first \(ReadLimits.maximumFacesPerFile) were read"))
        }
        for faceIndex in 0..<min(faceCount, ReadLimits.maximumFacesPerFile) {
            let face: FreeTypeFace
            if faceIndex == 0 {
                face = first
            } else {
                do throws(FreeTypeError) {
                    face = try FreeTypeFace(library: library, path: path, faceIndex: faceIndex)
                } catch {
                    reading.errors.append(FontReadError(
                        file: path, reason: "face \(faceIndex): FreeType cannot open it (\(error.text))"))
                    continue
                }
            }
            readFace(face, faceIndex: faceIndex, candidate: candidate, depth: depth, into: &reading)
        }
        return reading
    }

    /// The characters a face maps, read only when asked (it walks the whole cmap), so `list` never pays
    /// for it. A named instance has its font's map: pass any face of the file and its `faceIndex`.
    public func characterMap(of face: FontFace) throws(FontReadError) -> CharacterMap {
        try characterMap(path: face.file, faceIndex: face.faceIndex)
    }

    public func characterMap(path: String, faceIndex: Int = 0) throws(FontReadError) -> CharacterMap {
        // The same guard as `read`: never open a FIFO or device (it can block), nor an oversized file.
        guard case .regular(let size) = FileStatus.of(path), size > 0, size <= ReadLimits.maximumFileSize else {
            throw FontReadError(file: path, reason: "cannot read the character map: not a regular font file of a readable size")
        }
        do throws(FreeTypeError) {
            let face = try FreeTypeFace(library: library, path: path, faceIndex: faceIndex)
            return CharacterMap(codePoints: face.unicodeCodePoints())
        } catch {
            throw FontReadError(file: path, reason: "cannot read the character map: FreeType cannot open face \(faceIndex) (\(error.text))")
        }
    }

    private func readFace(
        _ face: FreeTypeFace, faceIndex: Int, candidate: FontFileCandidate, depth: ReadDepth,
        into reading: inout FontFileReading
    ) {
        let names = NameTable(records: face.isSfnt ? face.nameRecords() : [])
        let base = FaceBuilder(face: face, path: candidate.path, container: candidate.signature.container, names: names)
        let defaultFace = base.defaultFace(faceIndex: faceIndex)
        reading.faces.append(defaultFace)

        var instances: [NamedInstance] = []
        var axes: [VariationAxis] = []
        if defaultFace.isVariable, let variations = face.variations() {
            axes = variations.axes.map {
                VariationAxis(tag: $0.tag, name: names.string(for: $0.nameID), minimum: $0.minimum,
                              defaultValue: $0.defaultValue, maximum: $0.maximum)
            }
            let count = variations.instances.count
            let prefix = InstancePostScriptName.prefix(from: names)
            if count > ReadLimits.maximumNamedInstances {
                reading.errors.append(FontReadError(
                    file: candidate.path,
                    reason: "face \(faceIndex) declares \(count) named instances; only the first \(ReadLimits.maximumNamedInstances) were read"))
            }
            for (offset, instance) in variations.instances.prefix(ReadLimits.maximumNamedInstances).enumerated() {
                let index = offset + 1
                let storedName = instance.postScriptNameID == 0xFFFF ? nil : names.string(for: instance.postScriptNameID)
                var generatedName: String?
                if let prefix, let subfamily = names.string(for: instance.subfamilyNameID) {
                    generatedName = InstancePostScriptName.generate(prefix: prefix, subfamily: subfamily)
                }
                let instanceFace = base.instanceFace(
                    of: defaultFace, index: index, axes: variations.axes, instance: instance,
                    postScriptName: storedName ?? generatedName)
                reading.faces.append(instanceFace)
                instances.append(NamedInstance(
                    index: index, style: instanceFace.style, postScriptName: instanceFace.postScriptName,
                    postScriptNameIsStored: storedName != nil, coordinates: instanceFace.coordinates))
            }
        }

        guard depth.wantsDetails else { return }
        let languages = depth.wantsLanguages
            ? languageReader.languages(path: candidate.path, faceIndex: faceIndex) : nil
        reading.details.append(base.details(
            of: defaultFace, axes: axes, instances: instances, languages: languages))
    }

    /// ` (it starts with "<!DOCTYPE html>")`: what the file is instead, for the common mistakes
    /// (an HTML error page saved as .ttf, a text file, an archive).
    private static func describeStart(of path: String) -> String {
        let shown = 32
        guard let bytes = FileSignature.readPrefix(path: path, count: shown), !bytes.isEmpty else { return "" }
        let printable = bytes.prefix(while: { (0x20...0x7E).contains($0) })
        if printable.count >= 4 {
            let text = String(decoding: printable, as: UTF8.self) + (printable.count == shown ? "…" : "")
            return " (it starts with \"\(text)\")"
        }
        let hex = bytes.prefix(4).map { String($0, radix: 16, uppercase: true) }
            .map { $0.count == 1 ? "0" + $0 : $0 }.joined(separator: " ")
        return " (it starts with bytes \(hex))"
    }
}

@available(*, unavailable)
extension FaceReader: Sendable {}
