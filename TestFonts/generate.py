#!/usr/bin/env python3
"""Generate the fontinspect test fonts.

This script writes every file under TestFonts/Generated/ and TestFonts/Malformed/:

  Generated/Static/       14 single-face TrueType/CFF fonts, each pinning one naming
                          edge case (typographic vs legacy family, Mac/Windows name
                          mismatch, Windows-only names, Mac Roman text, missing or
                          invalid PostScript name, missing OS/2, fsType, oblique bit, ...)
  Generated/Collections/  a TrueType collection (.ttc, 3 faces) and a CFF collection
                          (.otc, 2 faces)
  Generated/Variable/     TrueType (gvar) and CFF2 variable fonts with named instances,
                          with and without postScriptNameID, and with name ID 25
  Generated/Web/          WOFF and WOFF2 (static TrueType, static CFF, variable)
  Generated/Coverage/     a regular and a bold face with other character maps (ASCII, Latin,
                          Cyrillic, kana), the bold lacking some of the regular's characters
  Generated/Other/        a tiny BDF 2.1 bitmap font
  Generated/Shaping/      a face with a ligature, a kerning pair and a mark on an anchor (OpenType
                          GSUB/GPOS), for the rendering engine's shaping tests
  Malformed/              an HTML error page named .ttf, a truncated .ttf, an empty .otf

See TestFonts/README.md for the expected truths of every file.

The output is deterministic: timestamps are pinned to 2026-01-01T00:00:00Z and nothing
else depends on the clock or the environment, so two runs give byte-identical files.
It writes next to itself, whatever the current directory.

Rerun:
    pip install fonttools brotli && python3 TestFonts/generate.py
"""

import calendar
import math
import os

from fontTools.fontBuilder import FontBuilder
from fontTools.misc.psCharStrings import T2CharString
from fontTools.misc.timeTools import timestampSinceEpoch
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables.TupleVariation import TupleVariation
from fontTools.ttLib.ttCollection import TTCollection

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "Generated")
MALFORMED = os.path.join(HERE, "Malformed")

# head.created / head.modified, pinned so the output never changes.
TIMESTAMP = timestampSinceEpoch(calendar.timegm((2026, 1, 1, 0, 0, 0, 0, 0, 0)))

UPM = 1000
ADVANCE = 600
VERSION_STRING = "Version 1.500"
VENDOR = "FIXT"

# fsSelection bits
FS_ITALIC = 1 << 0
FS_BOLD = 1 << 5
FS_REGULAR = 1 << 6
FS_OBLIQUE = 1 << 9
# head.macStyle bits
MAC_BOLD = 1 << 0
MAC_ITALIC = 1 << 1

GLYPH_ORDER = [".notdef", "space", "A", "B", "C", "a", "b", "c", "eacute", "lslash", "Euro"]
CMAP = {
    0x0020: "space",
    0x0041: "A",
    0x0042: "B",
    0x0043: "C",
    0x0061: "a",
    0x0062: "b",
    0x0063: "c",
    0x00E9: "eacute",
    0x0142: "lslash",
    0x20AC: "Euro",
}
# One rectangle (xMin, yMin, xMax, yMax) per glyph; .notdef is a hollow box.
BOXES = {
    ".notdef": [(50, 0, 550, 700), (100, 50, 500, 650)],  # outer + counter
    "space": [],
    "A": [(50, 0, 550, 700)],
    "B": [(60, 0, 540, 700)],
    "C": [(70, 0, 530, 700)],
    "a": [(60, 0, 540, 500)],
    "b": [(60, 0, 540, 720)],
    "c": [(80, 0, 520, 500)],
    "eacute": [(60, 0, 540, 740)],
    "lslash": [(200, 0, 400, 720)],
    "Euro": [(40, 0, 560, 700)],
}


# ---------------------------------------------------------------------------
# outlines


def _draw_boxes(pen, boxes, outer_clockwise):
    """Draw the boxes; the first is the outer contour, the rest are counters."""
    for i, (x0, y0, x1, y1) in enumerate(boxes):
        clockwise = outer_clockwise if i == 0 else not outer_clockwise
        if clockwise:
            pts = [(x0, y0), (x0, y1), (x1, y1), (x1, y0)]
        else:
            pts = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
        pen.moveTo(pts[0])
        for p in pts[1:]:
            pen.lineTo(p)
        pen.closePath()


def tt_glyphs(glyph_order=GLYPH_ORDER, boxes=BOXES):
    glyphs = {}
    for name in glyph_order:
        pen = TTGlyphPen(None)
        _draw_boxes(pen, boxes[name], outer_clockwise=True)  # TrueType: outer clockwise
        glyphs[name] = pen.glyph()
    return glyphs


def cff_charstrings():
    charstrings = {}
    for name in GLYPH_ORDER:
        pen = T2CharStringPen(ADVANCE, None)
        _draw_boxes(pen, BOXES[name], outer_clockwise=False)  # CFF: outer counter-clockwise
        charstrings[name] = pen.getCharString()
    return charstrings


def cff2_charstrings(delta_min, delta_max):
    """CFF2 charstrings whose right edges move with the two wght regions
    (region 0 = towards the axis minimum, region 1 = towards the maximum)."""
    charstrings = {}
    for name in GLYPH_ORDER:
        program = []
        x = y = 0
        for i, (x0, y0, x1, y1) in enumerate(BOXES[name]):
            w, h = x1 - x0, y1 - y0
            program += [x0 - x, y0 - y, "rmoveto"]
            if i == 0:  # outer contour, counter-clockwise: right, up, left
                program += [w, delta_min, delta_max, 1, "blend", "hlineto"]
                program += [h, "vlineto"]
                program += [-w, -delta_min, -delta_max, 1, "blend", "hlineto"]
                x, y = x0, y1  # exact at every location: +w and -w cancel
            else:  # counter, clockwise: up, right, down
                program += [h, "vlineto"]
                program += [w, delta_min, delta_max, 1, "blend", "hlineto"]
                program += [-h, "vlineto"]
                x, y = x0 + w, y0  # only exact at the default; counters come last
        charstrings[name] = T2CharString(program=program)
    return charstrings


