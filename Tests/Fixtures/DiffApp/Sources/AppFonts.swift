import UIKit

/// The fixture app of `fontinspect diff --app`: its fonts are TestFonts/Generated/Diff/Old, updated to Diff/New.
enum AppFonts {
    static let body = UIFont(name: "DiffSans-Regular", size: 17)
    static let caption = UIFont(name: "DiffSans-Light", size: 12)
    static let badge = UIFont(name: "DiffGone-Regular", size: 11)
    static let title = UIFont(name: "Diff Serif", size: 28)
}
