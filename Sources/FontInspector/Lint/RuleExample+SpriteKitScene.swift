/// SpriteKit scenes for rule examples and tests: an `NSKeyedArchiver` archive written out by hand, as small as
/// the scene reader needs (Xcode writes the same objects, binary, with many more keys per node).
extension RuleExample.File {
    /// A scene at `path` whose children are label nodes, each with its node name and font name (nil: unnamed,
    /// or left at SpriteKit's default font), plus one sprite node.
    package static func spriteKitScene(_ path: String, labels: [(name: String?, fontName: String?)]) -> Self {
        text(path, spriteKitSceneXML(labels: labels))
    }

    /// The scene's XML property list.
    package static func spriteKitSceneXML(labels: [(name: String?, fontName: String?)]) -> String {
        func uid(_ index: Int) -> String { "<dict><key>CF$UID</key><integer>\(index)</integer></dict>" }
        func string(_ text: String) -> String {
            "<string>" + text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;") + "</string>"
        }
        func classes(_ names: [String]) -> String {
            "<dict><key>$classname</key>\(string(names[0]))<key>$classes</key><array>\(names.map(string).joined())</array></dict>"
        }
        // 0 $null, 1 the scene, 2 its class, 3 its name, 4 its children, 5 the array class, 6 the label class,
        // 7 the sprite class, 8 the sprite; then each label node, its name and its font name.
        var objects = [
            string("$null"), "<dict><key>$class</key>\(uid(2))<key>_name</key>\(uid(3))<key>_children</key>\(uid(4))</dict>",
            classes(["SKScene", "SKEffectNode", "SKNode", "NSResponder", "NSObject"]), string("Scene"), "",
            classes(["NSArray", "NSObject"]), classes(["SKLabelNode", "SKNode", "NSResponder", "NSObject"]),
            classes(["SKSpriteNode", "SKNode", "NSResponder", "NSObject"]),
            "<dict><key>$class</key>\(uid(7))<key>_name</key>\(uid(3))<key>_fontName</key>\(uid(3))</dict>",
        ]
        var children = [uid(8)]
        for label in labels {
            let node = objects.count
            let name = label.name.map { _ in node + 1 } ?? 0
            let font = label.fontName.map { _ in node + 2 } ?? 0
            children.append(uid(node))
            objects.append("<dict><key>$class</key>\(uid(6))<key>_name</key>\(uid(name))<key>_fontName</key>\(uid(font))<key>_fontSize</key><real>32</real></dict>")
            objects.append(string(label.name ?? ""))
            objects.append(string(label.fontName ?? ""))
        }
        objects[4] = "<dict><key>NS.objects</key><array>\(children.joined())</array><key>$class</key>\(uid(5))</dict>"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            <key>$archiver</key><string>NSKeyedArchiver</string>
            <key>$objects</key><array>
            \(objects.joined(separator: "\n"))
            </array>
            <key>$top</key><dict><key>root</key>\(uid(1))</dict>
            <key>$version</key><integer>100000</integer>
            </dict>
            </plist>

            """
    }
}
