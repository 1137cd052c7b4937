"""A round of Piggy's swaps on their own (:func:`engine.pook.state.piggy_turn`), as the page
of Piggy's swap tells them: the same checks and events as a swap inside a full turn."""

from __future__ import annotations

import pytest

from engine.pook import IllegalAction, Ruling
from engine.pook.state import piggy_turn

from .testkit import position

CELLS = ("0,0 piggy", "0,1 orc:1 c", "1,0 viking:2 w")


def test_piggy_swap_alone_tells_what_a_full_turn_tells() -> None:
    """The swap and the lock are the events of a play's swap (ruling piggy-swap, test
    ``test_piggy_swap``), and the table given is left as it was."""
    table = position(*CELLS).table
    after, events = piggy_turn(table, None, "Ana", (1, 0))
    assert [e.to_json() for e in events] == [
        {"type": "piggy_swapped", "player": "Ana", "when": "before", "from": [0, 0],
         "to": [1, 0], "card": "viking:2", "side": "warrior"},
        {"type": "piggy_locked", "at": [0, 0], "card": "viking:2"}]
    assert after.piggy == (1, 0) and (0, 0) in after.warriors
    assert table.piggy == (0, 0) and (1, 0) in table.warriors


def test_piggy_lock_the_next_player_may_not_swap_back() -> None:
    """Ana swaps with the Orc, which lands on [0, 0]: Ben may not take it back."""
    table = position(*CELLS).table
    after, _ = piggy_turn(table, None, "Ana", (0, 1))
    with pytest.raises(IllegalAction) as caught:
        piggy_turn(after, (0, 0), "Ben", (0, 0))
    assert caught.value.ruling == Ruling.PIGGY_LOCK


def test_piggy_swap_refuses_a_card_not_next_to_piggy() -> None:
    with pytest.raises(IllegalAction) as caught:
        piggy_turn(position(*CELLS, "1,1 knight:1 c").table, None, "Ana", (1, 1))
    assert caught.value.ruling == Ruling.PIGGY_SWAP
