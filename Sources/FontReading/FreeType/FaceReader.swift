import CFreeType

/// Reads font files into `FontFace` values with one FreeType library. Not Sendable, like the
/// library it owns: `FontScanner` gives each worker thread its own reader.
public final class FaceReader {
    private let library: FreeTypeLibrary
    private let languageReader = FontconfigLanguages()

    /// Starts the FreeType library this reader owns; throws when FreeType cannot start.
    public init() throws(InputProblem) {
        library = try FreeTypeLibrary()
    }

    /// Reads a file named by path; a path that is not a font is reported as an error.
    public func read(path: String, depth: ReadDepth = .faces) -> FontFileReading {
        read(FontFileCandidate(namedPath: path), depth: depth)
    }

    /// Reads a file the walk found (or a path named, per `candidate.wasNamed`) to `depth`.
    public func read(_ candidate: FontFileCandidate, depth: ReadDepth = .faces) -> FontFileReading {
        let path = candidate.path
        var reading = FontFileReading(file: path)
        func fail(_ reason: String) -> FontFileReading {
            reading.errors.append(InputProblem(message: reason, file: path))
            return reading
        }
        if let problem = Self.problemBeforeFreeType(candidate) { return fail(problem) }
        let first: FreeTypeFace
        do throws(FreeTypeError) {
            first = try FreeTypeFace(library: library, path: path, faceIndex: 0)
        } catch {
            if !candidate.signature.looksLikeFont {
                return fail("not a font file\(Self.describeStart(of: path))")
            }
            return fail("damaged font: FreeType cannot open it (\(error.text))")
        }

        // Every face and named instance listed spends one of the file's budget, so that a collection of
        // variable fonts cannot multiply its way to a million faces.
        let faceCount = max(first.faceCount, 1)
        var budget = ReadLimits.maximumFacesPerFile
        var faceIndex = 0
        while faceIndex < faceCount, budget > 0 {
            defer { faceIndex += 1 }
            let face: FreeTypeFace
            if faceIndex == 0 {
                face = first
            } else {
                do throws(FreeTypeError) {
                    face = try FreeTypeFace(library: library, path: path, faceIndex: faceIndex)
                } catch {
                    reading.errors.append(InputProblem(
                        message: "face \(faceIndex): FreeType cannot open it (\(error.text))", file: path))
                    continue
                }
            }
            readFace(face, faceIndex: faceIndex, candidate: candidate, depth: depth, budget: &budget, into: &reading)
        }
        if faceIndex < faceCount {
            reading.errors.append(InputProblem(
                message: "declares \(faceCount) faces; faces \(faceIndex) to \(faceCount - 1) were not read \(Self.budgetNote)", file: path))
        }
        return reading
    }

    /// Why the file must not reach FreeType (not a readable regular file of a sane size, or a header that lies
    /// about its sizes), or nil.
    private static func problemBeforeFreeType(_ candidate: FontFileCandidate) -> String? {
        switch FileStatus.of(candidate.path) {
        case .unavailable(let reason): return reason
        case .directory: return "is a directory"
        case .special: return "not a regular file (a FIFO, socket or device)"
        case .regular(let size) where size == 0: return "empty file (0 bytes)"
        case .regular(let size) where size > ReadLimits.maximumFileSize:
            return "\(size) bytes, larger than the \(ReadLimits.maximumFileSize / 1024 / 1024) MiB fontinspect reads"
        case .regular(let size):
            // stat(2) needs no read permission: opening the file is what finds out.
            switch FileSignature.prefix(of: candidate.path, count: ContainerHeader.length) {
            case .success(let header): return ContainerHeader.problem(in: header, fileSize: size, signature: candidate.signature)
            case .failure(let error): return error.description
            }
        }
    }

    private static let budgetNote = "(fontinspect reads at most \(ReadLimits.maximumFacesPerFile) faces and named instances from one file)"

    /// The characters a face maps, read only when asked (it walks the whole cmap), so `list` never pays
    /// for it. A named instance has its font's map: pass any face of the file and its `faceIndex`.
    public func characterMap(of face: FontFace) throws(InputProblem) -> CharacterMap {
        try characterMap(path: face.file, faceIndex: face.faceIndex)
    }

