label.font = UIFont(name: "A", size: 17)!
other.font = UIFontMetrics.default.scaledFont(for: header.font)
