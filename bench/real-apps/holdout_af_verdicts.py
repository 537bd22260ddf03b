"""Verdicts on the apps of holdout-af.tsv and holdout-ah.tsv (session 17, round 7 of unseen apps), each from reading
that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide (missing-glyphs infos). The
patterns are in RESULTS-holdout-af.md, RESULTS-holdout-ah.md and PATTERNS.md (FP1000, D960, D961, T960 and up,
T1000 and up).
"""
import re


def verdict(app, rule, msg, rel, name, f):
    if app == "EmergeTools+hackernews" and rule == "missing-font-file":
        entry = re.search(r'"([^"]+)" matches no file', msg).group(1)
        if "HomeWidget" in rel:
            return entry, "true", "T960", "the widget's UIAppFonts names the Android file names (ibm_plex_sans_regular.ttf …) inside Fonts_Fonts.bundle, but the local package Fonts copies IBMPlexSans-Regular.ttf … into that bundle: no such file in the widget's bundle, iOS registers nothing for it and the widget's IBM Plex text falls back to the system font"
        return entry, "false", "FP1001", "Fonts_Fonts.bundle is SwiftPM's resource bundle of the local package ios/Packages/Fonts (target Fonts, resources .copy(\"IBMPlexSans-Regular.ttf\") …), which the app target links (packageProductDependencies Fonts): Xcode copies the bundle into the app, and the entry is the font's path inside it, which iOS registers. lint does not map <Package>_<Target>.bundle/ to the package target's resources"
    if app == "Al-Najd+iOS" and rule == "unknown-font-name" and f["severity"] == "warning":
        return name, "debatable", "D960", "fixed as an error in session 20 (only the app target compiles the file, so `public` opens it to no module): the warning says what is so, a generated style nothing in the checkout calls naming a font no file holds (RobotoRoman-*, SFPro-*); whether a person wants dead generated code flagged is debatable, nothing fails at run time"
    if app == "Al-Najd+iOS" and rule == "unknown-font-name":
        return name, "debatable", "D960", "FigmaExport's generated Font+extension.swift (`public extension Font`, 26 static funcs): no line of the checkout calls any of them (grep of every `.bodyLarge()` …), and the app draws its text with the DesignSystem module's Poppins / SF Pro Rounded / El Messiri; RobotoRoman-* and SFPro-* are in no file of the repository, so the generated styles would fall back to the system font if ever called. True of the file, nothing fails at run time; `public` kept the D381/D604 'nothing calls it' test from judging them, though the file is compiled into the app, which nothing imports"
    if app == "AnimealProject+animeal_iOS" and rule == "style-linking":
        return name, "true", "T962", "SFProDisplay-Bold.ttf sets no bold bit, and the Style package picks every face by a PostScript name built at run time (StyleTypography: UIFont(name: preset.bold, …) with preset.bold = \"\(familyName)-Bold\"): an info that the bits disagree and that nothing is seen to pick a face by them is exactly right"
    if app == "novasamatech+nova-wallet-ios" and rule == "fixed-size-custom-font":
        if "VoteCard" in rel:
            return name, "debatable", "D961", "VoteCardSummaryProcessor fits a referendum's summary into the swipe card: searchFontSize(for:size:) steps the size down from 40 to 12 pt until the text fits the card's box; a fixed size by design of a fit-to-box layout, which Dynamic Type would not change; true only in that the text never grows with the user's setting"
        return name, "true", "T961", "UIFont extensions of Common/Extension/UIKit (UIFont+Style …) make Nova's text styles from R.font.publicSans…(size:) at literal sizes, used by the app's labels; nothing in the app scales (no UIFontMetrics, no adjustsFontForContentSizeCategory): that text ignores Dynamic Type"
    if app == "ReseauEntourage+entourage-ios" and rule == "unknown-font-name":
        if "customFonts entry" in msg:
            return name, "debatable", "D425", "the storyboard's customFonts index names SF-UI-Text-*.otf, which the repository no longer has; each fontDescription that uses the face is its own error too (D425: the index entry repeats them)"
        return name, "true", "T1000", "SF UI Text (SFUIText-Bold/-Regular/-Light/-Medium/-Semibold, once misspelt SFUItext-Semibold) is not in the repository (the storyboard's customFonts names SF-UI-Text-*.otf files that are gone) and not an iOS font by that name: UIFont(name:) is nil and the labels of the solidarity guide and the share cell fall back to the system font; the storyboard's labels too"
    if app == "ReseauEntourage+entourage-ios" and rule == "fixed-size-custom-font":
        return name, "true", "T1001", "ApplicationTheme's getFontQuickSandBold(size:) / getFontNunitoRegular(size:) and the UILabel extension's setFontTitle(size:) … make UIFont(name:size:) at the literal sizes their 460 callers pass; the app scales nothing (one file mentions UIFontMetrics/adjustsFontForContentSizeCategory, not for these labels): the text ignores Dynamic Type"
    if app == "HabitatMap+AirCastingiOS":
        if rule == "duplicate-postscript-name":
            return "Muli-Italic", "true", "T1002", "Muli-Italic.ttf and Muli-Italic-VariableFont_wght.ttf are both in the app's Copy Bundle Resources and both in UIAppFonts, and both are named Muli-Italic: iOS registers one and drops the other, so which italic (static or variable) the app draws is not up to it"
        if rule == "fixed-size-custom-font":
            return name, "true", "T1003", "muli(size:weight:) / moderate(size:weight:) make Font.custom(_:fixedSize:) (and UIFont.muli(size:) UIFont(name:size:)) at the literal sizes their callers pass; nothing scales: AirCasting's text ignores Dynamic Type"
        if rule == "font-name-not-postscript":
            return "Muli", "true", "T1004", "UIFont(name: \"Muli\") / Font.custom(\"Muli\", …) by family name: the family has 21 faces (static and two variable fonts' instances), so Core Text picks one; the PostScript name Muli-Regular says which"
        if rule == "style-linking":
            return name, "true", "T1005", "Moderat-Trial-Bold sets neither fsSelection bold nor macStyle bold, and ConfirmCreatingSessionView asks for the family by weight (.bold): Core Text may not take this face for the bold request"
    if app == "ThePalaceProject+ios-core":
        if rule == "unknown-font-name" and f["severity"] == "info":
            return name, "true", "FP1000", "fixed in session 20: the info says what the code does, the sentinel \"Original\" handed on as nil from `private var uiFont: UIFont?` beside raw values that load, so the picker's first row keeps the book's font; nothing fails"
        if rule == "unknown-font-name":
            return name, "false", "FP1000", "TPPReaderFont.original = \"Original\" is a sentinel (\"Readium2 shows default book font for index 0\"), not a font name: `private var uiFont: UIFont?` returns UIFont(name: rawValue, …) as an Optional and `var font: Font?` maps nil to nil, so `.font(readerFont.font)` keeps the environment's font for that row of the picker, by design. The other raw values (Helvetica, Georgia) are fonts and load; nothing fails"
        if rule == "font-name-not-postscript":
            return "OpenDyslexic3", "debatable", "D962", "UIFont(name: \"OpenDyslexic3\") by family name: the family has two faces, Regular and Bold, and Core Text's fallback for a family name gives the Regular face; right in principle (use OpenDyslexicThree-Regular), nothing changes at run time"
        if rule == "fixed-size-custom-font":
            return "OpenDyslexic3", "debatable", "D963", "the reader-settings font picker's preview of OpenDyslexic at 20 pt (24 pt for the others, system fonts UIFont(name:) does not judge): a sample of the font in a picker row; the book text itself is drawn by Readium at the user's reader size"
    return None
