"""Verdicts on the apps of holdout-v.tsv (session 14, generated or modular projects: Tuist, local Swift packages,
design-system modules), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide (missing-glyphs infos). The
patterns are in RESULTS-holdout-v.md and PATTERNS.md (FP460 and up, D460 and up, T460 and up, M460 and up).
"""
import os

# Fonttastic's gallery faces: every one is registered from the framework's bundle at run time and drawn by the
# PostScript name CGFont reports (FontsService.saveCustomFont → UIFontFactory's UIFontDescriptor(name:size:)).
GALLERY = "the app draws each of its 110 third-party faces by the PostScript name CGFont reports (FontsService.saveCustomFont, UIFontFactory.makeFont: UIFontDescriptor(name:size:)) and asks for no trait or weight: nothing it draws changes, and the file is a third party's, shown as it is"

def verdict(app, rule, msg, rel, name, f):
    base = os.path.basename(rel)
    if app == "ok-su-su+iOS":
        if rule == "fixed-size-custom-font" and msg.startswith("UIFont(name:size:)"):
            return name, "debatable", "D680", "true of the code (SSFont's UIKit twin, `var UIFont: UIFont`, makes Pretendard with implicit `.init(name:size:)` at the same literal sizes, M462), but no file reads the property: nothing draws it"
        if rule == "fixed-size-custom-font":
            return name, "true", "T460", "SSFont.font, the design system's one SwiftUI font: every SSTypoModifier (about 200 uses: titles, buttons, text fields) draws Pretendard at the enum's literal size (SizeTypes.fontSize); nothing in the app scales (no relativeTo, no @ScaledMetric, no dynamicTypeSize)"
    if app == "tonkeeper+ios":
        if rule == "fixed-size-custom-font":
            return name, "true", "T680", "a Montserrat helper's helper (montserratSemiBold(size:) → the private font(_:size:) → UIFont(name:size:), M461) called with a literal size: the TKTextStyles and the amount field draw Montserrat at fixed sizes, and nothing in the app scales (no UIFontMetrics, no adjustsFontForContentSizeCategory, no preferredFont)"
    if app == "stilltimm+Fonttastic":
        if rule == "restricted-embedding":
            return base, "true", "T461", "fsType 0x2 (Restricted License embedding) in a face the app copies (FonttasticTools/Resources/**) and draws into the images its keyboard shares; two are Herofonts' Moonglade DEMO files: whether the licences allow shipping them is worth a look"
        if rule == "weight-class-mismatch" and base == "12464.ttf":
            return base, "false", "FP460", "Intro Bold: a one-weight family whose name carries the weight (IDs 1/2 \"Intro Bold\"/\"Regular\", usWeightClass 700 = Bold); lint already accepts that legacy naming, but this file also writes IDs 16/17 as the same \"Intro Bold\"/\"Regular\", and any ID 17 turned the check to the style \"Regular\""
        if rule in ("weight-class-mismatch", "style-linking") and f["severity"] == "info":
            return base, "true", "T861", "an info, rightly: the gallery's names are read from CGFont at run time (PostScript names) and no code asks for a style, so these records pick no face; true of the file, nothing drawn changes"
        if rule == "weight-class-mismatch":
            return base, "debatable", "D461", "true of the file (Cormac Black at 1000, GothicRus Medium at 400, Artemon's only face, Regular, at 700), but " + GALLERY
        if rule == "style-linking":
            return base, "debatable", "D460", "true of the file (an ExtraBold with the bold bits, a Bold without them, a Regular with bold and italic bits), but " + GALLERY
    return None
