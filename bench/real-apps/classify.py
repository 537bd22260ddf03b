#!/usr/bin/env python3
"""Triage of the real-apps run: every finding of <out>/<app>.json gets a verdict.

The verdicts were made by reading each app's files (see PATTERNS.md for the evidence); they are
written here as rules keyed by app, rule, file and name, so that the same triage can be replayed
on a later run. A finding no rule matches is written as "untriaged": triage it by hand and add a rule.
Usage: classify.py [OUT] [CORPUS] [--apps apps.tsv] [--misses misses.tsv] [--triage triage.tsv]
  -> writes the triage file beside this script, prints the tables. The acceptance run (apps not in the corpus):
     classify.py OUT CORPUS --apps acceptance.tsv --misses acceptance-misses.tsv --triage acceptance-triage.tsv
"""
import collections, json, os, re, sys, unicodedata

here = os.path.dirname(os.path.abspath(__file__))
args, options = [], {"--apps": "apps.tsv", "--misses": "misses.tsv", "--triage": "triage.tsv"}
argv = sys.argv[1:]
while argv:
    a = argv.pop(0)
    if a in options: options[a] = argv.pop(0)
    else: args.append(a)
out = args[0] if len(args) > 0 else "/work/corpus-out"
corpus = args[1] if len(args) > 1 else "/work/corpus"
apps = [l.split("\t")[0] for l in open(os.path.join(here, options["--apps"])) if l.strip() and not l.startswith("#")]

DISPLAY_FACES = {"Riccione-Xlight", "Staatliches-Regular"}   # each drawn for one or two headings only
ICON_FACES = {"FontAwesome", "MaterialIcons-Regular", "icomoon", "MaterialDesignIcons"}

def source_line(app, path, line):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read().splitlines()[line - 1]
    except Exception:
        return ""

def quoted(msg):
    m = re.search(r'\) "([^"]+)"|fontDescription "([^"]+)"|\] "([^"]+)"', msg)
    return next((g for g in m.groups() if g), "") if m else ""

