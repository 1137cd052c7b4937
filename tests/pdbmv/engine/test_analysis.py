"""The refill odds of :mod:`engine.pdbmv.analysis`: what the mover can know, exact cases
computed by hand (study positions with their own small box, and a full-box position reached by
play), and Monte Carlo.

The Monte Carlo side deals the cards the mover cannot see at random between the deck and the
other hands (``resample_hidden``) and plays the refill by hand: deal from the top until a card
of the type or a Wild. The exact Fractions must lie within 4 standard errors of the estimates.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
import yaml

from engine.pdbmv import Bribe, EventKind, State, from_json, new_game, to_json
from engine.pdbmv.analysis import (box_counts, cards_in_position, counted_risk, refill_risk,
                                   resample_hidden, risk_table, unseen_counts, visible_counts)
from sitebuild import fence
from tests.pdbmv.testkit import position, reached_by_play
from tests.langkit import WRITTEN

ROOT = Path(__file__).resolve().parents[3]

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
    risk = refill_risk(one, "axe", cards_in_position(one))
    assert (risk.ends_game, risk.expected_dealt) == (Fraction(2, 3), Fraction(1))
    assert (risk.unseen, risk.unseen_stoppers, risk.deck) == (3, 1, 1)
    # Unseen: deck 2 + Ben 2, of which 2 stop a crown refill (a crown and a Wild).
    # P(end) = C(2,2)/C(4,2) = 1/6; E[dealt] = 1 + P(first card blank) = 1 + 2/4.
    two = position(deck=["crown", "axe"], hands={"Ben": ["wild", "sword"]})
    risk = refill_risk(two, "crown", cards_in_position(two))
    assert (risk.ends_game, risk.expected_dealt) == (Fraction(1, 6), Fraction(3, 2))
    # Unseen: deck 4 + Ben 6 = 10 with 2 stoppers (axe, Wild), 8 blanks.
    # P(end) = C(8,4)/C(10,4) = 70/210 = 1/3;
    # E[dealt] = 1 + 8/10 + C(8,2)/C(10,2) + C(8,3)/C(10,3) = 1 + 4/5 + 28/45 + 56/120 = 26/9.
    four = position(deck=["feather", "scroll", "crown", "sword"],
                    hands={"Ana": ["wild", "axe"],
                           "Ben": ["axe", "wild", "relic", "relic", "feather", "crown"]},
                    market={"3": ["axe"]}, discard=["wild"])
    risk = refill_risk(four, "axe", cards_in_position(four))
    assert (risk.ends_game, risk.expected_dealt) == (Fraction(1, 3), Fraction(26, 9))
    assert (risk.unseen, risk.unseen_stoppers, risk.deck) == (10, 2, 4)


def test_edge_cases() -> None:
    empty = position(deck=[], hands={"Ana": ["axe"], "Ben": ["axe", "wild"]})
    for risk in risk_table(empty, cards_in_position(empty)):
        assert (risk.ends_game, risk.expected_dealt, risk.deck) == (1, 0, 0)
    # Every axe and Wild in play is in sight (own hand, market, bribes, discard): certain end,
    # after the whole deck is dealt.
    no_stoppers = position(deck=["feather", "crown", "sword"], hands={"Ana": ["axe", "wild"],
                                                                       "Ben": ["relic"]},
                           market={"2": ["axe"]}, bribes={"Ben": {"axe": ["axe", "wild"]}},
                           discard=["axe"])
    risk = refill_risk(no_stoppers, "axe", cards_in_position(no_stoppers))
    assert (risk.ends_game, risk.expected_dealt, risk.unseen_stoppers) == (1, 3, 0)
    # Every unseen card stops the refill: never an end, always exactly one card.
    all_stoppers = position(deck=["wild", "scroll", "wild"], hands={"Ben": ["scroll", "wild"]})
    risk = refill_risk(all_stoppers, "scroll", cards_in_position(all_stoppers))
    assert (risk.ends_game, risk.expected_dealt) == (0, 1)
    with pytest.raises(ValueError):
        refill_risk(all_stoppers, "wild", cards_in_position(all_stoppers))
    with pytest.raises(ValueError):
        refill_risk(all_stoppers, "gold", cards_in_position(all_stoppers))


def test_risk_table_lists_every_type_once() -> None:
    state = new_game(3, 5)
    table = risk_table(state)
    assert sorted(r.treasure for r in table) == sorted(state.treasures)
    assert all(r == refill_risk(state, r.treasure) for r in table)


def test_the_counts_alone_give_the_same_odds() -> None:
    """A what-if with only counts (so many unseen, so many stoppers, a deck this size) gets
    the answer of the position those counts come from; counts no position can have are
    refused."""
    # The hand-computed case above: 10 unseen, 2 stoppers, a deck of 4.
    risk = counted_risk("axe", 10, 2, 4)
    assert (risk.ends_game, risk.expected_dealt) == (Fraction(1, 3), Fraction(26, 9))
    for seed in range(6):
        state = new_game(2 + seed % 4, seed)
        unseen = unseen_counts(state)
        for name in state.treasures:
            stoppers = unseen[state.card_index(name) or 0] + unseen[state.wild]
            assert counted_risk(name, sum(unseen), stoppers, len(state.deck)) == \
                refill_risk(state, name)
    for unseen, stoppers, deck in ((3, 4, 1), (3, 1, 4), (3, -1, 1), (3, 1, -1)):
        with pytest.raises(ValueError):
            counted_risk("axe", unseen, stoppers, deck)


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
    for risk in risk_table(state, cards_in_position(state)):
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


# -- The worked example of game-end.md: a full-box position reached by play ---------------

def page_scenario(lang: str, widget: str) -> dict[str, Any]:
    """The scenario of the ``widget`` worked example of ``game-end.md`` in ``lang``."""
    text = (ROOT / "docs" / lang / "pdbmv" / "game-end.md").read_text(encoding="utf-8")
    found = [yaml.safe_load(source) for _, game, source in fence.fences(text, ("pdbmv",))]
    return next(f["scenario"] for f in found if f["widget"] == widget)


@pytest.mark.parametrize("lang", WRITTEN)
def test_the_risk_example_is_a_position_reached_from_the_real_box(lang: str) -> None:
    """Issue 20: the example's position is setup plus legal actions, under default options."""
    reached = to_json(reached_by_play())
    for key in ("over", "seed"):
        reached.pop(key)
    shown = page_scenario(lang, "risk")
    assert from_json(shown).players == ("Ana", "Ben")
    assert to_json(from_json(shown)) == to_json(from_json(reached))
    scoring = dict(page_scenario(lang, "scoring"))
    scoring.pop("actions")
    assert scoring == shown


