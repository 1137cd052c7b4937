"""Every word the Bang! widget writes itself, looked up by key: its gettext domain ``bang``
and the shared phrases (:func:`livewidgets.strings.game_strings`).
"""

from __future__ import annotations

from engine.errors import marker
from engine.i18n import SHARED, Catalogue, Phrase, Plural, catalogue

from .. import strings as shared

DOMAIN = "bang"
M_ = marker(DOMAIN, __file__)
"""The widget's refusals, in the game's catalogue."""


def _phrases(t: Catalogue) -> dict[str, Phrase]:
    return {
        "table": t._("The table, seen from above (clockwise from seat 1, the Sheriff)"),
        "tools": t._("A click on a seat"),
        "shooter": t._("picks the shooter"),
        "dead": t._("kills or revives"),
        "mustang": t._("gives or takes a Mustang"),
        "scope": t._("gives or takes a Scope"),
        "players": t._("Players at the table"),
        "fewer_players": t._("One player fewer"),
        "more_players": t._("One player more"),
        # Translators: a seat's accessible name: its number, then what is true of it.
        "seat": t._("Seat {seat}"),
        "sheriff": t._("Sheriff"),
        "is_shooter": t._("the shooter"),
        "is_dead": t._("dead"),
        "has_mustang": t._("Mustang"),
        "has_scope": t._("Scope"),
        "at_distance": t._("distance {d}"),
        # Translators: one letter on a seat for each card in play (the legend explains them).
        "sign_mustang": t.pgettext("sign", "M"),
        "sign_scope": t.pgettext("sign", "S"),
        "legend": t._("◎ the shooter, ✝ a dead player, ★ the Sheriff, M a Mustang, S a Scope; "
                      "the big number is the distance the shooter sees."),
        "settings": t._("{players} players; dead: {dead}; Mustang: {mustang}; Scope: {scope}; "
                        "shooter: seat {shooter}."),
        "nobody": t._("nobody"),
        "reach": t._("Who each weapon reaches from seat {shooter}"),
        "range_of": t._("Range {r} ({weapons})"),
        "seats": Plural("n", lambda n: t.ngettext("{n} player: seat {seats}",
                                                  "{n} players: seats {seats}", n)),
        "no_one": t._("nobody"),
        "draws": t._("The chance of a draw! (one card of the 80)"),
        "barrel": t._("Barrel stops the shot (a heart)"),
        "jail": t._("Jail is escaped (a heart)"),
        "dynamite": t._("Dynamite explodes (a spade from 2 to 9)"),
        # Translators: {hits} of the {of} cards of the deck; the count is {hits} ("1 carte").
        "of_cards": Plural("hits", lambda n: t.ngettext("{hits} of {of} cards",
                                                        "{hits} of {of} cards", n)),
    }


UI, ui = shared.game_strings(DOMAIN, _phrases)


def percent(ratio: float, lang: str) -> str:
    """``12.5%`` as ``lang`` writes it."""
    return catalogue(DOMAIN, lang).percent(ratio, 1)


def seat_list(seats: list[int], lang: str) -> str:
    """``2, 5`` for seats 1 and 4 of the calculator (the drawing counts from 1), or the word
    for nobody."""
    return (catalogue(SHARED, lang).separator.join(str(s + 1) for s in seats) if seats
            else ui("nobody", lang))
