"""Verdicts on the apps of holdout-t.tsv (session 14, UIKit apps with storyboards and xibs: social, news, utility),
each from reading that app's code, project and Info.plists.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide. The patterns are in
RESULTS-holdout-t.md and PATTERNS.md (FP420 and up, D420 and up, T420 and up, M420 and up).
"""
import os, re

# KidsNotes: classes nothing instantiates (no storyboard customClass, no alloc, no registerClass, no NSClassFromString).
# IKChildrenAccountCollectionViewCell (found by D422's fix, session 15): only an #import and a commented-out line name it.
KIDSNOTES_DEAD_CLASSES = ("IKKNAccountViewController.m", "IKFeedlineTableViewCell.m", "IKChildrenAccountCollectionViewCell.m")
# jufl: FontHeader.h's function-like macros that no source file expands (commented-out uses do not count).
JUFL_EXPANDED_MACRO_LINES = {31, 51, 53, 55, 57}  # _Regular_, _Bold_, _Light_, _Semibold_, _Thin_WITH_SIZE
# Cyxbs: a folder of Objective-C files the Xcode project does not list (no PBXBuildFile, no folder reference).
CYXBS_UNBUILT = "CyxbsMobile2019_iOS/Rising Schedule/"

def verdict(app, rule, msg, rel, name, f):
    sev = f["severity"]
    face = re.search(r"font file \(([^)]+)\)", msg)
    face = face.group(1) if face else name
    line = f.get("line")
    if app == "deus4+KidsNotes":
        if rule == "unknown-font-name" and rel.endswith("DesignableTabBarController.swift"):
            return name, "false", "FP420", "fontName is an @IBInspectable var with the default \"\"; UIFont(name: fontName, …) sits in its didSet, and Swift runs a property observer only when the property is set, never for its initial value: the name that reaches UIFont is whatever IB or code sets (and no storyboard or code uses DesignableTabBarController at all), never \"\""
        if rule == "unknown-font-name" and sev == "warning":
            return name, "true", "D381", "fixed on branch objc (D381): an error became a warning that says nothing calls the UIView+Fonts class method it is in (+blackFontWithSize:, +futuraMedWithSize:, …; written only in their declarations). True as a warning: no face answers (Roboto-Black/-Bold/-Italic/-LightItalic and FuturaTOT* are not shipped); nothing fails at run time, but dead code naming faces the app lacks is worth a look"
        if rule == "unknown-font-name":
            return name, "debatable", "D381", "true that no face answers (Roboto-Black/-Bold/-Italic/-LightItalic and FuturaTOT* are not shipped), but the class method of UIView+Fonts that names it (blackFontWithSize:, futuraMedWithSize:, robotoItalicWithSize: …) is called by nothing in the app: dead code fails nothing at run time"
        if rule == "style-linking" and f["severity"] == "info":
            return os.path.basename(rel), "true", "T860", "an info, rightly (D700 decided): SF UI Text Bold with neither bold bit, named only by PostScript name (in a helper nothing calls), and no code asks for a style"
        if rule == "style-linking":
            return os.path.basename(rel), "debatable", "D421", "a real flaw of the file (Apple's SF UI Text Bold with neither bold bit), but the face is named only by UIView+Fonts' sfBoldWithSize:/setSFBoldFont, which nothing calls, and by PostScript name with no bold trait asked"
        if rule == "weight-class-mismatch":
            return os.path.basename(rel), "true", "T424", "an info that says no name reaches Lucida Grande: right, the file is registered (UIAppFonts) and named by nothing"
        if rule == "fixed-size-custom-font" and "a class nothing in the app creates" in msg:
            return name, "true", "D422", "fixed on branch sizes (D422): an info that says nothing creates the class (no alloc, customClass, registerClass, subclass or NSClassFromString; only #import lines, its own declarations and commented-out lines name it). Right: the literal size styles views no one sees"
        if rule == "fixed-size-custom-font" and sev == "warning":
            if rel.endswith(KIDSNOTES_DEAD_CLASSES):
                return name, "debatable", "D422", "true of the code (a literal size, nothing in the app scales), but the class is instantiated by nothing: no storyboard customClass, no alloc, no registerClass (IKKNAccountViewController's scenes use KNIKAccountViewController; the feed uses KNFeedLineCell)"
            return name, "true", "T420", "Roboto/Lato/PFKidsPro at literal sizes in the feed, photo, account, menu, registration and chat screens; nothing in the app scales (no UIFontMetrics, no preferredFont, no adjustsFontForContentSizeCategory)"
    if app == "peroh+jufl-ios":
        in_header = rel.endswith("Headers/FontHeader.h")
        if rule == "unknown-font-name" and rel.endswith("Categories.m") and sev == "warning":
            return name, "true", "D381", "fixed on branch objc (D381): an error became a warning that says nothing calls the UILabel/UIButton category method it is in (TitlewithCustomFontLite: …, called only from commented-out lines of CSAlertView.m). True as a warning: Segoe UI is not shipped and HelveticaNeue_Regular is no iOS name; nothing fails at run time, but dead code naming faces the app lacks is worth a look"
        if rule == "unknown-font-name" and rel.endswith("Categories.m"):
            return name, "debatable", "D381", "true that no face answers (Segoe UI is not shipped, HelveticaNeue_Regular is no iOS name), but the UILabel/UIButton category methods that name it (TitlewithCustomFontLite:, …Regular:, …LiteSemibold:, TitlewithHelveticaFontThin:) are called only from commented-out lines (CSAlertView.m): dead code fails nothing at run time"
        if rule == "unknown-font-name" and in_header:
            return name, "debatable", "D423", "true that the name is the file's, not the face's (the file holds ProximaNova-Extrabld/-LightIt/-RegularIt/-SemiboldIt), but the function-like macro FONT_ProximaNova_*_WITH_SIZE that names it is expanded by no source file: nothing runs it"
        if rule == "unknown-font-name" and rel.endswith(".xib") and "customFonts entry" in msg:
            return name, "debatable", "D425", "true (OpenSans-Semibold.ttf is not in the app), but this is the xib's customFonts index: the same missing face is reported again at each of the 3 fontDescriptions below it, so one missing face is 6 errors"
        if rule == "unknown-font-name":
            return name, "true", "T421", "OpenSans-Semibold is shipped nowhere (no file, no UIAppFonts entry): the Retake/Use/Got it buttons of ImageAdjustViewController (alloc'd by SettingViewController, its xib loaded by class name) draw in the system font instead; in code [UIFont fontWithName:] returns nil and setFont:nil gives the default font"
        if rule == "duplicate-postscript-name":
            return "ProximaNova-Regular", "debatable", "D424", "true: two different files (62,892 and 94,668 bytes, both in UIAppFonts) hold the PostScript name ProximaNova-Regular and iOS keeps one; but either one answers the one use (FONT_ProximaNova_Regular_WITH_SIZE in TermsViewController), so nothing fails at run time: which version draws is the question"
        if sev == "info":
            return face, "true", "T424", "an info on a file the app does not use (GoogleMaps.framework's own fonts, in both Classes/ and a lower-case classes/ copy; Proxima Nova files nothing the app runs names): right, nothing to do"
        if rule == "italic-angle":
            return os.path.basename(rel), "debatable", "D426", "a real flaw of the file (an italic with post.italicAngle 0), but no code the app runs names the italic: its only names are unexpanded FONT_ProximaNova*_WITH_SIZE macros or names that resolve to nothing (ProximaNova-LightItalic)"
        if rule == "fixed-size-custom-font" and in_header:
            if line in JUFL_EXPANDED_MACRO_LINES:
                return name, "true", "T422", "a FONT_ProximaNova_*_WITH_SIZE macro that 19 lines expand with literal sizes (10-25 pt: feed cells, notifications, event pages, TSMessage banners); nothing in the app scales"
            return name, "false", "FP421", "reported at a function-like macro's definition (FONT_ProximaNova*_WITH_SIZE(fontsize)) that no source file expands: the size is the macro's parameter and no font is ever made from it"
        if rule == "font-name-not-postscript" and in_header:
            if line in JUFL_EXPANDED_MACRO_LINES:
                return name, "true", "F1", "\"Proxima Nova Thin\" (FONT_ProximaNova_Thin_WITH_SIZE, EventCreatedViewController's done label): a full name, Core Text's fallback loads it, the PostScript name names exactly one face"
            return name, "false", "FP421", "reported at a function-like macro's definition (FONT_Proxima_Nova_Regular_WITH_SIZE) that no source file expands: the name is never looked up"
        if rule == "fixed-size-custom-font":
            return name, "true", "T422", "ProximaNova at literal sizes in the settings table (header, cells); nothing in the app scales"
        if rule == "font-name-not-postscript" and "only if the name is compared without case" in msg:
            return name, "true", "T181", "\"ProximaNova-SemiBold\" for the face ProximaNova-Semibold (settings section headers): loads only through case folding Core Text does not document; a one-letter fix"
        if rule == "font-name-not-postscript":
            return name, "true", "F1", "\"Helvetica Neue\" in Utils' addNavigationBarInView (the nav title of the views that call it): a family name; Core Text's fallback loads HelveticaNeue, the PostScript name names exactly one face"
    if app == "RedrockMobile+CyxbsMobile_iOS":
        if rel.startswith(CYXBS_UNBUILT):
            return name, "false", "FP422", "Rising Schedule/*.m is in no target: the Xcode project (one project, no folder references, no local pods) lists none of its files; the schedule the app builds is ScheduleCollectionViewCell.swift, which ScheduleFact.swift registers"
        if rule == "font-name-not-postscript" and rel.endswith("CyxbsMobileToolMacro.h"):
            return name, "false", "FP421", "reported at the definition of the macro kFont ([UIFont fontWithName:@\"Arial\" size:14]) that no source file expands"
        if rule == "font-name-not-postscript":
            return name, "true", "F1", "a family name of an iOS system family (\"PingFang SC\" through the PingFangSC macro, \"Arial\"): Core Text's fallback loads its regular face, the PostScript name (PingFangSC-Regular, ArialMT) names exactly one face"
        if rule == "fixed-size-custom-font":
            return name, "true", "T423", "Impact, DIN-Medium and Bauhaus93 at literal sizes (electricity card, stamp center, goods cells); nothing in the app scales (no UIFontMetrics, no preferredFont, no adjustsFontForContentSizeCategory)"
    return None
