"""Every word the Pi widget writes itself, looked up by key: its gettext domain ``pi``
and the shared phrases (:func:`livewidgets.strings.game_strings`).
"""

from __future__ import annotations

from engine.errors import marker
from engine.i18n import Catalogue, Phrase, Plural

from .. import strings as shared

DOMAIN = "pi"
M_ = marker(DOMAIN, __file__)
"""The widget's refusals, in the game's catalogue."""


def _phrases(t: Catalogue) -> dict[str, Phrase]:
    return {
        "player": t._("Player {n}"),
        "players": t._("Players"),
        "fewer_players": t._("One player fewer"),
        "more_players": t._("One player more"),
        "track": t._("Turn on which player {n} solved (tap again: not solved)"),
        "turn": t._("Turn {turn}"),
        "solved_here": t._("solved on this turn"),
        "after_end": t._("the round is over"),
        "not_solved": t._("Not solved this round."),
        "solved_on": t._("Solved on turn {turn}, discovery turn {place}: {solve}."),
        "wrong": t._("Wrong guesses"),
        "fewer_wrong": t._("One wrong guess fewer for player {n}"),
        "more_wrong": t._("One wrong guess more for player {n}"),
        "detectives": t._("Detectives left"),
        "fewer_detectives": t._("One detective fewer for player {n}"),
        "more_detectives": t._("One detective more for player {n}"),
        "points": Plural("size", lambda n: t.ngettext(
            "{solve} − {penalty} = {points} point", "{solve} − {penalty} = {points} points", n)),
        "ranking": t._("Ranking of the round"),
        "ranked": Plural("size", lambda n: t.ngettext(
            "Place {place}: player {n}, {points} point", "Place {place}: player {n}, {points} points",
            n)),
        # Translators: the reason a player is placed below the one above, in brackets.
        "why": t._("({reason})"),
        "by_points": t._("fewer points than player {other}"),
        "by_detectives": t._("same points as player {other}, fewer detectives left ({mine} "
                             "against {theirs})"),
        "by_penalties": t._("same points and detectives as player {other}, more penalties "
                            "({mine} against {theirs})"),
        "shared": t._("tied with player {other} on points, detectives and penalties: the place "
                      "is shared"),
        "end": t._("Discovery turns: {turns}. The round ends after turn {end}."),
        "legend": t._("✔ the turn a player solved on; the discovery turns score 7, 5, 3, 1, "
                      "then 0; each wrong guess costs 2."),
    }


# "size" is the number of points without its sign: French writes "-2 points" in the plural.
UI, ui = shared.game_strings(DOMAIN, _phrases)
