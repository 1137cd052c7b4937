"""``State.end_count``: the end of the game told on a table as it lies, as the last card laid
tells it, without changing the state (the scoring widget counts a table set up in full)."""

from __future__ import annotations

import pytest

from engine.pook import EventKind, from_json, new_game, to_json
from engine.pook.bots import RandomBot
from engine.pook.components import FACTIONS


@pytest.mark.parametrize("seed", range(12))
def test_the_count_is_the_one_the_last_card_sets_off(seed: int) -> None:
    state = new_game(2 + seed % 3, seed)
    bots = {p: RandomBot(seed * 7 + i) for i, p in enumerate(state.players)}
    for _ in range(200):
        events = state.apply(bots[str(state.current_player)].choose(state))
        kinds = [e.kind for e in events]
        if EventKind.GAME_ENDED in kinds:
            break
    else:
        pytest.fail(f"seed {seed}: the game did not end")
    told = events[kinds.index(EventKind.GAME_ENDED):]
    before = to_json(state)
    assert state.end_count() == told
    assert to_json(state) == before                       # the state did not change
    assert from_json(before).end_count() == told          # read back, the same table
    assert told[-1].kind in (EventKind.WON, EventKind.TIE)
    assert [e.kind for e in told].count(EventKind.FACTION_SCORED) == len(FACTIONS)
