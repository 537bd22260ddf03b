"""Verdicts on the apps of holdout-i.tsv (session 12: UIKit/Objective-C apps and games, SpriteKit, storyboards), each
from reading that app's code. classify.py asks `verdict` first for every finding; None lets the corpus rules decide.
The patterns (FP200, D200, M200 and up) are described in RESULTS-holdout-i.md.
"""
import os, re

GAME_HUD = {("GameScene.swift", 147), ("GameScene.swift", 159), ("GameScene.swift", 182),
            ("SettingUpGameplay.swift", 319), ("SettingUpGameplay.swift", 335)}

def verdict(app, rule, msg, rel, name, f):
    base = os.path.basename(rel)
    line = f.get("line")
    if app == "mshll+Color-Way":
        if rule == "fixed-size-custom-font" and (base, line) in GAME_HUD:
            return name, "debatable", "D200", "the in-game HUD of a SpriteKit game (coins, best score, the 58 pt running score, the GAMEOVER banner): UILabels laid over the SKScene's view at frame positions fixed to the scene; a game's playfield text following Dynamic Type is not what a person would ask for, nor is it plainly wrong to want it"
        if rule == "fixed-size-custom-font":
            return name, "true", "T2", "menu text of the game in UIKit (the player picker's names and coin count, the menu buttons' titles) in Odin Rounded Bold at 16-24 pt; nothing in the app scales (no preferredFont, no UIFontMetrics)"
        if rule == "style-linking" and f["severity"] == "info":
            return base, "true", "T860", "an info, rightly (D700 decided): Odin Rounded Bold sets no bold bit, but the app names it by PostScript name and asks for no style: it draws its bold glyphs"
        if rule == "style-linking":
            return base, "true", "T7", "Odin Rounded Bold with neither the fsSelection nor the macStyle bold bit: tools that link styles see a Regular; the app names it by PostScript name, so iOS is unaffected"
    if app == "fabienwarniez+Vie":
        if rule in ("style-linking", "italic-angle"):
            return base, "false", "FP200", "a bundled copy of Avenir Next Condensed, an iOS system family: every one of its 12 PostScript names is already an iOS system face, so UIFont(name:) gets the system's face and this copy's bits never reach the screen; the bits are Apple's and no app developer would fix them (the finding worth a look is the copy itself, M202)"
        if rule == "fixed-size-custom-font":
            return name, "true", "T2", "the Game of Life's menus, titles and collection-view cells in Avenir Next Condensed at 14-18 pt from +[UIFont smallCondensed]-style helpers; nothing in the app scales"
        if rule == "missing-font-file":
            return base, "true", "T200", "an artefact of this checkout: the mirror lacks the 7 MB 'Avenir Next.ttc' blob (the repository has it); for the checkout the info is right and says it checks nothing"
    if app == "jimmyhoang+TypeBattle":
        if rule == "missing-font-file" and f.get("severity") == "warning":
            return "CIRCLED_.ttf", "true", "D201", "after the D201 fix: a warning that the entry differs from CIRCLED_.TTF in letter case and registers nothing on a device, while nothing fails: worth a look (correct the case or remove it)"
        if rule == "missing-font-file":
            return "CIRCLED_.ttf", "debatable", "D201", "UIAppFonts says CIRCLED_.ttf, the file is CIRCLED_.TTF: on a device (case-sensitive) the registration really fails, but nothing names Circled (its one use is commented out) and every name the app uses resolves: nothing fails at run time, as D120 (0cf21a6 made that case a warning, but not the letter-case one)"
        if rule == "unregistered-font":
            return "Circled", "debatable", "D201", "the same file as the letter-case missing-font-file error: unregistered on a device, named by nothing; the advice 'register it in UIAppFonts' ignores that it is listed there in another case"
        if rule == "font-name-not-postscript":
            return name, "true", "F1", "a family name (\"Supersonic Rocketship\", \"Origami Mommy\") of a one-face family: Core Text's fallback loads it, the PostScript name names exactly one face"
        if rule == "fixed-size-custom-font":
            return name, "true", "T2", "the game's UIKit screens (login, register, settings, profile, leaderboard cells, menu buttons) in Supersonic Rocketship/Origami Mommy through gameFont(size:) at literal sizes; nothing in the app scales"
    if app == "kenpachi88+pokeWalker":
        if rule == "unknown-font-name":
            return name, "debatable", "D202", "\"Pokemon GB.tff\" is a file name with a typo, no face answers to it: true of the line, but it sits in -[UILabel setSubstituteFontName:] (UI_APPEARANCE_SELECTOR) that nothing calls (no appearance proxy, no runtime attribute): dead code, nothing fails at run time (as D142)"
        if rule == "fixed-size-custom-font":
            return name, "true", "T2", "the map marker's info window (title, address, distance) in PokemonGB at 8 pt; nothing in the app scales"
    return None
