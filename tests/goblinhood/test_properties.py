"""Properties that hold at every step of every match (hypothesis).

Matches start from new games with random decks (any number of colours, multicolour squares,
gold values), 2 to 4 players, 1 or 2 wins to take the match, markers from the trail or from
the giver's hand, and go on by random legal play. At
every step the invariants are checked, and actions, mostly illegal, are thrown at the state:
a refused action changes nothing, and the engine accepts exactly the actions it lists.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import registry
from engine.goblinhood import (Action, Deal, Give, IllegalAction, Play, State, action_from_json,
                               from_json, new_game, parse_action, to_json)
from engine.goblinhood.bots import GreedyBot, RandomBot
from tests.games.test_conformance import check_action
from tests.games.test_conformance import check_position as check_protocol
from tests.goblinhood.testkit import placement
from tests.playkit import assert_listed_iff_accepted

SPEC = registry.get("goblinhood")

colour = st.sampled_from(["red", "yellow", "blue", "green", "multi"])
decks = st.lists(st.tuples(colour, colour, st.integers(0, 4)), min_size=20, max_size=40).map(
    lambda specs: {f"k{i}": {"squares": [a, b], "gold": g} for i, (a, b, g) in enumerate(specs)})


def check_step(state: State, start: frozenset[str]) -> list[Action]:
    """The invariants of one position; returns its legal actions."""
    data = to_json(state)
    places = placement(data)
    assert all(n == 1 for n in places.values()), "a card has two places"
    assert set(places) | set(state.aside()) == set(data["cards"]), "a card was lost"
    assert set(state.aside()) <= start, "a card came back from nowhere"
    assert len(data["trail"]) >= 2, "the trail always has two open ends"
    shown = Counter(square["card"] for square in data["trail"])
    for i, square in enumerate(data["trail"]):
        assert square["colour"] in data["cards"][square["card"]]["squares"]
        if shown[square["card"]] == 2:  # both squares in sight: side by side
            neighbours = data["trail"][max(i - 1, 0):i + 2]
            assert sum(s["card"] == square["card"] for s in neighbours) == 2
    assert max(shown.values()) <= 2
    assert all(len(hand) <= 2 for hand in data["hands"].values())
    if data["phase"] == "play":
        assert all(len(data["hands"][p]) == 2 for p in data["players"] if p not in data["out"])
        assert data["deck"], "a round being played always has a deck"
    again = from_json(json.loads(json.dumps(data)))
    assert to_json(again) == data, "JSON round trip changed the state"
    legal = state.legal_actions()
    assert again.legal_actions() == legal
    assert len(set(legal)) == len(legal)
    assert sum(isinstance(a, Play) for a in legal) <= 8
    for action in legal:
        assert parse_action(str(action)) == action
        assert action_from_json(action.to_json()) == action
    return legal


def candidates(state: State, rng: random.Random) -> list[Action]:
    """Actions worth trying here: every play of the mover's cards, plays of other cards,
    marker gifts, a deal, and malformed ends and squares."""
    cards = list(state.cards)
    seat = state.turn
    own = [*state.hands[seat], *state.treasures[seat]]
    tries: list[Action] = [Play(c, end, cover) for c in state.hands[seat]
                           for end in ("left", "right") for cover in (0, 1)]
    tries += [Play(rng.choice(cards), rng.choice(["left", "right"]), rng.randrange(2))
              for _ in range(3)]
    tries += [Give(c) for c in [*own, *state.played()]] + [Give(rng.choice(cards)), Deal()]
    tries += [Play(own[0] if own else cards[0], "up", 0), Play(cards[0], "left", 5)]
    return tries


def walk(state: State, rng: random.Random, steps: int) -> None:
    """Random legal play with the invariants and the refusal checks at every step."""
    start = frozenset(state.aside())
    for _ in range(steps):
        legal = check_step(state, start)
        listed = set(legal)
        before = to_json(state)
        for action in candidates(state, rng):
            assert_listed_iff_accepted(state, action, listed, error=IllegalAction,
                                       to_json=to_json)
        assert to_json(state) == before, "trying actions on copies changed the state"
        if state.is_over:
            assert legal == [] and state.current_player is None
            return
        choice = RandomBot(rng.randrange(2**32)).choose(state)
        assert choice in listed
        greedy = GreedyBot(rng.randrange(2**32)).choose(state)
        assert greedy in listed
        state.apply(choice if rng.random() < 0.7 else greedy)
    check_step(state, start)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 4), wins=st.sampled_from([1, 2]),
       marker=st.sampled_from(["trail", "hand"]))
def test_new_games_keep_every_invariant(seed: int, players: int, wins: int,
                                        marker: str) -> None:
    walk(new_game(players, seed, wins=wins, marker=marker), random.Random(seed), 200)


@settings(max_examples=25, deadline=None)
@given(deck=decks, seed=st.integers(0, 2**32 - 1), players=st.integers(2, 4),
       removed=st.integers(0, 4))
def test_any_deck_keeps_every_invariant(deck: dict[str, Any], seed: int, players: int,
                                        removed: int) -> None:
    if len(deck) < removed + 3 * players + 2:
        return
    walk(new_game(players, seed, deck=deck, removed=removed, wins=2), random.Random(seed), 120)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 4))
def test_two_win_matches_keep_the_common_protocol(seed: int, players: int) -> None:
    """The conformance suite plays 1-win matches; this plays 2-win ones (markers, returned
    cards, new deals) through the same protocol checks, step boards included."""
    rng = random.Random(seed)
    names = [f"P{i}" for i in range(1, players + 1)]
    state = new_game(names, seed, wins=2)
    seen: dict[str, Any] = {}
    for _ in range(2000):
        legal = check_protocol(SPEC, state, names, seen, rng)
        if state.is_over:
            return
        check_action(SPEC, state, rng.choice(legal))
    raise AssertionError("no end after 2000 actions")
