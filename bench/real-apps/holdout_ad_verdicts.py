"""Verdicts on the apps of holdout-ad.tsv (session 16, apps localized into many languages that ship text fonts,
including the iOS part of React Native projects), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide (missing-glyphs infos). The
patterns are in RESULTS-holdout-ad.md and PATTERNS.md (FP800 and up, D800 and up, T800 and up, M800 and up).
"""
import re

# ZEUS's UIAppFonts entries for react-native-vector-icons fonts. The app target copies none of them; the Android
# copies under android/app/src/main/assets/fonts are what lint matched. The four @react-native-vector-icons pods of
# package.json / Podfile.lock (v12.4.0) ship their font as a pod resource, copied by "[CP] Copy Pods Resources".
ZEUS_POD_FONTS = {"Feather.ttf", "FontAwesome.ttf", "MaterialDesignIcons.ttf", "MaterialIcons.ttf"}


def verdict(app, rule, msg, rel, name, f):
    if app == "horizontalsystems+unstoppable-wallet-ios" and rule == "fixed-size-custom-font":
        return name, "true", "T800", "the private UIFont.manRopeFont(ofSize:weight:) of WalletCore's ThemeKit/Fonts.swift makes the 14 UIKit text styles (title1 38 pt … microSB 10 pt, static lets with literal sizes) used by 94+ labels (`titleLabel.font = .subhead2` …); nothing in the app scales (no UIFontMetrics, no adjustsFontForContentSizeCategory): that UIKit text ignores Dynamic Type"
    if app == "horizontalsystems+unstoppable-wallet-ios" and rule == "font-not-registered":
        return name, "true", "T803", "M800 found: WidgetExtension compiles Widget/Misc/Extensions.swift, whose Font.manRopeFont(size:weight:) draws the widgets' themeHeadline1 / themeSubhead1 / themeSubhead2; the extension copies no Manrope file (its synchronized folder is Widget/, it takes only Colors.xcassets from the app's) and its Info.plist has no UIAppFonts, no code registers fonts: in the widget the text falls back to the system font"
    if app == "ZeusLN+zeus" and rule == "missing-font-file":
        entry = re.search(r'"([^"]+)" matches no file', msg).group(1)
        if entry in ZEUS_POD_FONTS:
            return entry, "true", "T804", "right since FP800's fix: the Android copy is not the iOS app's file; a pod copies it (the @react-native-vector-icons pod of that set), lint cannot see Pods/, not checked"
        return entry, "debatable", "D800", "an info since FP800's fix (was a warning): no pod ships this file any more, so the entry is stale and could go; 'a pod may copy it; not checked' is as far as lint can see without Pods/"
    if app == "ZeusLN+zeus" and rule == "font-not-in-target":
        entry = re.search(r'"([^"]+)" is not in target', msg).group(1)
        if entry in ZEUS_POD_FONTS:
            return entry, "false", "FP800", "the @react-native-vector-icons pod of that set (package.json and Podfile.lock 12.4.0) ships the file as a pod resource and the app target's \"[CP] Copy Pods Resources\" phase copies it: the entry registers it. lint matched the entry to the Android copy under android/app/src/main/assets/fonts, which no iOS target copies, and so did not say what it says for an entry matching no file (FP220: an info, a pod may copy it)"
        return entry, "debatable", "D800", "no pod ships this icon font any more (only four @react-native-vector-icons pods are left) and the app copies none: a stale entry iOS skips, and no JS style names it but DeveloperTools' 'Zocial' (M801). Worth removing, but lint cannot tell it from a pod's file, and its reason names the Android copy, which is not the entry's file on iOS"
    if app == "oxen-io+session-ios":
        if rule == "fixed-size-custom-font" and '"ElegantIcons"' in msg:
            return "ElegantIcons", "false", "FP801", "ElegantIcons is an icon font (267 of its 361 code points in the Private Use Area, its other 94 the ASCII keys with icons on them, no accented letter); the app draws its mute icon U+E067 in it at 8/10 pt before a conversation's snippet: an icon at a fixed size (FP11), not text. lint's icon test asks 75 % private for a map with no accented letter; this one has 74 %"
        if rule == "fixed-size-custom-font" and "Fonts.swift" in rel:
            return name, "debatable", "D801", "the UIFont boldSpaceMono(ofSize:) of SessionUIKit's Fonts enum: no code in the repository calls it (its SwiftUI twin is the Font one), so the warning sits on a public helper nothing runs; true of the helper if it were ever called"
        if rule == "fixed-size-custom-font":
            return name, "true", "T801", "Fonts.spaceMono(ofSize:) at Values.smallFontSize / largeFontSize for the recovery password (SeedModal) and the account ID cells (SessionCell .monoSmall/.monoLarge): UIFont at a fixed size, never scaled, like the app's system-font labels; the text ignores Dynamic Type"
        if rule == "missing-font-file":
            return name, "true", "T802", "SessionShareExtension/Meta/Info.plist lists dripicons-v2.ttf and fontawesome-webfont.ttf, which no target copies and the repository no longer has (no CocoaPods either): stale entries iOS skips; nothing names those faces, so nothing fails, and removing them is right, as lint says"
    return None
