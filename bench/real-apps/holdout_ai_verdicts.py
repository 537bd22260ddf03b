"""Verdicts on the apps of holdout-ai.tsv (session 20, round 8 of unseen apps), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide (the bar-title info, D121).
The patterns are in RESULTS-holdout-ai.md and PATTERNS.md (T1100 and up, FP1100 and up).
"""
import re


def verdict(app, rule, msg, rel, name, f):
    if app == "snik2003+Singly":
        if rule == "unknown-font-name" and f["severity"] == "info":
            return name, "true", "FP1100", "an info that says the truth: the font is of an outlet CustomAlertController's viewDidLoad sets (titleLabel.font = .appHeadline2, messageLabel.font = .appSmallBodyText, setStyle(_:for:) → label.font = .appHeadline3, CustomAlertController.swift:152-170, 467-479), of the one button with no title (NKT-eC-e5b, cancelActionButton, which no code names), or a customFonts entry of only those uses: the Daimler face never draws, and removing it from the xib is the only change worth making"
        if rule == "unknown-font-name":
            return name, "false", "FP1100", "CustomAlertController.xib (loaded by CustomAlertController(), the nib named after the class) names Daimler CA/CS faces the repository lacks, but no Daimler text is ever shown: viewDidLoad gives every label it set a Poppins font before the alert appears (titleLabel.font = .appHeadline2, messageLabel.font = .appSmallBodyText, setStyle(_:for:) sets .appHeadline3 on the custom/cancel/ok/action1/action2 labels, CustomAlertController.swift:152-170, 467-479), and the one button (NKT-eC-e5b) has no title; the customFonts index entries only list those same uses. Nothing fails at run time"
        if rule == "font-not-registered":
            return name, "true", "T1100", "Poppins-Bold-Italic.ttf and Poppins-Medium-Italic.ttf are in the target's Copy Bundle Resources but not in Info.plist's UIAppFonts (which lists Bold, Semibold, Medium, Regular, Light): UIFont(name: \"Poppins Bold Italic\" / \"Poppins Medium Italic\") is nil and PaintbrushSettings.currentFont() falls back to UIFont.boldSystemFont / systemFont, so the signature's italic styles are drawn upright in the system font"
        if rule == "unregistered-font":
            face = re.search(r"font file \(([^)]+)\)", msg).group(1)
            return face, "true", "T1101", "copied, not in UIAppFonts, and named by PaintbrushSettings.currentFont() (\"Poppins Bold Italic\", \"Poppins Medium Italic\"): the same fault as T1100, at the file; adding it to UIAppFonts is the fix"
        if rule == "fixed-size-custom-font" and "PaintbrushSettings" in rel:
            return name, "false", "FP1101", "the font of the text and date forms the user places on the document, at the size the user picks for them (PaintbrushSettings.size: PaintbrushSizeCell.swift:27 sets it from the size picker, BasePresenter.swift:355 restores the saved setting); SignatureForm.setText (SignatureForm.swift:362) renders that text into the form's image on the page: a size chosen by the user for the document, which Dynamic Type must not change (FP13's user-setting size again)"
        if rule == "fixed-size-custom-font" and f["line"] in (25, 33):
            return name, "debatable", "D1100", "appMediumHeadline3 (AppFonts.swift:24) and appArticleBodyText (:32) are class vars no line of the app uses (grep of `.appMediumHeadline3` / `.appArticleBodyText`): true of the line, nothing is drawn at that fixed size (the D381/D604 'nothing calls it' test, not applied to class vars)"
        if rule == "fixed-size-custom-font":
            return name, "true", "T1102", "AppFonts.swift's class vars (appHeadline1 … appSmallUppercaseText) make UIFont(name: \"Poppins-…\", size: 24/18/16/14/12/10)! for the app's labels, alert and text fields; nothing in the app scales (no UIFontMetrics, no adjustsFontForContentSizeCategory): that text ignores Dynamic Type"
        if rule == "font-name-not-postscript" and "without case" in msg:
            return name, "true", "T1103", "\"Poppins-Semibold\" for the face Poppins-SemiBold (Poppins-Semibold.ttf): it loads only through case-insensitive matching that Core Text does not document (T864), and the force-unwrapped `UIFont(name:size:)!` would crash the app if it did not; the exact name is a one-letter fix"
        if rule == "font-name-not-postscript":
            return name, "true", "T1104", "a full name (\"Poppins Bold\", \"Poppins Medium\", \"Poppins Bold Italic\", \"Poppins Medium Italic\"): Core Text's fallback reaches the face, the PostScript name names it directly (F1); for the two italics the file is not registered anyway (T1100)"
    if app == "velvetroom+Waverley":
        if rule in ("invalid-info-plist", "font-not-registered", "unregistered-font"):
            subject = "ATSApplicationFontsPath" if rule == "invalid-info-plist" else (name or "SourceCodeVariable-Roman.ttf")
            return subject, "false", "FP1102", "the Mac target's Desktop.plist sets ATSApplicationFontsPath to the empty string, a path relative to Contents/Resources that names Contents/Resources itself, where Copy Bundle Resources puts SourceCodeVariable-Roman.ttf; the Mac editor force-unwraps NSFont(name: \"SourceCodeRoman-Light\", size:)! (DesktopUI/NSFont.swift:4, used by TextView.swift:21 for every document) and the key came in the same commit as the font (e71d6a3, 'Add monospaced font and update UI') and stayed through the 134 commits after it (four version updates, up to 1.159): a crash at the first document would not have gone unseen. Not verified on a Mac"
        if rule == "fixed-size-custom-font":
            return name, "true", "T1105", "the iOS editor's text (MobileUI TextView font = .editorLight(16), TextStorage's light/bold runs at 16 pt) in Source Code at a fixed 16 pt; nothing scales it: the document text of a writing app ignores Dynamic Type"
    if app == "CaglaEfendioglu+Movie-App" and rule == "fixed-size-custom-font" and f["severity"] == "warning":
        return name, "true", "T1106", "movie titles, genres and the detail screen's button in Poppins at a literal 15 pt (CustomLabel.setupUI, MoviesTableViewCell, MovieDetailVC); nothing in the app scales: that text ignores Dynamic Type"
    if app == "annanw4201+Photostagram" and rule == "fixed-size-custom-font":
        return name, "true", "T1107", "an info, rightly: +appOpenSansFont (UIFont+Utility.m:13) is declared in the header and called nowhere, so the fixed 16 pt happens nowhere at run time"
    if app == "0-Luminous+PiggyBank" and rule == "unregistered-font":
        face = re.search(r"font file \(([^)]+)\)", msg).group(1)
        return face, "true", "T1108", "an info, rightly: 10 of the 14 Nunito Sans files are copied but neither in UIAppFonts nor named anywhere (Font+Extension.swift names only Regular, Bold, SemiBold and ExtraBold, the four UIAppFonts lists); unused weight, nothing fails"
    return None
