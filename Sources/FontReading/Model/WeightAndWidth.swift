/// Names of the OS/2 weight and width classes, and the mapping from `wdth` percentages.
public enum WeightClass {
    /// The OpenType spec's names for usWeightClass 100…900.
    public static func name(_ weight: Int) -> String? {
        switch weight {
        case 100: "Thin"
        case 200: "ExtraLight"
        case 300: "Light"
        case 400: "Regular"
        case 500: "Medium"
        case 600: "SemiBold"
        case 700: "Bold"
        case 800: "ExtraBold"
        case 900: "Black"
        default: nil
        }
    }
}

/// The OS/2 width classes.
public enum WidthClass {
    /// usWidthClass 1…9 and the `wdth` percentage each stands for (OpenType spec, OS/2 usWidthClass).
    static let percentages: [Double] = [50, 62.5, 75, 87.5, 100, 112.5, 125, 150, 200]

    /// The spec's name of a usWidthClass (`Condensed` for 3); nil outside 1…9.
    public static func name(_ widthClass: Int) -> String? {
        let names = [
            "UltraCondensed", "ExtraCondensed", "Condensed", "SemiCondensed", "Normal",
            "SemiExpanded", "Expanded", "ExtraExpanded", "UltraExpanded",
        ]
        return (1...9).contains(widthClass) ? names[widthClass - 1] : nil
    }

    /// The width class whose percentage is nearest a `wdth` coordinate (the lower class on a tie).
    public static func nearest(toPercentage percentage: Double) -> Int {
        var best = 1
        for (offset, value) in percentages.enumerated()
        where abs(value - percentage) < abs(percentages[best - 1] - percentage) {
            best = offset + 1
        }
        return best
    }
}
