import Foundation

/// The pipeline behind `fontinspect specimen`: read the app's style maps and faces, choose the sample text, lay
/// the sheet out, then draw it row by row into the image.
public enum SpecimenRunner {
    /// Lays out and draws the specimen `options` ask for, writing the PNG; problems come back in the run.
    public static func run(_ options: SpecimenOptions) -> SpecimenRun {
        var run = layout(options)
        guard let sheet = run.sheet else { return run }
        do throws(RenderError) {
            let painted = try SpecimenPainter.write(
                sheet, to: options.output, labelFont: SpecimenLabelFont.path(),
                metadata: [("Software", options.software), ("Source", options.inputsDescription),
                           ("Title", "Dynamic Type specimen of \((options.root as NSString).lastPathComponent)")])
            run.notes += painted
        } catch {
            run.errors.append(error.description)
        }
        return run
    }

    /// Everything but drawing: the inputs read and the sheet laid out.
    public static func layout(_ options: SpecimenOptions) -> SpecimenRun {
        var run = SpecimenRun()
        let inputs = SpecimenInputs.load(options)
        run.notes = inputs.notes
        run.errors = inputs.errors
        guard inputs.errors.isEmpty else { return run }
        var chosen = SpecimenSample.choose(
            texts: options.texts, strings: inputs.strings, languages: options.languages,
            characterMaps: Array(inputs.characterMaps.values).sorted { $0.count < $1.count })
        run.notes += chosen.notes
        if chosen.samples.isEmpty {
            chosen = SpecimenSample.choose(texts: [], strings: nil, languages: [], characterMaps: [])
        }
        run.sheet = SpecimenLayout.sheet(
            subjects: inputs.subjects, categories: options.categories, samples: chosen.samples,
            characterMaps: inputs.characterMaps, width: options.width, scale: options.scale,
            header: header(options, inputs: inputs, samples: chosen.samples))
        return run
    }

    /// What the sheet shows and from what: file names only, so that a sheet's pixels do not depend on where the
    /// checkout lies.
    static func header(_ options: SpecimenOptions, inputs: SpecimenInputs, samples: [SpecimenSample]) -> [String] {
        func name(_ path: String) -> String { DiagnosticText.oneLine((path as NSString).lastPathComponent) }
        let sizes = options.categories.indexes.map { DynamicTypeTable.categories[$0].hig }.joined(separator: ", ")
        let what = inputs.styleMapFiles.isEmpty
            ? "no style map: every registered face at Body's size"
            : "style map " + inputs.styleMapFiles.map(name).joined(separator: ", ") + ": regular | Bold Text"
        var sources: [String] = []
        for sample in samples where !sources.contains(sample.source) { sources.append(sample.source) }
        return [
            "\(options.software) specimen of \(name(options.root)) · \(what)",
            "Sizes \(sizes) at \(options.scale)x · samples: \(sources.joined(separator: ", ")) · red box: a character the face lacks (iOS falls back to another font)",
        ]
    }
}
