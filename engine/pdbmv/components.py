"""The box of Please Don't Burn My Village!, as data, with where each number comes from.

Everything the sources leave open is an :class:`Assumption`: a named option of
:func:`engine.pdbmv.new_game` with its default and the reason for that default, so the site
can list plainly what is known and what is assumed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Sequence

from ..i18n import N_
from ..limits import check_name
from ..protocol import Assumption as Assumption
from ..registry import Limits
from .refusals import M_, RulesError

WILD: Final = "wild"
"""Card id of a Wild card. Every other card id is a Treasure id."""

CARDS_PER_TREASURE: Final = 14
"""84 Treasure cards in the box (a published review) over 6 types: 14 each (inferred)."""

WILDS_IN_BOX: Final = 20
"""20 Wild cards in the box (a published review)."""

HAND_SIZE: Final = 7
"""Cards dealt to each player at setup (a published review)."""

MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 5
"""Player count 2-5 (seed 001 and public descriptions)."""

LIMITS: Final = Limits(
    players=(MIN_PLAYERS, MAX_PLAYERS),
    max_actions=1_000,
    max_card_ids=12,
    max_cards=200,
    max_name=40,
    max_text=1_000,
    max_depth=16,
    max_bytes=262_144,
    max_link_bytes=262_144,
    max_games=1_000_000,
)
"""What any input may hold (see :class:`engine.registry.Limits`), far beyond a real game and
small enough to keep every operation fast. The box has 6 Treasure types and 104 cards; 12
types make at most 12 x 14 + 20 = 188 cards. Every action but a buy takes a card from the deck
and every buy takes one from the market, so no game lasts 2 x 188 + 1 actions; 1,000 is a
bound no game reaches. With 12 types, the worst legal position (every kind in hand, every stall
full) has 4,106 legal actions, listed in milliseconds (``tests/pdbmv/engine/test_limits.py``)."""

STALLS: Final = (3, 2, 1, 0)
"""Black market stalls, named by their cost, in the order a refill deals into them."""

WILD_HAND_PENALTY: Final = 2
"""Points lost for each Wild left in hand at the end (seeds 000 and 001)."""


RESERVED_WORDS: Final = frozenset({WILD, "with", "curse"})
"""Words of the action text form; a Treasure id may not be one of them."""


def check_treasure_ids(ids: Sequence[object]) -> tuple[str, ...]:
    """The ids as strings, or a :class:`RulesError` (no field: the caller names it): at most
    ``LIMITS.max_card_ids`` of them, each one distinct word, not a reserved one, so that the
    text form of every action reads back (``bribe T with ...``), short and without control
    characters (:func:`engine.limits.check_name`)."""
    if len(ids) > LIMITS.max_card_ids:
        raise RulesError(M_("too-many-types"), count=len(ids), most=LIMITS.max_card_ids)
    for t in ids:
        if isinstance(t, str):
            check_name(t, LIMITS, None)
    words = tuple(t for t in ids if isinstance(t, str) and t.split() == [t])
    if (not words or len(words) != len(ids) or len(set(words)) != len(words)
            or RESERVED_WORDS & set(words)):
        raise RulesError(M_("treasure-ids"), reserved=", ".join(sorted(RESERVED_WORDS)),
                         ids=list(ids))
    return words


@dataclass(frozen=True, slots=True)
class Treasure:
    """One Treasure type: its id and its English name, which is also the msgid its
    translations are found under (the game's gettext catalogue, see :mod:`engine.i18n`)."""

    id: str
    name: str
    confirmed: bool
    source: str


TREASURES: Final = (
    Treasure("axe", N_("Barbarian's Axe"), True,
             "named in seed 001 (its Chinese blurb only) and public descriptions"),
    Treasure("feather", N_("Phoenix Feather"), True,
             "named in seed 001 (its Chinese blurb only) and public descriptions"),
    Treasure("scroll", N_("Magic Scroll"), True,
             "named in seeds 000 and 001 and public descriptions"),
    Treasure("crown", N_("King's Crown"), True,
             "named in public descriptions"),
    Treasure("sword", N_("Enchanted Sword"), True,
             "named in public descriptions"),
    Treasure("relic", N_("Relic"), False,
             "the sixth type's real name was not found; this neutral name is ours"),
)
"""Six Treasure types, left in the order of their default ids."""

TREASURE_BY_ID: Final = {t.id: t for t in TREASURES}


DEFAULT_TRACK_VALUES: Final = (1, 1, 2, 2, 3, 4)

ASSUMPTIONS: Final = (
    Assumption(
        "track_values", DEFAULT_TRACK_VALUES,
        N_("Values of the six Dragon's Favor spaces, left to right. The sources only say the "
           "track runs from 1 to 4."),
    ),
    Assumption(
        "starting_market", (3, 2, 1, 0),
        N_("Starting black market: one card dealt into each of stalls 3, 2, 1 and 0. The "
           "sources say a starting market is made, not how."),
    ),
    Assumption(
        "wilds_removed", 0,
        N_("Wild cards removed from the box at setup. The real number depends on the player "
           "count and was not found; none are removed unless you say so."),
    ),
    Assumption(
        "treasures", tuple(t.id for t in TREASURES),
        N_("Six Treasure types of 14 cards each (84 / 6, inferred). The sixth type's name is "
           "not known; it is called Relic here."),
    ),
)


def assumptions() -> tuple[Assumption, ...]:
    """Every assumed value, for the site's "what is assumed" table."""
    return ASSUMPTIONS
