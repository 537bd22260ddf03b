import CYAML
import Foundation

/// A YAML file read into an immutable `YAMLNode` tree (XcodeGen's `project.yml`, YAML configuration).
///
/// libyaml does the parsing: its events are copied into Swift values as they come and the tree is built in
/// Swift (`YAMLTreeBuilder`), so no C pointer outlives `parse`. The limits keep a hostile file bounded: its
/// size, how deep it nests, and how many nodes its aliases expand to.
public struct YAMLDocument: Sendable, Hashable {
    /// The largest file read (8 MiB); a larger one is `tooLarge`.
    public static let maximumFileSize = 8 * 1024 * 1024
    /// Real XcodeGen files nest about ten levels deep.
    public static let maximumDepth = 128
    /// Nodes after aliases are expanded: far above any real project file, far below what nine nested
    /// aliases of ten each ("billion laughs") would make.
    public static let maximumNodes = 1_000_000

    /// The path the document was read from.
    public var file: String
    /// nil for a file with no document (empty, or only comments).
    public var root: YAMLNode?

    /// The document of `file`, its tree already built.
    public init(file: String, root: YAMLNode?) {
        self.file = file
        self.root = root
    }

    package static func parse(
        _ data: Data, file: String, maximumDepth: Int = maximumDepth, maximumNodes: Int = maximumNodes
    ) throws(YAMLProblem) -> YAMLDocument {
        let parser = YAMLEventParser(data, file: file)
        var builder = YAMLTreeBuilder(file: file, maximumDepth: maximumDepth, maximumNodes: maximumNodes)
        while true {
            let (event, mark) = try parser.next()
            if try builder.take(event, at: mark) { break }
        }
        return YAMLDocument(file: file, root: builder.root)
    }
}

/// One libyaml event as a Swift value.
enum YAMLEvent: Equatable {
    case streamStart, streamEnd, documentStart, documentEnd
    case alias(anchor: String)
    case scalar(String, anchor: String?, plain: Bool)
    case sequenceStart(anchor: String?)
    case sequenceEnd
    case mappingStart(anchor: String?)
    case mappingEnd
}

/// Where an event starts, 1-based.
struct YAMLMark: Equatable {
    var line: Int
    var column: Int
}

/// Owns one libyaml parser and the bytes it reads; both are freed in `deinit`, the one place. Not Sendable:
/// a libyaml parser is one thread's.
final class YAMLEventParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeMutableBufferPointer<UInt8>
    private let data: Data
    private let file: String
    private var finished = false
    /// False only when libyaml could not allocate its buffers.
    private let initialized: Bool

    init(_ data: Data, file: String) {
        self.data = data
        self.file = file
        // libyaml keeps a pointer to its input: the copy lives as long as the parser.
        input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(data.count, 1))
        _ = input.initialize(from: data)
        parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        // Fails only when malloc does; `next` then reports it.
        initialized = yaml_parser_initialize(parser) == 1
        if initialized { yaml_parser_set_input_string(parser, input.baseAddress, data.count) }
    }

    deinit {
        if initialized { yaml_parser_delete(parser) }
        parser.deallocate()
        input.deallocate()
    }

    /// The next event, copied out of libyaml and freed there; after the stream's end, only `.streamEnd`.
    func next() throws(YAMLProblem) -> (YAMLEvent, YAMLMark) {
        guard !finished else { return (.streamEnd, YAMLMark(line: 1, column: 1)) }
        guard initialized else { throw YAMLProblem(kind: .unreadable, message: "libyaml ran out of memory", file: file) }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw problem() }
        defer { yaml_event_delete(&event) }
        let mark = YAMLMark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        let swiftEvent: YAMLEvent
        switch event.type {
        case YAML_STREAM_START_EVENT: swiftEvent = .streamStart
        case YAML_STREAM_END_EVENT:
            finished = true
            swiftEvent = .streamEnd
        case YAML_DOCUMENT_START_EVENT: swiftEvent = .documentStart
        case YAML_DOCUMENT_END_EVENT: swiftEvent = .documentEnd
        case YAML_ALIAS_EVENT: swiftEvent = .alias(anchor: Self.text(event.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let value = scalar.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self) } ?? ""
            swiftEvent = .scalar(value, anchor: Self.text(scalar.anchor), plain: scalar.style == YAML_PLAIN_SCALAR_STYLE)
        case YAML_SEQUENCE_START_EVENT: swiftEvent = .sequenceStart(anchor: Self.text(event.data.sequence_start.anchor))
        case YAML_SEQUENCE_END_EVENT: swiftEvent = .sequenceEnd
        case YAML_MAPPING_START_EVENT: swiftEvent = .mappingStart(anchor: Self.text(event.data.mapping_start.anchor))
        case YAML_MAPPING_END_EVENT: swiftEvent = .mappingEnd
        default:
            throw YAMLProblem(kind: .unreadable, message: "libyaml returned an event it does not document", file: file, line: mark.line, column: mark.column)
        }
        return (swiftEvent, mark)
    }

    private static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(decoding: UnsafeBufferPointer(start: $0, count: strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))), as: UTF8.self) }
    }

    /// libyaml's own words (static texts, never the file's bytes) and where it stopped.
    private func problem() -> YAMLProblem {
        let state = parser.pointee
        let what = state.problem.map { String(cString: $0) } ?? "not valid YAML"
        let context = state.context.map { " " + String(cString: $0) } ?? ""
        if state.error == YAML_READER_ERROR {
            // Encoding problems carry a byte offset, not a mark.
            let (line, column) = Self.position(ofByte: Int(state.problem_offset), in: data)
            let message = what == "invalid leading UTF-8 octet" || what.contains("UTF-8") ? "not valid UTF-8: \(what)" : what
            return YAMLProblem(kind: .unreadable, message: message, file: file, line: line, column: column)
        }
        if state.error == YAML_MEMORY_ERROR {
            return YAMLProblem(kind: .unreadable, message: "libyaml ran out of memory", file: file)
        }
        let mark = state.problem_mark
        return YAMLProblem(
            kind: .unreadable, message: what + context, file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// 1-based line and column (in bytes) of a byte offset.
    static func position(ofByte offset: Int, in data: Data) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        for (index, byte) in data.prefix(offset).enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }
}

@available(*, unavailable)
extension YAMLEventParser: Sendable {}
