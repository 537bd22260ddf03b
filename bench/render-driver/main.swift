// The driver bench/render compiles with FontRendering's sources: times shaping + drawing lines of a given
// length, and a sheet-sized job (11 styles × 12 sizes × 2 faces) written to a PNG band by band.
//   render-driver FONT BOLD_FONT OUT.png CHARACTERS...
import Foundation

/// The process's CPU time (user + system): steadier than wall time on a shared machine.
func cpuSeconds() -> Double { Double(clock()) / Double(CLOCKS_PER_SEC) }

let arguments = CommandLine.arguments
let regular = try RenderFace(path: arguments[1])
let bold = try RenderFace(path: arguments[2])
let sentence = "Quick wafting zephyrs vex bold Jim. AV fi Łódź, naïve café — Wolf & Yak 0123456789. "
// The Dynamic Type body sizes of xSmall…AX5 at @2x: a spread of pixel sizes like a specimen sheet's.
let pixelSizes: [Double] = [28, 30, 32, 34, 38, 42, 46, 56, 66, 80, 94, 106]

func text(_ count: Int) -> String {
    String(String(repeating: sentence, count: count / sentence.count + 1).prefix(count))
}

/// Shapes and draws `lines` lines of `count` characters onto one band; returns lines a second.
@MainActor func linesPerSecond(count: Int, lines: Int) -> Double {
    let line = text(count)
    // Wide enough for the whole line at the largest size, so every glyph is drawn, none clipped away.
    var band = Canvas(width: count * 80 + 100, height: 160, background: .white)
    let start = cpuSeconds()
    for index in 0..<lines {
        let face = index % 2 == 0 ? regular : bold
        let shaped = face.shape(line, pixelSize: pixelSizes[index % pixelSizes.count])
        face.draw(shaped, on: &band, x: 10, baseline: 120, color: .black)
    }
    return Double(lines) / (cpuSeconds() - start)
}

_ = linesPerSecond(count: 40, lines: 24) // warm the glyph caches
print("characters  lines/s  ratio (time per line against the previous length)")
var previous: Double?
for count in arguments[4...].compactMap({ Int($0) }) {
    let rate = linesPerSecond(count: count, lines: max(24, 48_000 / count))
    let ratio = previous.map { String(format: "%.2f", $0 / rate) } ?? "-"
    print(String(format: "%10d  %7.0f  ", count, rate) + ratio)
    previous = rate
}

/// The sheet: 132 rows (11 styles × 12 sizes), each row one band holding the regular and the bold line; with
/// `writer`, each band is appended to the PNG.
@MainActor func drawSheet(_ writer: PNGStreamWriter?) throws -> Int {
    var top = 0
    for (row, height) in rowHeights.enumerated() {
        var band = Canvas(width: 2400, height: height, top: top, background: .white)
        let size = pixelSizes[row % 12]
        let baseline = Double(top) + size * 1.2
        regular.draw(regular.shape(sample, pixelSize: size), on: &band, x: 10, baseline: baseline, color: .black)
        bold.draw(bold.shape(sample, pixelSize: size), on: &band, x: 1210, baseline: baseline, color: .black)
        try writer?.append(band)
        top += height
    }
    return top
}

let sample = text(40)
let rowHeights = (0..<132).map { Int(pixelSizes[$0 % 12] * 1.6) }
var start = cpuSeconds()
let sheetHeight = try drawSheet(nil)
let drawing = cpuSeconds() - start
start = cpuSeconds()
let writer = try PNGStreamWriter(path: arguments[3], width: 2400, height: sheetHeight, text: [("Software", "bench/render")])
_ = try drawSheet(writer)
try writer.finish()
let total = cpuSeconds() - start
print(String(format: "sheet: 264 lines of 40 characters, 2400 × %d px: drawn %.3f s CPU; drawn and written as PNG %.3f s CPU",
             sheetHeight, drawing, total))
