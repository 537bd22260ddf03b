import Testing
@testable import FontInspector

/// Which Objective-C method holds a line (D381), its selector, and whether lint may judge that nothing sends it.
@Suite struct ObjectiveCMethodBodiesTests {
    private static let file = """
        #import "UIView+Harbor.h"
        @implementation UIView (Harbor)
        + (UIFont *)harborFontWithSize:(CGFloat)size
                                weight:(NSInteger)weight {
            NSString *brace = @"}"; /* } */ // }
            return [UIFont fontWithName:@"HarborSans" size:size];
        }
        - (void)awakeFromNib { self.font = nil; }
        -(void)TitleWithHarbor{
            if (YES) { self.font = nil; }
            self.font = nil;
        }
        - (IBAction)ShowHarbor:(id)sender { }
        @end
        void outside(void) {
            int x = 0;
        }
        @implementation UIFont (Harbor)
        + (UIFont *)systemFontOfSize:(CGFloat)size { return nil; }
        + (void)load { }
        @end

        """

    private let bodies = ObjectiveCMethodBodies(bytes: Array(Self.file.utf8))

    @Test func aLineInsideAMultiLineSelectorsBodyIsItsAfterBracesInStringsAndComments() {
        let method = bodies.method(atLine: 6)
        #expect(method == .init(selector: "+harborFontWithSize:weight:", keywords: [Array("harborFontWithSize".utf8), Array("weight".utf8)], judged: true))
        #expect(bodies.method(atLine: 10)?.selector == "-TitleWithHarbor")
        #expect(bodies.method(atLine: 11) == .init(selector: "-TitleWithHarbor", keywords: [Array("TitleWithHarbor".utf8)], judged: true))
    }

    @Test func methodsTheSystemMaySendAreNotJudgedAndCodeOutsideMethodsHasNone() {
        #expect(bodies.method(atLine: 8).map { [$0.selector: $0.judged] } == ["-awakeFromNib": false])
        #expect(bodies.method(atLine: 13).map { [$0.selector: $0.judged] } == ["-ShowHarbor:": false])
        #expect(bodies.method(atLine: 16) == nil)
        #expect(bodies.method(atLine: 19).map { [$0.selector: $0.judged] } == ["+systemFontOfSize:": false])
        #expect(bodies.method(atLine: 20).map { [$0.selector: $0.judged] } == ["+load": false])
    }

    @Test func aClassOwnMethodsNameTheirClassButACategorysAndLoadDoNot() {
        let bodies = ObjectiveCMethodBodies(bytes: Array("""
            @implementation HarborCell
            - (void)awakeFromNib { self.font = nil; }
            + (void)load { }
            + (void)initialize { }
            @end
            @implementation HarborCell (Styling)
            - (void)restyle { }
            @end

            """.utf8))
        #expect(bodies.method(atLine: 2)?.ownClass == Array("HarborCell".utf8))
        #expect(bodies.method(atLine: 3).map { $0.selector } == "+load")
        #expect(bodies.method(atLine: 3)?.ownClass == nil)
        #expect(bodies.method(atLine: 4)?.ownClass == Array("HarborCell".utf8))
        #expect(bodies.method(atLine: 7).map { $0.selector } == "-restyle")
        #expect(bodies.method(atLine: 7)?.ownClass == nil)
        #expect(self.bodies.method(atLine: 8)?.ownClass == nil)
    }

    @Test func aMethodsDeclarationLinesDoNotMentionItsKeywordsButAnAppearanceSelectorsDoes() throws {
        let app = try TempApp()
        try app.text("- (void)TitleWithHarbor:(CGFloat)size;\n-(void)TitleWithHarbor:(CGFloat)size { }\n", at: "Harbor.m")
        try app.text("- (void)setHarborName:(NSString *)name UI_APPEARANCE_SELECTOR;\n", at: "Label.h")
        try app.text("- (void)show { [label TitleWithHarbor:12]; }\n", at: "Alert.m")
        let names: Set<[UInt8]> = [Array("TitleWithHarbor".utf8), Array("setHarborName".utf8)]
        let files = ["Harbor.m", "Label.h", "Alert.m"].map { app.root + "/" + $0 }
        let mentions = try #require(WordMentions.scan([], calls: names, in: files))
        #expect(mentions.map(\.names) == [[], [Array("setHarborName".utf8)], [Array("TitleWithHarbor".utf8)]])
    }
}
