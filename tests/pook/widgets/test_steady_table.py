"""The sandbox's table keeps its size and place from one turn to the next (issue 22): after
every move of whole bot games, the rows and columns drawn are as many as ever, hold every card
and every cell a card may go to (the engine's ``open_cells``), and move only when the window
drawn before no longer holds them. A fixed table draws its own box."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.pook import parse_action
from engine.pook.components import FIXED_BOX
from livewidgets.pook import sandbox
from livewidgets.pook.board import STEADY, steady_window
from tests.pook.widgets.test_sandbox import finish, new

Window = tuple[list[int], list[int]]


def holds(view: Window, cells: Any) -> bool:
    rows, cols = view
    return all(r in rows and c in cols for r, c in cells)


def windows_of(session: dict[str, Any]) -> list[tuple[Window, set[tuple[int, int]]]]:
    """After the start and each move: the window drawn and the cells it must show."""
    rep = sandbox.SANDBOX.replay(session)
    state = sandbox.KIT.start_state(session["start"])
    fixed = state.table.fixed
    found = []
    for k in range(len(session["log"]) + 1):
        if k:
            state.apply(parse_action(session["log"][k - 1]))
        needed = set(state.table.cards) | set(state.table.open_cells())
        found.append((steady_window(rep.seen[:k + 1], fixed), needed))
    return found


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 7), (4, 3), (4, 12)])
def test_the_window_keeps_its_size_holds_every_playable_cell_and_moves_only_when_it_must(
        players: int, seed: int) -> None:
    session = finish(new(["greedy"] + ["random"] * (players - 1), seed=seed))
    found = windows_of(session)
    assert len(found) > 10
    moved = 0
    for i, (view, needed) in enumerate(found):
        rows, cols = view
        assert len(rows) == len(cols) == STEADY
        assert rows == list(range(rows[0], rows[0] + STEADY))
        assert holds(view, needed), (i, view, sorted(needed - {(r, c) for r in rows for c in cols}))
        if i and found[i - 1][0] != view:
            moved += 1
            assert not holds(found[i - 1][0], needed), f"move {i}: the window moved for nothing"
            # by the least: one line at a time, as the table grows by one card
            assert abs(view[0][0] - found[i - 1][0][0][0]) <= 1
            assert abs(view[1][0] - found[i - 1][0][1][0]) <= 1
    print(players, seed, "moves", len(found) - 1, "window moved", moved)
    # The live page draws that window: as many rows and column headings.
    html = sandbox.view(session)["html"]
    assert len(re.findall(r'<th scope="col">', html)) == STEADY
    assert len(re.findall(r'<th scope="row">', html)) == STEADY


def test_a_fixed_table_draws_its_box_all_game() -> None:
    session = sandbox.start({"players": 3, "seats": ["greedy", "random", "random"], "seed": 4,
                             "options": {"fixed_grid": True}})["session"]
    found = windows_of(finish(session))
    box = list(range(FIXED_BOX[0], FIXED_BOX[1] + 1))
    assert found[0][0] == (box, box)
    assert all(view == (box, box) and holds(view, needed) for view, needed in found)
