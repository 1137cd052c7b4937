"""Every word the Bonsai widget writes itself, looked up by key: its gettext domain ``bonsai``
and the shared phrases (:func:`livewidgets.strings.game_strings`).
"""

from __future__ import annotations

from engine.i18n import Catalogue, Phrase, Plural

from .. import strings as shared

DOMAIN = "bonsai"


def _phrases(t: Catalogue) -> dict[str, Phrase]:
    return {
        "board": t._("The tree, seen from the front: the trunk at the bottom, in the middle"),
        "tools": t._("A tap or click on an empty hex places"),
        "take": t._("A tap or click on a tile takes it away (if the tiles placed after it still "
                    "stand)."),
        "Wood": t._("Wood"),
        "Leaf": t._("Leaf"),
        "Flower": t._("Flower"),
        "Fruit": t._("Fruit"),
        # Translators: a hex's accessible name starts with its place on the board.
        "hex": t._("Hex {place}"),
        "trunk": t._("the trunk"),
        "empty": t._("empty"),
        "may_grow": t._("empty: the chosen tile may grow here"),
        "free": Plural("n", lambda n: t.ngettext("{n} free side", "{n} free sides", n)),
        "legend": t._("▮ wood, ❦ leaf, ✿ flower (its number: free sides), ● fruit; + where the "
                      "chosen tile may grow."),
        "score": t._("The tree scores"),
        "total": Plural("n", lambda n: t.ngettext("{n} point", "{n} points", n)),
        # Translators: one line of the score: a kind, how many tiles of it, its points.
        "line": Plural("count", lambda n: t.ngettext("{kind}: {count} tile, {points}",
                                                     "{kind}: {count} tiles, {points}", n)),
        "places": Plural("n", lambda n: t.ngettext("The chosen tile may grow on {n} hex.",
                                                   "The chosen tile may grow on {n} hexes.",
                                                   n)),
        "clear": t._("Keep only the trunk"),
        # Translators: a worked example tries one tile on the tree; {kind} is Wood, Leaf...
        "tried_refused": t._("Tried: {kind} on hex {place}. Refused: {rule}."),
        "tried_allowed": t._("Tried: {kind} on hex {place}. Allowed: it may grow there."),
        "tried_here": t._("the tile tried here is refused"),
        "rule_one_tile_a_hex": t._("this hex already holds a tile"),
        "rule_wood_on_wood": t._("a wood tile must touch another wood tile"),
        "rule_leaf_on_wood": t._("a leaf must touch a wood tile"),
        "rule_flower_on_leaf": t._("a flower must touch a leaf"),
        "rule_fruit_on_two_leaves": t._("a fruit must touch two leaves that touch each other"),
        "rule_fruit_apart": t._("a fruit must not touch another fruit"),
        "tiles_static": Plural("n", lambda n: t.ngettext("{n} tile placed.", "{n} tiles placed.",
                                                         n)),
    }


UI, ui = shared.game_strings(DOMAIN, _phrases)
