Text("Hi")
    .font(
        .custom(
            "Harbor-Regular",
            size: 17,
            relativeTo: .body
        )
    )
let font = UIFont(
    name:
        "Harbor-Bold",
    size: 17
)
