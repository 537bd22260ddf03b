#!/usr/bin/env python3
"""Make the fonts of the sample apps in Examples/ (fontTools' FontBuilder).

  Examples/SampleApp/SampleApp/Fonts/         the "Harbor Sans" family a real app would ship:
                                              Regular, Medium, SemiBold, Bold, ExtraBold, Italic,
                                              SemiBold Italic — every face consistent.
  Examples/BrokenSampleApp/BrokenApp/Fonts/   the same app after a bad week: each font pins one
                                              class of lint finding (see Examples/README.md).

Deterministic (timestamps pinned), writes relative to this file.
Rerun:  pip install fonttools && python3 Examples/generate-sample-fonts.py
"""

import calendar
import os

from fontTools.fontBuilder import FontBuilder
from fontTools.misc.timeTools import timestampSinceEpoch
from fontTools.pens.ttGlyphPen import TTGlyphPen

HERE = os.path.dirname(os.path.abspath(__file__))
GOOD = os.path.join(HERE, "SampleApp", "SampleApp", "Fonts")
BROKEN = os.path.join(HERE, "BrokenSampleApp", "BrokenApp", "Fonts")
TIMESTAMP = timestampSinceEpoch(calendar.timegm((2026, 1, 1, 0, 0, 0, 0, 0, 0)))

# Printable ASCII plus a few Latin-1 letters: enough for an English UI.
CHARACTERS = [c for c in range(0x20, 0x7F)] + [0xE9, 0xFC, 0x2019, 0x2026]


def glyph_name(code):
    return "space" if code == 0x20 else "uni%04X" % code


def build(path, family, style, ps, weight, italic=False, fs_selection=None, mac_style=None,
          italic_angle=None, fs_type=0, windows_family=None, flavor=None, characters=CHARACTERS, revision=1.0):
    """One TrueType face. fs_selection/mac_style/italic_angle default to values consistent with
    the style; the broken fonts override them (and `characters`, the code points mapped)."""
    bold = style.split()[0] == "Bold" if style else False
    if fs_selection is None:
        fs_selection = (0x01 if italic else 0) | (0x20 if bold else 0) | (0x40 if style == "Regular" else 0)
    if mac_style is None:
        mac_style = (0x02 if italic else 0) | (0x01 if bold else 0)
    if italic_angle is None:
        italic_angle = -10.0 if italic else 0.0

    order = [".notdef"] + [glyph_name(c) for c in characters]
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap({c: glyph_name(c) for c in characters})
    stroke = 60 + (weight - 100) // 8  # heavier faces draw thicker stems
    glyphs = {}
    for name in order:
        pen = TTGlyphPen(None)
        if name != "space":
            pen.moveTo((50, 0)); pen.lineTo((50, 700)); pen.lineTo((50 + stroke, 700)); pen.lineTo((50 + stroke, 0))
            pen.closePath()
        glyphs[name] = pen.glyph()
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics({name: (500 + stroke, 50 if name != "space" else 0) for name in order})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    names = {"familyName": family, "styleName": style, "fullName": (family + " " + style).strip(),
             "uniqueFontIdentifier": "%.3f;HRBR;%s" % (revision, ps or family), "version": "Version %.3f" % revision}
    if ps is not None:
        names["psName"] = ps
    fb.setupNameTable(names, mac=True)
    if windows_family is not None:
        fb.font["name"].setName(windows_family, 1, 3, 1, 0x409)
    fb.setupOS2(usWeightClass=weight, usWidthClass=5, fsSelection=fs_selection, fsType=fs_type,
                achVendID="HRBR", sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    fb.setupPost(italicAngle=italic_angle)
    fb.setupHead(unitsPerEm=1000, created=TIMESTAMP, modified=TIMESTAMP, macStyle=mac_style, fontRevision=revision)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if flavor:
        fb.font.flavor = flavor
    fb.save(path)


def good_family(folder):
    faces = [
        ("Regular", "HarborSans-Regular", 400, False),
        ("Medium", "HarborSans-Medium", 500, False),
        ("SemiBold", "HarborSans-SemiBold", 600, False),
        ("Bold", "HarborSans-Bold", 700, False),
        ("ExtraBold", "HarborSans-ExtraBold", 800, False),
        ("Italic", "HarborSans-Italic", 400, True),
        ("SemiBold Italic", "HarborSans-SemiBoldItalic", 600, True),
    ]
    for style, ps, weight, italic in faces:
        build(os.path.join(folder, ps + ".ttf"), "Harbor Sans", style, ps, weight, italic)


def broken_fonts(folder):
    good_family(folder)
    # duplicate-postscript-name: the face shipped twice, the second an older version (other bytes: identical
    # copies draw the same whichever iOS keeps, FP1425)
    build(os.path.join(folder, "HarborSans-Regular-copy.ttf"), "Harbor Sans", "Regular", "HarborSans-Regular", 400,
          revision=0.9)
    # missing-postscript-name
    build(os.path.join(folder, "HarborNoName.ttf"), "Harbor No Name", "Regular", None, 400)
    # invalid-postscript-name
    build(os.path.join(folder, "HarborDisplay.ttf"), "Harbor Display", "Regular", "Harbor Display Regular", 400)
    # family-name-mismatch
    build(os.path.join(folder, "HarborMono-Regular.ttf"), "Harbor Mono", "Regular", "HarborMono-Regular", 400,
          windows_family="Harbour Mono")
    # hidden-font-name
    build(os.path.join(folder, "HarborSystem.ttf"), "Harbor System", "Regular", ".HarborSystem-Regular", 400)
    # style-linking: bold face without the bold bits
    build(os.path.join(folder, "HarborSlab-Bold.ttf"), "Harbor Slab", "Bold", "HarborSlab-Bold", 700,
          fs_selection=0x40, mac_style=0)
    # weight-class-mismatch: says SemiBold, weighs 700
    build(os.path.join(folder, "HarborSlab-SemiBold.ttf"), "Harbor Slab", "SemiBold", "HarborSlab-SemiBold", 700)
    # italic-angle: italic with angle 0
    build(os.path.join(folder, "HarborSlab-Italic.ttf"), "Harbor Slab", "Italic", "HarborSlab-Italic", 400,
          italic=True, italic_angle=0.0)
    # restricted-embedding
    build(os.path.join(folder, "HarborLicensed-Regular.ttf"), "Harbor Licensed", "Regular",
          "HarborLicensed-Regular", 400, fs_type=0x0002)
    # coverage-regression: a SemiBold (a Bold Text face of the style maps) without é ü ’ …, which the Regular has
    build(os.path.join(folder, "HarborSans-SemiBold.ttf"), "Harbor Sans", "SemiBold", "HarborSans-SemiBold", 600,
          characters=[c for c in range(0x20, 0x7F)])
    # unreadable-font: an HTML page saved under a font name, registered in Info.plist
    with open(os.path.join(folder, "HarborWeb-Regular.ttf"), "w") as html:
        html.write("<!DOCTYPE html>\n<html><body>Rate limit exceeded</body></html>\n")


if __name__ == "__main__":
    good_family(GOOD)
    broken_fonts(BROKEN)
