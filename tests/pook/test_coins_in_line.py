"""``Table.coins_in_line``: the coins of a cell's row and column, one line at a time, are the
coins its cost counts, each once, in reading order."""

from __future__ import annotations

import pytest

from engine.pook import new_game
from engine.pook.bots import RandomBot


@pytest.mark.parametrize("seed", range(6))
def test_the_lines_hold_the_coins_the_cost_counts(seed: int) -> None:
    state = new_game(2 + seed % 3, seed)
    bot = RandomBot(seed)
    checked = 0
    while state.current_player is not None and not state.is_over:
        table = state.table
        cells = {(r + dr, c + dc) for r, c in table.cards for dr in (-1, 0, 1)
                 for dc in (-1, 0, 1)}
        for cell in cells:
            row, col = table.coins_in_line(cell)
            assert len(row) + len(col) == table.coins_for(cell)
            assert row == sorted(row) and col == sorted(col)
            assert all(k[0] == cell[0] and k[1] != cell[1] for k in row)
            assert all(k[1] == cell[1] and k[0] != cell[0] for k in col)
            assert not {*row, *col} & table.warriors
            checked += 1
        state.apply(bot.choose(state))
    assert checked
