"""Verdicts on the apps of holdout-g.tsv (session 11, fresh-g), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide. The patterns (FP160, D160,
M160 and up) are described in RESULTS-holdout-g.md.
"""
import os, re

def verdict(app, rule, msg, rel, name, f):
    face = re.search(r"font file \(([^)]+)\)", msg)
    face = face.group(1) if face else name
    if app == "stevenselcuk+Pomosh-iOS-watchOS":
        # Fixed on branch xcode (session 12): every bundle path a file is copied to counts; kept for older outputs.
        if rule == "unregistered-font":
            return face, "false", "FP160", "registered: UIAppFonts lists \"Fonts/%s\", and the target's Copy Files phase (dstSubfolderSpec 7 = Resources, dstPath Fonts) puts the file at Pomosh.app/Fonts/, so the path resolves; lint sees only the flat copy of Copy Bundle Resources at the bundle root" % os.path.basename(rel)
        if rule == "font-name-not-postscript":
            return name, "true", "F1", "a full name (Font.custom(\"Silka Regular\"), \"Space Mono Regular\"): Core Text's fallback loads the face, the PostScript name names exactly one"
    if app == "kuglee+TermiWatch" and rule == "unregistered-font":
        return face, "debatable", "D160", "a watchOS WatchKit App: the storyboard names SFMono-Regular 41 times and no Info.plist has UIAppFonts (Apple's watchOS guide asks for it in the WatchKit App and Extension); worth a look, but the app's screenshots show the face and no watchOS device is here to settle whether the WatchKit storyboard draws it unregistered. Since branch xcode (session 12) lint checks the target as watchOS and the advice names both Info.plists"
    return None
