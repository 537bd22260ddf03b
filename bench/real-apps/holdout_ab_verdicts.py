"""Verdicts on the apps of holdout-ab.tsv (session 16, UIKit apps in Swift whose storyboards/xibs set custom fonts:
Interface Builder <customFonts>, UILabel/UIButton subclasses that set a face in awakeFromNib, UIAppearance), each
from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide. The patterns are in
RESULTS-holdout-ab.md and PATTERNS.md (FP760 and up, D760 and up, T760 and up, M760 and up).
"""
import os

# Urchin's project groups say `urchin/` (and `urchinTests/`), the folders on disk are `Urchin/` and `UrchinTests/`
# (git holds both spellings: files moved on a Mac, whose volume is case-insensitive by default). Xcode finds
# Urchin/OpenSans-*.ttf through the group path and copies them under their own names, which UIAppFonts lists.
URCHIN_CASE = "the project's group path is urchin/ and the folder on disk Urchin/ (only letter case differs): on a Mac's case-insensitive volume Xcode copies Urchin/OpenSans-Bold.ttf, -Regular.ttf, -Semibold.ttf, the files are in the checkout, not made before the build"

def verdict(app, rule, msg, rel, name, f):
    base = os.path.basename(rel)
    if app == "tidepool-org+urchin":
        if rel.startswith("UrchinTests/"):
            return name, "false", "FP760", "UrchinTests/ is the unit-test bundle's folder (the project says urchinTests/, letter case only): test code, not the app's; and the name loads (see below)"
        if rule == "unknown-font-name" and name == "OpenSans":
            return name, "false", "FP760", "\"OpenSans\" is the PostScript name of Urchin/OpenSans-Regular.ttf (family \"Open Sans\"), registered by UIAppFonts[1]: it loads; " + URCHIN_CASE
        if rule == "unknown-font-name":
            return name, "false", "FP760", "the PostScript name of the shipped Urchin/%s.ttf, registered by UIAppFonts: it loads, and lint could have checked it; " % name + URCHIN_CASE
        if rule == "missing-font-file":
            return name, "false", "FP760", URCHIN_CASE
        if rule == "fixed-size-custom-font":
            return name, "true", "T764", "one of the app's seven global fonts (ConstantsAndStyle.swift: small/medium/large Regular, Bold, Semibold at 12.5, 17.5, 25 pt), used by every screen (notes, login, drop-down menu, buttons); nothing scales (no UIFontMetrics, no adjustsFontForContentSizeCategory): the text ignores Dynamic Type. Found once the fonts are read (FP760 fixed; was M761)"
    if app == "opentrace-community+opentrace-ios":
        if rule == "missing-font-file":
            return name, "true", "T763", "UIAppFonts[8] \"Muli-Semi-Bold.ttf\" is a typo for the copied Muli-SemiBold.ttf and names no file (its pods — Firebase, FirebaseUI/Phone, lottie-ios — ship no font, so the pod aside is beside the point). Harmless at run time: UploadData.storyboard's customFonts lists Muli-SemiBold.ttf, and Xcode's auto-activation (IBSC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS, on) adds it to the built Info.plist, so Muli-SemiBold is registered; an info is the right level"
        if rule == "style-linking" and f["severity"] == "warning":
            return base, "debatable", "D760", "true of the file (Google Fonts' Muli SemiBold sets the fsSelection and macStyle bold bits under the style name SemiBold), but every reference names the face by PostScript name and asks no bold trait (D621, D300): nothing drawn changes"
        if rule == "style-linking":
            return base, "true", "T760", "right: the bits disagree, and nothing selects Muli by style, so an info"
        if rule == "fixed-size-custom-font":
            if base == "CodeInputView.swift":
                return name, "false", "FP761", "CodeInputView's `open var font = UIFont(name: \"Muli\", size: 16)` is only a face: layoutSubviews draws every digit with font.withSize(characterHeight * 0.8), a size fitted to the PIN boxes (its doc comment: \"font size will be calculated automatically\")"
            if base == "UILabelExtension.swift":
                return name, "debatable", "D761", "the size is the label's own font.pointSize (semiBold(text:) bolds a run of a storyboard label): it is fixed because the storyboard's Muli 16 is, and the fix belongs there, not in this call"
            return name, "true", "T761", "Muli at a literal 16 pt in attributed text of labels/buttons (OTP link button, power-saver instructions); nothing in OpenTrace scales (no UIFontMetrics, no adjustsFontForContentSizeCategory): the text ignores Dynamic Type"
    if app == "DevMountain+MomStrong" and rule == "fixed-size-custom-font":
        if base == "MonthCollectionViewCell.swift":
            return name, "debatable", "D762", "the size is the cell's frame.width / 7, set in layoutSubviews: the month label is fitted to the calendar cell, where a Dynamic Type size would not fit; true that it ignores the user's text size"
        if base == "ProgressViewController.swift":
            return name, "debatable", "D763", "a UISegmentedControl's title text attributes at 17 pt: UIKit keeps segment titles at a fixed size for the system font too (like bar items, D121); true that it ignores the user's text size"
        return name, "true", "T762", "Poppins at a literal size (table header 18, message text 12, button title 16) and nothing in MomStrong scales (no UIFontMetrics, no adjustsFontForContentSizeCategory): the text ignores Dynamic Type"
    if app == "blockchain+My-Wallet-V3-iOS":
        if rule == "font-not-registered":
            return name, "false", "FP762", "Inter-Medium is registered at run time: BlockchainComponentLibrary's FontLoader.loadCustomFonts() runs CTFontManagerRegisterFontsForURL for every Typography.FontResource (Inter-*.ttf in its bundle), once, from every Typography font accessor and UIFont.main, long before a card form shows VGSInput. lint does not count it because the registering file is in a local package the app reaches only through other packages (FeaturePaymentsIntegration → … → BlockchainComponentLibrary), not in a file the app target compiles"
        if rule == "missing-glyphs" and base.startswith("Inter-"):
            return base, "false", "FP764", "the only gap is U+F8FF, the Apple logo, in \"Buy with \uf8ff Pay\": it exists only in Apple's system fonts, and the strings write it so that the fallback draws the logo; nothing to fix in Inter"
        if rule == "missing-glyphs":
            return base, "true", "T766", "Montserrat (this version) has no Cyrillic: the ru strings of the screens drawn in it (KYC, primary buttons) fall back to the system font wholesale; also a stray private-use U+E051 in a pt string. The U+F8FF part is the Apple logo, meant for the fallback (FP764)"
        if rule == "fixed-size-custom-font" and f["severity"] == "info":
            return name, "true", "D121", "a navigation bar's title attributes: UIKit keeps bar text fixed and shows it in the Large Content Viewer; an info is right"
        if rule == "fixed-size-custom-font":
            if base in ("NavigationBarButtonItem.swift", "BaseScreenViewController+Style.swift"):
                return name, "false", "FP763", "bar text: NavigationBarButtonItem (a UIBarButtonItem subclass) hands the font to its own setTitleTextAttributes (receiver implicit self); BaseScreenViewController's barStyle.titleTextAttributes holds titleFont and is set as navigationBar.titleTextAttributes. UIKit keeps bar text fixed for every font (D121): an info, not a warning"
            if base in ("DigitPadButtonView.swift", "AmountLabelViewPresenter.swift"):
                return name, "debatable", "D764", "display numerals fitted to their control: the PIN pad's 32 pt digits, the 48 pt amount being entered; true that they ignore the user's text size, but a larger Dynamic Type size would not fit the pad or the amount field"
            return name, "true", "T765", "UIFont.main(weight, literal size) (Inter through Font+Theme.swift) or Montserrat at a literal size in UIKit labels, buttons and text fields; no UIKit code in the app scales (no UIFontMetrics, no adjustsFontForContentSizeCategory in 4221 Swift files): the text ignores Dynamic Type"
    return None
