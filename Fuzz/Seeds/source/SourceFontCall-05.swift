// UIFont(name: "Commented-Out", size: 17)
/* outer /* nested UIFont(name: "Nested", size: 1) */ still a comment: UIFont(name: "Still", size: 1) */
let label = "UIFont(name: \"InAString\", size: 17)"
let text = """
    Font.custom("InMultiLine", size: 12)
