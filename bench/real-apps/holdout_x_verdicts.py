"""Verdicts on the apps of holdout-x.tsv (session 15, UIKit apps in Objective-C or mixed Objective-C/Swift with
storyboards and xibs), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide. The patterns are in
RESULTS-holdout-x.md and PATTERNS.md (FP600 and up, D600 and up, T600 and up, M600 and up).
"""
import os

# nayn's UIFont (Additions) category: which of its class methods anything calls (grep of the whole checkout).
NAYN_UNCALLED = {14: "topicTitleFont", 18: "categoryButtonFont", 30: "articleTimestampFont"}
NAYN_CALLED = {22: "articleTitleFont (article titles: ArticlesViewController, ArticleDetailViewController)",
               26: "categoryTitleFont (the category pager's labels, the categories button, ArticleContainerTitleView)",
               38: "newsCountFont (ArticleContainerTitleView's subtitle)"}

def verdict(app, rule, msg, rel, name, f):
    base = os.path.basename(rel)
    line = f["line"] or 0
    if app == "NYPL-Simplified+Simplified-iOS":
        if rule == "font-name-not-postscript" and "OpenDyslexic3" in msg:
            return "OpenDyslexic3", "true", "T600", "the reader settings' dyslexic-font button asks UIFont(name: \"OpenDyslexic3\") — the family of the two shipped faces (OpenDyslexicThree-Regular, -Bold): Core Text picks one of them; the PostScript name names exactly one"
        if rule == "font-name-not-postscript" and "Avenir Next" in msg:
            return "Avenir Next", "debatable", "D602", "true of the line (a system family name, Core Text picks a face), but it is in NYPLConfiguration.welcomeScreenFont(), which nothing in the checkout calls (not @objc, no Swift caller): nothing the user sees changes"
        if rule == "fixed-size-custom-font":
            return "OpenDyslexic3", "debatable", "D601", "the \"Aa\" swatch of the reader settings' font-face row (its siblings are Helvetica and Georgia at 22 pt, also fixed): a sample of a choice in a fixed-size toolbar, not text read; defensible either way, as D2's icons"
    if app == "xbmc+Official-Kodi-Remote-iOS":
        if rule == "fixed-size-custom-font":
            return "Roboto-Regular", "true", "T601", "the main menu's item and connection-status labels (20 and 13 pt, iPhone and iPad) and the custom-button cells' titles (20 pt) in Roboto at literal sizes; nothing in the app scales (no UIFontMetrics, no preferredFontForTextStyle, no adjustsFontForContentSizeCategory)"
        if rule == "missing-glyphs":
            return "Roboto-Regular [ro-ro]", "true", "T602", "Roboto-Regular (the app's only face) lacks ț/Ț; the main menu draws LOCALIZED_STR(@\"App Settings\") = \"Stabiliri aplicație\" in it (MasterViewController, MenuViewController): that letter comes from a fallback font beside Roboto"
    if app == "comyarzaheri+Sol":
        if rule == "fixed-size-custom-font" and line == 198:
            return "Climacons-Font", "false", "FP600", "the current-conditions weather symbol at `const NSInteger fontSize = 180;` in a 180 pt tall label: a decoration by lint's own rule (over 100 pt is quiet, as the literal 200 of the logo label in SOLMainViewController is), but the size sits in an Objective-C const local lint does not read; and Climacons is an icon face"
        if rule == "fixed-size-custom-font":
            return "Climacons-Font", "debatable", "D603", "the forecast weather symbols in 40x40 labels (`const NSInteger fontSize = 40;`): Climacons is an icon face (symbols on ASCII punctuation, digits and capitals), which lint's icon test (Private Use Area, or letters with no digit, . or ,) does not see; icons at a fixed size, as D2 and D140"
    if app == "naynco+nayn.ios":
        if rule == "style-linking" and f["severity"] == "info":
            return base, "true", "T860", "an info, rightly (D700 decided): GT America Condensed Bold Italic without the bold bits (right for its makeotf style-linking group), named by PostScript name, no code asking for a style"
        if rule == "style-linking":
            return base, "debatable", "D600", "GT America Condensed Bold Italic: Windows IDs 1/2 \"GT America Condensed Bold\"/\"Italic\" (the makeotf style-linking group whose Italic this face is: no bold bit is right for it), Mac ID 2 and ID 17 \"Condensed Bold Italic\"; FP280's open question (the acceptance set calls the same file pattern true), and the app names the face by PostScript name and asks no trait; until the D600 message fix the bold line quoted 'style name \"Italic\" yes', the Windows ID 2 it did not judge by"
        if rule == "fixed-size-custom-font" and base == "UIFont+Additions.m" and line in NAYN_UNCALLED:
            return name, "debatable", "D604", "+[UIFont %s] is called by nothing (only its declaration and definition name it): true of the line, nothing the user sees" % NAYN_UNCALLED[line]
        if rule == "fixed-size-custom-font" and base == "UIFont+Additions.m" and line in NAYN_CALLED:
            return name, "true", "T603", "+[UIFont %s] at a literal size; nothing in the app scales (no UIFontMetrics, no text style)" % NAYN_CALLED[line]
        if rule == "fixed-size-custom-font" and base == "NaynParser.m":
            return name, "true", "T603", "the article body (paragraphs, bold, italic runs) built from HTML at 18 pt with a fixed 29 pt line height: the text a news reader is read for never follows Dynamic Type"
    return None