def acceptance(app, rule, msg, rel, name, f):
    """Verdicts on the apps of acceptance.tsv (session 10), each from reading that app's code; None: the
    corpus rules below decide (font-name-not-postscript, missing-glyphs)."""
    face = re.search(r"font file \(([^)]+)\)", msg)
    face = face.group(1) if face else name
    if app == "Dimillian+MovieSwiftUI":
        if rule == "fixed-size-custom-font":
            return name, "true", "T6", "navigation-bar titles (appearance proxy) in FjallaOne at 40/18/16 pt: never scaled, while the system's bar titles follow Dynamic Type"
        if rule == "unregistered-font":
            return face, "debatable", "D10", "the tvOS target copies the file but its code draws none of its faces: the fix is to drop it from the target, not to register it"
    if app == "HedvigInsurance+ugglan":
        if rule == "unregistered-font" and face.startswith(("HedvigLetters-Standard", "HedvigLetters-Big")):
            return face, "false", "FP18", "registered at run time: hCoreUI's Fonts.loadFont calls CTFontManagerRegisterGraphicsFont on it"
        if rule == "unregistered-font":
            return face, "debatable", "D10", "shipped, but no shipped code or storyboard names it (only an example app's launch screen): unused, registering it changes nothing"
        if rule == "font-not-registered":
            return name, "debatable", "D11", "true for the launch screen of Forever's Tuist example app, a developer tool that does not ship"
        if rule == "fixed-size-custom-font":
            return "(given at run time)", "false", "FP14", "a template font: its name goes into a descriptor sized by the content size category (hText multiplier)"
    if app == "glushchenko+fsnotes":
        if rule in ("missing-font-file", "duplicate-postscript-name"):
            return os.path.basename(rel) if rule != "missing-font-file" else re.search(r'"([^"]+)"', msg).group(1), "false", "FP16", "one file lands at that path: the target copies Resources/Fonts/SourceCodePro/… to the bundle root; MPreview.bundle/fonts/ is inside a copied bundle folder (a web page's), FSNotes/SourceCodePro-Regular.ttf in no target"
        if rule in ("italic-angle", "weight-class-mismatch") and rel.endswith(".woff"):
            return os.path.basename(rel), "false", "FP17", "MathJax's WOFF fonts, loaded by its script in the preview web view: not the app's, and not the app's to fix"
        if rule == "weight-class-mismatch" and (re.search(r"Thin.*is 250$", msg) or re.search(r"(Ultra|Extra) ?Light.*is 2[57][05]$", msg)):
            return face, "false", "FP20", "250/275 for a Thin or Extra Light is the foundries' way round Windows emboldening light faces"
        if rule == "weight-class-mismatch":
            return os.path.basename(rel), "debatable", "D12", "50-100 off the style's usual weight, in a family the app never names (Avenir Next Cyr)"
        if rule == "unregistered-font":
            return face, "debatable", "D10", "copied into the iOS app but no code names Avenir Next Cyr (it names the system's Avenir Next): unused, registering it changes nothing"
        if rule == "fixed-size-custom-font":
            return "(given at run time)", "false", "FP13", "a font the user picks in settings, at the app's own size setting (or scaled through a variable by UIFontMetrics)"
    if app == "OpenArchive+Save-app-ios" and rule == "unregistered-font":
        return face, "false", "FP18", "registered at run time: UIFont.setUpMontserrat() calls FontBlaster.blast(), which registers every font file of the bundle"
    if app == "immuni-app+immuni-app-ios":
        if rule == "style-linking":
            return os.path.basename(rel), "true", "T7", "the Bold face sets no bold bit: Core Text does not report it bold"
        if rule == "fixed-size-custom-font":
            return name, "false", "FP21", "a helper whose size is its caller's; the callers wrap the font in BonMot StringStyles with .adapt(.body/.control), which follow Dynamic Type"
    if app in ("DP-3T+dp3t-app-ios-ch", "admin-ch+CovidCertificate-App-iOS"):
        if rule == "fixed-size-custom-font" and (f["line"] or 0) > 200 and app.startswith("DP-3T"):
            return name, "false", "FP22", "NSPDFLabelType: the fonts of the exported PDF, not of the interface"
        if rule == "fixed-size-custom-font":
            return name, "false", "FP15", "the size is bodyFontSize(), UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).pointSize clamped: it follows Dynamic Type"
        if rule == "weight-class-mismatch":
            return os.path.basename(rel), "false", "FP20", "Inter ExtraLight at 250: the foundries' way round Windows emboldening light faces"
    return None

# Verdicts of the holdout runs (session 11), one module per run beside this script: holdout_X_verdicts.py.
sys.path.insert(0, here)
holdout_verdicts = [__import__(m[:-3]).verdict for m in sorted(os.listdir(here)) if re.fullmatch(r"holdout_\w+_verdicts\.py", m)]

def holdout_b(app, rule, msg, rel, name, f):
    """Verdicts on the apps of holdout-b.tsv (session 11: UIKit and Objective-C apps never seen before), each from
    reading that app's code; None: the corpus rules below decide."""
    face = re.search(r"font file \(([^)]+)\)", msg)
    face = face.group(1) if face else name
    if app == "Lyndir+MasterPassword":
        if rule == "unknown-font-name":
            return name, "true", "T60", "attributed-text fragments of the setup scene name Exo 2's later PostScript names (Exo2-*); the app ships Exo 2.0 (Exo2.0-*) and no italic: UIKit draws those fragments in the system font"
        if rule == "fixed-size-custom-font":
            return name, "true", "T61", "the markdown helper's size is its one caller's captionLabel.font.pointSize, a storyboard label's fixed Exo size: the guide captions never follow Dynamic Type"
    if app == "prey+prey-ios-client":
        if rule == "fixed-size-custom-font":
            return name, "true", "T61", "Titillium at IS_IPAD ? 18 : 12-style fixed sizes for navigation-bar titles, bar buttons, settings cells and a label: never scaled"
        if rule == "style-linking":
            return os.path.basename(rel), "true", "T7", "MagdaCleanMono-Bold sets no bold bit (fsSelection, macStyle): Core Text does not report it bold; the storyboard draws headings with it"
        if rule == "weight-class-mismatch":
            return os.path.basename(rel), "debatable", "D12", "Magda Clean Mono Regular at usWeightClass 500: 100 off its style, harmless unless code asks for a weight"
        if rule == "unregistered-font" and "/ReactViews/" in rel:
            return face, "false", "FP60", "the icon web font of a React page (ReactViews/, a folder reference with index.html; its WOFF twin beside it is already seen as a web font): a web view loads it, registering it is wrong"
    if app == "inaturalist+INaturalistIOS" and rule == "unregistered-font":
        return face, "false", "FP61", "registered at run time: FAKINaturalist calls FontAwesomeKit's registerIconFontWithURL: (CTFontManagerRegisterFontsForURL inside the pod) before naming the face"
    if app == "splinesoft+MUDRammer":
        if rule == "font-name-not-postscript" and rel.startswith("src/MRTests/"):
            return name, "false", "FP62", "code of the unit-test target (MRTests), which does not ship: not the app's font use"
        if rule == "missing-glyphs":
            return "Monkey [fr, it]", "false", "FP63", "a terminal font the user may pick in a font picker (names given at run time); the fr/it strings it is checked against are settings cells (preferredFontForTextStyle), alerts and form footers in system fonts"
    return None

