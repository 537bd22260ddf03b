"""Verdicts on the apps of holdout-f.tsv (session 11, fresh-f: Objective-C apps, icon fonts, games), each from reading
that app's code. classify.py asks `verdict` first for every finding; None lets the corpus rules decide. The new
patterns (FP140 and up, D140 and up, T140 and up, M140 and up) are in RESULTS-holdout-f.md.
Session 12 (branch faces) fixed FP140, FP141 and D140: lint no longer reports them, so their verdicts below only
replay older binaries (replay-all with --binary /work/bin/fontinspect-s12-start).
"""
import os, re

def verdict(app, rule, msg, rel, name, f):
    base = os.path.basename(rel)
    line = f.get("line")
    if app == "YouXianMing+YoCelsius":
        if rule == "fixed-size-custom-font" and base == "LabelView.m" and "nothing in the app calls +createWithText:atOrigin:" in msg:
            return name, "debatable", "D840", "Lato-Bold at 8 pt in +[LabelView createWithText:atOrigin:], which no line but its header declaration names (grep of the checkout): true of the line, nothing the user sees; now an info (session 16)"
        if rule == "fixed-size-custom-font" and '"Weather&Time"' in msg:
            return "Weather&Time", "debatable", "D140", "the weather icon font (glyphs on A-Z and a-r, no digits, no punctuation) drawn as a weather symbol at a fixed size in a fixed 60x60 or view-sized label: an icon, as D2; lint's icon-face test (90 % Private Use Area) does not see it, so it is judged as text"
        if rule == "fixed-size-custom-font":
            return name, "true", "T2", "Lato text (city, dates, temperatures, forecast rows, message bar) at literal sizes per screen width in frame-laid views; nothing in the app scales (no preferredFont, no UIFontMetrics, no adjustsFontForContentSizeCategory)"
        if rule == "weight-class-mismatch" and base.startswith("Lato-Thin"):
            return base, "false", "FP140", "Lato Thin at 275: FP20's way round Windows emboldening light faces, which lint now accepts at 250 for a Thin (and 250/275 for an Extra Light) but not at 275; the family's weights stay in order (Thin 275 < Light 300) and the app names every face by PostScript name"
        if rule == "weight-class-mismatch" and base == "Weather&Time.ttf":
            return base, "false", "FP141", "the one face of an icon font, named by its PostScript name and never asked for a weight: its usWeightClass changes nothing and no one would fix it (issue 12 point 6: icon faces are not text faces)"
    if app == "irccloud+ios":
        if rule == "font-name-not-postscript":
            return name, "true", "F1", "\"Hack\", the family of the four Hack faces the app ships (Hack-Regular, -Bold, -Italic, -BoldItalic, the last three named by PostScript name beside it): the monospace timestamp and code font relies on Core Text picking Regular"
        if rule == "fixed-size-custom-font" and base == "LoginSplashViewController.m" and line == 54:
            return name, "debatable", "D141", "the 38 pt \"IRC\" \"Cloud\" wordmark of the login screen, sizeToFit in a frame layout: a logo set in type; scaling it with Dynamic Type is not what a person would ask for"
        if rule == "fixed-size-custom-font" and base == "LoginSplashViewController.m":
            return name, "true", "T140", "the login and sign-up form (hints, text fields, buttons) in Source Sans Pro at 13-18 pt, while the rest of the app sizes text from the body text style (FONT_SIZE: the user's font-size setting, defaulting to the body style's size; preferredFontDescriptorWithTextStyle in lists and cells)"
    if app == "EvgenyKarkan+ScaryFlight":
        if rule == "weight-class-mismatch":
            return base, "debatable", "D12", "Press Start 2P Regular at usWeightClass 500, the family's one face, named by PostScript name from SKLabelNode: 100 off its style, harmless unless code asks for a weight"
    if app == "Sophiestication+Articles":
        if rule == "font-name-not-postscript":
            return name, "debatable", "D142", "\"Marker Felt\", a system family name, in +[UIFont markerFontOfSize:], a category helper nothing in the app calls: true of the line (the family would load MarkerFelt-Thin or -Wide at Core Text's choice), but dead code; the font that matters to this reader is Tisa, which its web view loads"
    return None