def metrics(glyph_order=GLYPH_ORDER, all_boxes=BOXES):
    result = {}
    for name in glyph_order:
        boxes = all_boxes[name]
        lsb = min(b[0] for b in boxes) if boxes else 0
        result[name] = (ADVANCE, lsb)
    return result


# ---------------------------------------------------------------------------
# font assembly


def name_strings(family, style, full, ps, **extra):
    names = {
        "familyName": family,
        "styleName": style,
        "uniqueFontIdentifier": "1.500;%s;%s" % (VENDOR, ps or full.replace(" ", "")),
        "fullName": full,
        "version": VERSION_STRING,
    }
    if ps is not None:
        names["psName"] = ps
    names.update(extra)
    return names


def os2_values(weight, width, fs_selection, fs_type):
    return dict(
        version=4,
        usWeightClass=weight,
        usWidthClass=width,
        fsType=fs_type,
        fsSelection=fs_selection,
        achVendID=VENDOR,
        ySubscriptXSize=650,
        ySubscriptYSize=600,
        ySubscriptXOffset=0,
        ySubscriptYOffset=75,
        ySuperscriptXSize=650,
        ySuperscriptYSize=600,
        ySuperscriptXOffset=0,
        ySuperscriptYOffset=350,
        yStrikeoutSize=50,
        yStrikeoutPosition=300,
        sTypoAscender=800,
        sTypoDescender=-200,
        sTypoLineGap=200,
        usWinAscent=800,
        usWinDescent=200,
        ulCodePageRange1=1,  # Latin 1
        ulCodePageRange2=0,
        sxHeight=500,
        sCapHeight=700,
        usDefaultChar=0,
        usBreakChar=32,
        usMaxContext=0,
    )


def build(
    names,
    *,
    cff=False,
    cff2=None,
    weight=400,
    width=5,
    fs_selection=FS_REGULAR,
    mac_style=0,
    italic_angle=0,
    fs_type=0,
    mac_names=True,
    fixed_pitch=False,
    glyph_set=None,
):
    """Build a font. `cff2` is (delta_min, delta_max) for a CFF2 variable font
    (the fvar and the CFF2 regions are added by the caller). `glyph_set` is
    (glyph order, cmap, boxes) for a TrueType font with other characters than the common set."""
    glyph_order, cmap, boxes = glyph_set or (GLYPH_ORDER, CMAP, BOXES)
    is_ttf = not cff and cff2 is None
    assert glyph_set is None or is_ttf, "other glyph sets are TrueType only"
    fb = FontBuilder(UPM, isTTF=is_ttf)
    fb.updateHead(
        fontRevision=1.5,
        created=TIMESTAMP,
        modified=TIMESTAMP,
        macStyle=mac_style,
        lowestRecPPEM=8,
    )
    fb.setupGlyphOrder(glyph_order)
    fb.setupCharacterMap(cmap)
    if is_ttf:
        fb.setupGlyf(tt_glyphs(glyph_order, boxes))
    elif cff2 is not None:
        fb.setupCFF2(cff2_charstrings(*cff2))
    else:
        ps = names.get("psName", names["fullName"].replace(" ", ""))
        font_info = dict(
            version="1.500",
            Notice="Fixture font for fontinspect tests. CC0.",
            FullName=names["fullName"],
            FamilyName=names["familyName"],
            Weight=names["styleName"],
            ItalicAngle=italic_angle,
            isFixedPitch=1 if fixed_pitch else 0,
            UnderlinePosition=-100,
            UnderlineThickness=50,
        )
        private = dict(BlueValues=[-10, 0, 500, 510, 700, 710], StdHW=80, StdVW=80)
        fb.setupCFF(ps, font_info, cff_charstrings(), private)
    fb.setupHorizontalMetrics(metrics(glyph_order, boxes))
    fb.setupHorizontalHeader(ascent=800, descent=-200, lineGap=200)
    fb.setupNameTable(names, windows=True, mac=mac_names)
    fb.setupOS2(**os2_values(weight, width, fs_selection, fs_type))
    fb.setupPost(
        italicAngle=italic_angle,
        underlinePosition=-100,
        underlineThickness=50,
        isFixedPitch=1 if fixed_pitch else 0,
    )
    fb.font.recalcTimestamp = False
    return fb


def save(font, relpath, flavor=None):
    path = os.path.join(OUT, relpath)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    font.flavor = flavor
    font.recalcTimestamp = False
    font.save(path)
    return path


# ---------------------------------------------------------------------------
# variations


def _glyph_deltas(fb, name, kind, amount):
    """Deltas for one glyph (outline points + 4 phantom points).

    kind "widen": move every point right of the glyph's centre, and the advance,
    by `amount` units. kind "slant": shear by `amount` degrees (positive leans right).
    """
    glyf = fb.font["glyf"]
    glyph = glyf[name]
    coords = list(glyph.getCoordinates(glyf)[0]) if glyph.numberOfContours > 0 else []
    deltas = []
    if kind == "widen":
        centre = ADVANCE / 2
        deltas = [(amount if x > centre else 0, 0) for x, _ in coords]
        deltas += [(0, 0), (amount, 0), (0, 0), (0, 0)]  # phantoms: origin, advance, vertical
    elif kind == "slant":
        t = math.tan(math.radians(amount))
        deltas = [(round(y * t), 0) for _, y in coords]
        deltas += [(0, 0)] * 4
    else:
        raise ValueError(kind)
    return deltas


