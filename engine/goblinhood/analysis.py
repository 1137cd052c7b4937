"""Where a hand card may go: every way to lay it, with the rules' verdict on each.

A player holding a card asks which end of the trail it fits, with which square covering, and
if it fits nowhere, why not. The answer is the engine's own: each way is played on a copy of
the position (:meth:`State.apply`), so a verdict can never differ from what a play would do,
and a refusal keeps its code, reason and ruling. A card whose squares are the same colour lays
one way at each end, never two (:func:`~engine.goblinhood.components.covers`).
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Play
from .components import ENDS, covers
from .refusals import RulesError
from .state import State


@dataclass(frozen=True)
class Way:
    """One way to lay a card: the play, the colour of the covering square, the colour the end
    shows after it, and the rules' refusal (``None``: it fits)."""

    play: Play
    square: str
    new_end: str
    refusal: RulesError | None


def ways_to_lay(state: State, card: str) -> list[Way]:
    """Every way to lay ``card`` now (left end first, square 0 covering first), each with the
    verdict of playing it. The state does not change."""
    squares = state.cards[card].squares
    out = []
    for end in ENDS:
        for cover in covers(squares):
            play = Play(card, end, cover)
            try:
                state.copy().apply(play)
                refusal = None
            except RulesError as err:
                refusal = err
            out.append(Way(play, squares[cover], squares[1 - cover], refusal))
    return out


__all__ = ["Way", "ways_to_lay"]
