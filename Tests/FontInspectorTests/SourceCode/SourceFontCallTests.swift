import Testing
@testable import FontInspector

/// Each call form the source scanner knows, one-line and multi-line, with the literal forms and the places a
/// string must not be taken for a font name. Results read `line:column form "name" textSize`.
@Suite struct SourceFontCallTests {
    func found(_ text: String, _ language: SourceLanguage = .swift) -> [String] {
        SourceFileScanner.calls(in: text, file: "View.swift", language: language).map { call in
            "\(call.line):\(call.column) \(call.form.rawValue) \(call.name.map { "\"\($0)\"" } ?? "nil") \(call.textSize.rawValue)"
        }
    }

    @Test func uiKitAndAppKitInitializers() {
        #expect(found("""
            let a = UIFont(name: "Harbor-Regular", size: 17)!
            let b = NSFont(name: "Harbor-Bold", size: 12)
            let c = UIFont.init(name: "Harbor-Italic", size: 11)
            let d = UIKit.UIFont(name: "Harbor-Medium", size: 10)
            let e = UIFontDescriptor(name: "Harbor-Light", size: 0)
            """) == [
            "1:22 UIFont(name:size:) \"Harbor-Regular\" notScaled",
            "2:22 NSFont(name:size:) \"Harbor-Bold\" notJudged",
            "3:27 UIFont(name:size:) \"Harbor-Italic\" notScaled",
            "4:28 UIFont(name:size:) \"Harbor-Medium\" notScaled",
            "5:32 UIFontDescriptor(name:size:) \"Harbor-Light\" notJudged",
        ])
    }

    @Test func swiftUICustomFonts() {
        #expect(found("""
            Text("Hi").font(.custom("Harbor-Regular", size: 17))
            Text("Hi").font(Font.custom("Harbor-Bold", size: 28, relativeTo: .title))
            Text("Hi").font(SwiftUI.Font.custom("Harbor-Italic", fixedSize: 11))
            let f: Font = .custom("Harbor-Medium", size: 15)
            let g = flag ? .custom("Harbor-SemiBold", size: 13) : Font.body
            """) == [
            "1:25 Font.custom(_:size:) \"Harbor-Regular\" scales",
            "2:29 Font.custom(_:size:relativeTo:) \"Harbor-Bold\" scales",
            "3:37 Font.custom(_:fixedSize:) \"Harbor-Italic\" fixed",
            "4:23 Font.custom(_:size:) \"Harbor-Medium\" scales",
            "5:24 Font.custom(_:size:) \"Harbor-SemiBold\" scales",
        ])
    }

    /// Only a modifier chained on the `Font.custom` call itself is the font's (M2); one after `.font(…)` is the view's.
    @Test func weightModifiersChainedOnTheCall() {
        let calls = SourceFileScanner.calls(in: """
            let a = Font.custom("Harbor Sans", size: 14).weight(.semibold)
            let b = Font.custom("Harbor Sans", size: 14, relativeTo: .body)
                .bold()
            Text("c").font(.custom("Harbor Sans", size: 14)).fontWeight(.bold)
            Text("d").font(.custom("Harbor Sans", size: 14)).bold()
            let e = Font.custom("Harbor Sans", fixedSize: 14).weight(weight)
            let f = Font.custom("Harbor Sans", size: 14).italic()
            """, file: "View.swift", language: .swift)
        #expect(calls.map { $0.weightModifier ?? "-" } == [".weight(.semibold)", ".bold()", "-", "-", "-", "-"])
    }

    /// M8: a collection constant's values are checked when every value is a literal; else the name stays run time.
    @Test func namesInCollectionLiterals() {
        let calls = SourceFileScanner.calls(in: """
            let map = [.a: "HelveticaNeue", .b: "Avenir-Book"]
            let nested = ["x": ["y": "Menlo-Regular"], "z": ["w": "Courier"]]
            let mixed = [.a: "HelveticaNeue", .b: name]
            let a = UIFont(name: map[.a]!, size: 17)
            let b = UIFont(name: nested[x]![y]!, size: 17)
            let c = UIFont(name: mixed[.a]!, size: 17)
            let d = UIFont(name: map, size: 17)
            """, file: "View.swift", language: .swift)
        #expect(calls.map { $0.describedNames } == [
            #""HelveticaNeue" from map[…] (defined at line 1) or "Avenir-Book" from map[…] (defined at line 1)"#,
            #""Menlo-Regular" from nested[…] (defined at line 2) or "Courier" from nested[…] (defined at line 2)"#,
            "with a name given at run time", "with a name given at run time",
        ])
    }

    @Test func familyNameQueries() {
        #expect(found("""
            let a = UIFont.familyNames.contains("Harbor Sans")
            let b = UIFont.fontNames(forFamilyName: "Harbor Sans")
            let c = UIFont.familyNames.contains(where: { $0.hasPrefix("H") })
            let d = Theme.UIFont.familyNames.contains("Harbor Sans")
            """) == [
            "1:37 UIFont.familyNames.contains(_:) \"Harbor Sans\" notJudged",
            "2:41 UIFont.fontNames(forFamilyName:) \"Harbor Sans\" notJudged",
        ])
        #expect(found("""
            BOOL a = [[UIFont familyNames] containsObject:@"Harbor Sans"];
            NSArray *b = [UIFont fontNamesForFamilyName:@"Harbor Sans"];
            BOOL c = [list containsObject:@"Harbor Sans"];
            """, .objectiveC) == [
            "1:47 [[UIFont familyNames] containsObject:] \"Harbor Sans\" notJudged",
            "2:45 [UIFont fontNamesForFamilyName:] \"Harbor Sans\" notJudged",
        ])
    }

    @Test func multiLineCalls() {
        #expect(found("""
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
            """) == [
            "4:13 Font.custom(_:size:relativeTo:) \"Harbor-Regular\" scales",
            "11:9 UIFont(name:size:) \"Harbor-Bold\" notScaled",
        ])
    }

    @Test func rawStringsAndEscapes() {
        #expect(found(#"""
            let a = UIFont(name: #"Harbor-Regular"#, size: 17)
            let b = UIFont(name: ##"Harbor"#Bold"##, size: 17)
            let c = UIFont(name: "Harbor\u{2D}Italic", size: 17)
            let d = UIFont(name: "Caf\u{E9} \"Sans\"\t", size: 17)
            let e = UIFont(name: #"Raw\u{2D}Kept"#, size: 17)
            let f = UIFont(name: #"Raw\#u{2D}Read"#, size: 17)
            """#) == [
            #"1:22 UIFont(name:size:) "Harbor-Regular" notScaled"#,
            ##"2:22 UIFont(name:size:) "Harbor"#Bold" notScaled"##,
            #"3:22 UIFont(name:size:) "Harbor-Italic" notScaled"#,
            "4:22 UIFont(name:size:) \"Café \"Sans\"\t\" notScaled",
            #"5:22 UIFont(name:size:) "Raw\u{2D}Kept" notScaled"#,
            #"6:22 UIFont(name:size:) "Raw-Read" notScaled"#,
        ])
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(found(#"/* é */ let ü = UIFont(name: "Harbor-Regular", size: 17)"#) == [
            #"1:30 UIFont(name:size:) "Harbor-Regular" notScaled"#,
        ])
    }

    @Test func namesBuiltAtRunTimeAreNotGuessed() {
        #expect(found(#"""
            let a = UIFont(name: "Harbor-\(weight)", size: 17)
            let b = UIFont(name: Theme.fontName, size: 17)
            let c = UIFont(name: "Harbor-" + suffix, size: 17)
            Text("x").font(.custom(name, fixedSize: 12))
            """#) == [
            "1:22 UIFont(name:size:) nil notScaled",
            "2:22 UIFont(name:size:) nil notScaled",
            "3:22 UIFont(name:size:) nil notScaled",
            "4:24 Font.custom(_:fixedSize:) nil fixed",
        ])
    }

    @Test func commentsAndOtherStringsAreNotReferences() {
        #expect(found(#"""
            // UIFont(name: "Commented-Out", size: 17)
            /* outer /* nested UIFont(name: "Nested", size: 1) */ still a comment: UIFont(name: "Still", size: 1) */
            let label = "UIFont(name: \"InAString\", size: 17)"
            let text = """
                Font.custom("InMultiLine", size: 12)
                """
            let fontName = "Harbor-Regular"
            print("Harbor-Bold")
            let s = "\(UIFont.systemFont(ofSize: 12)) \("a")"
            let d = UIFontDescriptor(name: "Harbor-Matrix", matrix: .identity)
            theme.custom("Harbor-Member", size: 17)
            Color.custom("Harbor-Color", size: 17)
            let v = view.custom(name: "Harbor-Labelled", size: 17)
            let x = Theme.UIFont(name: "Harbor-Shadowed", size: 17)
            let after = UIFont(name: "Harbor-After", size: 17)
            """#) == [
            "15:26 UIFont(name:size:) \"Harbor-After\" notScaled",
        ])
    }

    @Test func coreText() {
        #expect(found(#"""
            let a = CTFontCreateWithName("Harbor-Regular" as CFString, 17, nil)
            let b = CTFontCreateWithName(name as CFString, 17, nil)
            let c = CTFontCreateWithName(("Harbor-Bold" as CFString?)!, 14, nil)
            let d = CTFontCreateWithName(("Harbor-Light" as CFString), 14, nil)
            let e = CTFontCreateWithName(("Harbor-Thin" as CFString?) ?? fallback, 14, nil)
            """#) == [
            #"1:30 CTFontCreateWithName "Harbor-Regular" notJudged"#,
            "2:30 CTFontCreateWithName nil notJudged",
            // A cast in parentheses, optional and force-unwrapped (M360, xi-mac), or in parentheses alone.
            #"3:31 CTFontCreateWithName "Harbor-Bold" notJudged"#,
            #"4:31 CTFontCreateWithName "Harbor-Light" notJudged"#,
            // A `??` after the parentheses is not the literal alone.
            "5:30 CTFontCreateWithName nil notJudged",
        ])
        #expect(found(#"""
            CTFontRef a = CTFontCreateWithName(CFSTR("Harbor-Regular"), 17, NULL);
            CTFontRef b = CTFontCreateWithName((__bridge CFStringRef)@"Harbor-Bold", 17, NULL);
            """#, .objectiveC) == [
            #"1:42 CTFontCreateWithName "Harbor-Regular" notJudged"#,
            #"2:58 CTFontCreateWithName "Harbor-Bold" notJudged"#,
        ])
    }

    @Test func objectiveC() {
        #expect(found(#"""
            #import "Harbor.h"
            // [UIFont fontWithName:@"Commented" size:17];
            UIFont *a = [UIFont fontWithName:@"Harbor-Regular" size:17];
            NSFont *b = [NSFont fontWithName:@"Harbor-Bold"
                                        size:12];
            UIFont *c = [UIFont fontWithName:kBrandFont size:17];
            UIFontDescriptor *d = [UIFontDescriptor fontDescriptorWithName:@"Harbor-Light" size:0];
            char quote = '"'; UIFont *e = [UIFont fontWithName:@"Harbor\"Q" size:9];
            NSString *f = @"[UIFont fontWithName:@\"InAString\" size:1]";
            """#, .objectiveC) == [
            #"3:34 [UIFont fontWithName:size:] "Harbor-Regular" notScaled"#,
            #"4:34 [NSFont fontWithName:size:] "Harbor-Bold" notJudged"#,
            "6:34 [UIFont fontWithName:size:] nil notScaled",
            #"7:64 [UIFontDescriptor fontDescriptorWithName:size:] "Harbor-Light" notJudged"#,
            #"8:52 [UIFont fontWithName:size:] "Harbor"Q" notScaled"#,
        ])
    }

    @Test func deeplyNestedInterpolationsEndAndTheNextCallIsFound() {
        let depth = 10_000
        let nested = String(repeating: #""\("#, count: depth) + "x" + String(repeating: #")""#, count: depth)
        #expect(found("let s = \(nested)\nlet f = UIFont(name: \"Harbor-Regular\", size: 17)") == [
            "2:22 UIFont(name:size:) \"Harbor-Regular\" notScaled",
        ])
    }

    @Test func unterminatedTextAtTheEndOfAFileIsNotACall() {
        for tail in [#"UIFont(name: "Harbor"#, #"UIFont(name: "\(x"#, "UIFont(name: /* open", #"UIFont(name: #"raw"#, "UIFont(name: \"\"\"\n"] {
            #expect(found(tail).isEmpty)
        }
        #expect(found("[UIFont fontWithName:'", .objectiveC).isEmpty)
        #expect(found(#"[UIFont fontWithName:@"Harbor"#, .objectiveC).isEmpty)
    }

    @Test func objectiveCBlockCommentsDoNotNest() {
        #expect(found(#"/* a /* b */ UIFont *x = [UIFont fontWithName:@"Harbor-Regular" size:17]; /* c */"#, .objectiveC) == [
            #"1:47 [UIFont fontWithName:size:] "Harbor-Regular" notScaled"#,
        ])
    }
}

/// When a `UIFont(name:size:)` counts as scaled for Dynamic Type.
@Suite struct FontMetricsScalingTests {
    func textSizes(_ text: String, _ language: SourceLanguage = .swift) -> [String] {
        SourceFileScanner.calls(in: text, file: "View.swift", language: language).map { "\($0.line) \($0.textSize.rawValue)" }
    }

    @Test func scaledInTheSameStatement() {
        #expect(textSizes("""
            label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "A", size: 17)!)
            title.font = UIFontMetrics.default.scaledFont(
                for: UIFont(name: "A", size: 28) ?? .systemFont(ofSize: 28),
                maximumPointSize: 40)
            let metrics = UIFontMetrics(forTextStyle: .headline)
            caption.font = metrics
                .scaledFont(for: UIFont(name: "A", size: 12)!)
            footer.font = UIFont(name: "A", size: 11).map { UIFontMetrics.default.scaledFont(for: $0) }
            """) == ["1 scaledByFontMetrics", "3 scaledByFontMetrics", "7 scaledByFontMetrics", "8 scaledByFontMetrics"])
    }

    @Test func scaledThroughTheNameItIsBoundTo() {
        #expect(textSizes("""
            func configure() {
                guard let customFont = UIFont(name: "A", size: UIFont.labelFontSize) else {
                    fatalError("Failed to load the font")
                }
                label.font = UIFontMetrics.default.scaledFont(for: customFont)
                if let bold = UIFont(name: "B", size: 17) {
                    button.titleLabel?.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: bold)
                }
                self.titleFont = UIFont(name: "C", size: 20)!
                title.font = metrics.scaledFont(for: titleFont)
                let base: UIFont? = UIFont(name: "D", size: 20)
                other.font = metrics.scaledFont(for: base!)
            }
            """) == ["2 scaledByFontMetrics", "6 scaledByFontMetrics", "9 scaledByFontMetrics", "11 scaledByFontMetrics"])
    }

    @Test func notScaled() {
        #expect(textSizes("""
            func configure() {
                label.font = UIFont(name: "A", size: 17)
                let other = UIFont(name: "B", size: 17)!
                let scaled = metrics.scaledFont(for: header)
                button.font = UIFont(name: "C", size: 17)!
                    .withSize(20)
            }
            func elsewhere() {
                title.font = metrics.scaledFont(for: other)
            }
            var brandFont: UIFont { UIFont(name: "D", size: 17)! }
            """) == ["2 notScaled", "3 notScaled", "5 notScaled", "11 notScaled"])
    }

    @Test func aLaterStatementOnTheNextLineIsNotTheSameStatement() {
        #expect(textSizes("""
            label.font = UIFont(name: "A", size: 17)!
            other.font = UIFontMetrics.default.scaledFont(for: header.font)
            """) == ["1 notScaled"])
    }

    @Test func objectiveC() {
        #expect(textSizes(#"""
            label.font = [[UIFontMetrics defaultMetrics] scaledFontForFont:[UIFont fontWithName:@"A" size:17]];
            UIFont *base = [UIFont fontWithName:@"B" size:17];
            title.font = [[UIFontMetrics metricsForTextStyle:UIFontTextStyleTitle1] scaledFontForFont:base];
            caption.font = [UIFont fontWithName:@"C"
                                           size:12];
            """#, .objectiveC) == ["1 scaledByFontMetrics", "2 scaledByFontMetrics", "4 notScaled"])
    }
}
