func configure() {
    label.font = UIFont(name: "A", size: 17)
    let other = UIFont(name: "B", size: 17)!
    let scaled = metrics.scaledFont(for: header)
    button.font = UIFont(name: "C", size: 17)!
        .withSize(20)
}
func elsewhere() {
    title.font = metrics.scaledFont(for: other)
}
var brandFont: UIFont { UIFont(name: "D", size: 17)! }
