/// Functions that draw into an image or a PDF without naming the renderer themselves (FP84): a share card's
/// `private static func drawHaiku(ctx: CGContext, …)` called only from inside `UIGraphicsImageRenderer(…).image { }`.
/// A function draws into an image when its body names a renderer (`FontSizeContext.renderingWords`), or when the
/// file calls it and every call of it lies in a function that draws into an image. A call from anywhere else
/// (a view's `draw(_:)`, top-level code, a function lint cannot place) keeps its fonts judged as interface text;
/// calls from other files are not seen.
///
/// Built once per file: one pass collects the functions and their calls, then the answer spreads from the
/// renderers' functions to their callees, each call counted down once (no recursion: a long chain of calls
/// cannot exhaust the stack).
struct ImageRenderingContext {
    /// The `{` of each function body that draws into an image.
    let drawingBodies: Set<Int>
    /// For each name a statement assigns to a `.font` property (`label.font = font`), where it does.
    private let fontAssignments: [Substring: [Int]]

    /// `bodies`: the `{` of every function body of the file; `body(around:)` the function body around a token;
    /// `drawsDirectly` whether a body names a renderer.
    init(structure s: TokenStructure, bodies: [Int], body: (Int) -> Int?, drawsDirectly: (Int) -> Bool) {
        var assignments: [Substring: [Int]] = [:]
        for index in 0..<s.count where s.isWord(index, "font") && s.isPunctuation(index - 1, Byte.dot) && s.isOperator(index + 1, "=") {
            if index + 2 < s.count, s.tokens[index + 2].kind == .word, !s.isPunctuation(index + 3, Byte.dot), !s.isOpening(index + 3) {
                assignments[s.text(index + 2), default: []].append(index + 2)
            }
        }
        fontAssignments = assignments
        var drawing = Set(bodies.filter(drawsDirectly))
        guard s.language == .swift else {
            drawingBodies = drawing
            return
        }
        var bodiesByName: [Substring: [Int]] = [:]
        for brace in bodies {
            if let name = Self.functionName(ofBodyAt: brace, in: s) { bodiesByName[name, default: []].append(brace) }
        }
        // How many calls of each function lie outside functions known to draw, and the callees called from each body.
        var pending: [Int: Int] = [:]
        var calleesOf: [Int: [Int]] = [:]
        for index in 0..<s.count where s.tokens[index].kind == .word && s.isPunctuation(index + 1, UInt8(ascii: "(")) && !s.isWord(index - 1, "func") {
            guard let callees = bodiesByName[s.text(index)] else { continue }
            let caller = body(index)
            for callee in callees where !drawing.contains(callee) {
                pending[callee, default: 0] += 1
                if let caller { calleesOf[caller, default: []].append(callee) }
            }
        }
        var queue = Array(drawing)
        while let caller = queue.popLast() {
            for callee in calleesOf[caller] ?? [] where !drawing.contains(callee) {
                let left = (pending[callee] ?? 1) - 1
                pending[callee] = left
                if left == 0 {
                    drawing.insert(callee)
                    queue.append(callee)
                }
            }
        }
        drawingBodies = drawing
    }

    /// True when the name a font is bound to (`let font = UIFont(…)`) is also set as a view's font
    /// (`label.font = font`) inside `body`: that text is on screen too.
    func isSetOnView(_ name: Substring, in body: Range<Int>) -> Bool {
        fontAssignments[name]?.contains { body.contains($0) } ?? false
    }

    /// `func name(` in the statement that opens the body at `brace`.
    private static func functionName(ofBodyAt brace: Int, in s: TokenStructure) -> Substring? {
        var index = brace - 1
        var steps = 0
        // A signature's parameters are one bracketed group; its return type and `where` clause are short.
        while index > 0, steps < 64 {
            if s.isWord(index - 1, "func"), s.tokens[index].kind == .word { return s.text(index) }
            if s.isPunctuation(index, UInt8(ascii: "}")) || s.isPunctuation(index, UInt8(ascii: "{")) || s.isPunctuation(index, UInt8(ascii: ";")) { return nil }
            index = s.isClosing(index) && s.partner[index] >= 0 ? Int(s.partner[index]) - 1 : index - 1
            steps += 1
        }
        return nil
    }
}