def add_gvar(fb, variations):
    """variations: list of (region, kind, amount); region = {axis: (start, peak, end)}."""
    per_glyph = {}
    for name in GLYPH_ORDER:
        tvs = []
        for region, kind, amount in variations:
            deltas = _glyph_deltas(fb, name, kind, amount)
            if any(d != (0, 0) for d in deltas):
                tvs.append(TupleVariation(dict(region), deltas))
        per_glyph[name] = tvs
    fb.setupGvar(per_glyph)


def check_names_on_both_platforms(font):
    """Every name record used by fvar must be present on Mac and Windows."""
    name = font["name"]
    fvar = font["fvar"]
    ids = [a.axisNameID for a in fvar.axes]
    for inst in fvar.instances:
        ids.append(inst.subfamilyNameID)
        if inst.postscriptNameID != 0xFFFF:
            ids.append(inst.postscriptNameID)
    for nid in ids:
        mac = name.getName(nid, 1, 0, 0)
        win = name.getName(nid, 3, 1, 0x409)
        assert mac is not None and win is not None, "name ID %d missing a platform" % nid
        assert mac.toUnicode() == win.toUnicode(), nid


# ---------------------------------------------------------------------------
# the fonts


def static_fonts():
    d = "Static/"
    # 1-4: Fixture Sans, TrueType, RIBBI + oblique
    fb = build(name_strings("Fixture Sans", "Regular", "Fixture Sans Regular", "FixtureSans-Regular"))
    save(fb.font, d + "FixtureSans-Regular.ttf")

    fb = build(
        name_strings("Fixture Sans", "Bold", "Fixture Sans Bold", "FixtureSans-Bold"),
        weight=700, fs_selection=FS_BOLD, mac_style=MAC_BOLD,
    )
    save(fb.font, d + "FixtureSans-Bold.ttf")

    fb = build(
        name_strings("Fixture Sans", "Italic", "Fixture Sans Italic", "FixtureSans-Italic"),
        fs_selection=FS_ITALIC, mac_style=MAC_ITALIC, italic_angle=-12,
    )
    save(fb.font, d + "FixtureSans-Italic.ttf")

    fb = build(
        name_strings("Fixture Sans", "Oblique", "Fixture Sans Oblique", "FixtureSans-Oblique"),
        fs_selection=FS_OBLIQUE, mac_style=0, italic_angle=-12,
    )
    save(fb.font, d + "FixtureSans-Oblique.ttf")

    # A bundled copy of a system face whose full name is its PostScript name, as Apple's Superclarendon writes it
    # (FP41): lint must not guess "Futura Bold" for it.
    fb = build(
        name_strings("Futura", "Bold", "Futura-Bold", "Futura-Bold"),
        weight=700, fs_selection=FS_BOLD, mac_style=MAC_BOLD,
    )
    save(fb.font, "Other/FixtureSystemTwin-Bold.ttf")

    # 5-6: CFF
    fb = build(
        name_strings("Fixture Serif", "Regular", "Fixture Serif Regular", "FixtureSerif-Regular"),
        cff=True,
    )
    save(fb.font, d + "FixtureSerif-Regular.otf")

    fb = build(
        name_strings("Fixture Serif", "SemiBold", "Fixture Serif SemiBold", "FixtureSerif-SemiBold"),
        cff=True, weight=600, fs_selection=0,
    )
    save(fb.font, d + "FixtureSerif-SemiBold.otf")

    # 7: typographic (16/17) vs legacy (1/2) family
    fb = build(
        name_strings(
            "Fixture Typo Semibold", "Regular", "Fixture Typo Semibold", "FixtureTypo-Semibold",
            typographicFamily="Fixture Typo", typographicSubfamily="Semibold",
        ),
        weight=600, fs_selection=FS_REGULAR,
    )
    save(fb.font, d + "FixtureTypo-Semibold.ttf")

    # 8: Mac and Windows family names differ
    fb = build(
        name_strings("Fixture Windows Family", "Regular", "Fixture Mismatch Regular", "FixtureMismatch-Regular")
    )
    fb.font["name"].setName("Fixture Mac Family", 1, 1, 0, 0)  # replaces the Mac ID 1 record
    save(fb.font, d + "FixtureMismatch-Regular.ttf")

    # 9: Windows records only
    fb = build(
        name_strings("Fixture Win Only", "Regular", "Fixture Win Only Regular", "FixtureWinOnly-Regular"),
        mac_names=False,
    )
    save(fb.font, d + "FixtureWinOnly-Regular.ttf")

    # 10: non-ASCII Mac Roman text (fontTools encodes platform 1/0 with mac_roman)
    fb = build(
        name_strings("Fixture Caf\u00e9\u2122", "R\u00e9gulier", "Fixture Caf\u00e9\u2122 R\u00e9gulier",
                     "FixtureCafe-Regulier")
    )
    save(fb.font, d + "FixtureMacRoman-Regular.ttf")

    # 11: no name ID 6 anywhere
    fb = build(name_strings("Fixture No PS Name", "Regular", "Fixture No PS Name Regular", None))
    save(fb.font, d + "FixtureNoPSName-Regular.ttf")

    # 12: invalid characters in name ID 6, stored as-is
    fb = build(
        name_strings("Fixture Invalid", "Regular", "Fixture Invalid Regular", "Fixture Invalid[PS] Name",
                     uniqueFontIdentifier="1.500;FIXT;FixtureInvalid")
    )
    save(fb.font, d + "FixtureInvalidPSName.ttf")

    # 13: no OS/2 table; style only from head.macStyle / post.italicAngle
    fb = build(
        name_strings("Fixture No OS2", "Italic", "Fixture No OS2 Italic", "FixtureNoOS2-Italic"),
        fs_selection=FS_ITALIC, mac_style=MAC_ITALIC, italic_angle=-12,
    )
    del fb.font["OS/2"]
    save(fb.font, d + "FixtureNoOS2-Italic.ttf")

    # 14: Light, Condensed, Restricted License embedding
    fb = build(
        name_strings("Fixture Restricted", "Light", "Fixture Restricted Light", "FixtureRestricted-Light"),
        weight=300, width=3, fs_selection=0, fs_type=0x0002,
    )
    save(fb.font, d + "FixtureRestricted-Light.ttf")


