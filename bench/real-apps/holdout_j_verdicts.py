"""Verdicts on the apps of holdout-j.tsv (session 12: cross-platform apps' iOS parts, multiplatform, tvOS/watchOS),
each from reading that app's project, Info.plists and code. classify.py asks `verdict` first for every finding;
None lets the corpus rules decide. The patterns (FP220, D220, M220 and up) are in RESULTS-holdout-j.md.
"""
import os, re

def verdict(app, rule, msg, rel, name, f):
    line = f.get("line") or 0
    if app == "BlueWallet+BlueWallet" and rule == "missing-font-file" and f["severity"] == "info":
        entry = re.search(r'"([^"]+)"', msg).group(1)
        return entry, "true", "T221", "right since FP220's fix: a pod may copy it (the @react-native-vector-icons pods do), lint cannot see Pods/, not checked"
    if app == "BlueWallet+BlueWallet" and rule == "missing-font-file":
        entry = re.search(r'"([^"]+)"', msg).group(1)
        return entry, "false", "FP220", "a react-native-vector-icons TTF: Podfile.lock has the @react-native-vector-icons pods (from node_modules), whose podspecs ship the fonts as resources, and the app target runs [CP] Copy Pods Resources; neither Pods/ nor node_modules/ is committed, so the file is absent here and present in the built app"
    if app == "rainbow-me+rainbow":
        if rule == "unknown-font-name" and f["severity"] == "warning" and name == "SF Pro Rounded":
            return name, "debatable", "D223", "since M221's fix the widget's family name has no readable face (the five files it copies are absent here): the warning says the unread files may answer, which is right, but a person checking finds the family name of those files, whose real concern is F1's"
        if rule == "unknown-font-name" and f["severity"] == "warning":
            return name, "true", "T222", "since D220's fix a warning that says the copied SF Pro Rounded files are unread and may answer: worth a look (the 2025 files are Apple's newer SF Pro Rounded; the older ones answered to SFRounded-*)"
        if rule == "unknown-font-name":
            return name, "debatable", "D220", "the targets copy six SF Pro Rounded files that this checkout lacks (blobs absent from the mirror); the 2020-2022 versions of exactly these files are SFRounded-Bold / SFRounded-Semibold, the 2025 update is unseen: lint cannot know whether a face answers, so an error claims more than it saw"
        if rule == "missing-font-file":
            return name or re.search(r'"([^"]+)"', msg).group(1), "debatable", "D222", "true of this checkout (the mirror lacks the blob), but the file is committed upstream: 'made before the build' is a guess, and 'not checked' is right"
        if rule == "font-name-not-postscript":
            return name, "true", "F1", "\"SF Pro Rounded\" with .fontWeight(.heavy) in the price widget, which copies five faces of that family: which face loads is Core Text's choice; but the message names SFProRounded-Black from ios/SF-Pro-Rounded-Black.otf, a file no target copies (M221)"
    if app == "inaturalist+iNaturalistReactNative" and rule == "unregistered-font":
        return "INatIcon", "true", "T220", "true and harmless: the share extension copies the icon font but compiles only react-native-share-menu's ShareViewController, which hands the items to the app and draws no icon; the copy can go"
    return None
