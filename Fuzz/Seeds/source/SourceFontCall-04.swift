let a = UIFont(name: "Harbor-\(weight)", size: 17)
let b = UIFont(name: Theme.fontName, size: 17)
let c = UIFont(name: "Harbor-" + suffix, size: 17)
Text("x").font(.custom(name, fixedSize: 12))
