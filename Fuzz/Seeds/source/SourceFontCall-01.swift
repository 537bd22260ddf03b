Text("Hi").font(.custom("Harbor-Regular", size: 17))
Text("Hi").font(Font.custom("Harbor-Bold", size: 28, relativeTo: .title))
Text("Hi").font(SwiftUI.Font.custom("Harbor-Italic", fixedSize: 11))
let f: Font = .custom("Harbor-Medium", size: 15)
let g = flag ? .custom("Harbor-SemiBold", size: 13) : Font.body
