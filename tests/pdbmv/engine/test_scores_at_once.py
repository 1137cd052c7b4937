"""``scores_at_once``: asked before a move, it says whether playing the move then raises the
mover's score; a draw never counts (what it brings is secret), and asking changes nothing."""

from __future__ import annotations

import pytest

from engine.pdbmv import Bribe, Buy, new_game, to_json
from engine.pdbmv.analysis import scores_at_once
from engine.pdbmv.bots import RandomBot


@pytest.mark.parametrize("seed", range(6))
def test_the_answer_is_what_the_move_then_does(seed: int) -> None:
    state = new_game(2 + seed % 4, seed)
    bot = RandomBot(seed)
    seen = set()
    for _ in range(400):
        if state.over:
            break
        action = bot.choose(state)
        before = to_json(state)
        said = scores_at_once(state, action)
        assert to_json(state) == before
        mover = state.players[state.turn]
        score = state.scores()[mover]
        state.apply(action)
        did = isinstance(action, (Bribe, Buy)) and state.scores()[mover] > score
        assert said == did, (seed, str(action))
        seen.add(said)
    assert seen == {True, False}
