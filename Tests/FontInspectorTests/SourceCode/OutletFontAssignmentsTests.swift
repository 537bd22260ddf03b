import Testing
@testable import FontInspector

/// FP1100: where a type's code sets its outlets' fonts (directly, through `self`, a button's `titleLabel`, or a
/// method of the type that sets its parameter's font), and whether that runs before the view shows; and the
/// outlets and button titles an Interface Builder document gives.
@Suite struct OutletFontAssignmentsTests {
    func read(_ text: String, _ type: String = "AlertController", outlets: Set<String>, _ language: SourceLanguage = .swift) -> OutletFontAssignments {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            OutletFontAssignments(
                TokenStructure(SourceLexer.lex(buffer, language: language), bytes: buffer, language: language), typeName: type, outlets: outlets)
        }
    }

    func described(_ read: OutletFontAssignments) -> [String] {
        read.assignments.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.method):\($0.value.line) \($0.value.beforeShown ? "before" : "later")" }
    }

    @Test func swiftViewDidLoadAndAMethodThatSetsItsParameter() {
        let read = read("""
            class AlertController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet weak var okLabel: UILabel!
                @IBOutlet weak var doneButton: UIButton!
                @IBOutlet weak var closeButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let title = header { titleLabel.font = .headline }
                    setStyle(.ok, for: okLabel)
                    self.doneButton.titleLabel?.font = .body
                }
                private func setStyle(_ style: Style, for label: UILabel) {
                    switch style { case .ok: label.font = .headline }
                }
            }
            """, outlets: ["titleLabel", "okLabel", "doneButton", "closeButton"])
        #expect(described(read) == ["doneButton viewDidLoad:10 before", "okLabel viewDidLoad:9 before", "titleLabel viewDidLoad:8 before"])
        #expect(read.used == ["titleLabel", "okLabel", "doneButton"])
        #expect(read.declaresType)
    }

    @Test func swiftLaterOrThroughACalledMethodOrInitCoder() {
        let read = read("""
            final class AlertController: UIView {
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    applyFonts()
                }
                func applyFonts() { nameLabel.font = .body }
                @IBAction func tapped(_ sender: UIButton) { self.countLabel.font = .bold; other.hintLabel.font = .body }
            }
            extension AlertController {
                func refresh() { styled(hintLabel) }
                func styled(_ label: UILabel) { label.font = .caption }
            }
            """, outlets: ["nameLabel", "countLabel", "hintLabel"])
        #expect(described(read) == ["countLabel tapped:7 later", "hintLabel refresh:10 later", "nameLabel applyFonts:6 before"])
    }

    @Test func anotherTypeOrAnotherOutletIsNotRead() {
        let text = """
            class OtherController: UIViewController {
                override func viewDidLoad() { titleLabel.font = .headline }
            }
            class AlertController: UIViewController {
                override func viewDidLoad() { messageLabel.font = .body }
            }
            """
        #expect(described(read(text, outlets: ["titleLabel"])) == [])
        #expect(described(read(text, outlets: ["messageLabel"])) == ["messageLabel viewDidLoad:5 before"])
        #expect(!read(text, "Missing", outlets: ["messageLabel"]).declaresType)
        #expect(read(text, outlets: ["titleLabel"]).used == ["titleLabel"])
    }

    @Test func objectiveC() {
        let read = read("""
            @implementation AlertController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.titleLabel setFont:[UIFont boldSystemFontOfSize:17]];
                _messageLabel.font = [UIFont systemFontOfSize:13];
                [self style:kOK forLabel:self.okLabel];
            }
            - (void)style:(int)style forLabel:(UILabel *)label {
                label.font = [UIFont systemFontOfSize:15];
            }
            - (void)later { self.doneButton.titleLabel.font = nil; }
            @end
            """, outlets: ["titleLabel", "messageLabel", "okLabel", "doneButton"], .objectiveC)
        #expect(described(read) == [
            "doneButton later:11 later", "messageLabel viewDidLoad:5 before", "okLabel viewDidLoad:6 before", "titleLabel viewDidLoad:4 before",
        ])
    }

    @Test func hostileNestingAndUnbalancedBracesAreSafe() {
        let depth = 5000
        let nested = String(repeating: "[self wrap:", count: depth) + "self.titleLabel" + String(repeating: "]", count: depth)
        let objectiveC = read("""
            @implementation AlertController
            - (void)viewDidLoad {
                \(nested);
            }
            - (void)wrap:(UILabel *)label { label.font = nil; }
            @end
            """, outlets: ["titleLabel"], .objectiveC)
        #expect(described(objectiveC) == ["titleLabel viewDidLoad:3 before"])
        let unbalanced = read("class AlertController {\n    override func viewDidLoad() { titleLabel.font = nil\n", outlets: ["titleLabel"])
        #expect(described(unbalanced) == [] && !unbalanced.declaresType)
        let buttons = String(repeating: "<button id=\"b\">", count: depth) + "<fontDescription key=\"fontDescription\" name=\"A\"/>"
            + String(repeating: "<state key=\"normal\" title=\"T\"/></button>", count: depth)
        let (document, problem) = InterfaceBuilderReader.document(in: Array("<document><objects>\(buttons)</objects></document>".utf8), file: "x.xib")
        #expect(problem == nil || document.references.isEmpty)
        #expect(document.references.allSatisfy { !$0.isOfUntitledButton })
    }

    @Test func interfaceBuilderOutletsElementsAndUntitledButtons() {
        let (document, problem) = InterfaceBuilderReader.document(in: Array("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="AlertController">
                        <connections>
                            <outlet property="titleLabel" destination="lab-01"/>
                            <outlet property="closeButton" destination="btn-01"/>
                        </connections>
                    </placeholder>
                    <view id="view-1">
                        <subviews>
                            <label text="Hi" id="lab-01">
                                <fontDescription key="fontDescription" name="Harbor-Bold" family="Harbor" pointSize="17"/>
                            </label>
                            <button id="btn-01">
                                <fontDescription key="fontDescription" name="Harbor-Bold" family="Harbor" pointSize="17"/>
                                <state key="normal"><color key="titleColor" white="1" alpha="1"/></state>
                            </button>
                            <button id="btn-02">
                                <fontDescription key="fontDescription" name="Harbor-Bold" family="Harbor" pointSize="17"/>
                                <state key="normal" title="OK"/>
                            </button>
                        </subviews>
                        <connections><outlet property="tail" destination="lab-01"/></connections>
                    </view>
                </objects>
            </document>
            """.utf8), file: "Alert.xib")
        #expect(problem == nil)
        #expect(document.outlets == [
            InterfaceBuilderOutlet(file: "Alert.xib", ownerClass: "AlertController", property: "titleLabel", destination: "lab-01"),
            InterfaceBuilderOutlet(file: "Alert.xib", ownerClass: "AlertController", property: "closeButton", destination: "btn-01"),
        ])
        #expect(document.references.map { "\($0.line) \($0.element ?? "nil") \($0.isOfUntitledButton)" } == [
            "12 lab-01 false", "15 btn-01 true", "19 btn-02 false",
        ])
    }
}
