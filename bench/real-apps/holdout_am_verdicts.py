"""Verdicts on the apps of holdout-am.tsv (session 21, round 11b of unseen apps), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide (the bar-title infos, D121;
the family- and full-name Font.custom warnings, F1).
The patterns are in RESULTS-holdout-am.md and PATTERNS.md (T1425 and up, FP1425 and up, D1425 and up).
"""
import re

# Bar button item and tab bar item titles whose font reaches `setTitleTextAttributes` through locals (FP1426).
DAYBLOCK_BAR_TITLES = {
    ("LifeCycle/SceneDelegate.swift", 115),
    ("Module/Block/CreateBlock/CreateBlockView.swift", 84),
    ("Module/Group/CreateGroup/CreateGroupView.swift", 42),
    ("Module/Group/EditGroup/EditGroupDetailView.swift", 42),
    ("Module/Tracking/TrackingComplete/TrackingCompleteView.swift", 42),
    ("Module/Tracking/TrackingComplete/TrackingCompleteView.swift", 55),
}


def verdict(app, rule, msg, rel, name, f):
    line = f.get("line")
    if app == "thinkySide+DayBlock" and rule == "fixed-size-custom-font" and f["severity"] == "warning":
        legacy = rel.replace("Legacy/DayBlock/", "")
        if (legacy, line) in DAYBLOCK_BAR_TITLES:
            if legacy.endswith("SceneDelegate.swift"):
                return name, "false", "FP1426", "a tab bar item's title: `let font = UIFont(name: Pretendard.semiBold,size: 15)!` then `items[index].setTitleTextAttributes([NSAttributedString.Key.font: font], for: .normal)` (SceneDelegate.swift:115-116) for every item of `if let items = tabBarController.tabBar.items` (:96). Bar text, which UIKit keeps fixed for the system font too and shows in the Large Content Viewer: D121's info, as the same app's navigation-bar titles (the infos on `nbAppearance.titleTextAttributes = [.font: …]`) already are. Lint misses it because the receiver `items[index]` names no bar type: the bar type is in the local's initializer"
            return name, "false", "FP1426", "a bar button item's title: `let font = UIFont(name: Pretendard.semiBold, size: 17)`, `let attributes = [NSAttributedString.Key.font: font]`, then `item.setTitleTextAttributes(attributes as [NSAttributedString.Key: Any], for: .normal/.disabled)` on `let item = UIBarButtonItem()` in the same closure (e.g. CreateBlockView.swift:80-88, the navigation bar's confirm/done/save items). Bar text: D121's info. Lint misses it twice over: the dictionary is handed on with an `as` cast after it, and the receiver `item` is a local whose type is only in its initializer"
        if legacy == "Module/Setting/DeveloperInfo/DeveloperInfoView.swift" and line == 107:
            return name, "debatable", "D1427", "`label.asFontColor(targetString: \"\", font: UIFont(name: Pretendard.semiBold, size: 14), …)` (DeveloperInfoView.swift:106-108): the helper (UILabel++.swift:13-26) puts the font on `(fullText as NSString).range(of: \"\")`, which is {NSNotFound, 0}: no character is drawn in this font; the call is there for its line spacing. The label's own font (:98, Pretendard-SemiBold 14, warned) is the one drawn. True that the size is literal, debatable that it describes text"
        return name, "true", "T1426", "the legacy app's view-code labels, buttons, text fields and calendar (FSCalendar `appearance.weekdayFont`) through `UIFont(name: Pretendard.x / Poppins.x, size: <literal>)` (NameSpace.swift:48-63 string constants; e.g. HomeView.swift:51-119, TrackingCompleteView.swift:83-235, FormTextField.swift:17-64, DayBlock.swift:154-186): every text of the app at a fixed size, nothing scales it (no UIFontMetrics, no adjustsFontForContentSizeCategory anywhere in Legacy/)"
    if app == "Ingrsso+Hereit-iOS" and rule == "fixed-size-custom-font":
        return name, "true", "T1427", "`Typography.font` (Shared/Sources/Font/Fonts.swift:60-91), one warning per switch case (26), each `UIFont.pretendard(_, size: <literal>)`; the login and sign-up screens' titles, fields and buttons use them (LoginViewController.swift:14-104, InputFieldView.swift:36,102, ButtonView.swift:25). Fixed sizes, nothing scales them; the faces do not even load (M1425), and the system-font fallback keeps the same fixed size"
    if app == "thebaselab+codeapp":
        if rule == "missing-glyphs":
            return "FiraCode-Regular [de, ja, zh-Hans]", "debatable", "D1303", "true of the face (FiraCode has no CJK punctuation nor U+2011), but no app string is drawn in it: FiraCode-Regular is registered (CodeApp/Info.plist:48) only so that the editor/terminal font picker can offer it (SettingsView.swift:133-140 stores the picked family; Monaco and xterm.js get it as a CSS family, Runestone as `UIFont(name: options.fontFamily, …)`), and no code, IB file or style map names it; the localized strings the warning quotes (Changelog.message, confirmations) are drawn in the system font. The user's code in the editor may have CJK text, which falls back as in any Latin monospace face. D1303's tell-apart fits: no reachable code names the face"
        if rule == "unregistered-font" and "/matplotlib/mpl-data/fonts/" in rel:
            face = re.search(r"font file \(([^)]+)\)", msg).group(1)
            return face, "debatable", "D1426", "matplotlib's own font files inside the bundled Python 3.9 tree (LanguageResources/, a folder reference the Code target copies): matplotlib opens them by path with FreeType (its font_manager) when a user's script draws a plot; Core Text never needs them. 'nothing can fail' is true of the app's UI, but 'register it in UIAppFonts … or stop copying it' is wrong advice: stopping would break matplotlib's text rendering. A library's data files, like D10's unused copies but not unused"
    if app == "Digitaler-Impfnachweis+covpass-ios":
        if rule == "duplicate-postscript-name":
            return name or re.search(r'PostScript name "([^"]+)"', msg).group(1), "false", "FP1425", "the four files of each name are byte for byte the same (md5 1025a6e0… for every OpenSans-Bold.ttf, ba5cde21… for every SemiBold), and only one is ever registered: `UIFont.loadCustomFonts()` (CovPassUI/Theme/Font/FontRegistrationExtension.swift:39-61, called by both AppDelegates) registers the CovPassUI asset catalog's data sets (`NSDataAsset(name: \"OpenSans-Bold\", bundle: .module)` → CTFontManagerRegisterGraphicsFont). The apps' Copy Bundle Resources copies (Resources/OpenSans-*.ttf) and the packages' `.process(\"Resources\")` copies are in no UIAppFonts and registered by nothing (lint's own infos say so of the apps' copies). No face is registered twice, and if one were, the same bytes would win: 'iOS registers one of them and drops the other' names no run-time difference. Not an error"
        if rule == "unregistered-font":
            face = re.search(r"font file \(([^)]+)\)", msg).group(1)
            if face == "OpenSans-Regular":
                return face, "debatable", "D1425", "true that iOS does not register this copy, but it is the file the apps' bundled HTML loads: announcements_de/en.html and privacy-covpass(check)-de/en.html (Source/CovPass(Check)App/Source/Resources/Static/) declare `@font-face { font-family: 'Open Sans'; src: url('OpenSans-Regular.ttf') }`, and AnnouncementViewController loads them with `loadHTMLString(html, baseURL: url)` (AnnouncementViewController.swift:101-108), so the relative URL resolves to this copy at the bundle root. 'stop copying it' would break those pages' font; lint already takes the packages' copies of the same file as web fonts (its note), not this one"
            return face, "true", "T1425", "an info, rightly: Resources/OpenSans-Bold.ttf and -SemiBold.ttf are copied into both apps (project.pbxproj:135-138) but neither registered nor used by any page (the HTML names only OpenSans-Regular); the faces the code names are the CovPassUI data sets', registered at launch. Redundant copies"
    return None
