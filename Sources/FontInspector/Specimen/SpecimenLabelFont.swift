import Foundation

/// The font every label, header and note of a specimen is drawn in: Inter Labels, a Regular instance of Inter
/// (SIL Open Font License) cut down to ASCII, which the project carries in `share/fontinspect/`. Never a font
/// fontconfig picks, so the same inputs give the same pixels on every machine.
public enum SpecimenLabelFont {
    /// The label font's file name under `share/fontinspect/`.
    public static let fileName = "InterLabels-Regular.ttf"

    /// `share/fontinspect/InterLabels-Regular.ttf` in the nearest folder above the running program that has
    /// one: `$PREFIX` after `make install` (`$PREFIX/bin/fontinspect`), the checkout for a build under `.build/`.
    /// Nil when there is none; the sheet's first face then draws the labels.
    public static func path(executable: String? = Bundle.main.executablePath) -> String? {
        guard let executable else { return nil }
        var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            let candidate = folder.appendingPathComponent("share/fontinspect/" + fileName).path
            if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
