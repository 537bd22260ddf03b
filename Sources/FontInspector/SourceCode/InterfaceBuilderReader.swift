import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A font name written in a storyboard or xib.
public struct InterfaceBuilderFontReference: Sendable, Hashable {
    /// Which element the name was written in.
    public enum Kind: Sendable, Hashable {
        /// `<fontDescription key="fontDescription" name="Inter-Bold" family="Inter" pointSize="17"/>`: a view's
        /// font. System fonts and text styles carry `type="system"` or `style="UICTFontTextStyleBody"` and no name.
        case fontDescription(family: String?)
        /// `<font key="NSFont" size="17" name="Inter-Bold"/>`: attributed text, and views of macOS xibs.
        case font
        /// `<customFonts key="customFonts"><array key="Inter.ttf"><string>Inter-Bold</string>`: the index of
        /// custom fonts Xcode keeps at the top of the document, each name under the file it came from.
        case customFontsIndex(fontFile: String)
    }

    /// The font name as written.
    public var name: String
    /// The element it was found in.
    public var kind: Kind
    /// The storyboard or xib.
    public var file: String
    /// 1-based line and column (in Unicode scalars) of the name: an attribute's opening quote, or the first
    /// character of a `<string>`'s text.
    public var line: Int
    /// The 1-based column, in Unicode scalars (see `line`).
    public var column: Int
    /// The `id` of the element the font belongs to (the nearest enclosing element that has one: the label, button
    /// or text field), which outlets name as their `destination`; nil for a customFonts entry.
    public var element: String?
    /// True for the font of a `<button>` the document gives no title (no `<state title=…>`, attributed title or
    /// configuration title): it draws nothing unless code gives the button a title.
    public var isOfUntitledButton = false

    /// A reference found at `line`, `column` of `file`.
    public init(name: String, kind: Kind, file: String, line: Int, column: Int, element: String? = nil) {
        self.name = name
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.element = element
    }
}

/// `<outlet property="titleLabel" destination="pve-FZ-iMl"/>` in the `<connections>` of an element with a
/// `customClass` (a xib's File's Owner, a storyboard's view controller, a custom view): the property of that class
/// the element `destination` is set to when the document loads.
public struct InterfaceBuilderOutlet: Sendable, Hashable {
    /// The storyboard or xib.
    public var file: String
    /// The `customClass` of the element whose connections hold the outlet.
    public var ownerClass: String
    /// The property's name.
    public var property: String
    /// The `id` of the element it is set to.
    public var destination: String

    /// An outlet read from `file`, or one a test assembles.
    public init(file: String, ownerClass: String, property: String, destination: String) {
        self.file = file
        self.ownerClass = ownerClass
        self.property = property
        self.destination = destination
    }
}

/// What reading the storyboards and xibs found.
public struct InterfaceBuilderScan: Sendable {
    /// The font references of one document's bytes, or the problem that stopped the read.
    public var references: [InterfaceBuilderFontReference] = []
    /// The `<!-- fontinspect: -->` suppression directives of the documents read.
    public var directives: [SuppressionDirective] = []
    /// The outlets of elements that have a `customClass`, in the documents read.
    public var outlets: [InterfaceBuilderOutlet] = []
    /// Documents read, skipped ones not counted.
    public var fileCount = 0
    /// Documents passed over, each with why.
    public var skipped: [InputProblem] = []

    /// A scan's results, as the reader (or a test) gathers them.
    public init(references: [InterfaceBuilderFontReference] = [], fileCount: Int = 0, skipped: [InputProblem] = []) {
        self.references = references
        self.fileCount = fileCount
        self.skipped = skipped
    }
}

/// Reads the font names of Interface Builder documents (`.storyboard`, `.xib`) with Foundation's XMLParser, through
/// `FoundationParseGate` (which refuses what would crash it).
public enum InterfaceBuilderReader {
    /// Larger documents are a `Note:`, not read: Xcode's largest real storyboards are a few MiB, and a huge one
    /// (63 MB in issue 10) costs seconds and hundreds of MB in the XML parser for names nobody wrote by hand.
    public static let maximumFileSize: Int64 = 16 * 1024 * 1024

