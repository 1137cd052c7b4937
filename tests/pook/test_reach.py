"""``Table.reach``: the lines a card may still go to are those of the cells the rules leave
open (next to a card, inside the 5 by 5 limit), the same figure the widgets' windows use."""

from __future__ import annotations

import pytest

from engine.pook import new_game
from engine.pook.bots import RandomBot
from engine.pook.table import Table


@pytest.mark.parametrize("seed", range(6))
def test_every_open_cell_lies_within_reach_and_reach_is_reached(seed: int) -> None:
    state = new_game(2 + seed % 3, seed)
    bot = RandomBot(seed)
    checked = 0
    while state.current_player is not None and not state.is_over:
        table = state.table
        if not table.fixed and table.bounds:
            low_r, high_r, low_c, high_c = table.bounds
            rows, cols = Table.reach(low_r, high_r), Table.reach(low_c, high_c)
            open_cells = table.open_cells()
            assert all(rows[0] <= r <= rows[1] and cols[0] <= c <= cols[1]
                       for r, c in open_cells)
            # a line within reach is one a card could fill: a cell there fits the limit
            assert all(table.fits((r, low_c)) for r in range(rows[0], rows[1] + 1))
            assert all(table.fits((low_r, c)) for c in range(cols[0], cols[1] + 1))
            assert not table.fits((rows[0] - 1, low_c)) or rows[0] == low_r - 1
            checked += 1
        state.apply(bot.choose(state))
    assert checked