def holdout_a(app, rule, msg, rel, name, f):
    """Verdicts on the apps of holdout-a.tsv (session 11: modern SwiftUI apps never seen before), each from reading
    that app's code; None: the corpus rules below decide (font-name-not-postscript, missing-glyphs)."""
    if app == "Electric-Coin-Company+zashi-ios":
        if rule == "font-not-in-target" and f["severity"] == "info":
            target = re.search(r'do(?:es)? nothing for target "([^"]+)"', msg).group(1)
            return "UIAppFonts of %s" % target, "true", "T41", "true and harmless: the entries name files only the package's bundle holds, and the package's SwiftGen code registers them; the entries can go"
        if rule == "font-not-in-target":
            entry = re.search(r'"([^"]+)" is not in target "([^"]+)"', msg)
            return "%s (%s)" % entry.groups(), "false", "FP40", "a resource of the local package modules (target Generated, .process(\"Resources\")): SecantApp.init calls SwiftGen's FontFamily.registerAllCustomFonts(), which registers it from the package's bundle; the app has the font, the UIAppFonts entry is only dead weight"
        if rule == "missing-glyphs" and msg.startswith("ZbotoRegular "):
            return "ZbotoRegular", "false", "FP42", "Zboto maps only digits, '$', '.', A-J and a-j: a figures face no code draws (only SwiftGen's generated catalogue names it); it never shows the strings"
    if app == "razeware+emitron-iOS" and rule == "fixed-size-custom-font" and name == "Relative Pro Bold":
        return name, "true", "T6", "UIFont.uiLargeTitle, .init(name:size:) in extension UIFont (found since M160), is the navigation bar's largeTitleTextAttributes font at 34 pt: the system's large titles follow Dynamic Type, this one never does"
    if app == "razeware+emitron-iOS" and rule == "fixed-size-custom-font" and name == "Relative Pro Medium":
        return name, "debatable", "D121", "UIFont.uiHeadline (found since M160) is used only as the navigation bar's titleTextAttributes font, through a computed property lint does not follow to the bar: UIKit keeps bar titles fixed for the system font too"
    if app == "omnivore-app+omnivore" and rule == "unknown-font-name":
        if name == "Futura Bold":
            return name, "false", "FP41", "the full name of the iOS system face Futura-Bold: Core Text's full-name fallback loads it"
        if name in ("AtkinsonHyperlegible", "IBMPlexSans", "SourceSansPro"):
            return name, "true", "M40", "a WebFont raw value returned through registeredName's default: rawValue (found since M40): the bundled families are 'Atkinson Hyperlegible', 'IBM Plex Sans', 'Source Sans Pro', with spaces, and no face has this PostScript or full name: the reader's font picker draws it in the system font"
        if name == "LXGWWenKai":
            return name, "debatable", "D43", "a WebFont raw value through registeredName's default: rawValue (found since M40); CustomFontRegistration registers LXGWWenKai-Regular.ttf from the package bundle, but the file is not in the repository, so which names its face answers to cannot be read here"
        if name == "San Francisco":
            return name, "debatable", "D40", "no face is called San Francisco, so the lookup is nil; but the code then returns Font.system, the font the picker's 'System Default' option means: the app shows what it means to"
    if app == "zzanehip+The-OldOS-Project":
        if rule == "unknown-font-name" and name in ("Helvetica Neue Bold", "Helvetica Neue Medium", "Helvetica Neue Light"):
            return name, "false", "FP41", "the full name of the iOS system face %s: Core Text's full-name fallback loads it" % name.replace("Helvetica Neue ", "HelveticaNeue-")
        if rule == "unknown-font-name" and name == "Helvetica Neue SemiBold":
            return name, "true", "T40", "iOS's Helvetica Neue has no SemiBold face (Medium, Bold…): no face answers, the keypad and call labels fall back to the system font"
        if rule == "unknown-font-name" and name == "Superclarendon Bold":
            return name, "true", "T40", "the bundled face (Apple's 2009 Superclarendon, which iOS also ships) is Superclarendon-Bold by PostScript and full name, Superclarendon by family: 'Superclarendon Bold' is none of the three, and Game Center's '… is' line falls back to the system font"
        if rule == "unknown-font-name" and name == "Helvetica Neue Regular":
            return name, "debatable", "D41", "not a name of iOS's HelveticaNeue (its full name is 'Helvetica Neue'), and the bundled HelveticaNeue-Regular.ttf is FreeSans; whether Core Text matches family + 'Regular' needs a device"
        if rule == "fixed-size-custom-font":
            return name, "debatable", "D42", "the player's alias at 74 pt as the mask of a felt texture in a 74 pt high frame: decoration of an iOS 4 screen recreated to the pixel, fixedSize: asked for on purpose"
        if rule == "unregistered-font":
            return "FreeSans", "debatable", "D10", "copied into 13 more targets whose Info.plists do not register it; no code names FreeSans: unused (info)"
        if rule == "weight-class-mismatch":
            return "FreeSans", "debatable", "D12", "Medium at 400, in a family no name reaches (info)"
    return None

