label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "A", size: 17)!)
title.font = UIFontMetrics.default.scaledFont(
    for: UIFont(name: "A", size: 28) ?? .systemFont(ofSize: 28),
    maximumPointSize: 40)
let metrics = UIFontMetrics(forTextStyle: .headline)
caption.font = metrics
    .scaledFont(for: UIFont(name: "A", size: 12)!)
footer.font = UIFont(name: "A", size: 11).map { UIFontMetrics.default.scaledFont(for: $0) }
