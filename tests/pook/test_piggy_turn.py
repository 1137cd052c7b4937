"""A round of Piggy's swaps on their own (:func:`engine.pook.state.piggy_turn`), as the page
of Piggy's swap tells them: the same checks and events as a swap inside a full turn."""

from __future__ import annotations

import pytest

from engine.pook import IllegalAction, Ruling
from engine.pook.state import piggy_turn
from engine.pook.variants import piggy_round

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


def test_piggy_round_each_player_in_turn_kept_from_the_card_just_swapped() -> None:
    """A round of swaps alone (:func:`engine.pook.variants.piggy_round`): Ana swaps with the
    Orc, Ben with the Knight, then Ana again with the Viking; each time the lock falls on
    Piggy's old cell (the card just swapped) and the turn passes to the next seat."""
    state = position(*CELLS, "1,1 knight:1 c")
    done = piggy_round(state, [(0, 1), (1, 1), (1, 0)])
    assert [(s.table.piggy, s.lock, s.seat) for s in done] == [
        ((0, 1), (0, 0), 1), ((1, 1), (0, 1), 0), ((1, 0), (1, 1), 1)]
    assert [[e.to_json()["type"] for e in s.events] for s in done] == [
        ["piggy_swapped", "piggy_locked"]] * 3
    assert [s.events[0].to_json()["player"] for s in done] == ["Ana", "Ben", "Ana"]
    assert state.table.piggy == (0, 0)   # the position given is left as it was


def test_piggy_round_refuses_a_locked_swap_at_its_place_in_the_round() -> None:
    """Ben may not swap back the Orc Ana just swapped (ruling piggy-lock): the refusal names
    the second swap, ``swaps[1]``."""
    with pytest.raises(IllegalAction) as caught:
        piggy_round(position(*CELLS), [(0, 1), (0, 0)])
    assert caught.value.ruling == Ruling.PIGGY_LOCK
    assert caught.value.where == "swaps[1]"
