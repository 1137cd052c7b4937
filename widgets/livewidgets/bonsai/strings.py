"""Every word the Bonsai widget writes itself, looked up by key.

English msgids of the game's gettext domain ``bonsai`` (translated by hand in
``engine/bonsai/locale/<lang>/LC_MESSAGES/bonsai.po``), merged with the phrases all widgets
share (:mod:`livewidgets.strings`). A phrase that depends on a number is a
:class:`~engine.i18n.Plural`.
"""

from __future__ import annotations

from engine.i18n import Catalogue, Phrase, Plural

from .. import strings as shared

DOMAIN = "bonsai"


def _phrases(t: Catalogue) -> dict[str, Phrase]:
    return {
        "board": t._("The tree, seen from the front: the trunk at the bottom, in the middle"),
        "tools": t._("A click on an empty hex places"),
        "take": t._("A click on a tile takes it away (if the tiles placed after it still "
                    "stand)."),
        "Wood": t._("Wood"),
        "Leaf": t._("Leaf"),
        "Flower": t._("Flower"),
        "Fruit": t._("Fruit"),
        # Translators: a hex's accessible name starts with its place on the board.
        "hex": t._("Hex q {q}, r {r}"),
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
        "tiles_static": Plural("n", lambda n: t.ngettext("{n} tile placed.", "{n} tiles placed.",
                                                         n)),
    }


UI, ui = shared.game_strings(DOMAIN, _phrases)
"""``UI[lang][key]``: this game's phrases and the shared ones, in each language; ``ui(key,
lang, **slots)``: one of them with its slots filled (not escaped)."""
