"""Every word the Memoir '44 widget writes itself, looked up by key: its gettext domain ``memoir44``
and the shared phrases (:func:`livewidgets.strings.game_strings`).
"""

from __future__ import annotations

from engine.i18n import Catalogue, Phrase, Plural, catalogue

from .. import strings as shared

DOMAIN = "memoir44"


def _phrases(t: Catalogue) -> dict[str, Phrase]:
    return {
        "infantry": t.pgettext("unit", "infantry"),
        "armor": t.pgettext("unit", "armor"),
        "artillery": t.pgettext("unit", "artillery"),
        "clear": t.pgettext("terrain", "open ground"),
        "forest": t.pgettext("terrain", "forest"),
        "hedgerow": t.pgettext("terrain", "hedgerow"),
        "hill": t.pgettext("terrain", "hill"),
        "town": t.pgettext("terrain", "town"),
        "bunker": t.pgettext("terrain", "bunker"),
        "sandbags": t._("sandbags"),
        # Translators: a setting of the static example and its value ("Terrain: forest").
        "labelled": t._("{label}: {value}"),
        "attacker": t._("Attacking unit"),
        "target": t._("Target unit"),
        "terrain": t._("Terrain under the target"),
        "obstacle": t._("Sandbags on the target's hex"),
        "strip": t._("Distance to the target, in hexes"),
        "attacker_hex": t._("The attacker: {unit}"),
        "hex_label": Plural("d", lambda n: t.ngettext(
            "{d} hex away: {dice}", "{d} hexes away: {dice}", n)),
        "dice_n": Plural("n", lambda n: t.ngettext("{n} die", "{n} dice", n)),
        "out_of_range": t._("out of range"),
        "chosen": t._("target here"),
        "legend": t._("◆ the target's hex. Each hex shows the dice the attacker rolls at "
                      "that distance before terrain."),
        "figures": t._("Figures left in the target"),
        "fewer_figures": t._("One figure fewer"),
        "more_figures": t._("One figure more"),
        "dice_sum": t._("Dice rolled: {base} by range, minus {cut} for the terrain: {dice}."),
        "dice_plain": t._("Dice rolled: {dice}, by range (terrain does not cut artillery)."),
        "dice_none": t._("No dice: the attack is not made, nothing happens."),
        "dice_out": t._("The target is out of range: this unit cannot attack it."),
        "hits": t._("Hits on the target"),
        "retreats": t._("Hexes of retreat (flags)"),
        "retreats_ignored": t._("Hexes of retreat (flags; the first one is ignored)"),
        "count": t._("How many"),
        "chance": t._("Chance"),
        "eliminate": t._("Chance the target is wiped out"),
        "eliminate_exact": Plural("figures", lambda n: t.ngettext(
            "at least {figures} hit", "at least {figures} hits", n)),
        "hit_faces": t._("A die hits {target} on {faces} of its 6 faces."),
    }


UI, ui = shared.game_strings(DOMAIN, _phrases)


def percent(ratio: float, lang: str) -> str:
    """``12.5%`` as ``lang`` writes it."""
    return catalogue(DOMAIN, lang).percent(ratio, 1)
