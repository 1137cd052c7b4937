"""The registry entry of Arctic Scavengers, a calculator (see :mod:`engine.registry`)."""

from __future__ import annotations

from ..entries import calculator, home_card
from .calc import DEFAULT_MOST_PLAYERS, MAX_CARDS, MIN_PLAYERS
from .building import TOOLKIT_EXTRA, WORKER_CARDS
from .gangs import GANG_PEOPLE
from .cards import PEOPLE, STARTING_DECK, TOOLS
from .skirmish import CONTESTED, FIRST_SKIRMISH, INITIATOR_ROUNDS, LAST_SKIRMISH, WIN_BY_TWO

GAME = calculator(
    "arcticscavengers",
    {"en": "Arctic Scavengers", "fr": "Arctic Scavengers", "zh": "Arctic Scavengers"},
    # An input is a few short hands: far below a game's scenario limits. The players are the
    # published box's count; a table may raise the calculator's own bound (most_players).
    players=(MIN_PLAYERS, DEFAULT_MOST_PLAYERS), max_bytes=8_192, max_cards=MAX_CARDS,
    max_actions=MAX_CARDS, max_depth=5,
    calcs=("skirmish", "gang", "building"),
    pages=("index", "setup", "round", "actions", "skirmish", "end", "hq", "recon",
           "questions", "rulings", "glossary", "workshop", "aid"),
    description="Arctic Scavengers calculator: each player's fight and headcount in a "
                "skirmish, and who wins it or why it is a deadlock; who takes a gang; a "
                "building's construction round by round",
    facts={"min_players": MIN_PLAYERS, "max_players": DEFAULT_MOST_PLAYERS,
           "gang_people": GANG_PEOPLE, "worker_cards": WORKER_CARDS,
           "toolkit_extra": TOOLKIT_EXTRA,
           "hand": 5, "deck": sum(STARTING_DECK.values()),
           **{f"start_{name}": count for name, count in STARTING_DECK.items()},
           "first_skirmish": FIRST_SKIRMISH, "last_skirmish": LAST_SKIRMISH,
           "contested": CONTESTED, "initiator_rounds": INITIATOR_ROUNDS,
           "win_by": WIN_BY_TWO,
           **{f"{name}_fight": card.fight for name, card in PEOPLE.items()},
           **{f"{name}_bonus": tool.bonus for name, tool in TOOLS.items()}},
    # The home page's card (sitebuild/pages/home.py): the box's players and length, from
    # the rulebook at manualzz (the game's Sources); the drawing in this folder.
    extra=home_card((2, 5), (45, 60)),
)
