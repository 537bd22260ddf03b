"""Verdicts on the apps of holdout-l.tsv (session 12, fresh-l: Objective-C apps, games, storyboards/xibs, attributed
text, extensions), each from reading that app's code. classify.py asks `verdict` first for every finding; None lets
the corpus rules decide. The patterns (FP260, D260, M260 and up) are described in RESULTS-holdout-l.md.
"""
import os

def verdict(app, rule, msg, rel, name, f):
    base = os.path.basename(rel)
    line = f.get("line")
    if app == "txaiwieser+FityIt" and rule == "style-linking":
        return base, "false", "FP260", "Adobe's Windows style linking, not a defect: the Black face's Windows name records are family \"VAG Rounded Std Light\", subfamily (ID 2) \"Bold\" (it is the Bold of Light in a RIBBI group), and both bold bits agree with that ID 2; lint compared them with the typographic/Mac style \"Black\". And the app names this face nowhere (AppDefines.FontName.defaultBlack is never used; every label is Light or Bold, by PostScript name)"
    if app == "flappy-royale+flappy-royale" and rule == "unregistered-font":
        return "Fipps-Regular", "true", "T260", "an info, and true: the file is copied into both app targets, is in no UIAppFonts, and no native code or storyboard names it; the game is a remote web page (flappyroyale.io) with its own @font-face and bitmap font, so the bundled copy is dead weight (\"stop copying it\" is the right half of the advice)"
    if app == "openshopio+openshop.io-ios" and rule == "fixed-size-custom-font":
        return name, "true", "T2", "a +[UIFont BFN_roboto…WithSize:] category helper: its 36 callers all pass literal sizes (12-18 pt: cells, toolbars, attributed strings, UISearchBar appearance) and nothing in the app scales (no UIFontMetrics, preferredFont or adjustsFontForContentSizeCategory); reported once at the helper"
    if app == "rocketshipapps+adblockfast" and rule == "fixed-size-custom-font":
        return name, "true", "T2", "a size computed from the screen (minimumFrameDimension / 16 or / 24.6), never from the user's text size: the heading font draws the app's name and the overlays' buttons, the body font the status labels and the help, about and notification texts; nothing in the app follows Dynamic Type"
    return None
