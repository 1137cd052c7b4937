"""The refill odds of :mod:`engine.pdbmv.analysis`: exact small cases, and Monte Carlo.

The Monte Carlo side deals the cards the mover cannot see at random between the deck and the
other hands (``resample_hidden``) and plays the refill by hand: deal from the top until a card
of the type or a Wild. The exact Fractions must lie within 4 standard errors of the estimates.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from fractions import Fraction

import pytest

from engine.pdbmv import Bribe, EventKind, State, new_game, to_json
from engine.pdbmv.analysis import refill_risk, resample_hidden, risk_table
from tests.pdbmv.testkit import position

SAMPLES = 3_000


def refill_by_hand(deck_top_first: list[str], treasure: str) -> tuple[int, bool]:
    """Cards dealt and whether the deck ran out first, read straight from rule 3."""
    for dealt, card in enumerate(deck_top_first, 1):
        if card in (treasure, "wild"):
            return dealt, False
    return len(deck_top_first), True


def test_exact_small_cases_computed_by_hand() -> None:
    # Unseen: the deck's 1 card and Ben's 2; one of the 3 is an axe. The refill deals that one
    # card; it ends the game unless it is the axe (1 chance in 3).
    one = position(deck=["feather"], hands={"Ana": ["axe"], "Ben": ["axe", "scroll"]})
    risk = refill_risk(one, "axe")
    assert (risk.ends_game, risk.expected_dealt) == (Fraction(2, 3), Fraction(1))
    assert (risk.unseen, risk.unseen_stoppers, risk.deck) == (3, 1, 1)
    # Unseen: deck 2 + Ben 2, of which 2 stop a crown refill (a crown and a Wild).
    # P(end) = C(2,2)/C(4,2) = 1/6; E[dealt] = 1 + P(first card blank) = 1 + 2/4.
    two = position(deck=["crown", "axe"], hands={"Ben": ["wild", "sword"]})
    risk = refill_risk(two, "crown")
    assert (risk.ends_game, risk.expected_dealt) == (Fraction(1, 6), Fraction(3, 2))
    # Unseen: deck 4 + Ben 6 = 10 with 2 stoppers (axe, Wild), 8 blanks.
    # P(end) = C(8,4)/C(10,4) = 70/210 = 1/3;
    # E[dealt] = 1 + 8/10 + C(8,2)/C(10,2) + C(8,3)/C(10,3) = 1 + 4/5 + 28/45 + 56/120 = 26/9.
    four = position(deck=["feather", "scroll", "crown", "sword"],
                    hands={"Ana": ["wild", "axe"],
                           "Ben": ["axe", "wild", "relic", "relic", "feather", "crown"]},
                    market={"3": ["axe"]}, discard=["wild"])
    risk = refill_risk(four, "axe")
    assert (risk.ends_game, risk.expected_dealt) == (Fraction(1, 3), Fraction(26, 9))
    assert (risk.unseen, risk.unseen_stoppers, risk.deck) == (10, 2, 4)


def test_edge_cases() -> None:
    empty = position(deck=[], hands={"Ana": ["axe"], "Ben": ["axe", "wild"]})
    for risk in risk_table(empty):
        assert (risk.ends_game, risk.expected_dealt, risk.deck) == (1, 0, 0)
    # Every axe and Wild in play is in sight (own hand, market, bribes, discard): certain end,
    # after the whole deck is dealt.
    no_stoppers = position(deck=["feather", "crown", "sword"], hands={"Ana": ["axe", "wild"],
                                                                       "Ben": ["relic"]},
                           market={"2": ["axe"]}, bribes={"Ben": {"axe": ["axe", "wild"]}},
                           discard=["axe"])
    risk = refill_risk(no_stoppers, "axe")
    assert (risk.ends_game, risk.expected_dealt, risk.unseen_stoppers) == (1, 3, 0)
    # Every unseen card stops the refill: never an end, always exactly one card.
    all_stoppers = position(deck=["wild", "scroll", "wild"], hands={"Ben": ["scroll", "wild"]})
    risk = refill_risk(all_stoppers, "scroll")
    assert (risk.ends_game, risk.expected_dealt) == (0, 1)
    with pytest.raises(ValueError):
        refill_risk(all_stoppers, "wild")
    with pytest.raises(ValueError):
        refill_risk(all_stoppers, "gold")


def test_risk_table_lists_every_type_once() -> None:
    state = new_game(3, 5)
    table = risk_table(state)
    assert sorted(r.treasure for r in table) == sorted(state.treasures)
    assert all(r == refill_risk(state, r.treasure) for r in table)


def test_resample_hidden_keeps_what_the_mover_sees() -> None:
    state = new_game(4, 11)
    for _ in range(9):
        state.apply(state.legal_actions()[-1])  # draws, so every hand and the deck change
    seen = to_json(state)
    unseen = Counter(seen["deck"])
    for player, hand in seen["hands"].items():
        if player != state.player:
            unseen += Counter(hand)
    rng = random.Random(3)
    decks = set()
    for _ in range(50):
        other = to_json(resample_hidden(state, rng))
        assert to_json(state) == seen, "resampling changed the real state"
        for key in ("favor", "market", "bribes", "discard", "turn"):
            assert other[key] == seen[key]
        assert other["hands"][state.player] == seen["hands"][state.player]
        assert {p: len(h) for p, h in other["hands"].items()} == \
            {p: len(h) for p, h in seen["hands"].items()}
        assert len(other["deck"]) == len(seen["deck"])
        again = Counter(other["deck"])
        for player, hand in other["hands"].items():
            if player != state.player:
                again += Counter(hand)
        assert again == unseen
        decks.add(tuple(other["deck"]))
    assert len(decks) > 40, "the hidden cards are not shuffled"


def monte_carlo(state: State, treasure: str, rng: random.Random) -> tuple[list[int], list[bool]]:
    dealt, ends = [], []
    for _ in range(SAMPLES):
        deck = to_json(resample_hidden(state, rng))["deck"]
        n, end = refill_by_hand(deck, treasure)
        dealt.append(n)
        ends.append(end)
    return dealt, ends


def assert_close(exact: Fraction, samples: list[float], what: str,
                 bernoulli: bool = False) -> None:
    """``exact`` lies within 4 standard errors of the sample mean.

    A 0/1 outcome takes its standard error from the exact chance itself (a sample of a rare
    event is often all zeros); a count takes it from the sample. Half a sample's weight of
    slack lets a certain outcome (no spread at all) pass only if every sample agrees.
    """
    n = len(samples)
    mean = sum(samples) / n
    if bernoulli:
        variance = float(exact * (1 - exact))
    else:
        variance = sum((x - mean) ** 2 for x in samples) / (n - 1)
    error = math.sqrt(variance / n)
    assert abs(float(exact) - mean) <= 4 * error + 0.5 / n, \
        f"{what}: exact {float(exact):.4f}, Monte Carlo {mean:.4f} +- {error:.4f}"


def late_game(seed: int, deck_left: int) -> State:
    """A real game played by drawing until ``deck_left`` cards remain."""
    state = new_game(3, seed)
    while len(state.deck) > deck_left:
        state.apply(state.legal_actions()[-1])  # the last legal action is always a draw
    return state


MONTE_CARLO_POSITIONS = {
    "new game": lambda: new_game(4, 21),
    "late game, 6 cards left": lambda: late_game(8, 6),
    "late game, 2 cards left": lambda: late_game(9, 2),
    "few stoppers": lambda: position(deck=["feather", "scroll", "crown", "sword", "relic"],
                                     hands={"Ana": ["axe"],
                                            "Ben": ["relic", "sword", "axe", "crown"]}),
    "many stoppers": lambda: position(deck=["wild", "crown", "wild", "wild", "crown"],
                                      hands={"Ben": ["crown", "wild", "axe"]}),
}


@pytest.mark.parametrize("name", MONTE_CARLO_POSITIONS)
def test_refill_risk_matches_monte_carlo(name: str) -> None:
    state = MONTE_CARLO_POSITIONS[name]()
    rng = random.Random(name)
    for risk in risk_table(state):
        dealt, ends = monte_carlo(state, risk.treasure, rng)
        assert_close(risk.ends_game, [float(e) for e in ends], f"{name}, {risk.treasure} ends",
                     bernoulli=True)
        assert_close(risk.expected_dealt, [float(d) for d in dealt],
                     f"{name}, {risk.treasure} dealt")


def test_hand_simulation_agrees_with_the_engine_refill() -> None:
    """The Monte Carlo's refill-by-hand deals what the engine deals for the same deck."""
    rng = random.Random(4)
    state = late_game(12, 5)
    hand = state.hands[state.turn]
    held = [t for i, t in enumerate(state.treasures) if hand[i]]
    for _ in range(200):
        sample = resample_hidden(state, rng)
        treasure = rng.choice(held)
        expected = refill_by_hand(to_json(sample)["deck"], treasure)
        events = sample.apply(Bribe(treasure, (treasure,)))
        dealt = sum(e.kind is EventKind.CARD_DEALT for e in events)
        assert (dealt, sample.is_over) == expected
