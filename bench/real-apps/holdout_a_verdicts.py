"""Verdicts on the apps of holdout-a.tsv (session 11: modern SwiftUI apps never seen before), each from reading
that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide (font-name-not-postscript,
missing-glyphs). The patterns are in PATTERNS.md (FP40 and up, T40 and up, D40 and up).
"""
import re

def verdict(app, rule, msg, rel, name, f):
    if app == "Electric-Coin-Company+zashi-ios":
        if rule == "font-not-in-target" and f["severity"] == "info":
            target = re.search(r'do(?:es)? nothing for target "([^"]+)"', msg).group(1)
            return "UIAppFonts of %s" % target, "true", "T41", "true and harmless: the entries name files only the package's bundle holds, and the package's SwiftGen code registers them; the entries can go"
        if rule == "font-not-in-target":
            entry = re.search(r'"([^"]+)" is not in target "([^"]+)"', msg)
            return "%s (%s)" % entry.groups(), "false", "FP40", "a resource of the local package modules (target Generated, .process(\"Resources\")): SecantApp.init calls SwiftGen's FontFamily.registerAllCustomFonts(), which registers it from the package's bundle; the app has the font, the UIAppFonts entry is only dead weight"
        if rule == "fixed-size-custom-font" and rel.endswith("SwapAndPaySheets.swift"):
            return name, "true", "T1030", "seen since SwiftGen's accessors are read (M744): the swap amount's UITextField and its placeholder at a fixed 16 pt through FontFamily.Inter.medium.font(size:), nothing scales them"
        if rule == "missing-glyphs" and msg.startswith("ZbotoRegular "):
            return "ZbotoRegular", "false", "FP42", "Zboto maps only digits, '$', '.', A-J and a-j: a figures face no code draws (only SwiftGen's generated catalogue names it); it never shows the strings"
    if app == "razeware+emitron-iOS" and rule == "fixed-size-custom-font" and name == "Relative Pro Bold":
        return name, "true", "T6", "UIFont.uiLargeTitle, .init(name:size:) in extension UIFont (found since M160), is the navigation bar's largeTitleTextAttributes font at 34 pt: the system's large titles follow Dynamic Type, this one never does"
    if app == "razeware+emitron-iOS" and rule == "fixed-size-custom-font" and name == "Relative Pro Medium":
        return name, "debatable", "D121", "UIFont.uiHeadline (found since M160) is used only as the navigation bar's titleTextAttributes font, through a computed property lint does not follow to the bar: UIKit keeps bar titles fixed for the system font too"
    if app == "omnivore-app+omnivore" and rule == "unknown-font-name":
        if name == "Futura Bold":
            return name, "false", "FP41", "the full name of the iOS system face Futura-Bold: Core Text's full-name fallback loads it"
        if name in ("AtkinsonHyperlegible", "IBMPlexSans", "SourceSansPro"):
            return name, "true", "M40", "a WebFont raw value returned through registeredName's default: rawValue (found since M40): the bundled families are 'Atkinson Hyperlegible', 'IBM Plex Sans', 'Source Sans Pro', with spaces, and no face has this PostScript or full name: the reader's font picker draws it in the system font"
        if name == "LXGWWenKai" and f["severity"] == "info":
            return name, "debatable", "D43", "session 16 (FP780): an info, as the code tests the lookup for nil and falls back to Font.system; but the info's reading (a font the user may have installed) is not this app's case: CustomFontRegistration registers LXGWWenKai-Regular.ttf from the package bundle, a file the repository does not hold, so which names it answers to cannot be read here"
        if name == "LXGWWenKai":
            return name, "debatable", "D43", "a WebFont raw value through registeredName's default: rawValue (found since M40); CustomFontRegistration registers LXGWWenKai-Regular.ttf from the package bundle, but the file is not in the repository, so which names its face answers to cannot be read here"
        if name == "San Francisco" and f["severity"] == "info":
            return name, "true", "D40", "session 16 (FP780): an info, not an error: `if let uiFont = UIFont(name: registeredName, …) { … }` then `return Font.system(size:)`, the code's own branch for the name not loading, and the System Default option means the system font: right"
        if name == "San Francisco":
            return name, "debatable", "D40", "no face is called San Francisco, so the lookup is nil; but the code then returns Font.system, the font the picker's 'System Default' option means: the app shows what it means to"
    if app == "zzanehip+The-OldOS-Project":
        if rule == "unknown-font-name" and name in ("Helvetica Neue Bold", "Helvetica Neue Medium", "Helvetica Neue Light"):
            return name, "false", "FP41", "the full name of the iOS system face %s: Core Text's full-name fallback loads it" % name.replace("Helvetica Neue ", "HelveticaNeue-")
        if rule == "unknown-font-name" and name == "Helvetica Neue SemiBold":
            return name, "true", "T40", "iOS's Helvetica Neue has no SemiBold face (Medium, Bold…): no face answers, the keypad and call labels fall back to the system font"
        if rule == "unknown-font-name" and name == "Superclarendon Bold":
            return name, "true", "T40", "the bundled face (Apple's 2009 Superclarendon, which iOS also ships) is Superclarendon-Bold by PostScript and full name, Superclarendon by family: 'Superclarendon Bold' is none of the three, and Game Center's '… is' line falls back to the system font"
        if rule == "unknown-font-name" and name == "Helvetica Neue Regular":
            return name, "debatable", "D41", "not a name of iOS's HelveticaNeue (its full name is 'Helvetica Neue'), and the bundled HelveticaNeue-Regular.ttf is FreeSans; whether Core Text matches family + 'Regular' needs a device"
        if rule == "fixed-size-custom-font":
            return name, "debatable", "D42", "the player's alias at 74 pt as the mask of a felt texture in a 74 pt high frame: decoration of an iOS 4 screen recreated to the pixel, fixedSize: asked for on purpose"
        if rule == "unregistered-font":
            return "FreeSans", "debatable", "D10", "copied into 13 more targets whose Info.plists do not register it; no code names FreeSans: unused (info)"
        if rule == "weight-class-mismatch":
            return "FreeSans", "debatable", "D12", "Medium at 400, in a family no name reaches (info)"
    return None
