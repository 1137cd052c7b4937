"""The rulings of Pi's round score: each a stable id, a section of every language's rulings
page and a test ``test_<id>`` under ``tests/pi/``.

Sources: the help page of the seed, two revisions of 4 February 2022 (10:21:51Z and
10:27:41Z). The later one renamed a heading ("Piocher un indice" became "Piocher une carte
Indice"), said that a Clue card's disc is for the crime of *your* case where the earlier one
said "the case", and fixed a verb's agreement; no scoring rule changed between them. The
player count (2 to 5) is cited on the game's Sources section: a game listing
(tabletopfinder.eu) and the online version's game information (github.com/hellp/bga-pi).
:data:`READINGS` are this site's own choices, marked on the pages.
"""

from __future__ import annotations

from enum import StrEnum


class Ruling(StrEnum):
    TWO_TO_FIVE = "two-to-five"
    """A game has 2 to 5 players (the published game, cited on the Sources section)."""
    TURN_ONCE_AROUND = "turn-once-around"
    """A turn is once around the table: every player still investigating takes one action.
    Players who act in the same turn solve "on the same turn", whoever acted first."""
    SOLVE_POINTS = "solve-points"
    """Solving scores 7 on the first discovery turn, then 5, 3, 1, and 0 on any later one."""
    DISCOVERY_ORDER = "discovery-order"
    """The places count the turns on which somebody solved, not the turn numbers: the first
    such turn scores 7 even if it is turn 6."""
    SAME_TURN_SAME_POINTS = "same-turn-same-points"
    """Every player who solves on the same turn scores the same."""
    WRONG_GUESS_COSTS_TWO = "wrong-guess-costs-two"
    """Each wrong guess is a penalty of 2 points, and one turn's action: a player who solves
    on turn t has guessed wrong at most t - 1 times."""
    ROUND_ENDS_ONE_LEFT = "round-ends-one-left"
    """A round ends after the turn that leaves fewer than two players unsolved; nobody solves
    after it, and the player left scores nothing for solving."""
    UNSOLVED_KEEPS_PENALTIES = "unsolved-keeps-penalties"
    """The player left unsolved when a round ends scores 0 for solving; the penalties they
    took that round still count."""
    FIVE_DETECTIVES = "five-detectives"
    """Each player has 5 detectives for the whole game: 0 to 5 are left."""
    TIE_BREAKS = "tie-breaks"
    """Equal points: more detectives left wins, then fewer penalties; still equal, the place
    is shared."""
    RANKING_PER_ROUND = "ranking-per-round"
    """The calculator ranks one round's points with the end-of-game tie-break, as if the game
    ended with that round."""


READINGS: frozenset[str] = frozenset({Ruling.DISCOVERY_ORDER.value,
                                      Ruling.UNSOLVED_KEEPS_PENALTIES.value,
                                      Ruling.RANKING_PER_ROUND.value})
"""Rulings that are this site's reading (the pages mark them "our reading")."""
