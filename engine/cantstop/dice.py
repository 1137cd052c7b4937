"""The dice of Can't Stop, counted exactly: which of the 1,296 rolls of four dice go on.

A roll of four dice is split into two pairs in one of three ways (``ab|cd``, ``ac|bd``,
``ad|bc``), and each pair's sum names a column (:class:`~engine.cantstop.rulings.Ruling`
``four-dice-two-pairs``). Every two dice of the four are a pair of exactly one of the three
pairings, so the sums a roll offers are the six sums of its two-dice pairs; the roll goes on
when one of them may be used (``either-sum``), and stops the turn otherwise (``bust``).

The counts are exact (whole numbers of rolls out of 1,296, :class:`~fractions.Fraction` for
chances): the 126 sorted rolls (multisets) are listed once, each with the number of ordered
rolls it stands for, so a question costs 126 set tests, not 1,296 pairings.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from math import factorial, prod
from typing import Iterable

FACES = 6
DICE = 4
ROLLS = FACES ** DICE
"""1,296 ordered rolls of four six-sided dice."""
SUMS = tuple(range(2, 2 * FACES + 1))
"""The columns, named by the sum of two dice: 2 to 12."""
LENGTHS: dict[int, int] = {s: 2 * (FACES - abs(s - 7)) + 1 for s in SUMS}
"""Steps of each column: 3 for 2 and 12, two more per step towards 7, 13 for 7
(``column-lengths``)."""
CLIMBERS = 3
"""Climbers a player has each turn (``three-climbers``)."""
COLUMNS_TO_WIN = 3
"""Columns a player must win to win the game (``three-columns-win``)."""


def pairings(roll: tuple[int, ...]) -> list[tuple[int, int]]:
    """The three ways to split four dice into two pairs, as the two sums of each way."""
    a, b, c, d = roll
    return [(a + b, c + d), (a + c, b + d), (a + d, b + c)]


def pair_sums(roll: tuple[int, ...]) -> frozenset[int]:
    """Every sum some pairing of ``roll`` offers (the sums of its six two-dice pairs)."""
    return frozenset(x + y for x, y in combinations(roll, 2))


def arrangements(dice: tuple[int, ...]) -> int:
    """Ordered rolls showing these dice: 4! over the factorial of each repeated face."""
    return factorial(len(dice)) // prod(factorial(n) for n in Counter(dice).values())


@dataclass(frozen=True)
class Roll:
    """Four dice in increasing order, the ordered rolls they stand for, the sums they offer."""

    dice: tuple[int, ...]
    count: int
    sums: frozenset[int]


@lru_cache(maxsize=1)
def sorted_rolls() -> tuple[Roll, ...]:
    """The 126 rolls as sorted dice, in increasing order; their counts add up to 1,296."""
    return tuple(Roll(dice, arrangements(dice), pair_sums(dice))
                 for dice in combinations_with_replacement(range(1, FACES + 1), DICE))


def goes_on(roll: tuple[int, ...], allowed: Iterable[int]) -> bool:
    """Whether some pairing of ``roll`` offers a sum in ``allowed``."""
    usable = set(allowed)
    return any(x in usable or y in usable for x, y in pairings(roll))


def rolls_going_on(allowed: Iterable[int]) -> int:
    """How many of the 1,296 ordered rolls go on with these usable sums."""
    usable = frozenset(allowed)
    return sum(r.count for r in sorted_rolls() if r.sums & usable)


def stopping_rolls(allowed: Iterable[int]) -> list[Roll]:
    """The sorted rolls that stop the turn (no usable sum), in increasing order of dice."""
    usable = frozenset(allowed)
    return [r for r in sorted_rolls() if not r.sums & usable]


def chance(allowed: Iterable[int]) -> Fraction:
    """The exact chance that one roll goes on."""
    return Fraction(rolls_going_on(allowed), ROLLS)


def usable_sums(climbers: Iterable[int], closed: Iterable[int]) -> list[int]:
    """The sums usable now (``three-climbers``, ``closed-columns``): every column not closed
    while a climber is free, else the climbers' own columns."""
    placed, shut = sorted(set(climbers)), set(closed)
    if len(placed) < CLIMBERS:
        return [s for s in SUMS if s not in shut]
    return [s for s in placed if s not in shut]


@dataclass(frozen=True)
class Move:
    """One way to use a roll: the pairing's two sums, and the columns climbed (one or two)."""

    sums: tuple[int, int]
    climbs: tuple[int, ...]


def moves(dice: tuple[int, ...], climbers: Iterable[int], closed: Iterable[int]) -> list[Move]:
    """Every way to use ``dice`` (four faces) with these climbers placed and these columns
    closed, each distinct climb once; an empty list is a bust.

    A sum is usable when its column is open and holds a climber or a climber is free
    (``three-climbers``, ``closed-columns``). A pairing with one usable sum climbs on that
    one (``either-sum``). With both usable, the player climbs on both, unless that needs
    two new climbers and only one is free: then the player climbs on one of the two, and
    chooses which (``one-free-climber``). Two equal sums need one climber only.
    """
    placed, shut = set(climbers), set(closed)
    free = CLIMBERS - len(placed)

    def usable(s: int) -> bool:
        return s not in shut and (s in placed or free > 0)

    found: dict[tuple[int, ...], Move] = {}
    for a, b in pairings(tuple(dice)):
        a, b = min(a, b), max(a, b)
        ways: list[tuple[int, ...]]
        if usable(a) and usable(b):
            new = {a, b} - placed
            ways = [(a, b)] if len(new) <= free else [(a,), (b,)]
        else:
            ways = [(s,) for s in (a, b) if usable(s)]
        for climb in ways:
            found.setdefault(climb, Move((a, b), climb))
    return sorted(found.values(), key=lambda m: (m.sums, m.climbs))