    package static func isInterfaceBuilderFile(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// The font references of every storyboard and xib among `files`, with the files passed over.
    public static func scan(_ files: [String]) -> InterfaceBuilderScan {
        let documents = files.filter(isInterfaceBuilderFile)
        let results = WorkerPool.map(count: documents.count) { index in readDocument(file: documents[index]) }
        var scan = InterfaceBuilderScan()
        for (read, problem, directives) in results {
            if let problem { scan.skipped.append(problem) }
            if problem == nil || !read.references.isEmpty { scan.fileCount += 1 }
            scan.references += read.references
            scan.outlets += read.outlets
            scan.directives += directives
        }
        return scan
    }

    /// The references in one document, and a problem when it could not be read whole (the references before a
    /// syntax error are kept).
    public static func read(file: String) -> ([InterfaceBuilderFontReference], InputProblem?) {
        let (read, problem, _) = readDocument(file: file)
        return (read.references, problem)
    }

    /// The references, the problem and the suppression directives (its XML comments) of one document.
    private static func readDocument(file: String) -> (Document, InputProblem?, [SuppressionDirective]) {
        let bytes: [UInt8]
        do throws(InputProblem) {
            bytes = try SmallFileReader.bytes(path: file, limit: maximumFileSize)
        } catch {
            return (Document(), InputProblem(message: "not read for font names: \(error.message)", file: file), [])
        }
        let (read, problem) = document(in: bytes, file: file)
        return (read, problem, SuppressionXMLComments.directives(in: bytes, file: file))
    }

    /// What one document holds: its font references and its outlets.
    public struct Document: Sendable {
        /// The font names it writes, in document order.
        public var references: [InterfaceBuilderFontReference] = []
        /// The outlets of its elements that have a `customClass`.
        public var outlets: [InterfaceBuilderOutlet] = []
    }

    /// The font references of one document's bytes, or the problem that stopped the read.
    public static func references(in bytes: [UInt8], file: String) -> ([InterfaceBuilderFontReference], InputProblem?) {
        let (read, problem) = document(in: bytes, file: file)
        return (read.references, problem)
    }

    /// The font references and outlets of one document's bytes, or the problem that stopped the read.
    public static func document(in bytes: [UInt8], file: String) -> (Document, InputProblem?) {
        if GitLFSPointer.isPointer(bytes) { return (Document(), InputProblem(message: GitLFSPointer.note + "; font names not checked", file: file)) }
        let parser: XMLParser
        do throws(InputProblem) {
            parser = try FoundationParseGate.xmlParser(for: Data(bytes), file: file)
        } catch {
            let line = error.line.map { " at line \($0)" } ?? ""
            return (Document(), InputProblem(message: "not read for font names: \(error.message)\(line)", file: file))
        }
        let collector = FontReferenceCollector(bytes: bytes, file: file)
        parser.delegate = collector
        // On Linux parse() returns true even after an error: the delegate's first error is what counts.
        let succeeded = parser.parse()
        let failure = succeeded ? nil : (line: parser.lineNumber, code: (parser.parserError as NSError?)?.code ?? 0)
        let read = Document(references: collector.references, outlets: collector.outlets)
        guard let error = collector.firstError ?? failure else { return (read, nil) }
        return (read, InputProblem(
            message: "not valid XML at line \(error.line) (XMLParser error \(error.code)); font names after it were not checked", file: file))
    }
}

/// The XMLParser delegate that picks out font names, and places each on its line and column: XMLParser reports
/// where a start tag ends, so the tag's `<` is looked for backwards from there.
private final class FontReferenceCollector: NSObject, XMLParserDelegate {
    private let bytes: [UInt8]
    private let file: String
    private let lineStarts: [Int]
    private(set) var references: [InterfaceBuilderFontReference] = []
    private(set) var outlets: [InterfaceBuilderOutlet] = []
    /// The open elements, outermost first: each one's `id` and `customClass` (an outlet's owner is the element
    /// around its `<connections>`; a font's element is the nearest with an id).
    private var open: [(id: String?, customClass: String?)] = []
    /// The open `<button>`s: the indices in `references` of their own fonts (not a nested button's), and whether a
    /// title was seen.
    private var buttons: [(references: [Int], hasTitle: Bool)] = []
    /// Inside `<customFonts>`, the font file of the `<array>` being read.
    private var inCustomFonts = false
    private var fontFile: String?
    private var pendingString: (text: String, line: Int, column: Int)?
    private(set) var firstError: (line: Int, code: Int)?
    /// The last position found: the parser moves forward, so each position is counted on from the one before
    /// (counting from the line's start made many elements on one long line quadratic).
    private var cursor = (offset: 0, line: 0, column: 1)

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        defer { open.append((attributes["id"], attributes["customClass"])) }
        noteButtonTitle(elementName, attributes: attributes)
        switch elementName {
        case "fontDescription", "font":
            guard let name = attributes["name"], !name.isEmpty else { return }
            let kind: InterfaceBuilderFontReference.Kind = elementName == "font" ? .font : .fontDescription(family: attributes["family"])
            let tag = tagStart(elementName, parser: parser)
            let (line, column) = position(of: tag.flatMap { valueOffset(ofAttribute: "name", inTagAt: $0) } ?? tag ?? 0)
            let element = open.last { $0.id != nil }?.id
            if !buttons.isEmpty { buttons[buttons.count - 1].references.append(references.count) }
            references.append(InterfaceBuilderFontReference(name: name, kind: kind, file: file, line: line, column: column, element: element))
        case "outlet":
            // [… owner, <connections>, <outlet>]: the owner's class is the one whose property it sets.
            guard open.count >= 2, let ownerClass = open[open.count - 2].customClass, let property = attributes["property"],
                  let destination = attributes["destination"]
            else { return }
            outlets.append(InterfaceBuilderOutlet(file: file, ownerClass: ownerClass, property: property, destination: destination))
        case "customFonts":
            inCustomFonts = true
        case "array" where inCustomFonts, "mutableArray" where inCustomFonts:
            fontFile = attributes["key"]
        case "string" where fontFile != nil:
            let tag = tagStart(elementName, parser: parser)
            let textStart = tag.flatMap { start in bytes[start...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } }
            let (line, column) = position(of: textStart ?? tag ?? 0)
            pendingString = ("", line, column)
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if firstError == nil { firstError = (parser.lineNumber, (parseError as NSError).code) }
        // Nothing after the first error is used; libxml2 recovering through what follows can take quadratic time.
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        pendingString?.text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if !open.isEmpty { open.removeLast() }
        if elementName == "button", let button = buttons.popLast(), !button.hasTitle {
            for index in button.references { references[index].isOfUntitledButton = true }
        }
        switch elementName {
        case "customFonts":
            inCustomFonts = false
        case "array", "mutableArray":
            fontFile = nil
        case "string":
            if let pending = pendingString, let fontFile, !pending.text.isEmpty {
                references.append(InterfaceBuilderFontReference(
                    name: pending.text, kind: .customFontsIndex(fontFile: fontFile), file: file, line: pending.line,
                    column: pending.column))
            }
            pendingString = nil
        default:
            break
        }
    }

