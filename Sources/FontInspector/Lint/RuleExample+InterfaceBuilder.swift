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

    /// A xib at `path` whose File's Owner is of class `owner`, holding one label per font, each an outlet of the
    /// owner when it has a name, and the customFonts index Xcode writes for `indexed` (a `↓` marks as in `xib`).
    package static func ownedXib(_ path: String, owner: String, labels: [(outlet: String?, font: String)], indexed: [String] = []) -> Self {
        func marked(_ font: String) -> (mark: String, name: String) { font.hasPrefix("↓") ? ("↓", String(font.dropFirst())) : ("", font) }
        let outlets = labels.enumerated().compactMap { index, label in
            label.outlet.map { "                <outlet property=\"\($0)\" destination=\"label-\(index)\"/>\n" }
        }
        let views = labels.enumerated().map { index, label in
            let (mark, name) = marked(label.font)
            return "                    <label id=\"label-\(index)\"><fontDescription key=\"fontDescription\" name=\(mark)\"\(name)\" pointSize=\"17\"/></label>\n"
        }
        let index = indexed.map { font in
            let (mark, name) = marked(font)
            return "        <array key=\"\(name).ttf\"><string>\(mark)\(name)</string></array>\n"
        }
        return text(path, """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <customFonts key="customFonts">
            \(index.joined())    </customFonts>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)">
                        <connections>
            \(outlets.joined())            </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root">
                        <subviews>
            \(views.joined())            </subviews>
                    </view>
                </objects>
            </document>

            """)
    }
}
