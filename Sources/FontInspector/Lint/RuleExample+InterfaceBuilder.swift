/// Xibs for rule examples and tests: the few elements the Interface Builder reader looks at.
extension RuleExample.File {
    /// A xib at `path` whose root view is of class `customClass` (empty: a plain `UIView`), holding one label per
    /// font name; a `↓` before a name marks its attribute's opening quote, where findings about it point.
    package static func xib(_ path: String, customClass: String = "", labelFonts: [String]) -> Self {
        let root = customClass.isEmpty ? "" : " customClass=\"\(customClass)\""
        let labels = labelFonts.map { font in
            let marked = font.hasPrefix("↓")
            let name = marked ? String(font.dropFirst()) : font
            return "            <label><fontDescription key=\"fontDescription\" name=\(marked ? "↓" : "")\"\(name)\" pointSize=\"17\"/></label>\n"
        }
        return text(path, """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="root"\(root)>
                        <subviews>
            \(labels.joined())            </subviews>
                    </view>
                </objects>
            </document>

            """)
    }
}
