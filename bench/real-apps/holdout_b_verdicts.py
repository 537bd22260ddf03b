"""Verdicts on the apps of holdout-b.tsv (session 11: UIKit and Objective-C apps never seen before), each from
reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide. The patterns are in
PATTERNS.md (FP60 and up, T60 and up).
"""
import os, re

def verdict(app, rule, msg, rel, name, f):
    face = re.search(r"font file \(([^)]+)\)", msg)
    face = face.group(1) if face else name
    if app == "Lyndir+MasterPassword":
        if rule == "unknown-font-name":
            return name, "true", "T60", "attributed-text fragments of the setup scene name Exo 2's later PostScript names (Exo2-*); the app ships Exo 2.0 (Exo2.0-*) and no italic: UIKit draws those fragments in the system font"
        if rule == "fixed-size-custom-font":
            return name, "true", "T61", "the markdown helper's size is its one caller's captionLabel.font.pointSize, a storyboard label's fixed Exo size: the guide captions never follow Dynamic Type"
    if app == "prey+prey-ios-client":
        if rule == "fixed-size-custom-font":
            return name, "true", "T61", "Titillium at IS_IPAD ? 18 : 12-style fixed sizes for navigation-bar titles, bar buttons, settings cells and a label: never scaled"
        if rule == "style-linking" and f["severity"] == "info":
            return os.path.basename(rel), "true", "T860", "an info, rightly (D700 decided): MagdaCleanMono-Bold sets no bold bit, but the storyboard loads it by PostScript name and no code asks for a style: it draws its bold glyphs, only Core Text's bold trait (read by nothing) is wrong"
        if rule == "style-linking":
            return os.path.basename(rel), "true", "T7", "MagdaCleanMono-Bold sets no bold bit (fsSelection, macStyle): Core Text does not report it bold; the storyboard draws headings with it"
        if rule == "weight-class-mismatch":
            return os.path.basename(rel), "debatable", "D12", "Magda Clean Mono Regular at usWeightClass 500: 100 off its style, harmless unless code asks for a weight"
        if rule == "unregistered-font" and "/ReactViews/" in rel:
            return face, "false", "FP60", "the icon web font of a React page (ReactViews/, a folder reference with index.html; its WOFF twin beside it is already seen as a web font): a web view loads it, registering it is wrong"
    if app == "inaturalist+INaturalistIOS" and rule == "unregistered-font":
        return face, "false", "FP61", "registered at run time: FAKINaturalist calls FontAwesomeKit's registerIconFontWithURL: (CTFontManagerRegisterFontsForURL inside the pod) before naming the face"
    if app == "splinesoft+MUDRammer":
        if rule == "font-name-not-postscript" and rel.startswith("src/MRTests/"):
            return name, "false", "FP62", "code of the unit-test target (MRTests), which does not ship: not the app's font use"
        if rule == "missing-glyphs":
            return "Monkey [fr, it]", "false", "FP63", "a terminal font the user may pick in a font picker (names given at run time); the fr/it strings it is checked against are settings cells (preferredFontForTextStyle), alerts and form footers in system fonts"
    return None
