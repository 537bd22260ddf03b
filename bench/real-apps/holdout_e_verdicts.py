"""Verdicts on the apps of holdout-e.tsv (session 11, fresh-e: Swift UIKit apps never seen before), each from
reading that app's code, on main at feb0ec1 (/work/bin/fontinspect-s11-end). No code was changed.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide. The patterns (FP120 and up,
M120 and up, D120 and up, T120 and up) are described in RESULTS-holdout-e.md.
"""
import os, re

BARS = ("AppearanceController.swift:8", "AppearanceController.swift:14", "Core/AppDelegate.swift:53")

def verdict(app, rule, msg, rel, name, f):
    where = "%s:%s" % (rel, f.get("line"))
    if app == "eurofurence+ef-app_ios" and rule == "duplicate-postscript-name":
        # Fixed on branch xcode (session 12): names are compared within each target's bundle; kept for older outputs.
        return "FontAwesome", "false", "FP120", "two identical copies of fontawesome-webfont.ttf, one copied by the app target (Eurofurence/Resources/Fonts) and one by the App Clip target (EurofurenceClip/Resources/Fonts), each registered by its own target's Info.plist: two bundles, each registering one FontAwesome; nothing is dropped"
    if app == "AlphaWallet+alpha-wallet-ios":
        # Session 12 (branch names): R.swift's R.font constants resolve without R.generated.swift (M120).
        if rule == "missing-font-file" and f["severity"] == "warning":
            return name, "true", "T123", "a stale UIAppFonts entry (the file was deleted in 368980f26), now a warning since every name the app uses (R.font.sourceSansPro{Regular,Semibold,Bold}) resolves: worth a look, the entry can go; nothing fails at run time (D120 fixed)"
        if rule == "fixed-size-custom-font":
            if rel == "AlphaWallet/Common/Types/AppStyle.swift" and f.get("line") == 50 and f["severity"] == "warning":
                # Session 16: the D121 decision (session 12) keeps large titles a warning, as T6: they follow Dynamic Type.
                return name, "true", "T6", "UINavigationBarAppearance.largeTitleTextAttributes at Fonts.bold(size: 36): a large title follows Dynamic Type in the system font (unlike the inline title and the bar items, infos here), so this fixed custom size keeps the large title from growing with the user's text size"
            if rel == "AlphaWallet/Common/Types/AppStyle.swift" and f.get("line") in (46, 50, 71, 75):
                return name, "debatable", "D121", "UINavigationBarAppearance title/large-title and UITabBarItemAppearance title attributes: UIKit keeps bar text at a fixed size too (the Large Content Viewer stands in for Dynamic Type), so 'scale it' is disputable; the fixed size is real"
            return name, "true", "T122", "a literal (or screen-width) size through Fonts.regular/semibold/bold(size:), which make UIFont(resource: R.font.sourceSansPro…, size:): labels, text fields, buttons and attributed strings of the UI, and nothing scales them (the app's only 3 UIFontMetrics uses are not reported); a sample of 16 read, all so"
        if rule == "missing-font-file":
            if "SourceSansPro-Light.otf" in msg:
                return name, "debatable", "D120", "a stale UIAppFonts entry (the file was deleted in 368980f26, 'Remove all usage of italic and light font'): iOS skips a missing entry and no code or storyboard names the face, so nothing fails at run time; worth a warning, not an error. (The TokenScript CSS asks the URL scheme handler for this file, whose guard then never completes the request: a web-view problem lint cannot see, M121)"
            return name, "debatable", "D120", "a stale UIAppFonts entry (the file was deleted in 368980f26, 'Remove all usage of italic and light font'): iOS skips a missing entry and no code, storyboard or CSS names the face, so nothing fails at run time; worth a warning, not an error"
        if rule == "missing-glyphs" and f["severity"] == "info":
            return name, "true", "T121", "an info: the ja, ko and zh-Hans strings are drawn in the system's fallback font, Source Sans Pro has no CJK (true, and rightly only an info)"
    if rule == "fixed-size-custom-font" and app in ("thoughtbot+Tropos", "Stop-COVID-19-Croatia+stopcovid19-ios"):
        if any(where.endswith(b) for b in BARS):
            return name, "debatable", "D121", "a bar appearance proxy (UINavigationBar titleTextAttributes, UIBarButtonItem or UITabBarItem title attributes): UIKit keeps the system text of these bars at a fixed size too (the Large Content Viewer stands in for Dynamic Type), so 'scale it' is disputable; the fixed size is real"
        return name, "true", "T120", "a literal size through the app's UIFont helper (label, header, text view or attributed string of the main screen), and nothing along the way scales it: no UIFontMetrics, no adjustsFontForContentSizeCategory for these views"
    return None
