"""``scores_at_once``: asked before a move, it says what playing the move then does to the
mover's points and the lock, and asking changes nothing."""

from __future__ import annotations

import pytest

from engine.pook import new_game, to_json
from engine.pook.actions import Play
from engine.pook.analysis import scores_at_once
from engine.pook.bots import RandomBot


@pytest.mark.parametrize("seed", range(8))
def test_the_answer_is_what_the_move_then_does(seed: int) -> None:
    state = new_game(2 + seed % 3, seed)
    bot = RandomBot(seed)
    seen = set()
    while state.current_player is not None and not state.is_over:
        action = bot.choose(state)
        before = to_json(state)
        said = scores_at_once(state, action)
        assert to_json(state) == before
        seat = state.seat_to_move()
        points = state.totals()[seat]
        state.apply(action)
        did = isinstance(action, Play) and (state.totals()[seat] > points
                                            or state.lock is not None)
        assert said == did, (seed, str(action))
        seen.add(said)
    assert seen == {True, False}