def classify(app, f, rel):
    rule, msg = f["rule"], f["message"]
    name = quoted(msg)
    if rule == "fixed-size-custom-font" and f["severity"] == "info" and "title text attributes" in msg:
        return name, "true", "D121", "a bar item's title (navigation bar title, bar button item, tab bar item) at a fixed size: UIKit keeps that bar text fixed for the system font too and shows it in the Large Content Viewer; an info that says so is right"
    verdict = next((v for v in (h(app, rule, msg, rel, name, f) for h in holdout_verdicts) if v), None) \
        or acceptance(app, rule, msg, rel, name, f) \
        or holdout_b(app, rule, msg, rel, name, f) \
        or holdout_a(app, rule, msg, rel, name, f)
    if verdict: return verdict
    if rule == "unknown-font-name":
        if name == ".AppleSystemUIFont":
            return name, "false", "FP2", "the name Xcode writes for the system font in a xib/storyboard; it loads the system font"
        if "it is a family name" in msg:
            face = re.search(r'such as "([^"]+)"', msg).group(1)
            return name, "false", "FP1", "family name of a bundled face: Core Text's fallback loads it (e.g. %s)" % face
        if name == "Menlo":
            return name, "false", "FP3", "Menlo is an iOS system family (Menlo-Regular); the family fallback loads it"
        if name == "SFProText-Medium":
            return name, "true", "T1", "no bundled face and no iOS font answers to it by any name: UIFont(name:) is nil, the button keeps the default font"
    if rule == "duplicate-postscript-name" and rel.startswith("Tools/"):
        return "MaterialDesignIcons", "false", "FP4", "Tools/ copy is a build input of no target; only the HAIconic package copy ships"
    if rule == "font-not-in-target" and app == "ChatSecure+ChatSecure-iOS" and "it may come from a pod" not in msg:
        return "FontAwesome.ttf", "false", "FP5", "the BButton pod (Podfile.lock) copies its FontAwesome.ttf into the bundle; Pods/ is not committed"
    if rule == "unregistered-font":
        face = re.search(r"font file \(([^)]+)\)", msg).group(1)
        if app == "blinksh+blink" and rel.startswith("Resources/Fonts/"):
            return face, "false", "FP6", "web font: Resources/ is a folder of hterm web content, term.css @font-face loads it in WKWebView"
        if app == "Team-walkies+Walkie-iOS":
            return face, "false", "FP7", "registered: Tuist Project.swift infoPlist lists it in UIAppFonts (no committed Info.plist/xcodeproj)"
    if rule == "missing-glyphs":
        # One finding per face: "FACE lacks N characters of the LANGS strings: U+XXXX (c) in LANGS ("key", …), …
        # and M more; …". The characters come in code-point order, so the Latin ones are among those shown.
        m = re.match(r"(\S+) lacks (\d+) characters? of the (.*?) strings: ", msg)
        if m is None:
            # The info for scripts the face has no character of: "FACE has no character of SCRIPTS at all (the
            # LANGS strings use N); info: …".
            m = re.match(r"(\S+) has no character of .*? at all \(the (.*?) strings use (\d+)\)", msg)
            face, langs, count = m.group(1), m.group(2), int(m.group(3))
            return "%s [%s]" % (face, langs), "debatable", "D1", "whole scripts of %s are absent (%d characters): iOS draws those strings in the system font" % (langs, count)
        face, count, langs = m.group(1), int(m.group(2)), m.group(3)
        chars = [chr(int(h, 16)) for h in re.findall(r"U\+([0-9A-F]{4,6}) \(", msg)]
        label = "%s [%s]" % (face, langs)
        letters = [c for c in chars if unicodedata.category(c).startswith("L")]
        latin = [c for c in letters if unicodedata.name(c, "?").split()[0] in ("LATIN", "MODIFIER")]
        listed = " ".join("U+%04X" % ord(c) for c in latin)
        if face in ICON_FACES:
            return label, "false", "FP8", "icon font (Private Use Area glyphs): it never draws the strings"
        if face in DISPLAY_FACES:
            return label, "debatable", "D6", "display face drawn for one or two headings, checked against every string (%d characters)" % count
        if latin:
            return label, "true", "T4", "letters of a language the face otherwise covers fall back mid-word (%s), beside whole scripts it lacks" % listed
        if letters or count > 20:
            return label, "debatable", "D1", "whole scripts of %s are absent (%d characters): iOS draws those strings in the system font" % (langs, count)
        return label, "debatable", "D3", "only symbols or punctuation fall back (%s)" % " ".join("U+%04X" % ord(c) for c in chars)
    if rule == "fixed-size-custom-font":
        line = source_line(app, f["file"], f["line"] or 0)
        if "/Generated/" in rel:
            return "(SwiftGen helper)", "false", "FP10", "SwiftGen's swiftUIFont(fixedSize:) helper in generated code, not a use"
        if app == "Woodehh+Neodius" and re.search(r"fontWithName:\s*FONT(_LIGHT)?\b", line):
            return re.search(r"FONT(_LIGHT)?", line).group(0) + " (Lato)", "true", "T2", "Lato text at a fixed point size; never scaled"
        if "FontAwesome" in line or "kFontAwesome" in line or "Material Icons" in line:
            return name or "FontAwesome", "debatable", "D2", "icon font glyph at a fixed size in a button/label"
        if app == "Automattic+pocket-casts-ios" and name == "Humane-Medium":
            return name, "false", "FP11", "227 pt decorative scrolling background, not text in the UI"
        if app == "Automattic+pocket-casts-ios" and name == "SFProText-Medium":
            return name, "debatable", "D7", "true that the size is fixed, but the name loads nothing (the error T1 is the finding that matters)"
        if app == "home-assistant+iOS":
            return "Material Design Icons", "false", "FP11", "icon font drawn into images at the size the caller asks"
        if app == "Dimillian+IceCubesApp":
            return name, "false", "FP9", "size 1 is a placeholder: the font is kept as the user's choice and sized later with Dynamic Type"
        if app == "icanzilb+EventBlankApp" and name == "Menlo":
            return name, "false", "FP9", "size comes from preferredFontForTextStyle(.body).pointSize: it follows Dynamic Type"
        if app == "sger+Tinylog":
            if "fontSize)" in line and "CGFloat(fontSize)" not in line:
                return "(system font from settings)", "false", "FP13", "a system font (HelveticaNeue, Avenir…) the user picks; the size is the caller's parameter: lint cannot know, and the app ships no custom font"
            return "(system font from settings)", "false", "FP13", "a system font; the size is computed from UIApplication.preferredContentSizeCategory through the app's own offset table, so it follows Dynamic Type"
        if app == "blinksh+blink":
            return "JetBrains Mono", "true", "T5", "snippet text at 18 pt, the one Blink font not made relativeTo: a text style"
    if rule == "italic-angle" and app == "blinksh+blink":
        return os.path.basename(rel), "debatable", "D4", "a real flaw of the file, but it is a web font whose style @font-face declares"
    if rule == "family-name-mismatch":
        return "Humane-Medium", "debatable", "D5", "the Mac records name another family; the app names the face by PostScript name"
    if rule == "weight-class-mismatch":
        return "Riccione-Xlight", "true", "T3", "usWeightClass 5 is outside 1-1000 usage (a 1-9 scale value): a real defect of the file"
    if rule == "font-name-not-postscript":
        if "differs only in letter case" in msg:
            return name, "debatable", "M4", "letter case only: iOS has been seen to load it; cannot be settled without Core Text"
        return name, "true", "F1", "a family or full name: Core Text's fallback loads a face, the PostScript name names exactly one"
    if rule == "font-not-in-target" and "it may come from a pod" in msg:
        return name, "debatable", "FP5", "the BButton pod copies its FontAwesome.ttf; the warning says it may come from a pod, which is right"
    return name, "untriaged", "", ""

