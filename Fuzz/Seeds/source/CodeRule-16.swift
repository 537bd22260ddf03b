import SwiftUI
struct Title: View {
    var body: some View {
        VStack {
            Text("a").font(.custom("HarborSans-Regualr", size: 17))
            Text("b").font(.custom("Harbor Sans", size: 17))
            Text("c").font(.custom("HarborSans-Bold.ttf", size: 17, relativeTo: .title))
            Text("d").font(.custom("HarborSans-Regular", size: 17))
            Text("e").font(.custom("Helvetica-Bold", size: 17))
            Text("f").font(.custom("\\(family)-Bold", size: 17))
        }
    }
}
