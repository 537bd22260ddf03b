"""Verdicts on the apps of holdout-al.tsv (session 21, round 11a of unseen apps), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide (the missing-glyphs infos, D1).
The patterns are in RESULTS-holdout-al.md and PATTERNS.md (T1400 and up, FP1400 and up, D1400 and up).
"""
import re


def verdict(app, rule, msg, rel, name, f):
    line = f.get("line")
    sev = f["severity"]
    if app == "instructure+canvas-ios" and rule == "missing-font-file":
        entry = re.match(r'"([^"]+)"', msg).group(1)
        if entry.startswith("../../"):
            return entry, "false", "FP1401", "an app extension's entry reaching the host app's embedded framework: the extension runs from Student.app/PlugIns/<ext>.appex, so ../../Frameworks/Core.framework/<file> is Student.app/Frameworks/Core.framework/<file>, which the Core framework target copies (Core/project.yml: `sources: - path: Core`, XcodeGen puts Core/Core/Resources/Fonts/*.ttf in Core's Resources phase, flat in the framework). Added on purpose with the Lato switch (commit ffbd4bc9, 2022-05, 'test plan: check fonts in native screens') and shipped since; the extensions link Core, whose applicationFont(ofSize:weight:) force-unwraps `UIFont(name: \"Lato-…\")!` (Core/Core/Common/CommonUI/Fonts/UIFontExtensions.swift:173-178): were the entries dead, every share-extension and widget view would crash. Lint refuses any entry with '..' unopened and calls it an error"
        return entry, "false", "FP1400", "a path inside the app bundle to a file an embedded framework copies: each app target depends on the Core framework (Student/project.yml etc.), which copies Core/Core/Resources/Fonts/lato_*.ttf and balsamiq_*.ttf into Core.framework (XcodeGen resources of `sources: - path: Core`), embedded at <App>.app/Frameworks/Core.framework/; UIAppFonts paths are relative to the bundle root, so Frameworks/Core.framework/lato_regular.ttf is that file. Core's applicationFont force-unwraps `UIFont(name: \"Lato-Regular\")!` (UIFontExtensions.swift:173-178) on every screen: the shipping apps would crash at launch if the entries registered nothing. Lint matches the entry against checkout paths only and does not map a framework target's product folder to its copied files (FP1001 did so for SwiftPM bundles)"
    if app == "instructure+canvas-ios" and rule == "missing-glyphs":
        if "of the th strings" in msg:
            return name, "debatable", "D1405", "checked only since FP1400's fix registers the Core fonts. True that Lato-SemiBold (2.015) draws no Thai, but it has no Thai letter at all: its only character of the Thai block is U+0E3F (฿, a currency sign of the Common script), which none of the strings uses; so Thai text is drawn wholly in the fallback font, consistently, which is D1's info shape ('no character of Thai at all'), not a mix within words"
        return name, "true", "T1406", "checked only since FP1400's fix registers the Core fonts: the faces really lack letters of Latin-script languages the apps ship (Lato 1.104 'Western+Polish' in lato_regular/bold/italic/bolditalic/black has no č, ā, ō, ạ; Balsamiq Sans 1.010 no Vietnamese), and Core's scaledNamedFont draws all the apps' text in Lato (in Balsamiq in K5 mode): Slovenian, Māori and Vietnamese words mix two fonts (Prekliči with a fallback č). Only the SemiBold faces (Lato 2.015) have them"
    if app == "RocketChat+Rocket.Chat.iOS" and rule == "missing-glyphs":
        return name, "true", "T1404", "the share extension's Italian table is malformed: Rocket.Chat.ShareExtension/Resources/it.lproj/Localizable.strings:19 `\"rooms.section.channels\" = \"Canali\";;` (a second semicolon where the next key must start): the old-style strings parser fails there (rejecting the table, or, as plutil and ibtool were seen to do, silently keeping only the entries before it), so Italian users lose the extension's strings from line 19 on (room sections, directory, search) and see the development language. Lint could not check its characters and says where; worth a look"
    if app == "ccrama+Slide-iOS":
        if rule == "missing-font-file":
            return name, "debatable", "D1400", "true of the plist: Slide for Reddit/Info.plist:464's googleicon.ttf is in no folder, no project file reference and no pod; but nothing needs it: no code, storyboard or xib names a Google icon face, and the reader's font picker lists only installed families (FontSelectionTableViewController.swift:97-101, UIFont.familyNames), so iOS skips the entry and nothing falls back. The names are given at run time, which is why lint cannot see that every name resolves (D120's warning); an error overstates a stale entry"
        if rule == "fixed-size-custom-font":
            return name, "debatable", "D1402", "true of the line, but nothing draws with it: the members `bold()` and `font` of the enum FontGenerator.Font (FontGenerator.swift:46-110) are read nowhere (no `.bold()` on a FontGenerator.Font, no `postFont.font`/`commentFont.font`; FontGenerator.postFont/commentFont are only assigned in initialize()); the reader's fonts come from FontMapping.font(ofSize:) with the user's family and size offset. D381's 'nothing calls it' shape, for a Swift enum's members"
        if rule == "unregistered-font":
            return "Roboto-BoldItalic", "debatable", "D1401", "copied and not in UIAppFonts (Info.plist:462-475 lists the other ten), rightly an info for a face no name loads; but 'nothing can fail' is not quite so: LinkParser.swift:116-126 asks the italic trait of the bold face when a comment has bold italic text, and with Roboto chosen in the font settings Core Text then finds no registered Roboto Bold Italic and draws another face (Roboto-MediumItalic, whose fsSelection has the bold bit, or upright bold)"
        if rule == "italic-angle":
            if sev == "info":
                return name, "true", "T1400", "an info, rightly: Roboto-BoldItalic.ttf's post.italicAngle is 0 (fontTools), and the face is not registered"
            return name, "true", "T1400", "true of the files (post.italicAngle 0.0 in all these Roboto italics, fontTools) and the faces are selected by style: the user may choose the Roboto or Roboto Condensed family (FontSelectionTableViewController.swift:97, UIFont.familyNames) and LinkParser.swift:124-126 asks `withSymbolicTraits(.traitItalic)` of it for every italic run of a comment, so these faces draw with an upright caret and upright synthetic metrics. The witness the message names (Slide Widgets/Widgets/CurrentAccountWidget.swift, a SwiftUI `.bold()` on a system font) is the first style request lint met, not this one"
        if rule == "style-linking":
            return name, "true", "T1401", "Roboto-MediumItalic's fsSelection has the bold bit (33) while its weight is 500 and macStyle and the style name say not bold; the family is selected by traits (LinkParser.swift:116-126 asks italic of the bold face, FontGenerator.makeBold asks bold), so Core Text may take this Medium Italic as the bold italic (the real Roboto-BoldItalic is not registered, D1401)"
    if app == "giacaglia+wigo-ios":
        if rule == "weight-class-mismatch" and sev == "info":
            return name, "true", "FP1402", "an info since FP1402's fix: every name is a PostScript name and nothing selects a Whitney face by style (GCDAsyncUdpSocket.m's selector part `withFamily:` is no longer taken for a style request)"
        if rule == "weight-class-mismatch":
            return name, "false", "FP1402", "true of the records, but nothing picks a Whitney face by them: every name is a PostScript name (FontProperties.m:28-72, `fontWithName:@\"Whitney-Light\"` …) and each face is its own family (\"Whitney-Light\", \"Whitney-Semibold\"), and no file asks for a style. The 'style request' the message names is GCDAsyncUdpSocket.m:2223/2283/2305, the selector part `withFamily:(int)socketFamily` of a UDP socket's address-family helper, which lint's word list takes for UIFontDescriptor.withFamily(_:); without it the rule's own 'nothing selects by style' branch would make these infos"
        if rule == "missing-glyphs" and sev == "warning":
            return name, "false", "FP1403", "the pl and ro strings are the vendored JSQMessagesViewController's own tables (Wigo/JSQMessagesViewController/Assets/Strings/*.lproj/JSQMessages.strings: 'Load Earlier Messages', 'New Message', 'Send'), read only by that library's views in system fonts (JSQMessagesToolbarButtonFactory.m:54 `boldSystemFontOfSize:`), and the app uses none of its view controllers (no subclass of JSQMessagesViewController; its own 'New Message' title is an English literal, MessageViewController.m:57). The app's text is English; no Whitney text ever shows those strings, so no fallback happens"
        if rule == "fixed-size-custom-font" and sev == "warning":
            return name, "true", "T1403", "the app's text at literal sizes through FontProperties class methods (lightFont: 44 calls, scMediumFont: 13, boldFont: 16, semiboldFont: 12, openSansRegular: 2, and getSubtitleFont/getSmallFont… wrappers, e.g. LocationPrimer.m:33 at 25 pt, PeopleViewController.m:831 at 12 pt): nothing scales"
        if rule == "fixed-size-custom-font":
            return name, "true", "T1403", "an info, rightly: nothing in the app calls this FontProperties method"
        if rule == "unregistered-font":
            face = re.search(r"font file \(([^)]+)\)", msg).group(1)
            return face, "true", "T1403", "an info, rightly: copied by the target, in no UIAppFonts list, named by nothing (Montserrat, Open Sans Italic)"
    if app == "Coding+Coding-iOS":
        if rule == "unregistered-font":
            return "FontAwesome", "true", "T1402", "Coding_iOS-Info.plist has no UIAppFonts and nothing registers fonts in code, so FontAwesome.ttf (copied, project.pbxproj:3013) never loads: UIButton+Bootstrap.m:18 (`bootstrapStyle`, run for the login, register, logout and file-download buttons: LoginViewController.m:233, RegisterViewController.m:156, SettingViewController.m:150, FileDownloadView.m:90) and :74 get nil from `fontWithName:@\"FontAwesome\"`, and the vendored FontAwesome+iOS category returns nil too; the buttons draw in the default system font instead"
        if rule == "font-name-not-postscript" and "AGEmojiPageView" in rel:
            return name, "true", "T864", "\"Apple color emoji\" for the family Apple Color Emoji (PostScript AppleColorEmoji) in the vendored emoji keyboard the app uses (TweetSendTextCell.m, UIMessageInputView.m): it loads only through case-insensitive matching Core Text does not document (T864)"
        if rule == "font-name-not-postscript":
            return name, "debatable", "D1403", "true of the line (\"fontawesome\" for FontAwesome, T864), but the vendored PPiAwesomeButton library is used by nothing in the app (no file outside Vendor/PPiAwesomeButton names UIAwesomeButton or its UIButton category), and the face is not registered anyway (T1402)"
    if app == "strongbox-password-safe+Strongbox" and rule == "unregistered-font":
        if sev == "warning":
            return "DSEG7ClassicMini-Bold", "debatable", "D1404", "true of the checkout: the watch app names it (Watch-App/Views/2FA/TwoFactorCodeCircularProgressView.swift:53, 64, Font.custom(\"DSEG7ClassicMini-Bold\", …)) and no Info.plist in the repository declares UIAppFonts; but the repository holds no Xcode project and no watch app Info.plist at all (the build files are not published), so whether the shipped watch app registers the face cannot be told from it"
        return "DSEG7ClassicMini-Regular", "true", "T1405", "an info, rightly: nothing names the Regular face"
    return None
