let a = UIFont(name: "A", size: 1)!
label.font = UIFontMetrics.default.scaledFont(for: a)
func f() {
    guard let b = UIFont(name: "B", size: 1) else { return }
    let c: UIFont? = UIFont(name: "C", size: 1)
    self.d.e = UIFont(name: "D", size: 1)
    x.font = metrics.scaledFont(for: self.d.e.withSize(3))
    if flag { y = metrics.scaledFont(for: b) }
    let g = [UIFont(name: "G", size: 1)!,
             metrics.scaledFont(for: UIFont(name: "H", size: 2)!)]
    let i = UIFont(name: "I", size: 1)
        ?? UIFont(name: "J", size: 2)
    a.b.c.d.e = UIFont(name: "K", size: 1)
    z = m.scaledFont(for: a.b.c.d.e)
    a.b.c.d.f = UIFont(name: "L", size: 1)
    ) } ] ( {
}
let late = UIFont(name: "M", size: 1); m.scaledFont(for: late)
