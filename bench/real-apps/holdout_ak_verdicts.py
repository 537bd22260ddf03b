"""Verdicts on the apps of holdout-ak.tsv (session 20, round 10 of unseen apps), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide (the missing-glyphs infos, D1;
the full-name Font.custom warning, F1).
The patterns are in RESULTS-holdout-ak.md and PATTERNS.md (T1300 and up, D1300 and up).
"""
import re


def verdict(app, rule, msg, rel, name, f):
    line = f.get("line")
    if app == "mayankmangukiya27+Beam":
        if rule == "font-not-in-target":
            face = re.match(r'"([^"]+)"', msg).group(1)
            return face, "true", "T1300", "BeamApp/Info.plist's UIAppFonts lists all 18 Poppins files and the project's Fonts group holds them (project.pbxproj:313-330), but no PBXBuildFile adds any to the target's only Copy Bundle Resources phase (project.pbxproj:546-566: storyboards, xibs, strings, xcconfigs, Assets): the app has no Poppins at all. Every UIFont(name: UIFont.AppFont.…) returns nil: ControlConfig's `?? UIFont.systemFont` and BaseVC's optional assignment fall back to the system font (the whole design in San Francisco), and ViewUtils.swift:13's `UIFont(name:…)!` would crash if anything called it"
        if rule == "fixed-size-custom-font" and f["severity"] == "warning":
            if rel.endswith("BaseVC/BaseVC.swift"):
                return name, "debatable", "D1202", "setNavigationTitle() (BaseVC.swift:79-90) puts an AppLabel in Poppins-SemiBold 18 pt into a UIStackView set as navigationItem.titleView: the navigation bar's title, which UIKit keeps fixed for the system font too (D121 makes bar titles infos); a custom title view gets no Large Content Viewer, so a warning is defensible (as VW-project's, round 9)"
            return name, "true", "T1301", "text at a fixed size nothing scales: ControlConfig.fontForStyleCode (ControlConfig.swift:93-123), which every AppLabel/AppTextView/AppField with an @IBInspectable fontStyle goes through, re-creates the face at the xib's own point size (`fontSize: self.font?.pointSize`), one warning per switch case (12 faces); the validation label (AppField.swift:359) and the empty-table message (Common+Extension.swift:127,183) at a literal 14 pt. The faces do not load (T1300), but the system-font fallback is fixed at the same size: the text ignores Dynamic Type either way"
        if rule == "fixed-size-custom-font" and f["severity"] == "info":
            return name, "true", "D121", "ViewUtils.righBarButtonItem (ViewUtils.swift:9-17) sets a bar button item's title font, Poppins-Regular 16 pt: bar text, which UIKit keeps fixed for the system font too (D121); nothing calls the helper, so an info is right"
    if app == "zarag13+WorkTimeApp" and rule == "unknown-font-name":
        return name, "debatable", "D1300", "the names are right (Frameworks/UIComponents/Resources/Roboto-Medium.ttf and Roboto-Regular.ttf carry the PostScript names Roboto-Medium and Roboto-Regular) and, with the committed Pods/Pods.xcodeproj, the UIComponents pod target copies both files (its Resources phase, Pods.xcodeproj:956-963, added by hand: Xcode-style IDs ED9CA919…) and TWSwitchView.setup() registers every .ttf of Bundle(for: BundleHandler.self) with CTFontManagerRegisterGraphicsFont (TWSwitchView.swift:55, UIFont+Ext.swift:12-23) before any R.font call: it works. But the checkout cannot be built without `pod install` (Pods/R.swift, whose rswift the 'Generate R' script phase runs, SwiftLint and UIComponents' Target Support Files are not committed), and `pod install` regenerates the Pods project from UIComponents.podspec, whose resources are `Resources/*.{strings,zcassets,stringsdict}`: the .ttf files are dropped, R.font.* returns nil and the switch's labels fall back to the system font. So the run-time failure is real after the build's first step, and false of the committed project; either way the message misdiagnoses it ('no face answers to it … did you mean \"PTMono-Regular\"'): the cause is the podspec's resources glob, which lint's note ('not copied by target \"WorkTimeApp\" or a framework') only hints at. Four of the ten are R.generated.swift's own FontResource and validate() lines (180, 182, 195, 196), which nothing calls besides TWSwitchView"
    if app == "Wassmd+LiveRates":
        if rule == "fixed-size-custom-font":
            return name, "true", "T1302", "the rate list's currency values and names (RateTableViewCell.swift:13-17: Constants built by UIFont.roboto(withSize: 20/14/15), a force-unwrapping UIFont(name: \"Roboto-Regular\")!) and the 'Add currency pair' button title (RateConverterViewController.swift:24, literal 16 pt): the app's main text at fixed sizes, nothing scales it"
        if rule == "unregistered-font":
            face = re.search(r"font file \(([^)]+)\)", msg).group(1)
            return face, "true", "T1303", "an info, rightly: 18 Roboto and Roboto Condensed files are copied into the app (Resources/Fonts/roboto), UIAppFonts lists only Roboto-Bold.ttf and Roboto-Regular.ttf (Application/Info.plist:42-46), and nothing names this face: unused weight, nothing fails"
    if app == "lazaro10+fuze-challenge" and rule == "fixed-size-custom-font":
        if (rel.endswith("ErrorView.swift") or rel.endswith("EmptyStateView.swift")) and line == 17:
            return name, "debatable", "D1301", "the emoji label of the error and empty states (ErrorView.swift:14-20 `label.text = \"😥\"`, EmptyStateView.swift:16 \"🤔\") in Roboto-Medium at 40 pt: Roboto has no emoji, so Apple Color Emoji draws the only character; a decorative picture, for which Apple's guidance leaves scaling optional. True that it does not scale; debatable that a custom-font warning is the place: a label whose only text is an emoji literal would tell it apart"
        return name, "true", "T1304", "the matches, match detail and players lists' text (team names, league, time, player names: MatchTableViewCell.swift:34,57 at 8 pt, ConfrontationOpponentsView.swift:23,31,48, MatchDetailHeaderView.swift:6,17, PlayerTableViewCell.swift:31,38) and the error/empty messages and retry button (ErrorView.swift:6,28, EmptyStateView.swift:6) through robotoRegular/robotoMeidum/robotoBold(size:) with literal sizes: nothing scales"
    if app == "jatinfoujdar+Rive-Animation-IOS":
        if rule == "unregistered-font":
            face = re.search(r"font file \(([^)]+)\)", msg).group(1)
            if face == "Poppins-Bold":
                return face, "true", "T1305", "the onboarding title (OnboardingView.swift:21, Font.custom(\"Poppins Bold\", size: 60, relativeTo: .largeTitle)) asks a face that no Info.plist registers: commit 05984c4 ('Delete Rive-Animation-IOS/Info.plist') removed the only plist, whose UIAppFonts listed the three files, and INFOPLIST_FILE still names it (lint's note says so); GENERATE_INFOPLIST_FILE adds no UIAppFonts, so the title falls back to the system font"
            if face == "Inter-Regular" and f["severity"] == "info":
                return face, "true", "D1302", "fixed in session 21: an info that says the only code naming it is the CustomFont view modifier, which nothing applies (customFont() has no caller): nothing fails, and the message says why"
            if face == "Inter-Regular":
                return face, "debatable", "D1302", "not registered, as the warning says (the Info.plist was deleted, 05984c4), but the only code naming Inter Regular is the CustomFont view modifier (CustomFont.swift:3-13), and nothing applies it: `customFont()` has no caller and no `.modifier(CustomFont())` exists outside its own extension. Nothing fails at run time; the D381 demotion of uncalled helpers ('nothing calls it', info) would fit a view modifier nothing applies"
            return face, "true", "T1306", "an info, rightly: Inter-SemiBold.ttf is copied and nothing names it (and since 05984c4 nothing registers it)"
        if rule == "font-name-not-postscript" and rel.endswith("CustomFont.swift") and f["severity"] == "info":
            return name, "true", "D1302", "fixed in session 21: an info that says nothing applies CustomFont (only customFont() does, and nothing calls that): the full name is worth knowing, not a warning's weight"
        if rule == "font-name-not-postscript" and rel.endswith("CustomFont.swift"):
            return name, "debatable", "D1302", "true of the line (\"Inter Regular\" is the full name; Inter-Regular the PostScript name, as F1 and round 9's T1200 on the same Rive course code), but the CustomFont modifier is applied nowhere (`customFont()` has no caller): nothing draws in it; a warning on a modifier nothing applies is as debatable as D381's uncalled helpers"
    if app == "ngocle2497+ios-clean-mvvm" and rule == "missing-glyphs":
        return name, "debatable", "D1303", "true of the faces: PoppinsLatin-* are Latin-only subsets and the app ships Vietnamese strings (vi.lproj/Localizable.strings: 'Mật khẩu', 'Email không được trống'), so Vietnamese text in them would mix fonts within words. But no text is drawn in them: the faces are reached only through DefaultFont (Theming/Font/DefaultFont.swift:5-19, UIFont(named:size:)) and the UIFont.heading1…title2Bold getters (ThemeManager.swift:52-97), which nothing reads, and no xib or storyboard has a fontDescription; 'iOS draws them in a fallback font where this face shows those strings' describes a theme not yet applied. A warning for the day the theme is used; an info today"
    if app == "vladukhaDog+BarHelper" and rule == "fixed-size-custom-font" and f["severity"] == "warning":
        return name, "true", "T1307", "`UINavigationBar.appearance().largeTitleTextAttributes = [.font: UIFont(name: \"CyberpunkWaifus\", size: 22) ?? …]` (View + extension.swift:32, applied by navigationBarTitleTextColor(_:) on every screen): the large titles (CocktailsView.swift:41's \"Cocktails\" and the other `.navigationTitle`s without `.inline`) are drawn at a fixed 22 pt; unlike the inline title and bar button items (D121, the infos on :31 and :33), a system-font large title follows Dynamic Type (the largeTitle style), so the custom one loses that"
    return None
