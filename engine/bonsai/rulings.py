"""The rulings of Bonsai's tree: each a stable id, a section of every language's rulings page
and a test ``test_<id>`` under ``tests/bonsai/``.

Source: the help page of the seed, created on 2024-10-18 at 12:25 and revised twice (14:35 the
same day, proofreading; 2024-10-19 01:02, corrections). The three revisions state the same
placement and scoring rules: the later ones only fix spelling and make the creation's "play the
tiles as shown" say that each tile symbol allows one tile of that type. The page never says how
the tree starts nor how far it may spread: :data:`READINGS` and the assumption on the rulings
page (``assumed-board``) are this site's choices, marked on the pages. The publisher's rules
(cited on the index page) settle the fruit's two leaves.
"""

from __future__ import annotations

from enum import StrEnum


class Ruling(StrEnum):
    TRUNK_FIRST = "trunk-first"
    """The tree grows from one wood tile, the trunk, at hex (0, 0): the first tile listed."""
    ONE_TILE_A_HEX = "one-tile-a-hex"
    """A hex holds one tile; a tile is never laid on another."""
    CHECKED_WHEN_PLACED = "checked-when-placed"
    """Each tile's placement rule is checked when it is placed, against the tiles already in
    the tree: the list is the order of growth."""
    WOOD_ON_WOOD = "wood-on-wood"
    """A wood tile shares an edge with another wood tile."""
    LEAF_ON_WOOD = "leaf-on-wood"
    """A leaf tile shares an edge with a wood tile."""
    FLOWER_ON_LEAF = "flower-on-leaf"
    """A flower tile shares an edge with a leaf tile."""
    FRUIT_ON_TWO_LEAVES = "fruit-on-two-leaves"
    """A fruit tile shares edges with two leaf tiles that touch each other."""
    FRUIT_APART = "fruit-apart"
    """A fruit tile never shares an edge with another fruit tile."""
    TILE_POINTS = "tile-points"
    """At the end, a wood tile scores 0, a leaf 3 and a fruit 7."""
    FLOWER_FREE_SIDES = "flower-free-sides"
    """A flower scores 1 for each of its sides that touches no tile: 0 to 5."""


READINGS: frozenset[str] = frozenset({Ruling.TRUNK_FIRST.value})
"""Rulings that are this site's reading (the pages mark them "our reading"). The fruit's two
leaves that touch each other were a reading until the publisher's rules were found: they ask
for one side of the fruit on the first leaf and the next side on the second."""
