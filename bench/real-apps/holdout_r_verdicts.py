"""Verdicts on the apps of holdout-r.tsv (session 13, games and creative/reading apps), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide. The patterns are in
RESULTS-holdout-r.md (FP380 and up, D380 and up, T380 and up, M380 and up).
"""
import os, re

def verdict(app, rule, msg, rel, name, f):
    sev = f["severity"]
    face = re.search(r"font file \(([^)]+)\)", msg)
    face = face.group(1) if face else name
    if app == "talthent+QuickSheet":
        if rule == "unknown-font-name" and rel.endswith("KeyboardView.xib") and sev == "warning":
            return "chords", "true", "D380", "fixed on branch nibs (D380): one warning for the 20 places instead of 20 errors. True as a warning: KeyboardView.xib is copied into the app but nothing loads it (its only mentions are its own KeyboardView class declaration, which nothing else names, and the project's file list), and its customFonts entry names scribe-chords.ttf, a file in neither the repository nor the project: nothing fails at run time, but a dead document that names a missing face is worth a look (delete it, or ship the font before anyone loads it)"
        if rule == "unknown-font-name" and sev == "warning":
            return name, "true", "D381", "fixed on branch nibs (D381): an error became a warning that says nothing calls UIFont.musicFont(_:size:). True as a warning: no face answers to the enum's raw values (the app ships only JazzText) and the force unwrap would crash if anything called the helper; nothing does, so nothing fails at run time, but dead code naming faces the app lacks is worth a look (delete it, or ship the fonts first)"
        if rule == "unknown-font-name" and rel.endswith("KeyboardView.xib"):
            return "chords", "debatable", "D380", "true of the file (scribe-chords.ttf, the file its customFonts entry names, is in neither the repository nor the project: UIKit would draw the keys in the system font), but KeyboardView.xib is loaded by nothing (no nibName, UINib or customClass names it; the root ChartViewController's xib does not embed it), and one missing face is 20 errors, one per button"
        if rule == "unknown-font-name":
            return name, "debatable", "D381", "true that no face answers (the app ships only JazzText), and the force unwrap would crash; but UIFont.musicFont(_:size:) is called by nothing in the app: dead code fails nothing at run time"
        if rule == "unregistered-font":
            return face, "false", "FP340", "first triaged true (T380); but ChartViewController.xib's customFonts index lists \"JazzText Regular.ttf\", and Xcode's xib compiler adds the fonts of that index to the built Info.plist's UIAppFonts (IBC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS, on by default; holdout-p's FP340): the face is registered at launch"
    if app == "giovaninppc+dots":
        if rule == "missing-glyphs":
            return face + " (pt-BR)", "true", "T381", "the app ships pt-BR strings and draws them in ItsaSketch (UIFont.sketch: titles, item descriptions, settings): é, ã, ç, õ… fall back mid-word to the system font"
        if rule == "fixed-size-custom-font":
            return name, "true", "T382", "the UIFont.sketch(size:) helper; its 19 callers pass literal sizes (15-60 pt) and nothing in the app scales (no UIFontMetrics, no adjustsFontForContentSizeCategory); the app's own accessibility switch gives the system font at the same fixed size"
        if rule == "unregistered-font" and os.path.basename(rel) == "Sketch.ttf":
            return face, "true", "T384", "session 16: Sketch.ttf is copied into the app (Copy Bundle Resources) and nothing registers or names it: the app draws ItsaSketch.ttf, which FontLoader.loadSketchFont() registers by that file's name; a dead file in the bundle, and the info's advice (register it or stop copying it) is right"
    if app == "adamwulf+loose-leaf":
        if rule == "missing-glyphs":
            what = "the malformed hr table of FacebookSDKStrings.bundle" if "were not checked" in msg else "the th (and ar, he, hi…) strings of DigitsKit.framework's and FacebookSDKStrings.bundle's tables"
            return (os.path.basename(rel) if "were not checked" in msg else face), "false", "FP380", "%s: vendored SDK strings no target of the app copies (no Copy Bundle Resources names the bundle; the framework's tables are drawn by its own UI, never in Lato); LooseLeaf's own Localizable.strings have no th" % what
        if rule == "fixed-size-custom-font":
            return name, "true", "T383", "Lato in the feedback, newsletter and release-notes panels (labels, text views, buttons) at literal sizes; nothing in the app scales (no UIFontMetrics, no preferredFont, no adjustsFontForContentSizeCategory)"
    return None
