"""Every word the Can't Stop widget writes itself, looked up by key: its gettext domain ``cantstop``
and the shared phrases (:func:`livewidgets.strings.game_strings`).
"""

from __future__ import annotations

from engine.errors import marker
from engine.i18n import Catalogue, Phrase, Plural, catalogue

from .. import strings as shared

DOMAIN = "cantstop"
M_ = marker(DOMAIN, __file__)
"""The widget's refusals, in the game's catalogue."""


def _phrases(t: Catalogue) -> dict[str, Phrase]:
    return {
        "board": t._("The board: columns 2 to 12"),
        "modes": t._("What a click on a column does"),
        "mode_climber": t._("Place or take off a climber"),
        "mode_closed": t._("Close or reopen a column"),
        "steps": Plural("steps", lambda n: t.ngettext("{steps} step", "{steps} steps", n)),
        "climber": t._("climber"),
        "closed": t._("closed"),
        "open": t._("open"),
        "topped": t._("climber at the top, closed"),
        "column_label": t._("Column {n}, {length}: {status}"),
        "legend": t._("▲ a climber of this turn, ✕ a closed column (won by a player, or "
                      "topped this turn: ▲✕)."),
        "climbers_free": Plural("free", lambda n: t.ngettext(
            "{free} climber still free: every open column may be used.",
            "{free} climbers still free: every open column may be used.", n)),
        "climbers_placed": t._("All three climbers are placed: only their columns may be used."),
        "usable": t._("Usable sums: {sums}"),
        "usable_none": t._("No usable sum: every roll stops the turn."),
        "chance": t._("Chance that the next roll goes on"),
        # Translators: {rolls} of the {of} rolls of four dice; the count is {rolls}.
        "of_rolls": Plural("rolls", lambda n: t.ngettext("{rolls} of {of} rolls",
                                                         "{rolls} of {of} rolls", n)),
        "stops": t._("Rolls that stop you"),
        "stops_count": Plural("count", lambda n: t.ngettext(
            "{n} of the {of} rolls stops the turn:", "{n} of the {of} rolls stop the turn:", n)),
        "stops_none": t._("No roll stops you: every roll of four dice offers a usable sum."),
        "dice_label": Plural("rolls", lambda n: t.ngettext(
            "dice {dice}: {rolls} roll", "dice {dice}: {rolls} rolls", n)),
        "stops_more": Plural("n", lambda n: t.ngettext(
            "Show {n} more combination", "Show {n} more combinations", n)),
        "survive": t._("Going on several times in a row"),
        "rolls_in_row": t._("Rolls in a row"),
        "survive_chance": t._("Chance none of them stops you"),
        "more_rolls": t._("Look one roll further"),
        "fewer_rolls": t._("Look one roll less far"),
    }


UI, ui = shared.game_strings(DOMAIN, _phrases)


def percent(ratio: float, lang: str) -> str:
    """``92.0%`` as ``lang`` writes it."""
    return catalogue(DOMAIN, lang).percent(ratio, 1)


def number(value: int, lang: str) -> str:
    """``1,296`` as ``lang`` writes it."""
    return catalogue(DOMAIN, lang).number(value)


def join(items: list[str], lang: str) -> str:
    return catalogue(DOMAIN, lang).join(items)
