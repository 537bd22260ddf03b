"""Verdicts on the apps of holdout-c.tsv (session 11), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide. The patterns are in
PATTERNS.md (FP80 and up, M80 and up, T80 and up).
"""
import os, re

def verdict(app, rule, msg, rel, name, f):
    face = re.search(r"font file \(([^)]+)\)", msg)
    face = face.group(1) if face else name
    if app == "mozilla-mobile+guardian-vpn-ios":
        if rule == "fixed-size-custom-font" and "makes UIFont(name:size:)" in msg:
            return name, "true", "T81", "a caller of the UIFont.custom(_:size:) helper, found since the helpers' callers are followed: a literal size (UIFont.custom(.inter, size: 11)) in attributes or labels, and nothing in the app scales (no UIFontMetrics, no adjustsFontForContentSizeCategory); the message names the raw value of the case the caller passes (since T81's fix)"
        if rule == "weight-class-mismatch":
            return os.path.basename(rel), "true", "T80", "a real defect of the file (a Light, Thin or Extra Light at 400, a Medium or Semi Bold Italic at 700), in the family the app names by its family name (CustomFont.metropolis = \"Metropolis\"): which face that name loads depends on these weights"
        if rule == "font-name-not-postscript":
            return name, "true", "M80", "the M80 miss, found: a family name from CustomFont's raw values; for \"Metropolis\", whose Thin to Regular all claim 400, lint's guess of the face is Extra Light, not Regular"
        if rule == "missing-glyphs" and f["severity"] == "info":
            return name + " (U+2022)", "debatable", "FP86", "an info since the FP86 fix: true of the face, though the strings with the bullet go only to an Inter label"
        if rule == "missing-glyphs":
            return name + " (U+2022)", "false", "FP86", "the two strings with a bullet go to VPNToggleView's subtitleLabel, drawn in Inter-Regular (which has U+2022); Metropolis draws only the title"
    if app == "FolioReader+FolioReaderKit":
        if rule == "invalid-info-plist":
            return "FolioReaderTests/Info.plist", "false", "FP80", "the Info.plist of an iOS unit-test bundle: not the app's, and ATSApplicationFontsPath means nothing on iOS"
        if rule == "font-not-registered":
            return name, "false", "FP80", "registered at run time: FolioReaderContainer calls FontBlaster.blast(bundle:) on the framework bundle; the only font key lint saw is in a test bundle's Info.plist"
        if rule == "fixed-size-custom-font":
            return name, "false", "FP84", "the quote card: a fixed-geometry view rendered into a shared image (UIImage.imageWithView, drawHierarchy), its labels shrinking to fit"
        if rule == "font-name-not-postscript":
            return name, "true", "F1", "a system family name (Avenir): Core Text's fallback loads a face, the PostScript name names exactly one"
    if app == "readium+swift-toolkit" and rule == "duplicate-postscript-name":
        return "OpenDyslexic-Regular", "false", "FP82", "two packages' resources (Streamer, Navigator) that nothing registers with Core Text: the Navigator serves its copy to the web view through @font-face built in Swift (CSSFontFace), the Streamer's is unused"
    if app == "jellyfin+Swiftfin" and rule == "missing-font-file":
        return "NotoSansCJK-Regular.ttc", "artefact", "-", "the file is in the repository (Shared/Resources/Fonts) but the mirror lacks its blob: an artefact of the checkout, not of the app"
    if app == "Provenance-Emu+Provenance":
        if rule == "invalid-info-plist":
            return "Provenance/Info.plist", "false", "FP81", "a fragment of keys (no <plist> root) that no target's INFOPLIST_FILE names: not built into anything"
        if rule == "missing-glyphs" and msg.startswith("GLYPHICONSHalflings"):
            return "GLYPHICONSHalflings-Regular", "false", "FP83", "Bootstrap's icon font of the web uploader's page: css/bootstrap.css loads ../fonts/… with @font-face in a web view; never the app's text face"
    return None
