#!/usr/bin/env python3
"""Generate the font pairs `fontinspect diff` is tested on: TestFonts/Generated/Diff/Old and Diff/New.

Each face of Old changes in New in one known way (TestFonts/README.md, "Diff pairs", lists the truths):

  DiffSans-Regular.ttf   same name; loses lslash and Euro; hhea 800/-200/200 -> 900/-250/0 with
                         USE_TYPO_METRICS set; eacute rises to 960 (above the new ascender);
                         version 1.500 -> 2.000; fsType 0 -> 4 (Preview & Print)
  DiffSans-Medium.ttf    renamed DiffSansMedium (file DiffSansMedium.ttf): paired by family and style
  DiffSans-Light.ttf     family split: "Diff Sans Text", PostScript DiffSansText-Light: paired by file
  DiffSans-Bold.ttf      reweighted 700 -> 800 (Bold Text of Regular and Light moves to Medium)
  DiffMono-Regular.ttf   TTF -> DiffMono-Regular.woff2; width 5 -> 3; becomes italic
  DiffSerif-Regular.ttf,
  DiffSerif-Bold.ttf     statics -> DiffSerif-VF.ttf (default Light 300, instances Regular and Bold)
  DiffGone-Regular.ttf   removed

Rerun (deterministic, like generate.py):
    pip install fonttools brotli && python3 TestFonts/generate_diff.py
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from generate import (  # noqa: E402
    BOXES, CMAP, FS_BOLD, FS_ITALIC, FS_REGULAR, GLYPH_ORDER, MAC_BOLD, MAC_ITALIC, WGHT_WDTH_VARIATIONS,
    add_gvar, build, check_names_on_both_platforms, name_strings, save,
)

FS_USE_TYPO_METRICS = 1 << 7


def face(family, style, ps, *, version="Version 1.500", **options):
    return build(name_strings(family, style, "%s %s" % (family, style), ps, version=version), **options)


def old_fonts():
    d = "Diff/Old/"
    save(face("Diff Sans", "Regular", "DiffSans-Regular").font, d + "DiffSans-Regular.ttf")
    save(face("Diff Sans", "Medium", "DiffSans-Medium", weight=500).font, d + "DiffSans-Medium.ttf")
    save(face("Diff Sans", "Light", "DiffSans-Light", weight=300).font, d + "DiffSans-Light.ttf")
    save(face("Diff Sans", "Bold", "DiffSans-Bold", weight=700, fs_selection=FS_BOLD, mac_style=MAC_BOLD).font,
         d + "DiffSans-Bold.ttf")
    save(face("Diff Mono", "Regular", "DiffMono-Regular").font, d + "DiffMono-Regular.ttf")
    save(face("Diff Serif", "Regular", "DiffSerif-Regular").font, d + "DiffSerif-Regular.ttf")
    save(face("Diff Serif", "Bold", "DiffSerif-Bold", weight=700, fs_selection=FS_BOLD, mac_style=MAC_BOLD).font,
         d + "DiffSerif-Bold.ttf")
    save(face("Diff Gone", "Regular", "DiffGone-Regular").font, d + "DiffGone-Regular.ttf")


def new_fonts():
    d = "Diff/New/"
    dropped = {0x0142, 0x20AC}
    cmap = {code: glyph for code, glyph in CMAP.items() if code not in dropped}
    order = [glyph for glyph in GLYPH_ORDER if glyph not in ("lslash", "Euro")]
    boxes = dict(BOXES, eacute=[(60, 0, 540, 960)])
    fb = face("Diff Sans", "Regular", "DiffSans-Regular", version="Version 2.000", fs_type=4,
              fs_selection=FS_REGULAR | FS_USE_TYPO_METRICS, glyph_set=(order, cmap, boxes))
    fb.font["hhea"].ascent = 900
    fb.font["hhea"].descent = -250
    fb.font["hhea"].lineGap = 0
    save(fb.font, d + "DiffSans-Regular.ttf")

    save(face("Diff Sans", "Medium", "DiffSansMedium", weight=500).font, d + "DiffSansMedium.ttf")
    save(face("Diff Sans Text", "Light", "DiffSansText-Light", weight=300).font, d + "DiffSans-Light.ttf")
    save(face("Diff Sans", "Bold", "DiffSans-Bold", weight=800, fs_selection=FS_BOLD, mac_style=MAC_BOLD).font,
         d + "DiffSans-Bold.ttf")
    save(face("Diff Mono", "Regular", "DiffMono-Regular", width=3, fs_selection=FS_ITALIC, mac_style=MAC_ITALIC).font,
         d + "DiffMono-Regular.woff2", flavor="woff2")

    fb = face("Diff Serif", "Light", "DiffSerif-Light", weight=300)
    fb.setupFvar(
        axes=[("wght", 300, 300, 700, "Weight")],
        instances=[
            dict(stylename="Light", location=dict(wght=300)),
            dict(stylename="Regular", location=dict(wght=400), postscriptfontname="DiffSerif-Regular"),
            dict(stylename="Bold", location=dict(wght=700), postscriptfontname="DiffSerif-Bold"),
        ],
    )
    add_gvar(fb, WGHT_WDTH_VARIATIONS[:2])
    check_names_on_both_platforms(fb.font)
    save(fb.font, d + "DiffSerif-VF.ttf")


if __name__ == "__main__":
    old_fonts()
    new_fonts()
