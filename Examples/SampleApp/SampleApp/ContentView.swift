import SwiftUI

/// SwiftUI text in Harbor Sans. `Font.custom(_:size:)` scales with the body style and
/// `Font.custom(_:size:relativeTo:)` with the style named, so every line follows the user's text size.
struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Harbor")
                .font(.custom("HarborSans-ExtraBold", size: 34, relativeTo: .largeTitle))
            Text("Tides, berths and the weather at sea.")
                .font(.custom("HarborSans-Regular", size: 17))
            Text("Updated a minute ago")
                .font(Font.custom("HarborSans-Italic", size: 12, relativeTo: .caption))
            Button("Book a berth") {}
                .font(.custom(#"HarborSans-SemiBold"#, size: 17, relativeTo: .headline))
        }
        .padding()
    }
}
