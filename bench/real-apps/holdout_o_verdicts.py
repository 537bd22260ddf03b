"""Verdicts on the apps of holdout-o.tsv (session 13, modern SwiftUI apps), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide. The patterns are in
RESULTS-holdout-o.md (FP320 and up, D320 and up, T320 and up, M320 and up).
"""
import os, re

UNUSED_INTER = ("Inter-ExtraLight", "Inter-Light", "Inter-SemiBold", "Inter-Thin")

def verdict(app, rule, msg, rel, name, f):
    sev = f["severity"]
    base = os.path.basename(rel)
    if app == "barclayd+keepfresh-ios":
        if rule == "italic-angle":
            return base, "false", "FP321", "Shrikhand is a slanted display face with a single style: post.italicAngle -14 and the hhea caret slope (1000/249, 14 degrees) agree, so the slant is the design, declared as its designer meant; Regular is right for the family's only face, nothing the app does (Font.custom by PostScript name) changes, and there is nothing for the app to fix"
    if app == "saltyskip+FitnessHealth":
        if rule == "unknown-font-name":
            return name, "true", "T321", "Font.custom(\"SF-Pro-Display-Regular\", size: 18) under the Inter sample line: that is the file name of Apple's downloadable SF Pro Display, not a face name (its PostScript name is SFProDisplay-Regular), the app ships no such file and iOS has no face of that name: SwiftUI silently draws the system font (which happens to look alike)"
        if rule == "missing-glyphs" and sev == "info":
            face = msg.split()[0]
            if face in UNUSED_INTER:
                return face + " (ja)", "debatable", "D320", "true of the file (no Katakana or Han), but no Font static draws this face: its name is an Inter case that only the registration loop (Inter.allCases) reads, so the ja strings never meet it"
            return face + " (ja)", "true", "T322", "the ja string catalog is drawn in Inter (Font.inter, interTitle…); Inter has no Katakana or Han, so iOS draws the Japanese text wholly in a fallback font: an info, as said"
    if app == "team-seep+seep-ios":
        if rule == "fixed-size-custom-font":
            return name, "true", "T320", "AppleSDGothicNeoEB00 (bundled) at a literal size on button titles, labels and attributed placeholders (appleExtraBold(size: 14/16/17) or UIFont(name:size:)); nothing in the app scales (no UIFontMetrics, no preferredFont, no adjustsFontForContentSizeCategory)"
        if rule == "missing-glyphs" and sev == "info":
            return "U+1F3DE", "false", "FP320", "the only missing character is the emoji U+1F3DE (national park) of \"\U0001F3DE \uc0ac\uc9c4\", written without U+FE0F: no text face on iOS has it and Apple Color Emoji draws it, as it draws every emoji; lint says it does not check emoji, and no one adds pictographs to a text face"
    if app == "feelwithkimo+feelwithkimo-ios":
        if rule == "missing-glyphs" and sev == "info":
            return msg.split()[0] + " (zh)", "true", "T323", "the app ships zh-Hans and zh-Hant strings (38 each) and draws its text in Quicksand and Nunito (resolveFontName), Latin-only faces: iOS draws the Chinese text wholly in a fallback font, an info as said"
    return None
