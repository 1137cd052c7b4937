"""What a player can work out about a move before making it.

Kept apart from the state: these questions play the move on a copy (:meth:`State.copy`), so
the answer is the rules' own and the position does not change.
"""

from __future__ import annotations

from .actions import Action, Play
from .state import State


def scores_at_once(state: State, action: Action) -> bool:
    """Whether ``action`` scores or locks at once: the mover's points by their own banner (the
    table as it then stands) go up, or a card is locked for the next player (Piggy swapped
    with it). A tie-break choice scores nothing. The mover's banner is theirs to know, and the
    card drawn after the play (the deck's secret order) changes neither, so a mark on the
    moves that score gives nothing away."""
    if not isinstance(action, Play):
        return False
    seat = state.seat_to_move()
    trial = state.copy()
    before = trial.totals()[seat]
    trial.apply(action)
    return trial.totals()[seat] > before or trial.lock is not None


__all__ = ["scores_at_once"]
