"""The calculator of the registry entry: does the game end now, and which bonus tiles score?

One calculation, ``end``::

    {"calc": "end",
     "paintings": [p1, p2, p3, p4, p5],   # paintings exhibited in exhibitions 1 to 5
     "markers": [m1, m2, m3, m4, m5],     # invitation markers of each (optional: 3 each)
     "deck": d,                           # painting cards left in the draw pile
     "ratings": {"art-nouveau": r, "renaissance": r, "surrealism": r, "pop-art": r,
                 "impressionism": r, "gold": r}}

answers ``{"ends": bool, "triggers": [...], "when": "end-of-turn" | null, "exhibited": n,
"bonus_rule": "full" | "most" | "none", "bonus": [exhibitions]}``: ``triggers`` the
conditions met among ``"museum"`` (12 or more paintings exhibited), ``"deck"`` (the draw pile
empty) and ``"market"`` (a rating at 70 or more), in that order; ``when`` the end of the
current turn when one is met (``finish-the-turn``); ``exhibited`` the paintings in the museum;
``bonus`` the exhibitions (1 to 5) whose bonus tile scores at the end, as the museum stands
(``bonus_rule`` says which rule chose them; ``"none"`` when the museum is empty).

Limits, checked first, before any work, in this order: ``markers`` five whole numbers from 1
to 12 (the default, 3 each, is an assumption: the page does not say); ``paintings`` five whole
numbers from 0 to the exhibition's markers (``one-marker-a-painting``); ``deck`` 0 to 75 (the
box's painting cards); ``ratings`` exactly the six markets, each 0 to 99 (the calculator's
bound, past the end at 70). A bad input is refused with a
:class:`~engine.errors.RulesError` naming the field (``paintings[2]``): the command line prints
it on one line and exits 2.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..calcinput import check_keys, sized_list, whole
from ..errors import RulesError, marker
from .museum import EXHIBITIONS, MARKETS, PAINTING_CARDS, bonus, triggers
from .rulings import Ruling

M_ = marker("artdecko", __file__)

KEYS = frozenset({"calc", "paintings", "markers", "deck", "ratings"})
"""The keys the calculation reads (any other is refused, so a misspelt one is not ignored)."""
REQUIRED = ("paintings", "deck", "ratings")
DEFAULT_MARKERS = 3
"""Invitation markers per exhibition when the caller gives none (an assumption:
``assumed-markers`` on the rulings page)."""
MAX_MARKERS = 12
"""The most markers the calculator accepts for one exhibition (a bound, not a rule)."""
MAX_RATING = 99
"""The highest market rating the calculator accepts (a bound past the end at 70)."""


def _five(value: Any, key: str) -> list[Any]:
    return sized_list(value, key, M_("not-five"), EXHIBITIONS, least=EXHIBITIONS,
                      ruling=Ruling.FIVE_EXHIBITIONS, n=EXHIBITIONS)


def _markers(inputs: Mapping[str, Any]) -> list[int]:
    if "markers" not in inputs:
        return [DEFAULT_MARKERS] * EXHIBITIONS
    return [whole(item, f"markers[{i}]", M_("not-markers"), MAX_MARKERS, least=1,
                  ruling=Ruling.ONE_MARKER_A_PAINTING)
            for i, item in enumerate(_five(inputs["markers"], "markers"))]


def _paintings(value: Any, markers: list[int]) -> list[int]:
    return [whole(item, f"paintings[{i}]", M_("not-paintings"), markers[i],
                  ruling=Ruling.ONE_MARKER_A_PAINTING)
            for i, item in enumerate(_five(value, "paintings"))]


def _deck(value: Any) -> int:
    return whole(value, "deck", M_("not-deck"), PAINTING_CARDS, ruling=Ruling.DECK_EMPTY)


def _ratings(value: Any) -> dict[str, int]:
    if not isinstance(value, Mapping) or set(value) != set(MARKETS):
        raise RulesError(M_("not-ratings"), where="ratings", keys=", ".join(MARKETS), value=value,
                         ruling=Ruling.MARKET_SEVENTY)
    return {market: whole(value[market], f"ratings.{market}", M_("not-rating"), MAX_RATING,
                          ruling=Ruling.MARKET_SEVENTY) for market in MARKETS}


def end(paintings: list[int], markers: list[int], deck: int,
        ratings: Mapping[str, int]) -> dict[str, Any]:
    """The answer for checked inputs: see the module's docstring."""
    met = triggers(paintings, deck, ratings)
    rule, tiles = bonus(paintings, markers)
    return {"ends": bool(met), "triggers": met, "when": "end-of-turn" if met else None,
            "exhibited": sum(paintings), "bonus_rule": rule, "bonus": tiles}


def calc(inputs: Mapping[str, Any]) -> dict[str, Any]:
    """The registry's calculator (``inputs["calc"]`` already checked by
    :meth:`engine.registry.CalcSpec.run`)."""
    check_keys(inputs, str(inputs["calc"]), KEYS, REQUIRED)
    markers = _markers(inputs)
    paintings = _paintings(inputs["paintings"], markers)
    return end(paintings, markers, _deck(inputs["deck"]), _ratings(inputs["ratings"]))