def collections():
    d = os.path.join(OUT, "Collections")
    os.makedirs(d, exist_ok=True)

    faces = [
        build(name_strings("Fixture Mono", "Regular", "Fixture Mono Regular", "FixtureMono-Regular"),
              fixed_pitch=True),
        build(name_strings("Fixture Mono", "Bold", "Fixture Mono Bold", "FixtureMono-Bold"),
              weight=700, fs_selection=FS_BOLD, mac_style=MAC_BOLD, fixed_pitch=True),
        build(name_strings("Fixture Mono", "Italic", "Fixture Mono Italic", "FixtureMono-Italic"),
              fs_selection=FS_ITALIC, mac_style=MAC_ITALIC, italic_angle=-12, fixed_pitch=True),
    ]
    ttc = TTCollection()
    ttc.fonts = [fb.font for fb in faces]
    ttc.save(os.path.join(d, "FixtureMono.ttc"), shareTables=True)

    faces = [
        build(name_strings("Fixture Condensed", "Regular", "Fixture Condensed Regular",
                           "FixtureCondensed-Regular"),
              cff=True, width=3),
        build(name_strings("Fixture Condensed", "Black", "Fixture Condensed Black",
                           "FixtureCondensed-Black"),
              cff=True, weight=900, width=3, fs_selection=0),
    ]
    otc = TTCollection()
    otc.fonts = [fb.font for fb in faces]
    otc.save(os.path.join(d, "FixtureCondensed.otc"), shareTables=True)


WGHT_WDTH_VARIATIONS = [
    ({"wght": (-1.0, -1.0, 0.0)}, "widen", -100),
    ({"wght": (0.0, 1.0, 1.0)}, "widen", 100),
    ({"wdth": (-1.0, -1.0, 0.0)}, "widen", -150),
    ({"wdth": (0.0, 1.0, 1.0)}, "widen", 150),
]


def variable_fonts():
    d = "Variable/"

    # 17: wght + wdth, one instance with postScriptNameID, no name ID 25
    fb = build(name_strings("Fixture Var", "Regular", "Fixture Var Regular", "FixtureVar-Regular"))
    fb.setupFvar(
        axes=[("wght", 100, 400, 900, "Weight"), ("wdth", 75, 100, 125, "Width")],
        instances=[
            dict(stylename="Thin", location=dict(wght=100, wdth=100)),
            dict(stylename="Regular", location=dict(wght=400, wdth=100)),
            dict(stylename="SemiBold", location=dict(wght=600, wdth=100),
                 postscriptfontname="FixtureVar-SemiBoldCustom"),
            dict(stylename="Condensed Bold", location=dict(wght=700, wdth=75)),
            dict(stylename="Black", location=dict(wght=900, wdth=125)),
        ],
    )
    add_gvar(fb, WGHT_WDTH_VARIATIONS)
    check_names_on_both_platforms(fb.font)
    save(fb.font, d + "FixtureVar-VF.ttf")

    # 18: wght + ital
    fb = build(name_strings("Fixture Ital Var", "Regular", "Fixture Ital Var Regular", "FixtureItalVar-Regular"))
    fb.setupFvar(
        axes=[("wght", 100, 400, 900, "Weight"), ("ital", 0, 0, 1, "Italic")],
        instances=[
            dict(stylename="Regular", location=dict(wght=400, ital=0)),
            dict(stylename="Italic", location=dict(wght=400, ital=1)),
            dict(stylename="Bold Italic", location=dict(wght=700, ital=1)),
            dict(stylename="Bold", location=dict(wght=700, ital=0)),
        ],
    )
    add_gvar(fb, WGHT_WDTH_VARIATIONS[:2] + [({"ital": (0.0, 1.0, 1.0)}, "slant", 12)])
    check_names_on_both_platforms(fb.font)
    save(fb.font, d + "FixtureItalVar-VF.ttf")

    # 19: wght + slnt, name ID 25 prefix
    fb = build(
        name_strings("Fixture Slant Var", "Regular", "Fixture Slant Var Regular", "FixtureSlantVar-Regular",
                     variationsPostScriptNamePrefix="FxSlant")
    )
    fb.setupFvar(
        axes=[("wght", 300, 400, 700, "Weight"), ("slnt", -12, 0, 0, "Slant")],
        instances=[
            dict(stylename="Regular", location=dict(wght=400, slnt=0)),
            dict(stylename="Oblique", location=dict(wght=400, slnt=-12)),
            dict(stylename="Bold Oblique", location=dict(wght=700, slnt=-12)),
            dict(stylename="Light", location=dict(wght=300, slnt=0)),
        ],
    )
    add_gvar(fb, WGHT_WDTH_VARIATIONS[:2] + [({"slnt": (-1.0, -1.0, 0.0)}, "slant", 12)])
    check_names_on_both_platforms(fb.font)
    save(fb.font, d + "FixtureSlantVar-VF.ttf")

    # 20: CFF2 variable
    fb = build(
        name_strings("Fixture Flex", "Regular", "Fixture Flex Regular", "FixtureFlex-Regular"),
        cff2=(-60, 120),
    )
    fb.setupFvar(
        axes=[("wght", 200, 400, 800, "Weight")],
        instances=[
            dict(stylename="ExtraLight", location=dict(wght=200)),
            dict(stylename="Regular", location=dict(wght=400)),
            dict(stylename="ExtraBold", location=dict(wght=800), postscriptfontname="FixtureFlex-ExtraBoldPS"),
        ],
    )
    fb.setupCFF2Regions([{"wght": (-1.0, -1.0, 0.0)}, {"wght": (0.0, 1.0, 1.0)}])
    check_names_on_both_platforms(fb.font)
    save(fb.font, d + "FixtureFlex-VF.otf")

    # 21: the anytype-swift Inter case: no postScriptNameID, no name ID 25, ID 6 = the bare family, a
    # "Regular" instance at the default location, subfamilies with spaces, brackets, a percent sign, a
    # tab and a non-ASCII letter (how Core Text-style names treat characters a PostScript name may not hold)
    fb = build(name_strings("Fixture Spaced", "Regular", "Fixture Spaced Regular", "FixtureSpaced"))
    fb.setupFvar(
        axes=[("wght", 100, 400, 900, "Weight"), ("slnt", -10, 0, 0, "Slant")],
        instances=[
            dict(stylename="Regular", location=dict(wght=400, slnt=0)),
            dict(stylename="Semi Bold", location=dict(wght=600, slnt=0)),
            dict(stylename="Extra Bold Italic", location=dict(wght=800, slnt=-10)),
            dict(stylename="Heavy (100%) [Test]", location=dict(wght=900, slnt=0)),
            dict(stylename="Thin\tNégatif", location=dict(wght=100, slnt=-10)),
        ],
    )
    add_gvar(fb, WGHT_WDTH_VARIATIONS[:2] + [({"slnt": (-1.0, -1.0, 0.0)}, "slant", 12)])
    check_names_on_both_platforms(fb.font)
    save(fb.font, d + "FixtureSpaced-VF.ttf")