def test_risk_is_the_box_minus_what_the_mover_sees_computed_by_hand() -> None:
    """The mover knows the box (14 of each Treasure, 20 Wilds) and sees 97 of its 104 cards;
    the 7 others are 4 crowns, 2 swords and 1 scroll, in the deck (3) and Ben's hand (4). The
    refill's 3 cards are one of C(7,3) = 35 handfuls. Axe, feather, relic: no stopper unseen,
    certain end, all 3 cards dealt. Scroll (1 stopper): C(6,3)/35 = 20/35 = 4/7. Sword (2):
    C(5,3)/35 = 10/35 = 2/7. Crown (4 stoppers): C(3,3)/35 = 1/35. Cards dealt on average
    (the sum over k < 3 of P(the first k cards are blanks)): scroll 1 + 6/7 + 15/21 = 18/7;
    sword 1 + 5/7 + 10/21 = 46/21; crown 1 + 3/7 + 3/21 = 11/7."""
    state = reached_by_play()
    assert sum(visible_counts(state)) == 97 and sum(box_counts(state)) == 104
    unseen = dict(zip([*state.treasures, "wild"], unseen_counts(state)))
    assert unseen == {"axe": 0, "crown": 4, "feather": 0, "relic": 0, "scroll": 1,
                      "sword": 2, "wild": 0}
    risks = {r.treasure: (r.ends_game, r.expected_dealt) for r in risk_table(state)}
    assert risks == {"axe": (1, 3), "feather": (1, 3), "relic": (1, 3),
                     "scroll": (Fraction(4, 7), Fraction(18, 7)),
                     "sword": (Fraction(2, 7), Fraction(46, 21)),
                     "crown": (Fraction(1, 35), Fraction(11, 7))}
    # In a position reached by play, the box minus what is seen is the deck and Ben's hand.
    assert unseen_counts(state) == unseen_counts(state, cards_in_position(state))


def test_the_box_follows_the_wilds_removed_option() -> None:
    """Wilds removed at setup leave the box: the mover does not count them as unseen."""
    state = new_game(["Ana", "Ben"], 3, wilds_removed=4)
    assert box_counts(state, 4)[-1] == 16
    assert sum(unseen_counts(state, box_counts(state, 4))) == len(state.deck) + 7
    with pytest.raises(ValueError, match="deck and the other hands hold"):
        unseen_counts(state)  # the full box counts 4 Wilds that are not in this game


def test_a_position_the_box_cannot_give_is_refused_unless_its_own_box_is_named() -> None:
    """A study position of a few cards is not a game from the box: its risk needs the box it
    stands for (here, its own cards)."""
    study = position(deck=["feather"], hands={"Ana": ["axe"], "Ben": ["axe", "scroll"]})
    with pytest.raises(ValueError, match="cannot come from a box of 104 cards"):
        refill_risk(study, "axe")
    with pytest.raises(ValueError, match="more wild in sight than the box holds"):
        risk_table(position(discard=["wild"]), box_counts(study, wilds_removed=20))
    assert refill_risk(study, "axe", cards_in_position(study)).ends_game == Fraction(2, 3)


def test_real_games_box_minus_seen_is_deck_plus_other_hands() -> None:
    """Every position of real games: the definition and the deck-plus-hands count agree."""
    rng = random.Random(20)
    for seed in range(5):
        state = new_game(rng.randint(2, 5), seed)
        while not state.is_over:
            assert unseen_counts(state) == unseen_counts(state, cards_in_position(state))
            actions = state.legal_actions()
            state.apply(actions[rng.randrange(len(actions))])
