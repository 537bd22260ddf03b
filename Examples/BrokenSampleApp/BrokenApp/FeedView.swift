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
