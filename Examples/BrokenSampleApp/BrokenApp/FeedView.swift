import SwiftUI

struct FeedView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            // The family name, not a PostScript name: SwiftUI draws the system font.
            Text("Harbor")
                .font(.custom("Harbor Sans", size: 34, relativeTo: .largeTitle))
            // A typo.
            Text("Tides, berths and the weather at sea.")
                .font(.custom("HarborSans-Reguler", size: 17))
            // The right name, at a size that ignores the user's text size.
            Text("Terms apply")
                .font(.custom("HarborSans-Italic", fixedSize: 11))
        }
    }
}

// A rule id with a typo suppresses nothing (invalid-suppression).
// fontinspect:disable:next unknown-font-nme
let caption = Font.custom("HarborSans-Regular", size: 12)
// The name below is right: the directive is left over (superfluous-suppression).
// fontinspect:disable:next unknown-font-name
let footnote = Font.custom("HarborSans-Regular", size: 13)
// A PostScript name asked of the family names: the test is always false (postscript-name-for-family).
let hasHarbor = UIFont.familyNames.contains("HarborSans-Regular")
