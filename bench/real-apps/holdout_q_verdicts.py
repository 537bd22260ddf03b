"""Verdicts on the apps of holdout-q.tsv (session 13, macOS apps), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide. The patterns are in
RESULTS-holdout-q.md (FP360, D360 and up, T360 and up, M360 and up).
"""

def verdict(app, rule, msg, rel, name, f):
    if app == "samuelclay+turntouch-mac":
        if rule == "unknown-font-name":
            return name, "true", "T360", "the Nanoleaf pairing view's title (TTModeNanoleafPushlink.xib, in the app target's Resources) asks for Effra-Bold; the app ships only Effra_Rg.ttf (Effra-Regular), so AppKit unarchives the system font in its place (the app's own issue #3 notes the bold face lives only in the iOS repository)"
        if rule == "font-name-not-postscript":
            return name, "true", "F1", "[NSFont fontWithName:@\"Effra\" size:] in 46 places: the family name of the one face the app ships (Effra-Regular, activated by ATSApplicationFontsPath = fonts); Core Text's family fallback loads it today, the PostScript name names exactly that face; low stakes"
        if rule == "missing-glyphs":
            return name, "false", "FP360", "the app is localized only in English (en.lproj, Base.lproj; knownRegions en, Base; no CFBundleAllowMixedLocalizations): the vi strings are NSDateTimeAgo.bundle's, the zh_TW and other ones Sparkle.framework's (a vendored binary in Pods/, drawing its own windows in the system font); a nested bundle follows the main bundle's language, so none of them is ever shown; the message also says 'iOS draws' for a macOS-only app"
    if app == "xi-editor+xi-mac":
        if rule == "font-name-not-postscript" and rel.endswith("ClientImplementation.swift"):
            return name, "true", "M360", "the M360 miss, found: the editor's default font, CTFontCreateWithName((\"Inconsolata\" as CFString?)!, 14, nil), the family name of the two bundled Inconsolata faces (Regular, Bold): Core Text picks the face; the PostScript name Inconsolata-Regular says which"
        if rule == "font-name-not-postscript":
            return name, "debatable", "D360", "NSFont(name: \"Inconsolata\", size: 14) ?? NSFont(name: \"Menlo\", size: 14)! in TextPlaneDemo.render, a test view opened only by the 'Text Plane Test' debug menu item ('test code … will be deleted', AppDelegate): true of the line (family names; Inconsolata has Regular and Bold), but not the editor's text"
    if app == "tw93+MiaoYan":
        if rule == "unknown-font-name" and "TsangerJinKai02-W04" in msg:
            return name, "debatable", "D220", "seen since session 16 (M743: `NSFont(name: rawValue, size: 12) != nil` in `enum FontType: String`'s isAvailable, TypographyPrefsViewController.swift:23): the app target copies TsangerJinKai02-W04.ttf (project.pbxproj, Resources), whose blob this checkout lacks, so no face lint read answers; in the app the file ships at the bundle root (ATSApplicationFontsPath = .) and very likely answers to its own file name: lint cannot know, and an error claims more than it saw (as D220, where the UIAppFonts entry already turns such a name into a warning)"
        if rule == "font-name-not-postscript":
            return name, "true", "F1", "NotesTextProcessor.publicFont = NSFont(name: \"Helvetica Neue\", …), used by MarkdownRuleHighlighter for spans of the editor: a macOS family name (Core Text loads HelveticaNeue, its regular face); the PostScript name names exactly one face; low stakes"
    if app == "skiptools+skipapp-showcase":
        if rule == "font-name-not-postscript":
            return name, "true", "F1", "Font.custom(\"Protest Guerrilla\", size: 30) in TextPlayground: the family name of the one face shipped (ProtestGuerrilla-Regular); it loads, the PostScript name is safer; low stakes. The message names the face's file by the Android symbolic link (Android/app/src/main/res/font/…) rather than the file the Darwin target copies (Sources/Showcase/Resources/protest_guerrilla.ttf): D361"
        if rule == "missing-glyphs" and f["severity"] == "info":
            return name, "debatable", "D362", "an info, true of the face (no U+2192, U+25B2), but only the 'Custom Font' label is drawn in Protest Guerrilla; the arrows and triangles are other playgrounds' text in the system font"
    return None
