"""Verdicts on the apps of holdout-h.tsv (session 12), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide. The patterns (FP180 and up)
are described in RESULTS-holdout-h.md.
"""
import os, re

def verdict(app, rule, msg, rel, name, f):
    face = re.search(r"font file \(([^)]+)\)", msg)
    face = face.group(1) if face else name
    if app == "ruuvi+com.ruuvi.station.ios":
        if rule == "missing-font-file" and "is ambiguous" in msg:
            return name, "false", "FP180", "XcodeGen: the entry belongs to one target's info: properties (station or station.widgets), and that target copies exactly one file of that name to its bundle root (its own Sources/Resources/Fonts); lint resolves the entry against every target's copies (app, widget, RuuviLocalization framework)"
        if rule == "duplicate-postscript-name" and "Common/RuuviLocalization" in rel:
            return face, "false", "FP180", "the RuuviLocalization framework's copy (byte-identical) is in the framework's bundle and its code registers it only when UIFont(name:) finds no face yet; counted as registered only because FP180 made the UIAppFonts entries ambiguous (every candidate registered)"
        if rule == "duplicate-postscript-name" and "Widgets/" in rel:
            return face, "false", "FP120", "the WidgetKit extension's own byte-identical copy, registered by the extension's UIAppFonts in the extension's bundle: two bundles, nothing dropped"
        if rule == "missing-glyphs":
            return face, "false", "FP181", "the only string is \"NOₓ index\" of RuuviWidgetsConfiguration.strings, the localization of RuuviWidgetsConfiguration.intentdefinition: iOS shows it in the widget's configuration sheet in the system font; the app never draws it in Mulish"
        if rule == "fixed-size-custom-font":
            return name, "debatable", "D180", "one digit of a one-time code in a fixed 44-point-wide box (adjustsFontSizeToFitWidth = false): scaling it with Dynamic Type overflows the box; fixed on purpose, though a larger box would serve low-vision users"
    if app == "covidwatchorg+covidwatch-ios-en" and rule == "font-name-not-postscript":
        return name, "true", "T181", "\"Montserrat-Semibold\" for the face Montserrat-SemiBold: loads only through case-insensitive matching that Core Text does not document; the exact name is a one-character fix"
    if app == "po4yka+runatal-ios":
        if rule == "font-not-in-target":
            return name, "true", "T183", "the widget does not copy the file: project.yml lists RunicQuotes/Resources/Fonts under the widget's `resources:`, a key XcodeGen does not have (Tuist's), so the generated project (the committed one agrees) gives RunicQuotesWidget no resources phase; its Font.custom(\"Noto Sans Runic\"…) falls back to the system font"
        if rule == "font-name-not-postscript":
            return name, "true", "F1", "a family name from RunicFontConfiguration.fontName(for:font:) (read since M180's fix): the family's one face loads by Core Text's fallback; its PostScript name (NotoSansRunic-Regular, BabelStoneRunic, Angerthas-Moria) names it exactly"
        if rule == "missing-glyphs" and f.get("severity") == "info":
            return face, "debatable", "D181", "a runic face lacks the dashes and curly quotes of \"— %@\" and \"“%@”\": punctuation around the quote falls back between words; the info says so, whether those strings are drawn in this face is the view's choice"
        if rule == "unknown-font-name":
            return name, "true", "T180", "SourceSerif4-Regular is in no file of the repository (not even fonts_sources/) and is no iOS font: the share card's quote body falls back to the system font"
    if app == "po4yka+heauton-ios" and rule == "unregistered-font" and "INFOPLIST_KEY_UIAppFonts of target" in msg:
        return "INFOPLIST_KEY_UIAppFonts", "true", "M181", "the target generates its Info.plist and sets INFOPLIST_KEY_UIAppFonts, which is not among the INFOPLIST_KEY_ settings Xcode writes into it (build settings reference; swift-build's generatedInfoPlistKeys): the six FiraCode files it lists are never registered"
    if app == "po4yka+heauton-ios" and rule == "unregistered-font":
        return face, "true", "T182", "no Info.plist registers FiraCode: the target generates its Info.plist, INFOPLIST_KEY_UIAppFonts is not among the keys Xcode documents for a generated Info.plist, and even if taken its \"Fonts/…\" paths name nothing (the synchronized folder copies the files to the bundle root); Font.custom(\"FiraCode-…\") falls back to the system font everywhere"
    return None
