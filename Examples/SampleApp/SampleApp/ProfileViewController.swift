import UIKit

/// UIKit labels in Harbor Sans, each scaled with UIFontMetrics so that it follows Dynamic Type.
final class ProfileViewController: UIViewController {
    private let nameLabel = UILabel()
    private let noteLabel = UILabel()
    private let badgeLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Apple's pattern: load the font, then scale it for the label's text style.
        guard let customFont = UIFont(name: "HarborSans-Bold", size: 28) else {
            fatalError("HarborSans-Bold is not registered: check UIAppFonts in Info.plist")
        }
        nameLabel.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: customFont)
        nameLabel.adjustsFontForContentSizeCategory = true

        noteLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(
            for: UIFont(name: "HarborSans-Medium", size: 17) ?? .preferredFont(forTextStyle: .body),
            maximumPointSize: 34)
        noteLabel.adjustsFontForContentSizeCategory = true

        badgeLabel.font = UIFontMetrics(forTextStyle: .caption1)
            .scaledFont(for: UIFont(name: "HarborSans-SemiBoldItalic", size: 12)!)
        badgeLabel.adjustsFontForContentSizeCategory = true
    }
}
