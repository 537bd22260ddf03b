"""Verdicts on the apps of holdout-s.tsv (session 14, modern SwiftUI apps), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide. The patterns are in
RESULTS-holdout-s.md and PATTERNS.md (FP400 and up, D400 and up, T400 and up, M400 and up).
"""
import os, re

def verdict(app, rule, msg, rel, name, f):
    face = re.search(r"font file \(([^)]+)\)", msg)
    face = face.group(1) if face else name
    base = os.path.basename(rel)
    if app == "FleksySDK+fleksy-ton-keyboard":
        if rule == "weight-class-mismatch":
            instance = re.search(r'style "([^"]+)"', msg).group(1)
            label = "%s (instance %s)" % (base, instance)
            if instance in ("Ultralight", "Black"):
                return label, "debatable", "D400", "true of the file: Ultralight at wght 31 (below the Thin at 111: Apple's order, where OpenType's puts Thin lightest) and Black at 1000 are off the scale their names imply; but this is Apple's own SF Georgian Rounded, no one would edit it, and the app draws only the default instance (the family name, no .weight()): nothing it draws changes"
            return label, "false", "FP401", "a named instance on a continuous wght axis a little off its style's round number (Thin 111, Light 274, Medium 510, Semibold 590, Heavy 860), nearer its own style's weight than any other's, the nine in order (31 < 111 < 274 < 400 < 510 < 590 < 700 < 860 < 1000): matching by weight picks the same instance, and no one would call Medium at 510 wrong"
        if rule == "font-name-not-postscript":
            return name, "true", "T400", "Font.custom(customFontFamily, …) with customFontFamily = \"SF Georgian Rounded\", the family (and full) name of the one variable file: Core Text's fallback loads a face, the PostScript name SFGeorgianRounded-Regular names exactly one (as F1, pocket-casts' DM Sans); the three statics are drawn by OnboardingView and HomeView"
    if app == "harmony-one+x" and rule == "font-name-not-postscript":
        return name, "true", "T401", "customFont(name: String = \"Dotrice\", size:)'s default argument, which every caller of the app copy leaves out: the family name of the five Dotrice faces, Core Text's fallback picks one (as F1); found after the M401 fix, one warning per copy at the helper, where the fix goes"
    if app == "harmony-one+x" and rule == "font-not-registered":
        return name, "true", "T660", "julie's customFont(name:size:) default \"Dotrice\": julie copies its own five Dotrice files, its Info.plist is an empty <dict/> and no code registers them, so every .customFont() text in julie draws the system font; found once names resolve among the julie target's fonts (M402), not another app copy's registered files"
    if app == "harmony-one+x" and rule == "unregistered-font":
        return face, "true", "T661", "the target copies the file and its code draws it through customFont() (Extension/Font.swift), but registers nothing: julie's Info.plist is an empty <dict/>; ios-frank's and ios-julia's second app target \"sun\" compiles the same views and copies the same files with a generated Info.plist (or sun/Info.plist) without UIAppFonts; another app copy's registration no longer hides it (M402)"
    if app == "eros-maurilio+TripCheck":
        if rule == "unregistered-font":
            drawn = face in ("PublicSans-Medium", "PublicSans-Regular", "PublicSans-Bold", "PublicSans-SemiBold")
            return face, "false", "FP400", "registered: the target's INFOPLIST_FILE is set only as the conditional \"INFOPLIST_FILE[sdk=*]\" = ../App/TripCheck/info.plist (project.pbxproj:791, :825), whose UIAppFonts lists all 18 files; lint reads no Info.plist (summary: 0 Info.plists)%s" % (
                "; and it is drawn: Style.DisplayedFont's .publicSans(.%s, size:relativeTo:) (M400)" % {"PublicSans-Medium": "medium", "PublicSans-Regular": "regular", "PublicSans-Bold": "bold", "PublicSans-SemiBold": "semiBold"}[face] if drawn else "")
    return None
