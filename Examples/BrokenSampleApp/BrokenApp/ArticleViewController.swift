import UIKit

final class ArticleViewController: UIViewController {
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        // The file name, not the face's PostScript name: UIFont(name:size:) returns nil and the ! crashes.
        titleLabel.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(name: "HarborSans-Bold.ttf", size: 28)!)
        // The right name, never scaled: it stays 17 points at every text size.
        bodyLabel.font = UIFont(name: "HarborSans-Regular", size: 17)
        // Bold by trait: Core Text picks the face by its bold bits and weight class, so flawed ones mislead it.
        bylineLabel.font = bodyLabel.font.fontDescriptor.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: 0) }
    }

    private let bylineLabel = UILabel()
}