def web_fonts():
    d = "Web/"
    fb = build(name_strings("Fixture Web", "Regular", "Fixture Web Regular", "FixtureWeb-Regular"))
    save(fb.font, d + "FixtureWeb-Regular.woff", flavor="woff")

    fb = build(
        name_strings("Fixture Web", "Bold", "Fixture Web Bold", "FixtureWeb-Bold"),
        cff=True, weight=700, fs_selection=FS_BOLD, mac_style=MAC_BOLD,
    )
    save(fb.font, d + "FixtureWeb-Bold.woff2", flavor="woff2")

    fb = build(name_strings("Fixture Web Var", "Regular", "Fixture Web Var Regular", "FixtureWebVar-Regular"))
    fb.setupFvar(
        axes=[("wght", 100, 400, 900, "Weight")],
        instances=[
            dict(stylename="Light", location=dict(wght=300)),
            dict(stylename="Bold", location=dict(wght=700)),
        ],
    )
    add_gvar(fb, WGHT_WDTH_VARIATIONS[:2])
    check_names_on_both_platforms(fb.font)
    save(fb.font, d + "FixtureWebVar.woff2", flavor="woff2")


# Characters of the coverage fixtures beyond printable ASCII (U+0020-U+007E): Latin with a
# Vietnamese tone mark, Polish, the euro, the Cyrillic letters of "Привет", one hiragana, a
# supplementary-plane letter (so the cmap needs a format 12 subtable), and CR, a control
# character old fonts map that coverage must ignore.
COVER_EXTRA = [
    0x000D,  # CARRIAGE RETURN
    0x00E9,  # é
    0x0142,  # ł
    0x20AC,  # €
    0x041F, 0x0440, 0x0438, 0x0432, 0x0435, 0x0442,  # П р и в е т
    0x1EBF,  # ế (e with circumflex and acute)
    0x3053,  # こ
    0x1D400,  # MATHEMATICAL BOLD CAPITAL A
]
# What the bold lacks of the regular's map: ł, т, and CR (which must not count as a regression).
COVER_BOLD_LACKS = [0x0142, 0x0442, 0x000D]


def cover_glyph_set(code_points):
    """One rectangle glyph per code point, named uniXXXX / uXXXXX (space stays empty)."""
    order = [".notdef"]
    cmap = {}
    boxes = {".notdef": BOXES[".notdef"]}
    for cp in code_points:
        name = "space" if cp == 0x20 else ("uni%04X" % cp if cp <= 0xFFFF else "u%05X" % cp)
        order.append(name)
        cmap[cp] = name
        boxes[name] = [] if cp in (0x20, 0x0D) else [(60, 0, 540, 700)]
    return order, cmap, boxes


def shared_glyph_set(shared, own):
    """`shared` code points all on one empty glyph (`zwsp`), each of `own` on a rectangle of its own."""
    order, cmap, boxes = cover_glyph_set(own)
    order.append("zwsp")
    boxes["zwsp"] = []
    for cp in shared:
        cmap[cp] = "zwsp"
    return order, cmap, boxes


