"""The rulings of Can't Stop: each a stable id, a section of every language's rulings page and a
test ``test_<id>`` under ``tests/cantstop/``.

Sources: the tips page of the seed (column lengths, three columns win, the "closed 8 and 10"
rolls); the published rules (Sid Sackson, 1980; the Eagle-Gryphon Games edition) for what the
tips page takes as known: four dice paired two and two, three climbers, the bust, closed
columns. :data:`READINGS` are this site's own choices, marked on the pages.
"""

from __future__ import annotations

from enum import StrEnum


class Ruling(StrEnum):
    FOUR_DICE_TWO_PAIRS = "four-dice-two-pairs"
    """A roll is four dice, split into two pairs; each pair's sum names a column (2 to 12)."""
    EITHER_SUM = "either-sum"
    """A pairing lets the player go on when at least one of its two sums may be used."""
    THREE_CLIMBERS = "three-climbers"
    """Three climbers per turn: while one is free, any open column may be used; once all three
    stand on the board, only their three columns."""
    BUST = "bust"
    """A roll with no usable sum in any pairing ends the turn and loses its progress."""
    CLOSED_COLUMNS = "closed-columns"
    """A column someone has won is closed to everyone for the rest of the game."""
    COLUMN_LENGTHS = "column-lengths"
    """Columns 2 to 12 are 3, 5, 7, 9, 11, 13, 11, 9, 7, 5 and 3 steps long."""
    THREE_COLUMNS_WIN = "three-columns-win"
    """The first player to win three columns wins the game."""
    ONE_FREE_CLIMBER = "one-free-climber"
    """Both sums usable, two new columns and one climber free: the player climbs on one of
    the two, and chooses which."""
    TOPPED_IS_CLOSED = "topped-is-closed"
    """A climber that tops its column this turn stays one of the three, and its column counts
    as closed for the rest of the turn."""


READINGS: frozenset[str] = frozenset({Ruling.TOPPED_IS_CLOSED.value})
"""Rulings that are this site's reading (the pages mark them "our reading")."""
