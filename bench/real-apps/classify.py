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
        if rule == "style-linking" and f["severity"] == "info":
            return os.path.basename(rel), "true", "T860", "an info, rightly (D700 decided): the Bold sets no bold bit, but the app loads it by its PostScript name and no code asks for a style, so it draws its bold glyphs; only Core Text's bold trait, which nothing reads, is wrong"
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

def classify(app, f, rel):
    rule, msg = f["rule"], f["message"]
    name = quoted(msg)
    if rule == "fixed-size-custom-font" and f["severity"] == "info" and "title text attributes" in msg:
        return name, "true", "D121", "a bar item's title (navigation bar title, bar button item, tab bar item) or a segmented control's (D585, session 16) at a fixed size: UIKit keeps that text fixed for the system font too and shows bar text in the Large Content Viewer; an info that says so is right"
    verdict = next((v for v in (h(app, rule, msg, rel, name, f) for h in holdout_verdicts) if v), None) \
        or acceptance(app, rule, msg, rel, name, f)
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
    if rule == "postscript-name-for-family" and app == "home-assistant+iOS":
        return "MaterialDesignIcons", "debatable", "D740", "true of the line: UIFont.familyNames holds \"Material Design Icons\", so unregister() always returns early and never unregisters; but nothing in the app calls unregister() (register() strips the spaces before its own test): nothing the app does changes"
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
        if app == "mastodon+mastodon-ios" and name == "Staatliches-Regular":
            return name, "debatable", "D1030", "seen since SwiftGen's accessors are read (M744): the rotated 'REPORTED' stamp at 49 pt over a 106 pt avatar, a badge whose layout a larger size would break"
        if app == "blinksh+blink":
            return "JetBrains Mono", "true", "T5", "snippet text at 18 pt, the one Blink font not made relativeTo: a text style"
    if rule == "italic-angle" and app == "blinksh+blink":
        return os.path.basename(rel), "debatable", "D4", "a real flaw of the file, but it is a web font whose style @font-face declares"
    if rule == "family-name-mismatch":
        return "Humane-Medium", "debatable", "D5", "the Mac records name another family; the app names the face by PostScript name"
    if rule == "weight-class-mismatch":
        return "Riccione-Xlight", "true", "T3", "usWeightClass 5 is outside 1-1000 usage (a 1-9 scale value): a real defect of the file"
    if rule == "font-name-not-postscript":
        if f["severity"] == "info" and "the family has no other face" in msg:
            return name, "true", "T863", "an info, rightly (D583 decided): a family name whose family has one face and no weight modifier; Core Text's fallback can load no other face, so nothing drawn depends on its choice"
        if "differs only in letter case" in msg:
            return name, "debatable", "M4", "letter case only: iOS has been seen to load it; cannot be settled without Core Text"
        return name, "true", "F1", "a family or full name: Core Text's fallback loads a face, the PostScript name names exactly one"
    if rule == "font-not-in-target" and "it may come from a pod" in msg:
        return name, "debatable", "FP5", "the BButton pod copies its FontAwesome.ttf; the warning says it may come from a pod, which is right"
    return name, "untriaged", "", ""

def findings(app):
    """The app's findings; none, said on stderr, where lint wrote no JSON (it crashed: the misses file says so)."""
    text = open(os.path.join(out, app + ".json")).read()
    if not text.strip():
        print("%s: lint wrote no JSON (crashed?): no findings" % app, file=sys.stderr)
        return []
    return json.loads(text)["findings"]

rows = []
for app in apps:
    for f in findings(app):
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