def coverage_fonts():
    d = "Coverage/"
    regular = list(range(0x20, 0x7F)) + COVER_EXTRA
    fb = build(
        name_strings("Fixture Cover", "Regular", "Fixture Cover Regular", "FixtureCover-Regular"),
        glyph_set=cover_glyph_set(regular),
    )
    save(fb.font, d + "FixtureCover-Regular.ttf")

    bold = [cp for cp in regular if cp not in COVER_BOLD_LACKS]
    fb = build(
        name_strings("Fixture Cover", "Bold", "Fixture Cover Bold", "FixtureCover-Bold"),
        weight=700, fs_selection=FS_BOLD, mac_style=MAC_BOLD, glyph_set=cover_glyph_set(bold),
    )
    save(fb.font, d + "FixtureCover-Bold.ttf")

    # Icon faces (issue 12, FP8): glyphs in the Private Use Area. The second also maps A-Z and `_`, as Material
    # Icons does for its ligatures, and is still 95 % private; the third, ASCII plus the same icons, is a text
    # face with symbols (73 % private). The display face maps only capitals, with the digits, `.` and `,` every
    # text face has: a face for headings. The figures face maps digits, `$`, `.` and only a-j / A-J, as an amount
    # font does (FP42): no running text can be set in it. The letter-symbols face draws symbols on A-Z and a-r,
    # with no digit and no `.` or `,`, at usWeightClass 300 under the style Regular, as Weather&Time does
    # (FP141, D140): an icon face without a private code point. The weather-symbols face maps ASCII from `!` to `j`
    # (every capital, digit and sign, but only a-j of the lowercase) and one private code point, as Climacons does
    # (D603): a partial second alphabet means the letters are slots for symbols. The symbols face also maps
    # à–ÿ (÷ aside), as a text face for a language beyond English does, so its 67 % private stays text; the key
    # icons face maps ASCII and U+E000–U+E09F (63 % private) with no accented letter, as ElegantIcons does (FP801).
    pua = list(range(0xE000, 0xE100))
    accented = [cp for cp in range(0xE0, 0x100) if cp != 0xF7]
    for family, ps, code_points, weight in [
        ("Fixture Icons", "FixtureIcons", [0x20] + pua, 400),
        ("Fixture Ligature Icons", "FixtureLigatureIcons", [0x20, 0x5F] + list(range(0x41, 0x5B)) + list(range(0xE000, 0xE200)), 400),
        ("Fixture Symbols", "FixtureSymbols-Regular", list(range(0x20, 0x7F)) + accented + pua, 400),
        ("Fixture Key Icons", "FixtureKeyIcons-Regular", list(range(0x20, 0x7F)) + list(range(0xE000, 0xE0A0)), 400),
        ("Fixture Display", "FixtureDisplay-Regular", [0x20, 0x2C, 0x2E] + list(range(0x30, 0x3A)) + list(range(0x41, 0x5B)), 400),
        ("Fixture Figures", "FixtureFigures-Regular",
         [0x20, 0x24, 0x2E] + list(range(0x30, 0x3A)) + list(range(0x41, 0x4B)) + list(range(0x61, 0x6B)), 400),
        ("Fixture Letter Symbols", "FixtureLetterSymbols-Regular", [0x20] + list(range(0x41, 0x5B)) + list(range(0x61, 0x73)), 300),
        ("Fixture Weather Symbols", "FixtureWeatherSymbols-Regular", list(range(0x20, 0x6B)) + [0xE000], 400),
    ]:
        fb = build(name_strings(family, "Regular", family + " Regular", ps), weight=weight, glyph_set=cover_glyph_set(code_points))
        save(fb.font, d + ps + ".ttf")

    # Font Awesome 6 Brands maps Latin-1 and Latin Extended to one empty glyph beside its icons (29 % private, D2):
    # this face maps `!`-`~` and U+00A0-U+00FF (190 code points, the accented letters among them) to one empty glyph
    # and U+E000-U+E03F to icons of their own: 25 % private, 75 % on one glyph, an icon face by that share alone.
    latin1 = list(range(0x21, 0x7F)) + list(range(0xA0, 0x100))
    family, ps = "Fixture Shared Glyph Icons", "FixtureSharedGlyphIcons-Regular"
    fb = build(name_strings(family, "Regular", family + " Regular", ps), glyph_set=shared_glyph_set(latin1, [0x20] + list(range(0xE000, 0xE040))))
    save(fb.font, d + ps + ".ttf")


def bdf_font():
    # 8x16 cells, ascent 12, descent 4. Rows top to bottom, one hex byte per row.
    blank = ["00"] * 16
    glyph_a = ["00", "00", "18", "24", "42", "42", "42", "7E", "42", "42", "42", "42", "00", "00", "00", "00"]
    glyph_b = ["00", "00", "7C", "42", "42", "42", "7C", "42", "42", "42", "42", "7C", "00", "00", "00", "00"]
    chars = [("space", 0x20, blank), ("A", 0x41, glyph_a), ("B", 0x42, glyph_b)]
    props = [
        'FOUNDRY "Fixture"',
        'FAMILY_NAME "Fixture Bitmap"',
        'WEIGHT_NAME "Medium"',
        'SLANT "R"',
        'SETWIDTH_NAME "Normal"',
        'ADD_STYLE_NAME ""',
        "PIXEL_SIZE 16",
        "POINT_SIZE 160",
        "RESOLUTION_X 75",
        "RESOLUTION_Y 75",
        'SPACING "C"',
        "AVERAGE_WIDTH 80",
        'CHARSET_REGISTRY "ISO10646"',
        'CHARSET_ENCODING "1"',
        "FONT_ASCENT 12",
        "FONT_DESCENT 4",
        "DEFAULT_CHAR 32",
        'COPYRIGHT "Fixture font for fontinspect tests. CC0."',
    ]
    lines = [
        "STARTFONT 2.1",
        "FONT -Fixture-Fixture Bitmap-Medium-R-Normal--16-160-75-75-C-80-ISO10646-1",
        "SIZE 16 75 75",
        "FONTBOUNDINGBOX 8 16 0 -4",
        "STARTPROPERTIES %d" % len(props),
        *props,
        "ENDPROPERTIES",
        "CHARS %d" % len(chars),
    ]
    for name, code, rows in chars:
        lines += [
            "STARTCHAR " + name,
            "ENCODING %d" % code,
            "SWIDTH 480 0",  # 8 px * 1000 * 72 / (16 pt * 75 dpi)
            "DWIDTH 8 0",
            "BBX 8 16 0 -4",
            "BITMAP",
            *rows,
            "ENDCHAR",
        ]
    lines.append("ENDFONT")
    path = os.path.join(OUT, "Other", "FixtureBitmap.bdf")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="ascii", newline="\n") as f:
        f.write("\n".join(lines) + "\n")


