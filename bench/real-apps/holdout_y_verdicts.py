"""Verdicts on the apps of holdout-y.tsv (session 15, games and creative apps, apps whose fonts live in extensions:
watchOS and visionOS apps, SpriteKit and cocos2d games), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide (missing-glyphs infos). The
patterns are in RESULTS-holdout-y.md and PATTERNS.md (FP620 and up, D620 and up, T620 and up, M620 and up).
"""
import os, re

# SpaceWar's shared Swift code (compiled into the iOS and the macOS target) names four of the six Museo faces by
# their full names through GameFonts.fontName (museo500 54 uses, museo700 1, museo900 5, museo1000 155); museo100 and
# museo300 are declared there and used nowhere.
MUSEO_NAMED = {"MuseoSansRounded-500", "MuseoSansRounded-700", "MuseoSansRounded-900", "MuseoSansRounded-1000"}

def verdict(app, rule, msg, rel, name, f):
    base = os.path.basename(rel)
    face = re.search(r"font file \(([^)]+)\)", msg)
    face = face.group(1) if face else name
    if app == "PabloHenri91+SpaceWar":
        if rule == "invalid-info-plist":
            return "ATSApplicationFontsPath", "debatable", "D620", "true of the file (the macOS target's Info.plist says <string></string>), but whether an empty folder path means Contents/Resources itself, where the target copies the six files, cannot be settled without a Mac: if it does, the macOS game registers its fonts and nothing fails; the iOS target, the one the game shipped, lists all six in UIAppFonts"
        if rule == "style-linking" and f["severity"] == "info":
            return base, "true", "T860", "an info, rightly (D700 decided): the webfont conversions set the bold bits under the style Regular, but every label names its face exactly and no code asks for a style"
        if rule == "style-linking":
            return base, "debatable", "D621", "true of the webfont conversions (Museo Sans Rounded 700, 900 and 1000 set the bold bits under the style name Regular), but every label names its face exactly, by full name, and asks for no bold trait: nothing drawn changes"
        if rule == "unregistered-font" and face in MUSEO_NAMED:
            return face, "false", "FP620", "named by code: the shared Label/Button helpers draw SKLabelNode(fontNamed: GameFonts.fontName.museo…), the face's full name (\"Museo Sans Rounded 1000 Regular\"), which lint does not resolve (M623); the macOS target declares ATSApplicationFontsPath for its Resources (empty, D620), and UIAppFonts is no macOS key"
        if rule == "unregistered-font":
            return face, "true", "T622", "copied into the macOS target and named by no code (GameFonts declares museo100/museo300, nothing uses them): stopping the copy is right, nothing fails (the advice names UIAppFonts, an iOS key, for a macOS target)"
    if app == "danstorre+TimeCoach":
        if rule == "font-name-not-postscript":
            return name, "debatable", "D622", "true of the name (\"Digital dream Fat\" is the family of DIGITALDREAMFAT.ttf, PostScript name DigitaldreamFat), but it is in Prototype/, a design prototype project of the watch timer that does not ship, and the family has one face: the name loads it and nothing asks for a weight"
        if rule == "unregistered-font":
            return face, "true", "T622", "one of seven digital-dream variants the Prototype watch target copies but neither lists in UIAppFonts nor names (it uses only Digital dream Fat): dead weight in the bundle, nothing fails"
    if app == "anabvidigal+No-Break":
        if rule == "fixed-size-custom-font":
            return name, "true", "T620", "UIFont.kenneyFont, the game's one font: every UIKit label of its home, config, shop, store, score and game-over views takes it with .withSize(12…32); nothing in the app scales (no UIFontMetrics, no adjustsFontForContentSizeCategory, no preferredFont)"
    if app == "dangrover+transit-authority":
        if rule == "font-not-registered" or (rule == "unregistered-font" and face == "Raleway-Thin"):
            return "Raleway-Thin", "true", "T623", "the map's neighbourhood and water labels (CCLabelTTF, MainGameScene.m:963/970) name Raleway-Thin, whose file is copied but in no UIAppFonts entry, and cocos2d registers only the .ttf files its labels are handed by file name (no scene or code names Raleway-Thin.ttf): fontWithName: is nil and the labels are drawn in Helvetica (M622, after the fix; the warning on the file is the same defect, named where it is fixed)"
        if rule == "font-name-not-postscript" and "compared without case" in msg:
            return name, "true", "T864", "D623 decided: \"Raleway-Semibold\" against the registered Raleway-SemiBold. CCLabelTTF calls [UIFont fontWithName:], whose header says it uses \"CSS name matching semantics\" (CSS matches family names without case), so the face loads on iOS; but Core Text does not document it, NSFont on macOS refuses other case, and the fix is one letter: worth a look, as a family name is (F1)"
        if rule == "unregistered-font":
            return face, "true", "T622", "copied from the SpriteBuilder publish folder into the target, in no UIAppFonts entry, and neither named by code nor handed to a cocos2d label by any scene: unused, nothing fails"
        if rule == "fixed-size-custom-font":
            return name, "true", "T621", "UIFont gameFontOfSize:, the UIKit side of the game (GameFontLabel/GameFontButton from the xibs at their Interface Builder sizes, the finances and lines tables at 14/16 pt): Raleway at fixed sizes, nothing in the app scales"
    return None
