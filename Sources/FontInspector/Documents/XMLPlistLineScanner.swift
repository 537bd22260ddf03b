import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Finds the line of every key and array element of an XML property list with Foundation's event parser, and
/// its nesting depth, before `PropertyListSerialization` parses the values. The parser keeps no tree, so a
/// hostile file nested thousands deep costs nothing but the scan.
final class XMLPlistLineScanner: NSObject, XMLParserDelegate {
    struct Result {
        var positions: [PropertyListPath: SourcePosition] = [:]
        /// Set when the containers nest deeper than allowed; scanning stopped there.
        var tooDeepAtLine: Int?
        /// Where the XML parser gave up, when the text is not well-formed XML.
        var errorLine: Int?
    }

    private struct Container {
        var path: PropertyListPath
        var isDictionary: Bool
        var nextIndex = 0
        var pendingKey: String?
    }

    private let maximumDepth: Int
    private var result = Result()
    private var containers: [Container] = []
    private var keyText: String?
    private var keyLine = 0
    private var recorded = 0

    private init(maximumDepth: Int) {
        self.maximumDepth = maximumDepth
    }

    /// Throws what `FoundationParseGate` refuses to hand to the XML parser.
    static func scan(_ data: Data, file: String, maximumDepth: Int) throws(InputProblem) -> Result {
        let scanner = XMLPlistLineScanner(maximumDepth: maximumDepth)
        let parser = try FoundationParseGate.xmlParser(for: data, file: file)
        parser.delegate = scanner
        _ = parser.parse()
        return scanner.result
    }

    private func record(_ path: PropertyListPath, line: Int) {
        result.positions[path] = SourcePosition(line: line, ordinal: recorded)
        recorded += 1
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String]
    ) {
        switch elementName {
        case "plist":
            return
        case "key":
            keyText = ""
            keyLine = parser.lineNumber
            return
        default:
            break
        }
        // Any other element is a value: of the pending key in a dictionary, or the next element of an array.
        var path = PropertyListPath.root
        if let top = containers.indices.last {
            if containers[top].isDictionary {
                path = containers[top].path.appending(key: containers[top].pendingKey ?? "")
                containers[top].pendingKey = nil
            } else {
                path = containers[top].path.appending(index: containers[top].nextIndex)
                containers[top].nextIndex += 1
                record(path, line: parser.lineNumber)
            }
        }
        guard elementName == "dict" || elementName == "array" else { return }
        guard containers.count < maximumDepth else {
            result.tooDeepAtLine = parser.lineNumber
            parser.abortParsing()
            return
        }
        containers.append(Container(path: path, isDictionary: elementName == "dict"))
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        switch elementName {
        case "key":
            guard let key = keyText, let top = containers.indices.last else { return }
            keyText = nil
            containers[top].pendingKey = key
            record(containers[top].path.appending(key: key), line: keyLine)
        case "dict", "array":
            _ = containers.popLast()
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        keyText? += string
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        keyText? += String(decoding: block, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if result.tooDeepAtLine == nil { result.errorLine = parser.lineNumber }
    }
}
