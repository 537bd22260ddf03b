Text("a").font(.custom("HarborSans-Regular", fixedSize: 17))
Text("b").font(.custom("HarborSans-Regular", size: 17))
Text("c").font(.custom(brandFont, fixedSize: 11))
Text("d").font(.custom("Menlo-Regular", fixedSize: 11))
label.font = UIFont(name: "HarborSans-Bold", size: 17)
title.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(name: "HarborSans-Bold", size: 28)!)
guard let caption = UIFont(name: "HarborSans-Regular", size: 12) else { return }
footnote.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: caption)
let mono = NSFont(name: "HarborSans-Regular", size: 12)
