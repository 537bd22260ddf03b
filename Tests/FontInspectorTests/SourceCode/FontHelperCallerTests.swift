import Testing
@testable import FontInspector

/// Font helpers whose size or name is a parameter (issue 12, points 8 and 10): the evidence is at their callers,
/// found by the helper's name and labels. Results read `line:column textSize` for the helper's call, then
/// `→ line:column name textSize` for each caller.
@Suite struct FontHelperCallerTests {
    func described(_ text: String) -> [String] {
        SourceFileScanner.calls(in: text, file: "Fonts.swift", language: .swift).flatMap { call -> [String] in
            let own = "\(call.line):\(call.column) \(call.textSize.rawValue)"
            guard let helper = call.helper else { return [own] }
            return ["\(own) \(helper.name)"] + helper.callers.map { site in
                let name = site.name ?? site.resolvedNames.map(\.name).first ?? "-"
                return "→ \(site.line):\(site.column) \(name) \(site.textSize.rawValue)" + (site.forwards ? " forwards" : "")
            }
        }
    }

    @Test func sizesAreJudgedAtEachCaller() {
        #expect(described("""
            extension UIFont {
                static func harborBold(size: CGFloat) -> UIFont { UIFont(name: "HarborSans-Bold", size: size)! }
            }
            enum Styles {
                static var title: StringStyle {
                    let font = UIFont.harborBold(size: 31)
                    return StringStyle(.font(font), .adapt(.control))
                }
                static var inline: StringStyle { StringStyle(.font(.harborBold(size: 16)), .adapt(.body)) }
                static let fixed = UIFont.harborBold(size: 14)
                static let scaled = UIFontMetrics.default.scaledFont(for: .harborBold(size: 17))
                static let textStyle = UIFont.harborBold(size: UIFont.preferredFont(forTextStyle: .body).pointSize)
                static let unadapted = StringStyle(.font(.harborBold(size: 12)))
                func passed(size: CGFloat) -> UIFont { .harborBold(size: size) }
            }
            """) == [
                "2:68 sizeNotFixed harborBold(size:)",
                "→ 6:27 - scaledByFontMetrics", "→ 9:57 - scaledByFontMetrics", "→ 10:31 - notScaled",
                "→ 11:64 - scaledByFontMetrics", "→ 12:35 - sizeNotFixed", "→ 13:47 - notScaled",
                "→ 14:45 - sizeNotFixed forwards",
            ])
    }

    @Test func aHelperNothingCallsStaysAsItWas() {
        #expect(described("""
            extension UIFont {
                static func harborBold(size: CGFloat) -> UIFont { UIFont(name: "HarborSans-Bold", size: size)! }
            }
            let other = theme.harborBold(weight: 3)
            """) == ["2:68 notScaled harborBold(size:)"])
    }

    @Test func namesAreTheCallersAndOnlyARealRunTimeNameStaysOne() {
        #expect(described("""
            func font(_ name: String, size: CGFloat = 17) -> UIFont { UIFont(name: name, size: size) ?? .systemFont(ofSize: size) }
            let kTitle = "HarborSans-Bold"
            let a = font("HarborSans-Regular", size: 14)
            let b = font(kTitle, size: 20)
            let c = font(userChoice)
            let d = font("HarborSans-Regular", weight: 2)
            """) == [
                "1:72 sizeNotFixed font(_:size:)",
                "→ 3:14 HarborSans-Regular notScaled", "→ 4:14 HarborSans-Bold notScaled", "→ 5:14 - notJudged",
            ])
    }

    @Test func labelsAndTheQualifierPickTheHelper() {
        #expect(described("""
            extension UIFont { static func bold(size: CGFloat) -> UIFont { UIFont(name: "HarborSans-Bold", size: size)! } }
            extension Theme { static func bold(size: CGFloat) -> UIFont { UIFont(name: "HarborSans-Regular", size: size)! } }
            let a = UIFont.bold(size: 12)
            let b = Theme.bold(size: 13)
            let c = .bold(size: 14)
            let d = Font.bold(size: 15)
            """) == [
                "1:77 sizeNotFixed bold(size:)", "→ 3:16 - notScaled",
                "2:76 sizeNotFixed bold(size:)", "→ 4:15 - notScaled",
            ])
    }

    /// M461: a helper that passes its own size (and name) on to another helper is followed to its callers, each
    /// function once, the names and sizes the functions between fix carried along.
    @Test func aHelpersHelperIsFollowedToItsCallers() {
        #expect(described("""
            extension UIFont {
                private static func face(_ name: String, size: CGFloat) -> UIFont? { UIFont(name: name, size: size) }
                static func harborBold(size: CGFloat) -> UIFont? { face("HarborSans-Bold", size: size) }
                static func heading(_ size: CGFloat) -> UIFont? { harborBold(size: size) }
            }
            let title = UIFont.harborBold(size: 20)
            let scaled = UIFontMetrics.default.scaledFont(for: UIFont.harborBold(size: 17)!)
            let big = UIFont.heading(28)
            func plain(_ name: String, size: CGFloat) -> UIFont? { UIFont.face(name, size: size) }
            let body = plain("HarborSans-Regular", size: 15)
            let open = plain(userChoice, size: 15)
            """) == [
                "2:87 sizeNotFixed face(_:size:)",
                "→ 6:20 HarborSans-Bold notScaled", "→ 7:59 HarborSans-Bold scaledByFontMetrics", "→ 10:18 HarborSans-Regular notScaled",
                "→ 11:18 - notScaled", "→ 8:18 HarborSans-Bold notScaled",
            ])
    }

    /// M461: a function that calls the helper twice (it makes either of two faces) is followed once, its callers
    /// standing for both calls; one nothing calls keeps its own call as the caller; a function that calls itself is
    /// followed once.
    @Test func aHelpersHelperCallingTwiceUncalledOrRecursive() {
        #expect(described("""
            func face(_ name: String, size: CGFloat) -> UIFont? { UIFont(name: name, size: size) }
            func either(bold: Bool, size: CGFloat) -> UIFont? { bold ? face("HarborSans-Bold", size: size) : face("HarborSans-Regular", size: size) }
            func unused(size: CGFloat) -> UIFont? { face("HarborSans-Light", size: size) }
            func again(size: CGFloat, twice: Bool) -> UIFont? { twice ? again(size: size, twice: false) : face("HarborSans-Black", size: size) }
            let a = either(bold: true, size: 12)
            let b = again(size: 13, twice: true)
            """) == [
                "1:68 sizeNotFixed face(_:size:)",
                "→ 3:46 HarborSans-Light sizeNotFixed forwards",
                "→ 4:61 HarborSans-Black sizeNotFixed forwards",
                "→ 5:9 HarborSans-Bold notScaled", "→ 5:9 HarborSans-Regular notScaled", "→ 6:9 HarborSans-Black notScaled",
            ])
    }
}
