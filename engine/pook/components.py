"""The box of Pook as data: factions, cards and their ids, banners, the table's geometry, and
the values the sources leave open (:data:`ASSUMPTIONS`).

A card kind is a small integer, its *code*: ``faction * 3 + level - 1`` for the twelve faction
cards (0..11) and :data:`PIGGY_CODE` (12) for Piggy. Cards of one kind are interchangeable, so
hands count them per code; the JSON form uses the ids ``"<faction>:<level>"`` and ``"piggy"``.
A cell is a ``(row, column)`` pair of integers; Piggy starts at ``(0, 0)``.
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from ..i18n import N_
from ..protocol import Assumption as Assumption
from ..registry import Limits

Cell = tuple[int, int]

FACTIONS: Final = ("knight", "mage", "orc", "viking")
"""Faction ids, in the order used everywhere (hands, banners, scores)."""
KNIGHT, MAGE, ORC, VIKING = range(4)
FACTION_NAMES: Final = (N_("Knight"), N_("Mage"), N_("Orc"), N_("Viking"))
"""English names, also the msgids of their translations."""
LEVELS: Final = (1, 2, 3)
CARDS_PER_FACTION: Final = 6
"""Six cards per faction: 24 faction cards (publisher)."""
HAND_SIZE: Final = 6
"""Cards dealt to each player (publisher)."""
MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 4

LIMITS: Final = Limits(players=(MIN_PLAYERS, MAX_PLAYERS))
"""What any input may hold (see :class:`engine.registry.Limits`); player names pass
:func:`engine.limits.check_name`, the check every game shares."""

GRID_SIZE: Final = 5
"""The table holds at most 5 rows and 5 columns: 24 cards and Piggy fill it exactly."""
PIGGY_START: Final[Cell] = (0, 0)
FIXED_BOX: Final = (-2, 2)
"""Rows and columns allowed when the box is fixed around Piggy's first cell."""

PIGGY: Final = "piggy"
PIGGY_CODE: Final = 12
KINDS: Final = 12
"""Number of faction card kinds (4 factions x 3 levels)."""
CARD_IDS: Final = tuple(f"{f}:{level}" for f in FACTIONS for level in LEVELS) + (PIGGY,)
"""Card id of each code."""
CODES: Final = {card: code for code, card in enumerate(CARD_IDS)}
FACTION_OF: Final = tuple(code // 3 for code in range(KINDS))
LEVEL_OF: Final = tuple(code % 3 + 1 for code in range(KINDS))
WARRIOR, COIN = "warrior", "coin"
SIDES: Final = (WARRIOR, COIN)

BANNER_PAIRS: Final = tuple(combinations(range(len(FACTIONS)), 2))
"""The six pairs of factions, as faction indexes in order."""

NEIGHBOUR_STEPS: Final = ((-1, 0), (0, -1), (0, 1), (1, 0))
"""Orthogonal steps, in reading order of the cells they lead to."""


def code_of(card: object) -> int | None:
    """The code of a card id (``"orc:2"``, ``"piggy"``), or None for anything else."""
    return CODES.get(card) if isinstance(card, str) else None


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    """The four orthogonal neighbours of ``cell``, in reading order."""
    r, c = cell
    return ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c))


def adjacent(a: Cell, b: Cell) -> bool:
    """True when ``a`` and ``b`` share a side."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def cell_text(cell: Cell) -> str:
    """The text form of a cell in actions: ``0,1``, ``-2,0``."""
    return f"{cell[0]},{cell[1]}"


def box_counts(levels: tuple[int, ...]) -> tuple[int, ...]:
    """How many cards of each code the box holds, for a faction's list of levels."""
    per_level = [levels.count(level) for level in LEVELS]
    return tuple(per_level[LEVEL_OF[code] - 1] for code in range(KINDS)) + (1,)


DEFAULT_LEVELS: Final = (1, 1, 2, 2, 3, 3)

ASSUMPTIONS: Final = (
    Assumption(
        "levels", DEFAULT_LEVELS,
        N_("Levels of the cards of each faction. The sources give 24 faction cards in four "
           "factions and levels 1 to 3, but not how many cards each faction has nor how many "
           "of each level, so six per faction, two of each level, are assumed."),
    ),
    Assumption(
        "banner_deck", tuple((FACTIONS[a], FACTIONS[b]) for a, b in BANNER_PAIRS),
        N_("The banner cards: one for each of the six pairs of factions. The sources say that "
           "no two banners are alike, not how many there are."),
    ),
    Assumption(
        "fixed_grid", False,
        N_("Where the 5 by 5 limit lies. No source describes a board, so by default the limit "
           "is a box that may sit anywhere as long as every card fits in it; when true, the "
           "box is fixed at rows and columns -2 to 2 around Piggy's first cell."),
    ),
)


def assumptions() -> tuple[Assumption, ...]:
    """Every assumed value, for the site's table of what is known and what is assumed."""
    return ASSUMPTIONS
