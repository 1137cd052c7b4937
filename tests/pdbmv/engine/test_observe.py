"""``changes_since``: what moved between two positions, read against the events between them.

Along random games, each action's changes are those its events tell: a token that ends
somewhere else after being moved or pushed, a stall paid for, taken or dealt to, and the
player who bribed or drew (their bribes, or their hand's size, changed).
"""

from __future__ import annotations

import pytest

from engine.pdbmv import Bribe, Draw, EventKind, new_game, to_json
from engine.pdbmv.bots import make_bot
from engine.pdbmv.observe import changes_since


@pytest.mark.parametrize("seed", range(3))
def test_each_actions_changes_are_what_its_events_tell(seed: int) -> None:
    state = new_game(2 + seed % 3, seed)
    bot = make_bot("random", seed)
    draws = 0
    while not state.over:
        before = state.copy()
        favor = to_json(before)["favor"]
        actor = state.player
        action = bot.choose(state)
        events = state.apply(action)
        changes = changes_since(before, state)
        assert to_json(before)["favor"] == favor, "asking changes neither position"
        moved = {e.args["treasure"] for e in events
                 if e.kind in (EventKind.TOKEN_MOVED, EventKind.TOKEN_PUSHED)}
        now = to_json(state)["favor"]
        assert set(changes["tokens"]) == {t for t in moved if now.index(t) != favor.index(t)}
        assert all(favor[old] == t for t, old in changes["tokens"].items())
        touched = {e.args["stall"] for e in events if e.kind in (
            EventKind.CARD_DEALT, EventKind.PAID, EventKind.CARDS_TAKEN)}
        assert set(changes["stalls"]) <= touched
        assert {e.args["stall"] for e in events if e.kind is EventKind.CARD_DEALT} \
            <= set(changes["stalls"]) | {e.args["stall"] for e in events
                                         if e.kind is EventKind.CARDS_TAKEN}
        if isinstance(action, Draw) and not state.over:
            draws += 1
            assert changes == {"tokens": {}, "stalls": [], "players": [actor]}
        elif isinstance(action, Bribe):
            assert actor in changes["players"], "a bribe grows the briber's bribes"
    assert draws, "these games hold a draw"


def test_a_position_against_itself_has_no_change() -> None:
    state = new_game(3, 5)
    assert changes_since(state, state.copy()) == {"tokens": {}, "stalls": [], "players": []}
