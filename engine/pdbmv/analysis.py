"""What the player to move can work out about the end of the game.

The player knows the whole box, their own hand, every bribe, the market and the discard pile,
and how many cards the deck and each other hand hold. Every card they cannot see is equally
likely to be anywhere among the deck and the other hands, so the deck is a uniform random draw
from the unseen cards. A bribe of type T ends the game during its refill exactly when the deck
holds no T card and no Wild: a hypergeometric question with an exact answer.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from .state import State


@dataclass(frozen=True, slots=True)
class RefillRisk:
    """The odds of a bribe of ``treasure`` right now, from the mover's point of view."""

    treasure: str
    ends_game: Fraction
    """Chance that the refill runs out of deck before a match or a Wild: the game ends."""
    expected_dealt: Fraction
    """Expected number of cards the refill deals (all of the deck if it runs out)."""
    unseen: int
    """Cards the mover cannot see (deck plus other hands)."""
    unseen_stoppers: int
    """Unseen cards that would stop the refill (type T or Wild)."""
    deck: int


def unseen_counts(state: State) -> list[int]:
    """Unseen cards per kind: the box minus what the player to move can see."""
    p = state.turn
    unseen = [0] * (len(state.treasures) + 1)
    for c in state.deck:
        unseen[c] += 1
    for q, hand in enumerate(state.hands):
        if q != p:
            for c, n in enumerate(hand):
                unseen[c] += n
    return unseen


def refill_risk(state: State, treasure: str) -> RefillRisk:
    """Exact chance that bribing ``treasure`` now ends the game, and the expected refill."""
    t = state.card_index(treasure)
    if t is None or t == state.wild:
        raise ValueError(f"{treasure!r} is not a Treasure type of this game")
    unseen = unseen_counts(state)
    total, stoppers, deck = sum(unseen), unseen[t] + unseen[state.wild], len(state.deck)
    blanks = total - stoppers
    ends = Fraction(comb(blanks, deck), comb(total, deck))
    expected = sum((Fraction(comb(blanks, k), comb(total, k)) for k in range(deck)), Fraction(0))
    return RefillRisk(treasure, ends, expected, total, stoppers, deck)


def risk_table(state: State) -> list[RefillRisk]:
    """:func:`refill_risk` for every Treasure type, in track order of the types' ids."""
    return [refill_risk(state, name) for name in state.treasures]


def resample_hidden(state: State, rng: random.Random) -> State:
    """A copy where the cards the mover cannot see are shuffled between deck and other hands.

    Sizes stay as they are; this is a position the mover cannot tell apart from the real one.
    """
    other = state.copy()
    pool = [c for c, n in enumerate(unseen_counts(state)) for _ in range(n)]
    rng.shuffle(pool)
    for q, hand in enumerate(other.hands):
        if q == state.turn:
            continue
        size = sum(hand)
        other.hands[q] = [0] * len(hand)
        for c in pool[:size]:
            other.hands[q][c] += 1
        del pool[:size]
    other.deck = pool
    return other
