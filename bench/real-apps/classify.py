#!/usr/bin/env python3
"""Triage of the real-apps run: every finding of <out>/<app>.json gets a verdict.

The verdicts were made by reading each app's files (see PATTERNS.md for the evidence); they are
written here as rules keyed by app, rule, file and name, so that the same triage can be replayed
on a later run. A finding no rule matches is written as "untriaged": triage it by hand and add a rule.
Usage: classify.py [OUT] [CORPUS]  -> writes triage.tsv beside this script, prints the tables.
"""
import collections, json, os, re, sys, unicodedata

here = os.path.dirname(os.path.abspath(__file__))
out = sys.argv[1] if len(sys.argv) > 1 else "/work/corpus-out"
corpus = sys.argv[2] if len(sys.argv) > 2 else "/work/corpus"
apps = [l.split("\t")[0] for l in open(os.path.join(here, "apps.tsv")) if l.strip() and not l.startswith("#")]

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

def classify(app, f, rel):
    rule, msg = f["rule"], f["message"]
    name = quoted(msg)
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
    if rule == "font-not-in-target" and app == "ChatSecure+ChatSecure-iOS":
        return "FontAwesome.ttf", "false", "FP5", "the BButton pod (Podfile.lock) copies its FontAwesome.ttf into the bundle; Pods/ is not committed"
    if rule == "unregistered-font":
        face = re.search(r"font file \(([^)]+)\)", msg).group(1)
        if app == "blinksh+blink" and rel.startswith("Resources/Fonts/"):
            return face, "false", "FP6", "web font: Resources/ is a folder of hterm web content, term.css @font-face loads it in WKWebView"
        if app == "Team-walkies+Walkie-iOS":
            return face, "false", "FP7", "registered: Tuist Project.swift infoPlist lists it in UIAppFonts (no committed Info.plist/xcodeproj)"
    if rule == "missing-glyphs":
        m = re.search(r": (\S+) lacks characters of the (\S+) strings: (.*?)(?: and (\d+) more)?, used in", msg)
        face, lang, shown, more = m.group(1), m.group(2), m.group(3), int(m.group(4) or 0)
        chars = [chr(int(h, 16)) for h in re.findall(r"U\+([0-9A-F]{4,6})", shown)]
        count = len(chars) + more
        label = "%s [%s]" % (face, lang)
        if face in ICON_FACES:
            return label, "false", "FP8", "icon font (Private Use Area glyphs): it never draws the strings"
        if app == "mastodon+mastodon-ios" and lang in ("fr", "gd"):
            return label, "false", "FP12", "display face drawn for one heading (ReportResultView); the missing symbol is in other strings"
        letters = [c for c in chars if unicodedata.category(c).startswith("L")]
        scripts = {unicodedata.name(c, "?").split()[0] for c in letters} - {"MODIFIER"}   # U+02BC is Latin/Cyrillic punctuation
        listed = " ".join("U+%04X" % ord(c) for c in letters)
        if scripts == {"CYRILLIC"} and len(letters) == 1 and lang not in ("ru", "uk", "be", "bg"):
            return label, "debatable", "D6", "display face drawn for two headings, checked against every string; the one letter is a Cyrillic U+0421 typo for C in the %s strings (drawn in Inter, which has it)" % lang
        if count > 20 or (scripts and "LATIN" not in scripts):
            return label, "debatable", "D1", "the whole script of %s is absent (%d characters): iOS draws those strings in the system font; one finding per language" % (lang, count)
        if letters and face in DISPLAY_FACES:
            return label, "debatable", "D6", "display face drawn for one or two headings, checked against every string (%s)" % listed
        if letters:
            return label, "true", "T4", "letters of a language the face otherwise covers fall back mid-word (%s)" % listed
        return label, "debatable", "D3", "only symbols or punctuation fall back (%s); repeated per language" % " ".join("U+%04X" % ord(c) for c in chars)
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
misses = [l.rstrip("\n").split("\t") for l in open(os.path.join(here, "misses.tsv"))][1:]
with open(os.path.join(here, "triage.tsv"), "w") as t:
    t.write("app\trule\tseverity\tlocation\tname or face\tverdict\treason\tpattern\n")
    for r in rows: t.write("\t".join(r) + "\n")
    for app, where, name, verdict, reason, pattern in misses:
        t.write("\t".join((app, "(miss)", "-", where, name, verdict, reason, pattern)) + "\n")

def table(key):
    c = collections.defaultdict(collections.Counter)
    for r in rows: c[key(r)][r[5]] += 1
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
pr("app", table(lambda r: r[0]))
pr("rule (severity)", table(lambda r: "%s (%s)" % (r[1], r[2])))
pr("severity", table(lambda r: r[2]))
pc = collections.Counter((r[7], r[5]) for r in rows)
print("| pattern | verdict | findings |\n|---|---|---:|")
for (p, v), n in sorted(pc.items(), key=lambda kv: -kv[1]): print("| %s | %s | %d |" % (p or "-", v, n))
print()
print("| miss pattern | verdict | entries |\n|---|---|---:|")
for (p, v), n in sorted(collections.Counter((m[5], m[3]) for m in misses).items()): print("| %s | %s | %d |" % (p, v, n))
