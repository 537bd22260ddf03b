let a = CTFontCreateWithName("Harbor-Regular" as CFString, 17, nil)
let b = CTFontCreateWithName(name as CFString, 17, nil)
