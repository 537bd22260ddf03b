func configure() {
    guard let customFont = UIFont(name: "A", size: UIFont.labelFontSize) else {
        fatalError("Failed to load the font")
    }
    label.font = UIFontMetrics.default.scaledFont(for: customFont)
    if let bold = UIFont(name: "B", size: 17) {
        button.titleLabel?.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: bold)
    }
    self.titleFont = UIFont(name: "C", size: 20)!
    title.font = metrics.scaledFont(for: titleFont)
    let base: UIFont? = UIFont(name: "D", size: 20)
    other.font = metrics.scaledFont(for: base!)
}
