"""Verdicts on the apps of holdout-u.tsv (session 14, macOS and multi-platform apps), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide. The patterns are in
RESULTS-holdout-u.md and PATTERNS.md (FP440 and up, D440 and up, T440 and up, M440 and up).
"""
import os, re

def verdict(app, rule, msg, rel, name, f):
    face = re.search(r"^(?:instance \d+: )?(\S+) lacks", msg)
    face = face.group(1) if face else name
    if app == "breakbeat-ltd+jewel":
        if rule == "unknown-font-name" and name == "FontAwesome5Brands-Regular":
            return name, "false", "FP440", "the PostScript name of Assets.xcassets/Fonts/FontAwesomeBrands.dataset/fa-brands.otf: the catalog is a member of the target (membershipExceptions of the App folder's exception set), actool compiles the data set into Assets.car, and JewelApp.init registers it before any view draws (FontRegistrar: NSDataAsset(name: \"FontAwesomeBrands\") -> CGFont -> CTFontManagerRegisterGraphicsFont); Font.custom loads it"
    if app == "lucasfischer+Pagi":
        if rule == "fixed-size-custom-font":
            return name, "debatable", "D42", "ThemePreview: three lines of lorem ipsum at 6 pt in a 90x90 theme thumbnail; Font.custom(_:fixedSize:) is asked for on purpose (the thumbnail is a picture of the theme, not text to read)"
        if rule == "missing-glyphs":
            return face + " (all languages)", "true", "T440", "the onboarding line \"»Pagi« /paɡi/ means »morning« in Indonesian.\" (OnboardingScreen.swift:103) is drawn in the user's iA Writer face (.custom(font, size: captionFontSize)); U+0261 ɡ falls back mid-word in every language; ru's U+2011 likewise; ja/ko/zh-Hans wholly in a fallback font"
        if rule == "weight-class-mismatch":
            return os.path.basename(rel) + " (Semibold instance)", "debatable", "D440", "iA's Semibold named instance sits at wght 650: true of the file, but the app names only the Text instance by PostScript name and asks SwiftUI for .weight(.semibold) on it; whether Core Text then goes through the named instance or the axis cannot be settled without a Mac"
    if app == "lmparppei+Beat":
        if rule == "italic-angle" and rel.startswith("Frameworks/BeatCore/"):
            return os.path.basename(rel) + " (BeatCore.framework copy)", "debatable", "D441", "the same flaw as the app's own copy (Beat/Fonts, reported beside it); this copy is BeatCore.framework's resource, which nothing registers (ATSApplicationFontsPath \".\" and UIAppFonts reach only the app bundle's Resources, no code registers the framework's fonts): one defect, reported twice"
        if rule == "italic-angle":
            return os.path.basename(rel), "true", "T441", "Courier Prime's italics (CourierPrime-Italic, -BoldItalic) with post.italicAngle 0, registered by ATSApplicationFontsPath \".\" (macOS) and UIAppFonts (iOS) and named for every italic run of a screenplay (BeatFonts.m:217-218, through the BXFont macro): a real defect of faces the app draws"
        if rule == "missing-glyphs":
            return face + " (MainMenu strings)", "false", "FP441", "info: the strings it cites (\"→ Discord Community\", ⌘ in fi) are button and menu titles of MainMenu.xib drawn in metaFont=\"smallSystem\", not in Courier Prime (named by one xib only, BeatAboutScreen.xib); and it says iOS where the text is macOS's"
    return None
