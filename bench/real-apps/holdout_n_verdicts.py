"""Verdicts on the apps of holdout-n.tsv (session 12, fresh-n), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide. The patterns are in
RESULTS-holdout-n.md (FP300, D300 and up, T300 and up, M300 and up; FP84 is session 11's).
"""
import os, re

def verdict(app, rule, msg, rel, name, f):
    sev = f["severity"]
    face = re.search(r"font file \(([^)]+)\)", msg)
    face = face.group(1) if face else name
    if app == "walktalkmeditate+pilgrim-ios":
        if rule == "unknown-font-name" and sev == "warning" and 'chain falls back to "Georgia-Italic" (a system font)' in msg:
            return name, "true", "T307", "FP300 fixed (session 13): the first two names of the share card's ?? chain load nothing (the app ships no italic of Cormorant Garamond) and the chain lands on Georgia-Italic, an iOS font; a warning that says so, and that the family ships no italic, is worth a look: the tagline is not in the face the designer chose"
        if rule == "unknown-font-name":
            return name, "false", "FP300", "the first two names of a ?? chain (UIFont(name: \"CormorantGaramond-LightItalic\") ?? UIFont(name: \"CormorantGaramond-Italic\") ?? UIFont(name: \"Georgia-Italic\") ?? .italicSystemFont) in the share card's tagline: true that no face answers (the app ships no italic), but the chain loads Georgia-Italic, an iOS font, so nothing fails at run time; worth a warning, not an error"
        if rule == "fixed-size-custom-font":
            return name, "false", "FP84", "text drawn into a share image (EtegamiRenderer / GoshuinShareRenderer: UIGraphicsImageRenderer on a fixed 1080x1920 canvas, NSString.draw(in:withAttributes:)): not text in the UI, Dynamic Type means nothing there"
    if app == "breadwallet+breadwallet-ios":
        if rule == "unknown-font-name":
            return name, "true", "T300", "right and rightly a warning: the target copies Fonts/Font-{Bold,Book,Medium}.otf, git-ignored and made by the run-script phase scripts/copy_fonts.sh from a private submodule (Modules/mobile-font, not in .gitmodules) or, failing that, from the placeholder scripts/BrisaSans-Regular.otf; in an open-source build CircularPro-* loads nothing and the code falls back to the system font, in the private build it loads: 'check the name against those files' is the right advice"
        if rule == "missing-font-file" and sev == "info":
            return msg.split('"')[1], "true", "T301", "made before the build, as the info says: the run-script phase 'sh scripts/copy_fonts.sh' writes breadwallet/Fonts/Font-*.otf (git-ignored); not checked is right"
    if app == "soramitsu+fearless-iOS":
        if rule == "fixed-size-custom-font":
            return name, "true", "T302", "R.swift's R.font.soraRc0040417*(size:) at a literal size (the UIFont+Style text styles h1Title…p3Paragraph, labels in layouts); nothing in the app scales (no UIFontMetrics, no adjustsFontForContentSizeCategory)"
        if rule == "missing-glyphs":
            return msg.split()[0] + " (vi)", "true", "T303", "the app ships vi.lproj and draws its text in Sora (UIFont+Style); Sora rc004 lacks the Vietnamese horn and hook letters (ơ, ư, ả, ạ…), which iOS then draws from a fallback font: mixed letters in every Vietnamese label"
        if rule == "style-linking" and f["severity"] == "info":
            return os.path.basename(rel), "true", "T860", "an info, rightly (D700 decided): style Bold with no bold bit, but every face is named by PostScript name through R.swift and no code asks for a style: nothing drawn changes"
        if rule == "style-linking":
            return os.path.basename(rel), "debatable", "D300", "a real defect of the file (style Bold, no bold bit in fsSelection or macStyle), but the app names each face by PostScript name through R.swift and asks for no bold trait: nothing it draws changes"
    if app == "asuc-octo+berkeley-mobile-ios":
        if rule == "fixed-size-custom-font":
            return name, "true", "T304", "the BMFont helper's closure (size parameter) whose callers all pass literal sizes (BMFont.light(12), BMFont.bold(20)…, one exception); nothing in the app scales (no UIFontMetrics, no adjustsFontForContentSizeCategory)"
        if rule == "unregistered-font" and sev == "warning" and face == "Apercu-Regular":
            return face, "true", "T305", "the widget extension copies the Apercu files and compiles Fonts.swift, and GymOccupancyWidget draws Font(BMFont.regular(10/13)); its Info.plist has no UIAppFonts, so the widget gets the system font (the ?? fallback): a real bug lint finds"
        if rule == "unregistered-font" and sev == "warning":
            return face, "debatable", "D301", "copied into the widget and named by the BMFont helper the widget compiles, but the widget never calls bold/medium/light/mediumItalic: true that it is not registered, yet 'add it to UIAppFonts' is advice for a face the widget does not draw (stop copying it is as good)"
        if rule == "unregistered-font" and sev == "info":
            return face, "true", "T306", "copied into the widget, named by nothing it compiles: harmless, the copy can go"
    return None
