"""What the player to move can work out about the end of the game.

The player knows what the box holds under the game's options (fourteen cards of each Treasure
type, twenty Wilds less those removed at setup: :mod:`engine.pdbmv.components`), and sees their
own hand, every bribe, the market and the discard pile. Every other card of the box is *unseen*:
it lies somewhere in the deck or in another player's hand, and from the mover's seat each of
them is equally likely to be anywhere there. So the deck is a uniform random draw from the
unseen cards, and a bribe of type T ends the game during its refill exactly when the deck holds
no T card and no Wild: a hypergeometric question with an exact answer.

In a position reached from the box by legal actions, the unseen cards are exactly the deck and
the other hands. A position that is not (a study position with fewer cards, say) is refused
with a ValueError, unless the caller names its own box: :func:`cards_in_position` takes the
cards of the position itself as the box, which was this module's only reading before issue 20.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from math import comb
from typing import Sequence

from .actions import Action, Bribe, Buy
from .components import CARDS_PER_TREASURE, WILDS_IN_BOX
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
    """Cards the mover cannot see: the box minus what they see (in a position reached by
    play, the deck plus the other hands)."""
    unseen_stoppers: int
    """Unseen cards that would stop the refill (type T or Wild)."""
    deck: int


def box_counts(state: State, wilds_removed: int = 0) -> list[int]:
    """Cards of each kind (Treasure indexes, Wild last) in the box under the game's options:
    ``CARDS_PER_TREASURE`` of every Treasure type of ``state``, and ``WILDS_IN_BOX`` Wilds less
    ``wilds_removed`` (the setup option of :func:`engine.pdbmv.new_game`)."""
    if not 0 <= wilds_removed <= WILDS_IN_BOX:
        raise ValueError(f"wilds_removed must be 0 to {WILDS_IN_BOX}, not {wilds_removed}")
    return [CARDS_PER_TREASURE] * len(state.treasures) + [WILDS_IN_BOX - wilds_removed]


def visible_counts(state: State) -> list[int]:
    """Cards of each kind the player to move can see: their own hand, every bribe (Wilds
    included), the market and the discard pile."""
    seen = list(state.hands[state.turn])
    for pile, wilds in zip(state.bribes, state.bribe_wilds):
        for t, (n, w) in enumerate(zip(pile, wilds)):
            seen[t] += n - w
            seen[state.wild] += w
    for stall in state.market:
        for c in stall:
            seen[c] += 1
    for c, n in enumerate(state.discard):
        seen[c] += n
    return seen


def cards_in_position(state: State) -> list[int]:
    """Every card of the position, wherever it lies, per kind: the box of a study position
    that holds only part of the real box (the deck and the other hands are then its unseen
    cards)."""
    cards = visible_counts(state)
    for c in state.deck:
        cards[c] += 1
    for q, hand in enumerate(state.hands):
        if q != state.turn:
            for c, n in enumerate(hand):
                cards[c] += n
    return cards


def unseen_counts(state: State, box: Sequence[int] | None = None) -> list[int]:
    """Unseen cards per kind: ``box`` (default: :func:`box_counts` with no Wild removed) minus
    every card the player to move can see (:func:`visible_counts`).

    A ValueError if the position cannot come from that box: a kind with more cards in sight
    than the box holds, or an unseen total that is not the deck plus the other hands.
    """
    counts = box_counts(state) if box is None else list(box)
    seen = visible_counts(state)
    if len(counts) != len(seen):
        raise ValueError(f"the box needs {len(seen)} counts, one per card kind, not {len(counts)}")
    unseen = [b - v for b, v in zip(counts, seen)]
    hidden = len(state.deck) + sum(sum(h) for q, h in enumerate(state.hands) if q != state.turn)
    if min(unseen) < 0 or sum(unseen) != hidden:
        over = [state.card_name(c) for c, n in enumerate(unseen) if n < 0]
        raise ValueError(
            f"this position cannot come from a box of {sum(counts)} cards: "
            + (f"more {', '.join(over)} in sight than the box holds" if over else
               f"{sum(unseen)} cards are out of sight but the deck and the other hands hold "
               f"{hidden}"))
    return unseen


def refill_risk(state: State, treasure: str, box: Sequence[int] | None = None) -> RefillRisk:
    """Exact chance that bribing ``treasure`` now ends the game, and the expected refill, for
    the player to move, who knows ``box`` (see :func:`unseen_counts`)."""
    t = state.card_index(treasure)
    if t is None or t == state.wild:
        raise ValueError(f"{treasure!r} is not a Treasure type of this game")
    unseen = unseen_counts(state, box)
    return counted_risk(treasure, sum(unseen), unseen[t] + unseen[state.wild], len(state.deck))


def counted_risk(treasure: str, unseen: int, stoppers: int, deck: int) -> RefillRisk:
    """The odds of a bribe of ``treasure`` from the counts alone: ``unseen`` cards out of the
    mover's sight, ``stoppers`` of them a ``treasure`` or a Wild, ``deck`` of them in the deck
    (a uniform draw from the unseen). The refill ends the game when the deck holds no stopper;
    it deals cards until the first stopper. Apart from the state, so that a reader's what-if
    (so many unseen of each kind, a deck this size) gets the same exact answer."""
    if not 0 <= stoppers <= unseen or not 0 <= deck <= unseen:
        raise ValueError(f"{stoppers} stoppers and a deck of {deck} cannot come from {unseen} "
                         "unseen cards")
    blanks = unseen - stoppers
    ends = Fraction(comb(blanks, deck), comb(unseen, deck))
    expected = sum((Fraction(comb(blanks, k), comb(unseen, k)) for k in range(deck)),
                   Fraction(0))
    return RefillRisk(treasure, ends, expected, unseen, stoppers, deck)


def risk_table(state: State, box: Sequence[int] | None = None) -> list[RefillRisk]:
    """:func:`refill_risk` for every Treasure type, in the order of the types' ids."""
    return [refill_risk(state, name, box) for name in state.treasures]


def scores_at_once(state: State, action: Action) -> bool:
    """Whether ``action`` scores at once, played on a copy: the mover's score if the game ended
    now (:meth:`State.scores`) goes up. A bribe or a buy changes it by what the table and the
    mover's own hand show; a draw never counts, since what it brings is the deck's secret top
    card, which a mark on the moves that score would give away."""
    if not isinstance(action, (Bribe, Buy)):
        return False
    mover = state.players[state.turn]
    trial = state.copy()
    before = trial.scores()[mover]
    trial.apply(action)
    return trial.scores()[mover] > before


def resample_hidden(state: State, rng: random.Random) -> State:
    """A copy where the cards the mover cannot see are shuffled between deck and other hands.

    Sizes stay as they are; this is a position the mover cannot tell apart from the real one.
    The pool is the position's own hidden cards, so a study position is resampled as it is.
    """
    other = state.copy()
    pool = [c for c, n in enumerate(unseen_counts(state, cards_in_position(state)))
            for _ in range(n)]
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
