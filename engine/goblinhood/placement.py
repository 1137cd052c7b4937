"""Where each card lies in a scenario, and how a written trail is checked.

A card has one place at a time (trail, buried, a hand, a treasure, the deck, a marker pile);
:class:`Places` refuses a second one, naming both fields. A trail card shows one or both of
its squares: both side by side (in either order, since a card may be turned round), or one,
the other covered by a neighbour. Any card shown with its squares in those shapes is accepted;
the engine does not try to prove that a sequence of plays led to it.
"""

from __future__ import annotations

from typing import Any, Mapping

from .components import Card
from .refusals import M_, RulesError
from .rulings import Ruling

TRAIL_SHAPE = M_("trail-shape")


class Places:
    """The first field each card was found in; a second place is a :class:`RulesError`."""

    def __init__(self, cards: Mapping[str, Card]) -> None:
        self.cards = cards
        self.at: dict[str, str] = {}

    def put(self, card: str, where: str) -> str:
        if card not in self.cards:
            raise RulesError(M_("unknown-card"), where=where, card=card)
        if card in self.at:
            raise RulesError(M_("twice"), where=where, card=card, first=self.at[card])
        self.at[card] = where
        return card


def read_trail(value: Any, places: Places, least: int = 2) -> list[tuple[str, str]]:
    """The ``trail`` key: (colour, card) pairs, left end first. A round being played shows at
    least two squares; a round that is over may show fewer (``least`` 0), once its marker has
    been taken from the trail (ruling marker-chooser)."""
    if not isinstance(value, list) or len(value) < least:
        raise RulesError(TRAIL_SHAPE, where="trail")
    trail: list[tuple[str, str]] = []
    for i, square in enumerate(value):
        where = f"trail[{i}]"
        if not isinstance(square, Mapping) or set(square) != {"colour", "card"} \
                or not isinstance(square["colour"], str) or not isinstance(square["card"], str):
            raise RulesError(TRAIL_SHAPE, where=where)
        colour, card = square["colour"], square["card"]
        if trail and trail[-1][1] == card:   # the card's second visible square
            first = trail[-1][0]
            if (len(trail) > 1 and trail[-2][1] == card) \
                    or sorted((first, colour)) != sorted(places.cards[card].squares):
                raise RulesError(M_("split-card"), where=where, ruling=Ruling.COVER_AN_END,
                                 card=card)
            trail.append((colour, card))
            continue
        places.put(card, f"{where}.card")
        squares = places.cards[card].squares
        if colour not in squares:
            raise RulesError(M_("not-its-square"), where=f"{where}.colour",
                             ruling=Ruling.COVER_AN_END,
                             card=card, colour=colour, squares=" ".join(squares))
        trail.append((colour, card))
    return trail
