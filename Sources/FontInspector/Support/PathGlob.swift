/// A path pattern from the configuration's `exclude`, matched against a whole path relative to the scanned
/// folder: `*` matches any run of characters within one path component, `?` one such character, `**` any run
/// across components, and `**/` zero or more whole folders (`**/Generated/*.plist`). A leading `./` and a
/// trailing `/` are ignored. A pattern that matches a folder excludes everything in it.
public struct PathGlob: Sendable, Hashable, CustomStringConvertible {
    private enum Token: Hashable {
        case literal(Character)
        case anyCharacter
        case anyRunInComponent
        case anyRun
        case anyFolders
    }

    /// A position in the pattern; `insideFolders` while the characters of a `**/` folder run are being consumed.
    private struct State: Hashable {
        var index: Int
        var insideFolders = false
    }

    /// The pattern as written.
    public let pattern: String
    private let tokens: [Token]

    /// The pattern compiled once, so that matching many paths does not reparse it.
    public init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        if text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        var tokens: [Token] = []
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            switch character {
            case "*" where characters.first == "*":
                characters.removeFirst()
                if characters.first == "/" {
                    characters.removeFirst()
                    tokens.append(.anyFolders)
                } else {
                    tokens.append(.anyRun)
                }
            case "*": tokens.append(.anyRunInComponent)
            case "?": tokens.append(.anyCharacter)
            default: tokens.append(.literal(character))
            }
        }
        self.tokens = tokens
    }

    public var description: String { pattern }

    package func matches(_ relativePath: String) -> Bool {
        var states = closure([State(index: 0)])
        for character in relativePath {
            var next: Set<State> = []
            for state in states {
                if state.insideFolders {
                    next.insert(state)
                    if character == "/" { next.insert(State(index: state.index + 1)) }
                    continue
                }
                guard state.index < tokens.count else { continue }
                switch tokens[state.index] {
                case .literal(let expected):
                    if character == expected { next.insert(State(index: state.index + 1)) }
                case .anyCharacter:
                    if character != "/" { next.insert(State(index: state.index + 1)) }
                case .anyRunInComponent:
                    if character != "/" { next.insert(state) }
                case .anyRun:
                    next.insert(state)
                case .anyFolders:
                    next.insert(character == "/" ? State(index: state.index + 1) : State(index: state.index, insideFolders: true))
                }
            }
            states = closure(next)
            if states.isEmpty { return false }
        }
        return states.contains(State(index: tokens.count))
    }

    /// Adds the states reached by letting `*`, `**` and `**/` match nothing.
    private func closure(_ states: Set<State>) -> Set<State> {
        var result = states
        var pending = Array(states)
        while let state = pending.popLast() {
            guard !state.insideFolders, state.index < tokens.count else { continue }
            switch tokens[state.index] {
            case .anyRunInComponent, .anyRun, .anyFolders:
                let skipped = State(index: state.index + 1)
                if result.insert(skipped).inserted { pending.append(skipped) }
            case .literal, .anyCharacter:
                continue
            }
        }
        return result
    }
}