rows = []
for app in apps:
    for f in json.load(open(os.path.join(out, app + ".json")))["findings"]:
        rel = (f["file"] or "").replace(os.path.join(corpus, app) + "/", "")
        name, verdict, pattern, reason = classify(app, f, rel)
        where = rel + (":%d" % f["line"] if f["line"] else "")
        rows.append((app, f["rule"], f["severity"], where, name, verdict, reason, pattern))
# Misses (names lint did not check, real problems it did not report) were found by reading the apps'
# code; they live in misses.tsv and are copied into triage.tsv with rule "(miss)".
misses = [l.rstrip("\n").split("\t") for l in open(os.path.join(here, options["--misses"]))][1:]
with open(os.path.join(here, options["--triage"]), "w") as t:
    t.write("app\trule\tseverity\tlocation\tname or face\tverdict\treason\tpattern\n")
    for r in rows: t.write("\t".join(r) + "\n")
    for app, where, name, verdict, reason, pattern in misses:
        t.write("\t".join((app, "(miss)", "-", where, name, verdict, reason, pattern)) + "\n")

def table(key):
    c = collections.defaultdict(collections.Counter)
    for r in rows: c[key(r)][r[5]] += 1
    return c
def per_app():
    c = table(lambda r: r[0])
    for app in apps: c.setdefault(app, collections.Counter())
    return c
