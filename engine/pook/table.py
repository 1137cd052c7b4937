"""The table: which card lies on which cell, which side is up, and the geometry the rules ask
about (the 5 by 5 limit, coin counts, the Knight's shield).

There is no board: cells are ``(row, col)`` integers around Piggy's first cell ``(0, 0)``. The
limit is a 5 by 5 box that floats (every occupied cell must fit in *some* 5 by 5 box), or,
with ``fixed``, the box of rows and columns -2..2.
"""

from __future__ import annotations

from .components import (FACTION_OF, FIXED_BOX, GRID_SIZE, KNIGHT, PIGGY_CODE, Cell,
                         neighbours)


class Table:
    """Cards on the table: ``cards`` maps a cell to a card code; ``warriors`` holds the cells
    whose card shows its warrior side (every other card shows its coin side)."""

    __slots__ = ("cards", "warriors", "piggy", "fixed", "bounds")

    def __init__(self, fixed: bool = False) -> None:
        self.cards: dict[Cell, int] = {}
        self.warriors: set[Cell] = set()
        self.piggy: Cell = (0, 0)
        """Piggy's cell (Piggy's code is also in ``cards``)."""
        self.fixed = fixed
        self.bounds: tuple[int, int, int, int] | None = None
        """(first row, last row, first column, last column) of the occupied cells: kept up
        to date by :meth:`place`, since only a new card can widen the table."""

    def copy(self) -> Table:
        other = Table.__new__(Table)
        other.cards, other.warriors = dict(self.cards), set(self.warriors)
        other.piggy, other.fixed, other.bounds = self.piggy, self.fixed, self.bounds
        return other

    # -- changes -------------------------------------------------------------------------

    def place(self, cell: Cell, code: int, warrior: bool) -> None:
        """Put the card ``code`` at ``cell`` (empty, or holding the card a Mage replaces)."""
        r, c = cell
        b = self.bounds
        self.bounds = (r, r, c, c) if b is None else (
            min(b[0], r), max(b[1], r), min(b[2], c), max(b[3], c))
        self.cards[cell] = code
        if warrior:
            self.warriors.add(cell)
        else:
            self.warriors.discard(cell)

    def swap_piggy(self, cell: Cell) -> None:
        """Piggy and the card at ``cell`` trade places; each keeps its side."""
        old = self.piggy
        code = self.cards[cell]
        self.cards[old], self.cards[cell] = code, PIGGY_CODE
        if cell in self.warriors:
            self.warriors.discard(cell)
            self.warriors.add(old)
        self.piggy = cell

    # -- geometry ------------------------------------------------------------------------

    @staticmethod
    def reach(low: int, high: int) -> tuple[int, int]:
        """The first and the last line (row or column) a card may still go to on a table
        whose cards span lines ``low`` to ``high``: next to a card, inside the 5 by 5 limit."""
        return max(low - 1, high - GRID_SIZE + 1), min(high + 1, low + GRID_SIZE - 1)

    def fits(self, cell: Cell) -> bool:
        """True when a card at ``cell`` keeps the table inside the 5 by 5 limit."""
        r, c = cell
        if self.fixed:
            low, high = FIXED_BOX
            return low <= r <= high and low <= c <= high
        r0, r1, c0, c1 = self.bounds or (r, r, c, c)
        return max(r1, r) - min(r0, r) < GRID_SIZE and max(c1, c) - min(c0, c) < GRID_SIZE

    def open_cells(self) -> list[Cell]:
        """Every empty cell next to a card and inside the limit, in reading order: the cells
        a card may be played on."""
        cards = self.cards
        if self.fixed:
            low, high = FIXED_BOX
            r0 = c0 = low
            r1 = c1 = high
        else:
            low_r, high_r, low_c, high_c = self.bounds or (0, 0, 0, 0)
            r0, r1 = high_r - GRID_SIZE + 1, low_r + GRID_SIZE - 1
            c0, c1 = high_c - GRID_SIZE + 1, low_c + GRID_SIZE - 1
        found = set()
        for (r, c) in cards:
            if r > r0:
                found.add((r - 1, c))
            if r < r1:
                found.add((r + 1, c))
            if c > c0:
                found.add((r, c - 1))
            if c < c1:
                found.add((r, c + 1))
        return sorted(found.difference(cards))

    def coin_lines(self) -> tuple[dict[int, int], dict[int, int]]:
        """Coin-side cards (Piggy included) per row and per column."""
        rows: dict[int, int] = {}
        cols: dict[int, int] = {}
        warriors = self.warriors
        for cell in self.cards:
            if cell not in warriors:
                rows[cell[0]] = rows.get(cell[0], 0) + 1
                cols[cell[1]] = cols.get(cell[1], 0) + 1
        return rows, cols

    def coins_for(self, cell: Cell) -> int:
        """Coin-side cards in the row and the column of ``cell``, the cell itself left out
        (it is empty, or holds the warrior a Mage replaces)."""
        r, c = cell
        warriors = self.warriors
        return sum(1 for k in self.cards
                   if (k[0] == r) != (k[1] == c) and k not in warriors)

    def coins_in_line(self, cell: Cell) -> tuple[list[Cell], list[Cell]]:
        """The coin-side cards :meth:`coins_for` counts, row then column, each in reading
        order: what a player counts one line at a time."""
        r, c = cell
        coins = sorted(k for k in self.cards if k not in self.warriors and k != cell)
        return [k for k in coins if k[0] == r], [k for k in coins if k[1] == c]

    def shielded(self, cell: Cell) -> bool:
        """True when a warrior-side Knight lies orthogonally next to ``cell``."""
        cards, warriors = self.cards, self.warriors
        for n in neighbours(cell):
            code = cards.get(n)
            if code is not None and code != PIGGY_CODE and n in warriors \
                    and FACTION_OF[code] == KNIGHT:
                return True
        return False

    def coin_cells(self) -> list[Cell]:
        """Coin-side cards other than Piggy, in reading order (tie-break choices)."""
        return sorted(cell for cell, code in self.cards.items()
                      if code != PIGGY_CODE and cell not in self.warriors)
