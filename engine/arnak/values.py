"""The tips page's unit values, and the value of one side of a move.

The page prices every game element in *units*, one unit being one victory point, so that a
move (travel to a site, buy a card, take a temple tile) reads as a trade: what you pay on one
side, what you get on the other. The values are the page's estimates, not rules of the game.
Two of them are the site's reading of the page (see :mod:`.rulings`): a boot travel symbol is
worth nothing on the page's sites, though its table puts every travel symbol at 1; and a
``unit`` token stands for anything the page prices at one unit without naming it (an idol's
bonus, a guardian's boon, the effect of a card).
"""

from __future__ import annotations

from typing import Mapping

UNITS: dict[str, int] = {
    "fear": 0,
    "boot": 0,
    "coin": 1,
    "compass": 1,
    "tablet": 1,
    "travel": 1,
    "vp": 1,
    "unit": 1,
    "arrowhead": 2,
    "archaeologist": 2,
    "gem": 3,
}
"""Token -> its worth in units (1 unit = 1 victory point), cheapest first, as the page lists
them: a Fear card 0 (a travel symbol, but a point lost at the end); a coin, a compass, a
tablet, a travel symbol, a victory point 1; an arrowhead 2; a gem 3; an archaeologist about 2
(its worth grows over a game: the page's simplification). ``boot`` and ``unit``: see above."""

TOKENS: tuple[str, ...] = tuple(UNITS)
"""Every token, in the order the calculator lists terms and the widget draws them."""

MAX_COUNT = 99
"""The most of one token on one side (far above any real move: a whole game's income is
about 40 units)."""


def terms(side: Mapping[str, int]) -> list[dict[str, int | str]]:
    """One term per token present (count above 0), in :data:`TOKENS` order: the token, how
    many, its unit value and their product."""
    return [{"token": token, "count": side[token], "unit": UNITS[token],
             "value": side[token] * UNITS[token]}
            for token in TOKENS if side.get(token, 0) > 0]


def side_value(side: Mapping[str, int]) -> int:
    """The units of one side of a move: each token's count times its unit value, summed."""
    return sum(count * UNITS[token] for token, count in side.items())