def pr(title, c):
    print("| %s | findings | true | false | debatable | untriaged | precision |" % title)
    print("|---|---:|---:|---:|---:|---:|---:|")
    tot = collections.Counter()
    for k in sorted(c):
        v = c[k]; tot.update(v)
        p = "%.0f%%" % (100 * v["true"] / (v["true"] + v["false"])) if v["true"] + v["false"] else "n/a"
        print("| %s | %d | %d | %d | %d | %d | %s |" % (k, sum(v.values()), v["true"], v["false"], v["debatable"], v["untriaged"], p))
    p = "%.0f%%" % (100 * tot["true"] / (tot["true"] + tot["false"])) if tot["true"] + tot["false"] else "n/a"
    print("| **total** | %d | %d | %d | %d | %d | %s |\n" % (sum(tot.values()), tot["true"], tot["false"], tot["debatable"], tot["untriaged"], p))
pr("app", per_app())
pr("rule (severity)", table(lambda r: "%s (%s)" % (r[1], r[2])))
pr("severity", table(lambda r: r[2]))
pc = collections.Counter((r[7], r[5]) for r in rows)
print("| pattern | verdict | findings |\n|---|---|---:|")
for (p, v), n in sorted(pc.items(), key=lambda kv: -kv[1]): print("| %s | %s | %d |" % (p or "-", v, n))
print()
print("| miss pattern | verdict | entries |\n|---|---|---:|")
for (p, v), n in sorted(collections.Counter((m[5], m[3]) for m in misses).items()): print("| %s | %s | %d |" % (p, v, n))
