"""Verdicts on the apps of holdout-aa.tsv (session 16, SwiftUI apps of 2023–2026: Tuist manifests with a custom font
synthesizer, a SwiftPM app package with SwiftGen's build-tool plugin, widgets over local Swift packages), each from
reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide (missing-glyphs infos). The
patterns are in RESULTS-holdout-aa.md and PATTERNS.md (FP741 and up, D741 and up, T741 and up, M741 and up).
"""
import os

PIZZA = "pizza-studio+PizzaHelperUnited"
DROIDKAIGI = "DroidKaigi+conference-app-2024"
# DroidKaigi's TypographyTokens (app-ios/Sources/Theme/Typography.swift:31-45), read by session 20.
DROIDKAIGI_UNUSED = {"displayLarge", "displayMedium", "displaySmall", "labelSmall"}

def verdict(app, rule, msg, rel, name, f):
    base = os.path.basename(rel)
    if app == DROIDKAIGI and rule == "fixed-size-custom-font" and rel.endswith("Sources/Theme/Typography.swift"):
        return name, "true", "T1020", "a design token of TypographyTokens at a fixed point size (SwiftGen's FontAssets.<family>.regular.font(size:)), wrapped in TextStyle and drawn by TextStyleModifier as .font(SwiftUI.Font(style.font)): a UIFont made at a literal size does not follow Dynamic Type, and nothing in app-ios scales it (no UIFontMetrics, no dynamicTypeSize); 69 .textStyle(...) uses in the feature views (titleMedium 23, titleSmall 10, ...). displayLarge/Medium/Small and labelSmall are not used yet, but they are the same table, fixed in the same place"
    if app != PIZZA:
        return None
    if rule == "weight-class-mismatch" and f.get("instance") is None:
        return base, "debatable", "D741", "true of the file: Hitmarker VF's default face is wght 300 (Condensed Light) with usWeightClass 400; harmless here: the app names the family (`Font.custom(familyName, size:)`, WidgetSharedSettings.swift:24), registers this one file and never asks for a weight, so Core Text has no weight to match"
    if rule == "weight-class-mismatch" and f.get("instance") is not None and 'style "Normal ' in msg:
        return "%s (instance %s)" % (base, f["instance"]), "false", "FP741", "\"Normal\" is this family's width (Condensed / Normal / Wide at wdth 0 / 30 / 100), not its weight: \"Normal Light\" is a Light at wght 300, in order with Condensed Light and Wide Light; lint took the width word for weight 400"
    if rule == "missing-glyphs":
        return "HitmarkerVF-CondensedLight [all]", "false", "FP742", "the face draws one thing, the widgets' stamina count (`Text(dailyNote.staminaIntel.finished.description)`, ProfileAndMainStaminaView.swift:50, and the tiny-glass variant at :182): digits only, never the strings it is checked against"
    return None
