"""The table's geometry along random games: ``Table.coins_in_line``, the coins of a cell's row
and column, one line at a time, are the coins its cost counts, each once, in reading order;
``Table.reach``, the lines a card may still go to, holds every cell the rules leave open (the
same figure the widgets' windows use)."""

from __future__ import annotations

from typing import Iterator

import pytest

from engine.pook import new_game
from engine.pook.bots import RandomBot
from engine.pook.table import Table


def tables(seed: int) -> Iterator[Table]:
    """The table before each action of a random game."""
    state = new_game(2 + seed % 3, seed)
    bot = RandomBot(seed)
    while state.current_player is not None and not state.is_over:
        yield state.table
        state.apply(bot.choose(state))


@pytest.mark.parametrize("seed", range(6))
def test_the_lines_hold_the_coins_the_cost_counts(seed: int) -> None:
    checked = 0
    for table in tables(seed):
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
    assert checked


@pytest.mark.parametrize("seed", range(6))
def test_every_open_cell_lies_within_reach_and_every_line_in_reach_fits(seed: int) -> None:
    checked = 0
    for table in tables(seed):
        if table.fixed or not table.bounds:
            continue
        low_r, high_r, low_c, high_c = table.bounds
        rows, cols = Table.reach(low_r, high_r), Table.reach(low_c, high_c)
        assert all(rows[0] <= r <= rows[1] and cols[0] <= c <= cols[1]
                   for r, c in table.open_cells())
        assert all(table.fits((r, low_c)) for r in range(rows[0], rows[1] + 1))
        assert all(table.fits((low_r, c)) for c in range(cols[0], cols[1] + 1))
        # one line further is either off the limit or not next to any card
        assert not table.fits((rows[0] - 1, low_c)) or rows[0] == low_r - 1
        checked += 1
    assert checked
