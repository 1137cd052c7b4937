"""What a player can work out about a move before making it.

Kept apart from the state: these questions play the move on a copy (:meth:`State.copy`), so
the answer is the rules' own and the position does not change.
"""

from __future__ import annotations

from typing import NamedTuple

from .actions import Action, Play
from .state import State


class Effect(NamedTuple):
    """What a play does at once for its mover: ``gain``, the change of the mover's points by
    their own banner (the table as it then stands), and ``locks``, whether a card is then
    locked for the next player (Piggy swapped with it)."""

    gain: int
    locks: bool


def play_effect(state: State, action: Action) -> Effect:
    """The :class:`Effect` of ``action``, played on a copy. A tie-break choice changes
    nothing of the kind. The mover's banner is theirs to know, and the card drawn after the
    play (the deck's secret order) changes neither, so telling the mover gives nothing away."""
    if not isinstance(action, Play):
        return Effect(0, False)
    seat = state.seat_to_move()
    trial = state.copy()
    before = trial.totals()[seat]
    trial.apply(action)
    return Effect(trial.totals()[seat] - before, trial.lock is not None)


def scores_at_once(state: State, action: Action) -> bool:
    """Whether ``action`` scores or locks at once: the mover's points go up, or a card is
    locked for the next player (:func:`play_effect`)."""
    effect = play_effect(state, action)
    return effect.gain > 0 or effect.locks


__all__ = ["Effect", "play_effect", "scores_at_once"]
