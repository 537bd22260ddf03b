#!/usr/bin/env python3
"""The fontTools side of the benchmark: name every face of the given files as `fontinspect list`
does, in one Python process, and print one line per face (file, face index, instance index,
PostScript name, family, style, weight).

Reads only what naming needs (lazy tables: the directory, `name`, `OS/2`, `fvar`). Faces and named
instances are counted as fontinspect counts them: every face of a collection, and each named
instance the fvar table stores. Type 1 fonts (PFB, PFA) are read with fontTools' t1Lib.

Usage: fonttools_list.py FILE...      (needs `pip install fonttools brotli` for WOFF2)
"""
import sys

from fontTools.t1Lib import T1Font
from fontTools.ttLib import TTCollection, TTFont


def name(table, name_id):
    """Macintosh English, then Windows English, then the first record that decodes (Core Text's order)."""
    if table is None or name_id is None:
        return ""
    records = [r for r in table.names if r.nameID == name_id]
    for wanted in (lambda r: (r.platformID, r.platEncID, r.langID) == (1, 0, 0),
                   lambda r: r.platformID == 3 and r.langID == 0x409,
                   lambda r: True):
        for record in records:
            if wanted(record):
                try:
                    return record.toUnicode()
                except (UnicodeDecodeError, LookupError):
                    continue
    return ""


def faces_of_sfnt(path, index, font, out):
    names = font["name"] if "name" in font else None
    weight = font["OS/2"].usWeightClass if "OS/2" in font else "-"
    family = name(names, 16) or name(names, 1)
    style = name(names, 17) or name(names, 2)
    out.append(f"{path}\t{index}\t-\t{name(names, 6)}\t{family}\t{style}\t{weight}")
    if "fvar" in font:
        # Core Text's names for instances without a stored name, as fontinspect does; the instance at the
        # default location is the default face.
        default_name = name(names, 6)
        defaults = {axis.axisTag: axis.defaultValue for axis in font["fvar"].axes}
        for number, instance in enumerate(font["fvar"].instances, start=1):
            if default_name and instance.coordinates == defaults:
                continue
            ps_name = name(names, instance.postscriptNameID if instance.postscriptNameID != 0xFFFF else None)
            subfamily = name(names, instance.subfamilyNameID)
            if not ps_name and subfamily and default_name:
                ps_name = default_name + "_" + subfamily_part(subfamily)
            out.append(f"{path}\t{index}\t{number}\t{ps_name}\t{family}\t{subfamily}\t"
                       f"{round(instance.coordinates.get('wght', weight if weight != '-' else 0))}")


def subfamily_part(text):
    return "".join("-" if c.isspace() else c for c in text
                   if c.isspace() or (33 <= ord(c) <= 126 and c not in "[](){}<>/%"))


def faces_of(path, out):
    with open(path, "rb") as file:
        magic = file.read(4)
    if magic == b"ttcf":
        collection = TTCollection(path, lazy=True)
        for index, font in enumerate(collection.fonts):
            faces_of_sfnt(path, index, font, out)
        collection.close()
    elif magic in (b"\x00\x01\x00\x00", b"OTTO", b"true", b"wOFF", b"wOF2"):
        with TTFont(path, lazy=True) as font:
            faces_of_sfnt(path, 0, font, out)
    else:
        font = T1Font(path)
        font.parse()
        info = font.font.get("FontInfo", {})
        out.append(f"{path}\t0\t-\t{font.font.get('FontName', '')}\t{info.get('FamilyName', '')}\t"
                   f"{info.get('Weight', '')}\t-")


def main():
    out = []
    failed = 0
    for path in sys.argv[1:]:
        try:
            faces_of(path, out)
        except Exception as error:  # noqa: BLE001 - a benchmark reports and goes on
            failed += 1
            print(f"Error: {path}: {error}", file=sys.stderr)
    sys.stdout.write("\n".join(out) + "\n")
    print(f"{len(out)} faces in {len(sys.argv) - 1} files ({failed} unreadable)", file=sys.stderr)


if __name__ == "__main__":
    main()