    /// The character map of face `faceIndex` of the file at `path`.
    public func characterMap(path: String, faceIndex: Int = 0) throws(InputProblem) -> CharacterMap {
        // The same guard as `read`: never open a FIFO or device (it can block), nor an oversized file.
        guard case .regular(let size) = FileStatus.of(path), size > 0, size <= ReadLimits.maximumFileSize else {
            throw InputProblem(message: "cannot read the character map: not a regular font file of a readable size", file: path)
        }
        do throws(FreeTypeError) {
            let face = try FreeTypeFace(library: library, path: path, faceIndex: faceIndex)
            return CharacterMap(mapping: face.unicodeMapping())
        } catch {
            throw InputProblem(message: "cannot read the character map: FreeType cannot open face \(faceIndex) (\(error.text))", file: path)
        }
    }

    private func readFace(
        _ face: FreeTypeFace, faceIndex: Int, candidate: FontFileCandidate, depth: ReadDepth,
        budget: inout Int, into reading: inout FontFileReading
    ) {
        let names = NameTable(records: face.isSfnt ? face.nameRecords() : [])
        let base = FaceBuilder(face: face, path: candidate.path, container: candidate.signature.container, names: names)
        let defaultFace = base.defaultFace(faceIndex: faceIndex)
        reading.faces.append(defaultFace)
        budget -= 1

        var instances: [NamedInstance] = []
        var axes: [VariationAxis] = []
        // The count fvar declares, not FreeType's: FreeType drops every instance of an fvar it finds
        // inconsistent (over 32,511 instances, records past the table's end) without an error.
        let declared = face.isSfnt ? face.storedNamedInstanceCount() ?? 0 : 0
        let variations = defaultFace.isVariable ? face.variations() : nil
        let readable = variations?.instances.count ?? 0
        let read = min(readable, budget)
        if declared > read {
            let outcome = read == 0 ? "none were read" : "only the first \(read) were read"
            reading.errors.append(InputProblem(message: readable < declared
                ? "face \(faceIndex) declares \(declared) named instances, but FreeType finds the fvar table inconsistent; \(outcome)"
                : "face \(faceIndex) declares \(declared) named instances; \(outcome) \(Self.budgetNote)", file: candidate.path))
        }
        budget -= read
        if let variations {
            axes = variations.axes.map {
                VariationAxis(tag: $0.tag, name: names.string(for: $0.nameID), minimum: $0.minimum,
                              defaultValue: $0.defaultValue, maximum: $0.maximum)
            }
            let defaultLocation = variations.axes.map(\.defaultValue)
            for (offset, instance) in variations.instances.prefix(read).enumerated() {
                let index = offset + 1
                // A stored postScriptNameID is taken as Core Text's name for the instance: Apple is believed
                // to honour it (no listing seen contradicts this), as TN 5902 asks.
                let storedName = instance.postScriptNameID == 0xFFFF ? nil : names.string(for: instance.postScriptNameID)
                let generatedName = names.string(for: instance.subfamilyNameID).flatMap {
                    InstancePostScriptName.generate(defaultPostScriptName: defaultFace.postScriptName, subfamily: $0)
                }
                // Core Text does not list the instance at the default location beside the default face,
                // which keeps name ID 6 (Inter.ttf: `Inter`, never `Inter_Regular`).
                let isDefaultFace = defaultFace.postScriptName != nil && instance.coordinates == defaultLocation
                let instanceFace = base.instanceFace(
                    of: defaultFace, index: index, axes: variations.axes, instance: instance,
                    postScriptName: isDefaultFace ? defaultFace.postScriptName : storedName ?? generatedName)
                if !isDefaultFace { reading.faces.append(instanceFace) }
                instances.append(NamedInstance(
                    index: index, style: instanceFace.style, postScriptName: instanceFace.postScriptName,
                    postScriptNameIsStored: storedName != nil && !isDefaultFace, coordinates: instanceFace.coordinates,
                    isDefaultFace: isDefaultFace))
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
