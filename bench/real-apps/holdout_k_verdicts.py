"""Verdicts on the apps of holdout-k.tsv (session 12, fresh-k), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide. The patterns (FP240 and up,
M240 and up, D240 and up) are described in RESULTS-holdout-k.md.
"""
import os, re

def verdict(app, rule, msg, rel, name, f):
    face = re.search(r"font file \(([^)]+)\)", msg)
    face = face.group(1) if face else name
    sev = f["severity"]
    if app == "edx+edx-app-ios":
        if rule == "unknown-font-name" and rel == "Source/OEXFonts.swift" and f.get("line") == 58:
            return name, "false", "FP240", "a fonts.json key, not a font name: OEXFonts.fontName(identifier:) returns fontsDictionary[getIdentifier(…)] (a value read at run time from the bundled fonts.json, e.g. \"Inter-Bold\"); its only other return is getIdentifier(.Irregular) = \"Zapfino\" (a system font); lint took the keys of getIdentifier's switch for names"
        if rule == "unknown-font-name" and rel == "Source/OEXFonts.swift" and f.get("line") == 73:
            return name, "false", "FP241", "UIFont(name: getIdentifier(identifier: FontIdentifiers.Irregular), …): the argument is a literal case, whose return is \"Zapfino\" (an iOS system font, which lint also resolved); the other 14 returns of the switch cannot reach this call"
        if rule == "unknown-font-name" and rel == "Source/OEXMySettingsViewController.xib" and f["severity"] == "warning":
            return name, "true", "D240", "fixed on branch nibs (D380, as D240 asked): an error per place became one warning per name saying nothing loads the xib. True as a warning: OEXMySettingsViewController.xib is copied into the app, but no class OEXMySettingsViewController and no nib-name reference exists (only the project's file list names it), and it names Open Sans, which the app does not ship: nothing fails at run time, but a dead document naming a missing face is worth a look (delete it)"
        if rule == "unknown-font-name" and rel == "Source/OEXMySettingsViewController.xib":
            return name, "debatable", "D240", "true of the file (Open Sans is not shipped; UIKit would draw the system font), but the xib is dead: no class OEXMySettingsViewController and no nib-name reference exists in the app, only its Copy Bundle Resources entry; an error that fails CI for a resource nothing loads claims more than a person would (a warning 'copied but never loaded' would be fair)"
        if rule == "font-name-not-postscript":
            return name, "true", "F1", "the family name of a one-face icon font (Material Icons Sharp → MaterialIconsSharp-Regular): it loads, and the PostScript name is safer; low stakes"
        if rule == "missing-font-file":
            return "FontAwesome.otf", "debatable", "D242", "a vendored library's demo project (Libraries/FontAwesome.swift/Demo), not the app: its Resources/ folder was deleted when edX copied the library's classes into its own target; true that the file is absent, the guess 'a file made before the build' is wrong; an info"
        if rule == "missing-glyphs" and msg.startswith("RobotoMono"):
            return name + " (U+2713)", "debatable", "D243", "true of the face; whether the VIDEO_SETTING_SELECTED string is drawn in Roboto Mono (the 'secondary' font) was not settled; an info"
    if app == "openedx+openedx-app-ios":
        if rule == "unknown-font-name":
            return name, "false", "FP240", "FontParser.fontName(for:) returns fonts[identifier.rawValue] (a value of the bundled fonts.json, SFPro-Regular …, read at run time); \"regular\" is only the return after assert(false) when fonts.json lacks the key, and it is the key, not a name: not every return is a literal, so the name is given at run time"
        if rule == "missing-font-file":
            return name, "false", "FP242", "Core/Info.plist and Theme/Info.plist are named by no target's INFOPLIST_FILE (the frameworks generate theirs, GENERATE_INFOPLIST_FILE = YES), and UIAppFonts in a framework's plist is not read by iOS anyway; the app's OpenEdX/Info.plist has an empty UIAppFonts, and the theme font (fonts_file.ttf) is registered in code (CTFontManagerRegisterFontsForURL)"
    if app == "minvws+nl-covid19-coronacheck-app-ios" and rule == "fixed-size-custom-font":
        if f.get("line") == 76:
            return name + " (bodyMontserratFixed)", "debatable", "D241", "the navigation-bar title font (UINavigationBar titleTextAttributes, in AppDelegate and UIViewController+Extension), deliberately fixed (the property is named ...Fixed): UIKit keeps the system bar title fixed too; the D121 info form ('a bar title') would fit, a warning is more than a person would want"
        return name + " (customMontserratTextStyles)", "false", "FP243", "the fonts of the static text-style → UIFont map are read only by customMontserratFont(forTextStyle:), which returns UIFontMetrics(forTextStyle: style).scaledFont(for: map[style]): scaled, through a dictionary property of the same type"
    if app == "novinfard+SmartWallet" and rule == "unregistered-font":
        return face, "true", "T240", "true and harmless: the FontAwesome.swift Swift package loads its own copies from its bundle; the app's copies under SmartWallet/Resources/Fonts are registered and named by nothing and can go"
    return None
