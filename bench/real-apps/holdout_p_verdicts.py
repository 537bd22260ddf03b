"""Verdicts on the apps of holdout-p.tsv (session 13: older UIKit / Objective-C apps, storyboards and xibs), each
from reading that app's project, Info.plist, storyboards and code. classify.py asks `verdict` first for every
finding; None lets the corpus rules decide. The patterns (FP340, D340, T340, M340 and up) are in RESULTS-holdout-p.md.
"""
import os, re

GAME_SCREENS = {("BQHUDView.m", 38), ("BQGameOverView.m", 34), ("BQGameOverView.m", 43)}

def verdict(app, rule, msg, rel, name, f):
    sev = f["severity"]
    base = os.path.basename(rel)
    line = f.get("line")
    face = re.search(r"font file \(([^)]+)\)", msg)
    face = face.group(1) if face else name
    if app == "Yalantis+PixPic":
        if rule == "font-not-registered":
            return name, "false", "FP340", "UIAppFonts is an empty array, but the storyboards and xibs the target copies list 'Nootype - Radikal.otf' and 'Nootype - Radikal Medium.otf' in their customFonts index, and Xcode's storyboard/xib compiler adds those files to the built Info.plist's UIAppFonts (IBC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS, on unless a target turns it off; PixPic does not): both faces are registered at launch, the force-unwrapped UIFont(name: \"Radikal\") does not crash"
        if rule == "unregistered-font" and sev == "warning":
            return face, "false", "FP340", "registered at build time: the target's storyboards and xibs list this file in their customFonts index, which ibtool turns into a UIAppFonts entry of the built Info.plist"
        if rule == "unregistered-font" and sev == "info":
            return face, "true", "T344", "copied into the app, in no storyboard's customFonts index, in no UIAppFonts entry, named by nothing: harmless, the copy can go (12 of the 14 Radikal files)"
        if rule == "unknown-font-name":
            return name, "true", "T340", "the vendored VPImageCropper (compiled into the app) sets its Cancel/Choose buttons' font to [UIFont fontWithName:@\"Lato-Regular\" size:18]; the app ships no Lato and iOS has none: the call returns nil and the buttons draw in the system font, not the Lato asked for (the suggestions Kefa/Marion/Menlo are poor, but the error is right)"
        if rule == "fixed-size-custom-font":
            return name, "debatable", "D241", "Appearance.Bar.titleTextAttributes: the navigation bar's title font (18 pt Radikal), set on the bar later; UIKit keeps bar titles at a fixed size for the system font too (D121's info), lint did not see the bar use through the struct property (known D241)"
        if rule == "italic-angle" and sev == "info":
            return base, "true", "D340", "after D340's fix: an info that says no UIAppFonts entry registers the file and no name loads it: right, the copied-only italic is never loaded, and the flaw is one for a font audit"
        if rule == "italic-angle":
            return base, "debatable", "D340", "a real flaw of the file (an italic with post.italicAngle 0), but the face is copied only: no UIAppFonts entry, no storyboard customFonts entry, no name in code: it is never registered, nothing on screen changes; worth a font audit, not an app warning"
        if rule == "weight-class-mismatch":
            return base, "false", "FP341", "Radikal UltraThin at usWeightClass 200: 'UltraThin' is no OpenType weight name (100 is Thin, 200 Extra/Ultra Light), and the family is in order (UltraThin 200 < Thin 250 < Light 300); as FP140, the order is what matching uses; the face is also never registered or named"
    if app == "irace+BlogQuest":
        if rule == "fixed-size-custom-font" and (base, line) in GAME_SCREENS:
            return name, "debatable", "D342", "a SpriteKit arcade game's HUD score (30 pt), GAME OVER banner (60 pt) and its two big arcade buttons (40 pt, adjustsFontSizeToFitWidth) laid over the scene at frame positions: a game's playfield text following Dynamic Type is not what a person would ask for, nor plainly wrong to want (as D200)"
        if rule == "font-name-not-postscript":
            return name, "true", "F1", "\"Arcadepix Plus\" is the family name of the one face Arcadepix-Plus: Core Text's fallback loads it, the PostScript name names exactly one face"
    if app == "securityfirst+Umbrella_ios":
        if rule == "font-not-in-target":
            return name, "true", "T341", "SFProText-Regular.ttf is in the project's Fonts group but not in the Umbrella target's Copy Bundle Resources (its SemiBold twin is): the UIAppFonts entry registers nothing and Feed.storyboard / ChecklistReviewHeaderView.xib's eight SFProText-Regular labels fall back to the system font (which happens to look close on iOS 11+, but the face asked for never loads)"
        if rule == "font-name-not-postscript":
            return name, "true", "T343", "\"SFProText-SemiBold\" against the face's PostScript name SFProText-Semibold: UIFont's lookup folds case in practice, so it loads today, but the exact name is a one-letter fix and lint cannot promise the folding"
        if rule == "fixed-size-custom-font":
            return name, "true", "T342", "UIKit labels, buttons and section headers of the lessons, forms and tour in Roboto / SF Pro Text at literal 8-24 pt; nothing in the app scales (no UIFontMetrics, no preferredFont, no adjustsFontForContentSizeCategory)"
        if rule == "missing-glyphs" and sev == "info":
            return msg.split()[0], "true", "T345", "Roboto and SF Pro Text have no Arabic or Han; the ar, fa, zh-Hans and zh-Hant strings are drawn wholly in a fallback font: right as an info"
    if app == "openopus-org+concertmaster_ios":
        if rule == "fixed-size-custom-font":
            return name, "true", "T342", "the UIKit toast (Utils.showToast) at Sanchez 14 and 9 pt; the rest of the app is SwiftUI Font.custom(_:size:), which scales with body, the toast does not"
        if rule == "weight-class-mismatch":
            return base, "debatable", "D341", "PetitaBold is a one-face family whose name glues 'Bold' on, style Regular, at usWeightClass 500, the same as PetitaMedium: a real oddity of the file, but the app names each face by PostScript name (Font.custom(\"PetitaBold\")) and asks for no weight: nothing it draws changes"
    return None