    /// Opens a `<button>`, or marks the innermost open one titled: a state's `title`, an attributed title, a
    /// configuration's title.
    private func noteButtonTitle(_ elementName: String, attributes: [String: String]) {
        if elementName == "button" {
            buttons.append(([], !(attributes["title"] ?? "").isEmpty))
            return
        }
        guard !buttons.isEmpty else { return }
        let titled = switch elementName {
        case "state", "buttonConfiguration": !(attributes["title"] ?? "").isEmpty
        // `<attributedString key="attributedTitle">`, `<string key="title">` (a title of many lines).
        default: attributes["key"] == "attributedTitle" || attributes["key"] == "title"
        }
        if titled { buttons[buttons.count - 1].hasTitle = true }
    }

    // MARK: - Positions

    /// The byte offset of `<name` for the start tag the parser just reported.
    private func tagStart(_ name: String, parser: XMLParser) -> Int? {
        let lineIndex = min(max(parser.lineNumber, 1), lineStarts.count) - 1
        let lineEnd = lineIndex + 1 < lineStarts.count ? lineStarts[lineIndex + 1] : bytes.count
        let from = min(lineStarts[lineIndex] + max(parser.columnNumber, 0), lineEnd, bytes.count)
        let needle = Array(("<" + name).utf8)
        var offset = from - needle.count
        // A start tag spread over many lines (IB writes one attribute a line for some views) is still short.
        let limit = max(0, from - 64 * 1024)
        while offset >= limit {
            if bytes[offset] == UInt8(ascii: "<"), bytes[offset..<(offset + needle.count)].elementsEqual(needle) {
                let after = offset + needle.count
                if after >= bytes.count || !Byte.isWord(bytes[after]) { return offset }
            }
            offset -= 1
        }
        return nil
    }

    /// The offset of the opening quote of `attribute="…"` in the tag starting at `tag`.
    private func valueOffset(ofAttribute attribute: String, inTagAt tag: Int) -> Int? {
        let needle = Array((attribute + "=").utf8)
        var offset = tag + 1
        var quote: UInt8?
        while offset + needle.count < bytes.count {
            let byte = bytes[offset]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: ">") {
                return nil
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if Byte.isWhitespace(bytes[offset - 1]), bytes[offset..<(offset + needle.count)].elementsEqual(needle) {
                return offset + needle.count
            }
            offset += 1
        }
        return nil
    }

    /// 1-based line and column (in Unicode scalars) of a byte offset.
    private func position(of offset: Int) -> (line: Int, column: Int) {
        let offset = min(max(offset, 0), bytes.count)
        if offset < cursor.offset {
            // Backwards (not seen in practice): start again from the line's start.
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            cursor = (lineStarts[low], low, 1)
        }
        var (index, line, column) = cursor
        while index < offset {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        cursor = (index, line, column)
        return (line + 1, column)
    }
}