# Number of leading bytes of FixtureSans-Regular.ttf kept in Malformed/truncated.ttf:
# the 12-byte header and the 16-byte-per-table directory survive, the tables do not.
TRUNCATE_AT = 300


def malformed():
    os.makedirs(MALFORMED, exist_ok=True)
    html = (
        "<!DOCTYPE html>\n"
        "<html><head><title>404 Not Found</title></head>\n"
        "<body><h1>Not Found</h1>\n"
        "<p>The requested URL /fonts/FixtureSans-Regular.ttf was not found on this server.</p>\n"
        "</body></html>\n"
    )
    with open(os.path.join(MALFORMED, "not-a-font.ttf"), "w", encoding="ascii", newline="\n") as f:
        f.write(html)

    with open(os.path.join(OUT, "Static", "FixtureSans-Regular.ttf"), "rb") as f:
        data = f.read()
    with open(os.path.join(MALFORMED, "truncated.ttf"), "wb") as f:
        f.write(data[:TRUNCATE_AT])

    with open(os.path.join(MALFORMED, "empty.otf"), "wb"):
        pass


def hygiene_fonts():
    """Style and family names as type designers write them (issue 12, point 9)."""
    d = "Hygiene/"
    # Weight words of more than one word, or one word with a prefix: none of these is Bold.
    for ps, style, weight in [
        ("FixtureWords-SemiBold", "Semi Bold", 700),  # a 700 that its style calls semibold
        ("FixtureWords-ExtraBold", "Extra Bold", 800),
        ("FixtureWords-DemiBold", "Demi Bold", 600),
        # "Normal" as a width before the weight word (Condensed / Normal / Wide families): a Light (FP741).
        ("FixtureWords-NormalLight", "Normal Light", 300),
    ]:
        fb = build(name_strings("Fixture Words", style, "Fixture Words " + style, ps), weight=weight, fs_selection=0)
        save(fb.font, d + ps + ".ttf")
    # "BoldItalic" as one word, italic bits set, bold bits not: the bold bit is missing.
    fb = build(
        name_strings("Fixture Words", "BoldItalic", "Fixture Words BoldItalic", "FixtureWords-BoldItalic"),
        weight=700, fs_selection=FS_ITALIC, mac_style=MAC_ITALIC, italic_angle=-10,
    )
    save(fb.font, d + "FixtureWords-BoldItalic.ttf")
    # Thin faces raised into 250-299, the foundries' way round Windows GDI emboldening lighter faces (FP140, Lato
    # Thin at 275): below the family's Light at 300 the order holds; level with an Extra Light at 275 it does not.
    for ps, style, weight in [
        ("FixtureThin-Thin", "Thin", 275),
        ("FixtureThin-Light", "Light", 300),
        ("FixtureThin-ExtraLight", "ExtraLight", 275),
    ]:
        fb = build(name_strings("Fixture Thin", style, "Fixture Thin " + style, ps), weight=weight, fs_selection=0)
        save(fb.font, d + ps + ".ttf")
    # Legacy (RIBBI) naming: the weight is in the family name, the style is "Regular".
    fb = build(name_strings("Fixture Words Light", "Regular", "Fixture Words Light", "FixtureWords-Light"), weight=300)
    save(fb.font, d + "FixtureWords-Light.ttf")
    # Riccione-Xlight's pattern: a 1-9 scale value in usWeightClass.
    fb = build(name_strings("Fixture Words Xlight", "Regular", "Fixture Words Xlight", "FixtureWords-Xlight"), weight=5)
    save(fb.font, d + "FixtureWords-Xlight.ttf")
    # Intro Bold's pattern (FP460): legacy naming again, with IDs 16/17 written though they only repeat IDs 1/2.
    fb = build(
        name_strings(
            "Fixture Words Bold", "Regular", "Fixture Words Bold", "FixtureWords-Bold",
            typographicFamily="Fixture Words Bold", typographicSubfamily="Regular",
        ),
        weight=700,
    )
    save(fb.font, d + "FixtureWords-Bold.ttf")
    # Humane-Medium's pattern: ID 1 left from a template on both platforms, the typographic family (16/17) on
    # Windows only. Every platform shows the family "Fixture Humane"; nothing disagrees.
    fb = build(
        name_strings(
            "Fixture Template Med", "Regular", "Fixture Humane Medium", "FixtureHumane-Medium",
            typographicFamily="Fixture Humane", typographicSubfamily="Medium",
        ),
        weight=500,
    )
    name = fb.font["name"]
    name.names = [r for r in name.names if not (r.platformID == 1 and r.nameID in (16, 17))]
    save(fb.font, d + "FixtureHumane-Medium.ttf")
    # The typographic family differs between the platforms (ID 16 against ID 16).
    fb = build(
        name_strings(
            "Fixture Split", "Regular", "Fixture Split Regular", "FixtureSplit-Regular",
            typographicFamily="Fixture Split Mac", typographicSubfamily="Regular",
        )
    )
    fb.font["name"].setName("Fixture Split Windows", 16, 3, 1, 0x409)
    save(fb.font, d + "FixtureSplit-Regular.ttf")
    # Vie's pattern (FP200): a bundled copy of a system face whose style bits disagree (fsSelection 0, macStyle
    # italic, italicAngle -12). The system's own face of that PostScript name is what UIFont(name:) returns.
    fb = build(
        name_strings("Futura", "Medium Italic", "Futura Medium Italic", "Futura-MediumItalic"),
        weight=500, fs_selection=0, mac_style=MAC_ITALIC, italic_angle=-12,
    )
    save(fb.font, d + "FixtureSystemTwin-MediumItalic.ttf")
    # Mattermost's Open Sans pattern (FP101): a converter wrote the Macintosh Roman records of IDs 1, 6 and 16 as
    # UTF-16BE bytes (NULs before each letter); the Windows records are right.
    fb = build(
        name_strings(
            "Fixture Wide", "Regular", "Fixture Wide Regular", "FixtureWide-Regular",
            typographicFamily="Fixture Wide", typographicSubfamily="Regular",
        )
    )
    for record in fb.font["name"].names:
        if record.platformID == 1 and record.nameID in (1, 6, 16):
            record.string = record.toUnicode().encode("utf-16-be")
    save(fb.font, d + "FixtureWide-Regular.ttf")
    # VAG Rounded Std Black's pattern (FP260): the Mac records and 16/17 say "Fixture Linked" / "Black", the
    # Windows legacy records say "Fixture Linked Light" / "Bold": the Bold of the Light's RIBBI group, bold bits set.
    fb = build(
        name_strings(
            "Fixture Linked", "Black", "Fixture Linked Black", "FixtureLinked-Black",
            typographicFamily="Fixture Linked", typographicSubfamily="Black",
        ),
        weight=900, fs_selection=FS_BOLD, mac_style=MAC_BOLD,
    )
    fb.font["name"].setName("Fixture Linked Light", 1, 3, 1, 0x409)
    fb.font["name"].setName("Bold", 2, 3, 1, 0x409)
    save(fb.font, d + "FixtureLinked-Black.ttf")
    # SimplerPro_V3-Bold's pattern (FP280): each weight a one-face family. Windows ID 1 "Fixture Solo Bold", ID 2
    # "Regular" and no bold bit, as RIBBI wants; the Mac ID 2 says "Bold".
    fb = build(
        name_strings(
            "Fixture Solo", "Bold", "Fixture Solo Bold", "FixtureSolo-Bold",
            typographicFamily="Fixture Solo", typographicSubfamily="Bold",
        ),
        weight=700,
    )
    fb.font["name"].setName("Fixture Solo Bold", 1, 3, 1, 0x409)
    fb.font["name"].setName("Regular", 2, 3, 1, 0x409)
    save(fb.font, d + "FixtureSolo-Bold.ttf")


