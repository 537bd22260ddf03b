import Testing
@testable import FontInspector

/// Both Interface Builder forms (a view's font description and the custom-fonts index), as Xcode writes them,
/// with lines and columns.
@Suite struct InterfaceBuilderReaderTests {
    func found(_ xml: String) -> [String] {
        let (references, problem) = InterfaceBuilderReader.references(in: Array(xml.utf8), file: "Main.storyboard")
        return references.map { reference in
            let kind = switch reference.kind {
            case .fontDescription(let family): "fontDescription family=\(family ?? "nil")"
            case .font: "font"
            case .customFontsIndex(let file): "customFonts[\(file)]"
            }
            return "\(reference.line):\(reference.column) \(kind) \(reference.name)"
        } + (problem.map { ["problem: \($0.message)"] } ?? [])
    }

    @Test func storyboard() {
        #expect(found("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505">
                <dependencies>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <customFonts key="customFonts">
                    <array key="HarborSans-Regular.ttf">
                        <string>HarborSans-Regular</string>
                    </array>
                    <mutableArray key="HarborSans-Bold.ttf">
                        <string>HarborSans-Bold</string>
                    </mutableArray>
                </customFonts>
                <scenes>
                    <label opaque="NO" text="Welcome" id="abc-12-xyz">
                        <fontDescription key="fontDescription" name="HarborSans-Bold" family="Harbor Sans" pointSize="28"/>
                    </label>
                    <label opaque="NO"
                           text="Body"
                           id="def-34-uvw">
                        <fontDescription key="fontDescription"
                                         name="HarborSans-Regular" family="Harbor Sans" pointSize="17"/>
                    </label>
                    <label text="System" id="s1"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
                    <label text="Style" id="s2"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>
                    <textView text="Rich" id="t1">
                        <attributedString key="attributedText">
                            <fragment content="Rich">
                                <attributes>
                                    <font key="NSFont" size="17" name="HarborSans-Italic"/>
                                    <font key="NSFont" metaFont="system" size="17"/>
                                </attributes>
                            </fragment>
                        </attributedString>
                    </textView>
                    <array key="notFonts"><string>NotAFont</string></array>
                    <userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="fontName" value="Runtime-Name"/></userDefinedRuntimeAttributes>
                </scenes>
            </document>
            """) == [
            "8:21 customFonts[HarborSans-Regular.ttf] HarborSans-Regular",
            "11:21 customFonts[HarborSans-Bold.ttf] HarborSans-Bold",
            "16:57 fontDescription family=Harbor Sans HarborSans-Bold",
            "22:35 fontDescription family=Harbor Sans HarborSans-Regular",
            "30:59 font HarborSans-Italic",
        ])
    }

    @Test func brokenXMLKeepsWhatCameBeforeAndSaysWhere() {
        let result = found("""
            <document>
                <fontDescription key="fontDescription" name="HarborSans-Bold" family="Harbor Sans" pointSize="28"/>
                <label text="unclosed>
            </document>
            """)
        #expect(result == [
            "2:49 fontDescription family=Harbor Sans HarborSans-Bold",
            "problem: not valid XML at line 4 (XMLParser error 38); font names after it were not checked",
        ])
    }
}
