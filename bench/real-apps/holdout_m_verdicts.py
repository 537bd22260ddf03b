"""Verdicts on the apps of holdout-m.tsv (session 12, fresh-m), each from reading that app's code.

classify.py asks `verdict` first for every finding; None lets the corpus rules decide (missing-glyphs infos: D1).
The new patterns (FP280, D280, M280) are described in RESULTS-holdout-m.md.
"""
import os, re

def verdict(app, rule, msg, rel, name, f):
    base = os.path.basename(rel)
    if app == "MohGovIL+hamagen-react-native":
        if rule == "style-linking" and base == "SimplerPro_V3-Bold.otf":
            return base, "false", "FP280", "each weight of SimplerPro_V3 is its own family: name IDs 1 and 16 are \"SimplerPro_V3 Bold\", IDs 2 and 17 say \"Regular\", and fsSelection REGULAR with macStyle 0 agree with that; \"Bold\" is only part of the family name (and of the PostScript name). The app names it by PostScript name (Text.tsx) and no one would set a bold bit on a face whose style is Regular"
        if rule == "weight-class-mismatch" and base == "SimplerPro_V3-Light.otf":
            return base, "debatable", "D12", "SimplerPro_V3 Light at usWeightClass 250, 50 under the style's usual 300: a real quirk of the file, harmless here (its own one-face family, named by PostScript name from Text.tsx, never asked for a weight; the weights 250 < 400 < 700 < 900 stay in order)"
    if app == "zulip+zulip-mobile" and rule == "missing-font-file" and f["severity"] == "info":
        return re.search(r'"([^"]+)"', msg).group(1), "true", "T281", "react-native-vector-icons 9 (package.json) installs the RNVectorIcons pod, whose resources are these TTFs; [CP] Copy Pods Resources copies them and Pods/ is not committed: 'may come from a pod, not checked' is exactly right"
    if app == "depromeet+WalWal-iOS":
        if rule == "missing-font-file":
            return "UIAppFonts {\"Item 0\": \"chab.otf\"}", "debatable", "D280", "worth a look but for another reason: ResourceKit's Tuist infoPlist gives UIAppFonts as a dictionary (\"Item 0\" is Xcode's display label copied as a key), so the value is not an array and iOS ignores it, and it sits in a framework's Info.plist, which iOS never reads for UIAppFonts. Lint reads the key \"Item 0\" as a file name and says to remove an entry that does not exist under that name"
        if rule == "unregistered-font":
            return "LOTTERIACHAB", "true", "T280", "chab.otf is copied (Resources/** of ResourceKit) but no Swift file names LOTTERIACHAB or its family, and the only registration is the ineffective framework UIAppFonts dictionary: unused, an info is right"
    return None
