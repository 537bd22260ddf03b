let a = UIFont(name: "Harbor-Regular", size: 17)!
let b = NSFont(name: "Harbor-Bold", size: 12)
let c = UIFont.init(name: "Harbor-Italic", size: 11)
let d = UIKit.UIFont(name: "Harbor-Medium", size: 10)
let e = UIFontDescriptor(name: "Harbor-Light", size: 0)
