"""Verdicts on the apps of holdout-ac.tsv (session 16, macOS apps: AppKit and SwiftUI on the Mac, Mac Catalyst,
ATSApplicationFontsPath, NSFont(name:), CTFontManagerRegisterFontsForURL), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide. The patterns are in
RESULTS-holdout-ac.md and PATTERNS.md (FP780 and up, D780 and up, T780 and up, M780 and up).
"""

SPATTERLIGHT_THEMES = "application/Preferences/BuiltInThemes.m"

def verdict(app, rule, msg, rel, name, f):
    if app == "angstsmurf+spatterlight":
        if rule == "unknown-font-name" and name.startswith("Atari ST 8x16 System Font"):
            return name, "true", "T780", "BuiltInThemes.m's Atari ST theme sets its grid, buffer, input and header styles from [NSFont fontWithName:@\"Atari ST 8x16 System Font(-Bold)\" size:18]; no file of resources/fonts (nor macOS) has that face, so the call returns nil and GlkStyle's setFont: logs \"GlkStyle setFont called with bad Font!\" and keeps the default (Source Code Pro / Helvetica): the theme never shows its font on a user's Mac (only where the author installed it)"
        if rule == "unknown-font-name" and name.startswith("PxPlus VGA SquarePX") and "differs only in letter case" in msg:
            return name, "true", "T781", "after the fix: the hint now names the bundled family in its own case (\"PxPlus VGA SquarePx\" / \"PxPlus VGA SquarePx UC\") and says NSFont(name:size:) compares names with case: the theme falls back to the default font (GlkStyle setFont: ignores nil)"
        if rule == "unknown-font-name" and name.startswith("PxPlus VGA SquarePX"):
            return name, "true", "T781", "the MS-DOS theme names \"PxPlus VGA SquarePX\" (and \"… UC\"); the bundled faces' family names are \"PxPlus VGA SquarePx\" and \"PxPlus VGA SquarePx UC\" (PostScript PxPlus_VGA_SquarePx, PxPlusVGASquarePxUC-Regular): NSFont(name:size:) on macOS compares names with case (xbar issue 360), so it returns nil and the theme keeps the default font (GlkStyle setFont: ignores nil). True; the hint \"did you mean PxPlus_VGA_SquarePx\" is right for the first and wrong for the UC face, and says nothing of letter case"
        if rule == "unknown-font-name" and name == "SF Pro" and f["severity"] == "info":
            return name, "true", "FP780", "after the fix: an info saying the code tests the lookup for nil and has a branch for the font's absence (SpatterlightQuickLook/InfoView.m:62-66, SF Symbols' stars only when SF Pro loads, ★/☆ otherwise): right, nothing fails"
        if rule == "unknown-font-name" and name == "SF Pro":
            return name, "false", "FP780", "SpatterlightQuickLook/InfoView.m:62 `NSFont *currentFont = [NSFont fontWithName:@\"SF Pro\" size:12]; BOOL noSF = NO; if (!currentFont) { currentFont = [NSFont systemFontOfSize:13]; noSF = YES; }` and later draws SF Symbols' star glyphs only when SF Pro was found, ★/☆ otherwise: a probe for a font the user may have installed, whose absence the code handles with a branch of its own; nothing fails"
        if rule == "font-name-not-postscript":
            return name, "true", "T782", "a family or full name of a bundled face (or the system family Gill Sans) in a built-in theme or the library's side view: NSFont(name:size:) loads a face by Core Text's fallback; the PostScript name names exactly one (as F1)"
        if rule == "weight-class-mismatch":
            return "FreeFont3.ttf", "debatable", "D780", "true of the file (subfamily Medium, usWeightClass 400), but FreeFont3 is a one-face family (Beyond Zork's Z-machine graphics font) that the app names only by its PostScript name (GlkTextGridWindow.m:1561, GlkTextBufferWindow+Styles.m:264/288) and asks no weight of: no weight matching has another face to pick, nothing the app draws changes (as D461)"
    if app == "allenai+OLMoE.swift" and rule == "font-name-not-postscript":
        return name, "true", "T783", "Font.manrope(_:size:) / telegraf(_:size:) are `custom(\"Manrope\" / \"PP Telegraf Custom\", size:).weight(w)`, used for the whole app (the root .environment(\\.font, .manrope()), buttons, titles, .telegraf(.medium, size: 40)): a family name, so Core Text picks the face (for Manrope's variable font the default instance, ExtraLight) and .weight() does not switch to the Bold/Medium faces the app ships"
    return None
