"""The tree on its hexes: where each kind of tile may grow, and what the tree scores.

Hexes are pointy-topped, in axial coordinates ``(q, r)``: ``r`` is the row counted upward from
the trunk's row (0), ``q`` the place along it, so a hex's centre sits ``q + r / 2`` hex widths
right of the trunk. The six neighbours of ``(q, r)`` are ``(q ± 1, r)``, ``(q, r + 1)``,
``(q - 1, r + 1)`` above and ``(q, r - 1)``, ``(q + 1, r - 1)`` below, listed in
:data:`DIRECTIONS` in order round the hex, so two consecutive directions are two neighbours
that touch each other.

The board (``assumed-board``: no source sets an edge to the tree) is a :class:`Board`: by
default :data:`ROWS` rows from the trunk's row up, each at most :data:`HALF_WIDTH` hex widths
either side of the trunk (46 hexes), the area the widget draws; the calculator takes other
sizes as an option, bounded by :data:`MAX_ROWS` and :data:`MAX_HALF_WIDTH` for safety.
Placement (checked when a tile is placed, against the tiles already there): wood beside wood
(``wood-on-wood``), a leaf beside wood (``leaf-on-wood``), a flower beside a leaf
(``flower-on-leaf``), a fruit beside two leaves that touch each other (``fruit-on-two-leaves``)
and beside no fruit (``fruit-apart``). Scores (``tile-points``, ``flower-free-sides``): wood 0,
leaf 3, fruit 7, a flower 1 for each of its sides that touches no tile.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Mapping

Hex = tuple[int, int]
"""``(q, r)``."""

KINDS: tuple[str, ...] = ("wood", "leaf", "flower", "fruit")
"""The four kinds of tile, in the order the pages and the answers list them."""
POINTS: dict[str, int] = {"wood": 0, "leaf": 3, "fruit": 7}
"""Points per tile of each kind but the flower (the page's end-of-game scoring)."""
SIDES = 6
"""A hex's sides: a flower scores its sides that touch no tile, 0 to 5 (one always touches
the leaf it grew from)."""
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
"""The six neighbours' offsets, in order round the hex: consecutive ones touch each other."""
TRUNK: Hex = (0, 0)
"""Where the first tile, the wood of the trunk, stands (``trunk-first``)."""
ROWS = 7
"""Rows of the board, from the trunk's row (0) up."""
HALF_WIDTH = 3
"""Hex widths of the board either side of the trunk's centre."""
MAX_ROWS = 15
"""The most rows a board may have (a safety bound, not a rule of the game)."""
MAX_HALF_WIDTH = 10
"""The most hex widths either side of the trunk a board may have (a safety bound)."""


@dataclass(frozen=True)
class Board:
    """The hexes a tree may use: ``rows`` rows from the trunk's row up, each at most
    ``half_width`` hex widths either side of the trunk (``assumed-board``)."""

    rows: int = ROWS
    half_width: int = HALF_WIDTH


DEFAULT_BOARD = Board()
"""The board the widget draws and the calculator uses unless told otherwise (46 hexes)."""


def on_board(q: int, r: int, size: Board = DEFAULT_BOARD) -> bool:
    """``(q, r)`` is one of the board's hexes (``assumed-board``)."""
    return 0 <= r < size.rows and abs(2 * q + r) <= 2 * size.half_width


def board(size: Board = DEFAULT_BOARD) -> list[Hex]:
    """Every hex of the board, row by row from the bottom, left to right."""
    return [(q, r) for r in range(size.rows)
            for q in range(-size.half_width - r, size.half_width + 1) if on_board(q, r, size)]


def neighbours(q: int, r: int) -> list[Hex]:
    """The six hexes around ``(q, r)``, in order round it (on the board or not)."""
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def touching(tree: Mapping[Hex, str], q: int, r: int, kind: str) -> list[Hex]:
    """The neighbours of ``(q, r)`` that hold a tile of ``kind``."""
    return [h for h in neighbours(q, r) if tree.get(h) == kind]


def leaf_pairs(tree: Mapping[Hex, str], q: int, r: int) -> Iterator[tuple[Hex, Hex]]:
    """Each pair of leaves round ``(q, r)`` that touch each other (consecutive sides)."""
    around = neighbours(q, r)
    for i, here in enumerate(around):
        there = around[(i + 1) % SIDES]
        if tree.get(here) == "leaf" and tree.get(there) == "leaf":
            yield here, there


def broken_rule(tree: Mapping[Hex, str], q: int, r: int, kind: str) -> str | None:
    """The id of the placement rule a ``kind`` tile at ``(q, r)`` breaks, or None when it may
    grow there (an empty hex of the board, beside the tiles already placed)."""
    if kind == "wood" and not touching(tree, q, r, "wood"):
        return "wood-on-wood"
    if kind == "leaf" and not touching(tree, q, r, "wood"):
        return "leaf-on-wood"
    if kind == "flower" and not touching(tree, q, r, "leaf"):
        return "flower-on-leaf"
    if kind == "fruit":
        if next(leaf_pairs(tree, q, r), None) is None:
            return "fruit-on-two-leaves"
        if touching(tree, q, r, "fruit"):
            return "fruit-apart"
    return None


def legal(tree: Mapping[Hex, str], kind: str, size: Board = DEFAULT_BOARD) -> list[Hex]:
    """The empty hexes of the board where a ``kind`` tile may grow now."""
    return [h for h in board(size) if h not in tree and broken_rule(tree, *h, kind) is None]


def free_sides(tree: Mapping[Hex, str], q: int, r: int) -> int:
    """The sides of ``(q, r)`` that touch no tile."""
    return sum(1 for h in neighbours(q, r) if h not in tree)


def points(tree: Mapping[Hex, str]) -> dict[str, int]:
    """The tree's points per kind: each flower its free sides, every other tile its kind's
    points."""
    found = dict.fromkeys(KINDS, 0)
    for (q, r), kind in tree.items():
        found[kind] += free_sides(tree, q, r) if kind == "flower" else POINTS[kind]
    return found