SHAPING_GLYPHS = {
    # name: (advance, boxes); the mark has no advance and sits above the cap height, right of its origin.
    ".notdef": (600, BOXES[".notdef"]),
    "space": (250, []),
    "A": (600, [(50, 0, 550, 700)]),
    "V": (600, [(50, 0, 550, 700)]),
    "I": (400, [(100, 0, 300, 700)]),
    "f": (300, [(50, 0, 250, 700)]),
    "i": (250, [(75, 0, 175, 500)]),
    "f_i": (500, [(50, 0, 450, 700)]),
    "acutecomb": (0, [(-100, 750, 100, 850)]),
}
SHAPING_CMAP = {0x20: "space", 0x41: "A", 0x56: "V", 0x49: "I", 0x66: "f", 0x69: "i", 0x0301: "acutecomb"}
# liga f+i; kern A V −80; the acute's anchor (0, 700) on A's (300, 700): x offset 300 − 600 = −300 from the pen.
SHAPING_FEATURES = """
languagesystem DFLT dflt;
languagesystem latn dflt;
table GDEF { GlyphClassDef [A V I f i], [f_i], [acutecomb], ; } GDEF;
feature liga { sub f i by f_i; } liga;
feature kern { pos A V -80; } kern;
markClass acutecomb <anchor 0 700> @TOP;
feature mark { pos base A <anchor 300 700> mark @TOP; } mark;
"""


def shaping_fonts():
    """Issue 16: known glyph ids (the order above), advances, a ligature, a kerning pair and a mark."""
    order = list(SHAPING_GLYPHS)
    boxes = {name: boxes for name, (_, boxes) in SHAPING_GLYPHS.items()}
    fb = build(
        name_strings("Fixture Shaping", "Regular", "Fixture Shaping Regular", "FixtureShaping-Regular"),
        glyph_set=(order, SHAPING_CMAP, boxes),
    )
    fb.setupHorizontalMetrics({
        name: (advance, min((b[0] for b in boxes), default=0)) for name, (advance, boxes) in SHAPING_GLYPHS.items()
    })
    fb.addOpenTypeFeatures(SHAPING_FEATURES)
    save(fb.font, "Shaping/FixtureShaping-Regular.ttf")


def main():
    static_fonts()
    collections()
    variable_fonts()
    web_fonts()
    coverage_fonts()
    bdf_font()
    malformed()
    hygiene_fonts()
    shaping_fonts()


if __name__ == "__main__":
    main()
