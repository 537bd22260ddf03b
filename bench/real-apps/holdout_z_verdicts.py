"""Verdicts on the apps of holdout-z.tsv (session 15, projects with generated pieces: an XcodeGen spec, Tuist
manifests with Tuist's synthesized font accessors, enum-built names), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide (missing-glyphs infos). The
patterns are in RESULTS-holdout-z.md and PATTERNS.md (FP640 and up, D640 and up, T640 and up, M640 and up).
"""
import os

# Tuist synthesizes `<Target>FontFamily.<Family>.<style>` (TuistFonts+<Target>.swift under Derived/, not committed)
# for every font in a target's resources; its font(size:) / swiftUIFont(size:) register the face from the module's
# bundle on first use (registerIfNeeded → CTFontManagerRegisterFontsForURL).
TUIST_ACCESSORS = {
    "CAKK-DEV+cakk-client": "Font.pretendard(size:weight:) draws every weight through DesignSystemFontFamily.Pretendard.<style>.swiftUIFont(size:), Tuist's synthesized accessor (Derived/, not committed), which registers the face from the DesignSystem bundle on first use: the face is named by code and registered at run time",
    "mash-up-kr+MOIT-iOS": "ResourceKit/Sources/Font.swift's ten text styles are `Pretendard.<style>.font(size:)` inside `extension ResourceKitFontFamily`, Tuist's synthesized accessor (Derived/, not committed), which registers the face from the ResourceKit bundle on first use: the face is named by code and registered at run time",
}

def verdict(app, rule, msg, rel, name, f):
    base = os.path.basename(rel)
    if app == "spruceid+sprucekit-mobile":
        if rule == "missing-font-file":
            return name, "true", "T640", "project.yml's targets.App UIAppFonts lists Inter-Semibold.ttf / Inter-SemiboldItalic.ttf, the files are Inter-SemiBold.ttf / Inter-SemiBoldItalic.ttf: the simulator (case-insensitive macOS volume) registers them, a device's case-sensitive bundle does not, and the 32 `.customFont(font: .inter, style: .semiBold…)` uses then draw in the system font"
        if rule == "unregistered-font" and 'target "App"' in msg:
            return base, "true", "T640", "the same two faces: copied into the app, but the UIAppFonts entries differ in letter case, so on a device nothing registers them"
        if rule == "font-not-registered" and ("Inter-SemiBold\"" in msg or "Inter-SemiBoldItalic\"" in msg):
            return name, "true", "T880", "FontFactory's `font.rawValue + style.rawValue` (M643, resolved since session 16) names Inter-SemiBold / -SemiBoldItalic, and the app's UIAppFonts entries spell them Inter-Semibold.ttf / Inter-SemiboldItalic.ttf: on a device's case-sensitive bundle the two files are not registered and the 32 `.semiBold` texts draw in the system font (T640's cause, seen at the call)"
        if rule == "unregistered-font" and 'target "AppDcApi"' in msg:
            return base, "true", "T641", "the DC API extension copies Resources/Fonts and declares no UIAppFonts, and it draws AppUIKit's DocumentProviderExtensionView / ErrorView, which use `.customFont(font: .inter, …)`: registering them is right advice (the \"nothing can fail\" aside is not: M641)"
    if app == "perawallet+pera-wallet" and rule == "fixed-size-custom-font" and base == "UIFont+Additions.swift":
        # UIFont.font(withWeight:) builds PublicSans-<Weight> (M644, resolved since session 16); each arm of its
        # `switch weight` takes the size from the case its callers pass; nothing in Pera's UIKit code scales.
        line = f["line"] or 0
        if line in (39, 41):
            return name, "true", "T881", "the .medium / .regular arm: SegmentItem.swift:44 and TransactionDetailTitleLabel.swift:35 set `label.font = UIFont.font(withWeight: .medium/.regular(size: 14.0))` on plain labels, a UIFont at a literal 14 pt that nothing scales (no UIFontMetrics there): the text ignores the user's text size"
        if line == 37:
            return name, "debatable", "D880", "the .bold arm's one caller is ALGBarButtonItem's save title (BarButtonItemTitleContent, font at 12 pt): a bar button item's title, which UIKit keeps at a fixed size for the system font too (D121)"
        if line == 43:
            return name, "debatable", "D881", "the .semiBold arm's callers are the banners' Macaroon TextStyle `.font(UIFont.font(withWeight: .semiBold(size: 16.0)))`: a fixed 16 pt title, but whether MacaroonUIKit (a dependency not in the repository) rescales a style's font cannot be read here"
    if app == "mash-up-kr+MOIT-iOS" and rule == "fixed-size-custom-font":
        return name, "true", "T642", "one of the app's ten text styles (ResourceKitFontFamily.h1 … caption, used by DesignSystem's buttons, chips, lists, toasts and modals): a UIFont at a literal size from Tuist's font(size:), and nothing in the app scales (no UIFontMetrics, no adjustsFontForContentSizeCategory): the text ignores Dynamic Type"
    if app in TUIST_ACCESSORS and rule == "unregistered-font":
        return base, "false", "FP640", TUIST_ACCESSORS[app]
    return None
