"""The cards of Goblin Hood, as data, and every value the sources leave open.

The French rules (seed 003) give the whole flow of play but not the cards: how many there are,
their colours, their gold values and the effects printed on their squares are unknown. So the
engine takes the deck as data (a scenario's ``cards``) and ships a *demonstration deck*, built
here, that has colours, multicolour squares and gold values only. Each open value is an
:class:`Assumption`, with its default and the reason for it, for the site's assumptions table.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Final, Mapping, NamedTuple, Sequence

from ..i18n import N_
from ..registry import Limits

MULTI: Final = "multi"
"""The colour of a multicolour square: it matches every colour."""

COLOURS: Final = ("red", "yellow", "blue")
"""The demonstration deck's three colours (the real number and names are unknown). Three,
not four: with four, simulated rounds nearly always ended in ambushes before any deck cycle
(see :func:`demonstration_deck`). No green, so that no pair is the red-green one that many
colour-blind readers confuse; every colour also has a letter."""

COLOUR_NAMES: Final[Mapping[str, str]] = {
    "red": N_("red"), "yellow": N_("yellow"), "blue": N_("blue"), MULTI: N_("multicolour"),
}
"""English names of the known colours (msgids of their translations); a deck may use others,
which are then shown as written."""

COLOUR_LETTERS: Final[Mapping[str, str]] = {"red": "R", "yellow": "Y", "blue": "B",
                                            MULTI: "*"}
"""A letter per known colour, so that no drawing relies on colour alone."""

MIN_PLAYERS: Final = 2
MAX_PLAYERS: Final = 4
"""2 to 4 players (the online platform's game page)."""

LIMITS: Final = Limits(players=(MIN_PLAYERS, MAX_PLAYERS))
"""What any input may hold (see :class:`engine.registry.Limits`); player names and card ids
pass :func:`engine.limits.check_name`, the check every game shares."""

HAND_SIZE: Final = 2
"""Cards a player holds at the start of a turn (seed 003)."""

TREASURES_DEALT: Final = 1
"""Face-down treasure cards dealt to each player (seed 003)."""

CYCLES_OWED: Final[Mapping[int, int]] = {2: 0, 3: 1, 4: 2}
"""Deck cycles a round owes, by the number of players who started it (seed 003)."""

LEFT: Final = "left"
RIGHT: Final = "right"
ENDS: Final = (LEFT, RIGHT)
"""The trail's two open ends, in the order legal actions list them."""

WINS_CHOICES: Final = (1, 2)
"""A match is played to 1 or 2 round wins, chosen before it starts (seed 003)."""

DEFAULT_WINS: Final = 2
"""A new match goes to 2 round wins unless the players choose 1: the platform's game page
gives the aim as having the most gold twice, and ends the game at a player's second round win;
seed 003 leaves the choice to the players (ruling ``match-length``). A scenario without
``target`` is still a one-round match, as the scenario format has always read it."""

MARKER_FROM: Final = ("trail", "hand")
"""Where a marker card comes from (ruling ``marker-chooser``): ``"trail"``, the cards played
on the trail this round, as seed 003 says the losers take the cards played and set one aside
(the default); ``"hand"``, the giver's own hand and treasure (this engine's earlier reading,
kept as an option)."""

DEFAULT_MARKER: Final = "trail"


class Card(NamedTuple):
    """One trail card: two squares (a colour each, or :data:`MULTI`) and a gold value.

    ``effects`` names, per square, an effect printed on it (None for none). The printed effects
    are unknown, so the demonstration deck has none; a deck given as data may label some, and
    :func:`engine.goblinhood.effects.apply_covering_effect` is where they would act. A named
    tuple: immutable, and cheap to build each time a scenario is read.
    """

    id: str
    squares: tuple[str, str]
    gold: int
    effects: tuple[str | None, str | None] = (None, None)

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"squares": list(self.squares), "gold": self.gold}
        if any(e is not None for e in self.effects):
            out["effects"] = list(self.effects)
        return out


def fits(square: str, end: str) -> bool:
    """Whether a square may cover an end: same colour, or either one multicolour."""
    return square == end or square == MULTI or end == MULTI


def covers(squares: Sequence[str]) -> tuple[int, ...]:
    """The covering squares that make different plays of a card: both, or only the first for
    a card whose squares are the same colour, which lays the same way turned round: a player
    counts one way there, never two (issue 21). The rules still accept either square."""
    return (0, 1) if squares[0] != squares[1] else (0,)


def demonstration_deck() -> dict[str, Card]:
    """The demonstration deck: 36 cards ``c1`` to ``c36``. NOT the printed deck.

    - each pair of two different colours, 8 times (24 cards), half worth 1 gold, half 2;
    - each colour on both squares, twice (6 cards), worth 3: they are the hardest to place;
    - a multicolour square with each colour, twice (6 cards), worth 0: they fit anywhere.

    36 cards leave a deck of 19 with 4 players after 4 are removed and 13 dealt. With random
    players, about a third to a half of the 3- and 4-player rounds end in ambushes, and the
    others reach their deck cycles and the count: every rule has something to do. No card has
    an effect.
    """
    specs: list[tuple[str, str, int]] = []
    for a, b in combinations(COLOURS, 2):
        specs += [(a, b, 1 + i % 2) for i in range(8)]
    for colour in COLOURS:
        specs += [(colour, colour, 3)] * 2
    for colour in COLOURS:
        specs += [(MULTI, colour, 0)] * 2
    return {f"c{i}": Card(f"c{i}", (a, b), gold) for i, (a, b, gold) in enumerate(specs, 1)}


DEMONSTRATION_DECK: Final = demonstration_deck()
"""Built once; :class:`Card` is immutable, so states share it."""

DEFAULT_REMOVED: Final = 4
"""Cards removed unseen at setup: seed 003 says 4 at setup, then speaks of "the 8 removed
cards" when one returns in a 2-win match. We take 4 (ruling ``setup-removed``)."""


@dataclass(frozen=True, slots=True)
class Assumption:
    """A value the sources do not give. ``option`` is the ``new_game`` option that sets it
    (None when it follows from another one); ``text`` explains it in English (the msgid of
    its translations)."""

    name: str
    option: str | None
    default: object
    text: str


ASSUMPTIONS: Final = (
    Assumption(
        "deck", "deck", len(DEMONSTRATION_DECK),
        N_("The printed cards are unknown. This site plays a demonstration deck of 36 cards "
           "that we made up: colours, multicolour squares and gold values, and no effects. Any "
           "other deck can be given as data."),
    ),
    Assumption(
        "colours", None, COLOURS,
        N_("Three colours (red, yellow, blue) plus multicolour squares, each also shown with a "
           "letter. The real colours and how many there are are unknown."),
    ),
    Assumption(
        "gold", None, (0, 1, 2, 3),
        N_("Gold values from 0 to 3: 3 on a card of one colour, 1 or 2 on a card of two "
           "colours, 0 on a card with a multicolour square. The printed values are unknown."),
    ),
    Assumption(
        "removed", "removed", DEFAULT_REMOVED,
        N_("Cards removed unseen at setup: 4. The rules say 4 at setup but later speak of 8 "
           "removed cards."),
    ),
    Assumption(
        "effects", None, None,
        N_("Square effects: none. Cards have effects that only the covering square triggers, "
           "but none of them is known, so this site applies none."),
    ),
)


def assumptions() -> tuple[Assumption, ...]:
    """Every assumed value, for the site's "what is assumed" table."""
    return ASSUMPTIONS
