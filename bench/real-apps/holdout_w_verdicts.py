"""Verdicts on the apps of holdout-w.tsv (session 15, modern SwiftUI and UIKit apps of real users: a VoIP client,
a Nostr client, a Mastodon client, a company messenger), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide (font-name-not-postscript,
missing-glyphs infos). The patterns are in RESULTS-holdout-w.md and PATTERNS.md (FP580 and up, D580 and up, T580
and up, M580 and up).
"""
import os

# Primal registers three Roboto Flex files (UIAppFonts) but no name anywhere in the app reaches the family: no code,
# no xib, no web page or CSS says "Roboto" (Font+Extra.swift's appFont helper names only Nacelle).
UNNAMED_ROBOTO = "no font name in the app (code, xibs, the Info.plist aside, web content) reaches the family \"Roboto Flex\": Font+Extra.swift's appFont(withSize:weight:), the app's only font helper, names Nacelle alone; whichever copy iOS keeps, nothing the user sees changes"

def verdict(app, rule, msg, rel, name, f):
    base = os.path.basename(rel)
    line = f["line"] or 0
    if app == "BelledonneCommunications+linphone-iphone":
        if rule == "unknown-font-name":
            return name, "true", "T584", "default_text_style_grey_400 (TextExtension.swift:158) asks Font.custom for \"NotoSans\": the six faces are NotoSans-Light … NotoSans-ExtraBold, family \"Noto Sans\"; no face answers, so the account row of the side menu (SideMenuAccountRow.swift:64) draws the system font"
    if app == "PrimalHQ+primal-ios-app":
        if rule in ("duplicate-postscript-name", "invalid-postscript-name") and f["severity"] == "info":
            return base, "true", "D580" if rule == "duplicate-postscript-name" else "D581", "an info that says no name reaches the family \"Roboto Flex\": right (" + UNNAMED_ROBOTO + ")"
        if rule == "duplicate-postscript-name":
            return base, "debatable", "D580", "true of the files (RobotoFlex.ttf, RobotoFlex-Regular.ttf and RobotoFlex-All.ttf each carry RobotoFlex-Regular, all three in UIAppFonts), but " + UNNAMED_ROBOTO
        if rule == "invalid-postscript-name":
            return base, "debatable", "D581", "true of the file (the named instances of RobotoFlex.ttf have 76–88-character PostScript names), but " + UNNAMED_ROBOTO
        if rule == "fixed-size-custom-font":
            return name, "true", "T580", "UIFont.appFont(withSize:weight:), the app's one font helper, returns Nacelle at its caller's literal size; 956 calls, and nothing in the app scales (no UIFontMetrics, no adjustsFontForContentSizeCategory, no preferredFont)"
    if app == "TheBLVD+mammoth":
        if rule == "unknown-font-name":
            return name, "true", "T581", "EmailVerificationView.xib (loaded by EmailVerificationViewController's plain init(): UIKit finds the nib by the class name minus \"Controller\") sets its \"Resend email\" attributed title in \"SFPro-Regular\": not bundled and not an iOS name (SF Pro is reachable only as the system font), so the designed face never loads (T1's shape)"
        if rule == "missing-glyphs" and f["severity"] != "info" and base == "fa-regular-400.ttf":
            return "FontAwesome6Pro-Regular", "false", "FP580", "an icon face judged as text: Font Awesome 6 Pro maps 4000 code points, 3225 (81 %) in the Private Use Area, the rest icons on ASCII and symbol code points, below the 90 % icon share; the app draws it only into icon images (FontAwesome.image(fromChar:)), one character at a time, never its strings"
        if rule == "fixed-size-custom-font" and "Font Awesome" in name:
            return name, "debatable", "D2", "icon glyphs at a fixed size: FontAwesome.image(fromChar:size:) renders one icon character into a UIImage at its caller's size; icons beside text that do not scale, defensible either way"
        if rule == "font-name-not-postscript" and name == "Font Awesome 6 Brands" and f["severity"] == "info":
            return name, "true", "T863", "an info, rightly (D583 decided): a family name whose family has one face, FontAwesome6Brands-Regular, which Core Text's fallback loads every time"
        if rule == "restricted-embedding" and f["severity"] == "info":
            return base, "true", "T862", "an info, rightly (D584 decided): fsType 0x2 on a four-glyph Font Awesome Kit export of the app's own icons, registered but named by nothing: nothing draws it or embeds it in a document"
        if rule == "font-name-not-postscript" and name == "Font Awesome 6 Brands":
            return name, "debatable", "D583", "true (a family name), but the family has one face, FontAwesome6Brands-Regular, which Core Text's fallback loads every time; nothing the user sees changes"
        if rule == "restricted-embedding":
            return base, "debatable", "D584", "fsType 0x2 on custom-icons.ttf, a four-glyph \"Font Awesome Kit\" file (the kit service's export of the app's own icons), registered but named by nothing in the app; whether the licence allows it is the Font Awesome subscription's, and no user sees the face"
        if rule == "fixed-size-custom-font" and name == "InstrumentSerif-Regular":
            return name, "true", "T582", "the onboarding cards' 48 pt titles (SetupInstructionsCell.swift:39) at a literal size, in an app that scales nothing (no UIFontMetrics, no adjustsFontForContentSizeCategory anywhere)"
    if app == "pontistechnology+SpikaiOS":
        if rule == "unregistered-font":
            return base, "debatable", "D10", "true of the files: the notification service extensions copy RobotoFlex but their NotificationInfo.plist registers nothing; a notification service extension draws no interface, so registering it changes nothing: the fix is to drop the file from those targets"
        if rule == "fixed-size-custom-font" and base == "AppDelegate.swift":
            return name, "false", "FP581", "a bar button item's title: `guard let font = UIFont(name:size:)` and then UIBarButtonItem.appearance().setTitleTextAttributes([.font: font]); UIKit keeps bar item text fixed for the system font too (D121), lint calls that an info when the font is written in the attributes, not when a local constant carries it there"
        if rule == "fixed-size-custom-font" and base == "SegmentedControl.swift":
            return name, "debatable", "D585", "segment titles at 14 pt through SegmentedControl.appearance().setTitleTextAttributes: UISegmentedControl keeps its titles at a fixed size for the system font too; the rest of the app scales (UIFont.customFont wraps UIFontMetrics), so a scaled font here would be consistent, but UIKit's own control does not"
        if rule == "fixed-size-custom-font" and base == "ContactsTableViewCell.swift" and line == 104:
            return name, "true", "T583", "the contact row's text button (\"rightButton\", .text case) at 14 pt Light, while the row's other labels use UIFont.customFont, which scales through UIFontMetrics: this one title does not follow the user's text size"
        if rule == "fixed-size-custom-font" and base == "ContactsTableViewCell.swift":
            return name, "debatable", "D586", "the .emoji case: an emoji drawn as the button's icon at the caller's size; Roboto Flex has no emoji (Apple Color Emoji draws it), so this is an icon at a fixed size rather than text"
    return None
