"""Properties that hold at every step of every game (hypothesis).

Positions come from new games (random seeds, 2-5 players) and from random scenario states
built card by card; both are advanced by random legal play. At every step the invariants are
checked, and random, mostly illegal, actions are thrown at the state: a refused action must
change nothing, and the actions the engine accepts must be exactly those it lists as legal.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.pdbmv import (TREASURES, Action, Bribe, Buy, Draw, IllegalAction, State,
                          action_from_json, from_json, new_game, parse_action, to_json)
from engine.pdbmv.bots import GreedyBot, RandomBot
from engine.pdbmv.components import STALLS
from tests.pdbmv.testkit import composition
from tests.playkit import (assert_bot_plays_legally, assert_listed_iff_accepted,
                           assert_log_replays)

IDS = [t.id for t in TREASURES]
FOREIGN = ["banana", "Axe", ""]
"""Card ids that are in no game."""


def check_step(state: State, start: Counter[str]) -> list[Action]:
    """The invariants of one position; returns its legal actions."""
    data = to_json(state)
    assert composition(data) == start, "cards were created or lost"
    assert sorted(data["favor"]) == sorted(state.treasures), "favor is not a permutation"
    again = from_json(data)
    assert to_json(again) == data, "JSON round trip changed the state"
    legal = state.legal_actions()
    assert again.legal_actions() == legal, "legal actions changed on a JSON round trip"
    assert len(set(legal)) == len(legal), "an action is listed twice"
    for action in legal:
        assert parse_action(str(action)) == action
        assert action_from_json(action.to_json()) == action
        trial = state.copy()
        trial.apply(action)  # every listed action is accepted
    assert to_json(state) == data, "trying actions on a copy changed the original"
    return legal


def random_action(rng: random.Random, state: State, legal: list[Action]) -> Action:
    """An action that is often illegal: a legal one slightly spoiled, or a random one."""
    kinds = [*state.treasures, "wild"]
    cards = kinds + FOREIGN[:1]
    roll = rng.random()
    if roll < 0.5 and legal:
        action = rng.choice(legal)
        if isinstance(action, Bribe):
            spoiled = list(action.cards)
            change = rng.randrange(3)
            if change == 0:
                spoiled.append(rng.choice(cards))  # one card too many, maybe of a wrong type
            elif change == 1 and spoiled:
                spoiled[rng.randrange(len(spoiled))] = rng.choice(cards)
            else:
                spoiled = [c for c in spoiled if c != action.treasure]  # Wilds alone
            return Bribe(action.treasure, tuple(spoiled))
        if isinstance(action, Buy):
            pay = list(action.pay)
            change = rng.randrange(4)
            if change == 0:
                pay.append(rng.choice(cards))  # pays more
            elif change == 1 and pay:
                pay.pop()  # pays less
            elif change == 2:
                return Buy(rng.choice(STALLS), tuple(pay), action.curse)  # maybe empty stall
            return Buy(action.stall, tuple(pay), rng.choice([*kinds, None, "gold"]))
        return action
    if roll < 0.75:
        size = rng.randrange(0, 5)
        return Bribe(rng.choice([*kinds, "gold"]), tuple(rng.choice(cards) for _ in range(size)))
    if roll < 0.95:
        stall = rng.choice([*STALLS, 4, -1])
        pay = tuple(rng.choice(cards) for _ in range(rng.choice([0, stall, stall, stall + 1])))
        return Buy(stall, pay, rng.choice([*kinds, None]))
    return Draw()


def walk(state: State, rng: random.Random, steps: int, attempts: int = 2) -> None:
    """Random legal play with invariant checks and refused-action checks at every step."""
    start = composition(to_json(state))
    for _ in range(steps):
        legal = check_step(state, start)
        if state.is_over:
            for action in (Draw(), *[random_action(rng, state, []) for _ in range(attempts)]):
                before = to_json(state)
                try:
                    state.apply(action)
                except IllegalAction:
                    assert to_json(state) == before
                else:
                    raise AssertionError(f"{action} accepted after the end")
            return
        listed = set(legal)
        bot_choice = RandomBot(rng.randrange(2**32)).choose(state)
        assert bot_choice in listed, f"RandomBot chose {bot_choice}, not a legal action"
        played = None
        for _ in range(attempts):
            action = random_action(rng, state, legal)
            if assert_listed_iff_accepted(state, action, listed, error=IllegalAction,
                                          to_json=to_json):
                state.apply(action)
                played = action
                break
        if played is None:  # the bot's choices reach bigger hands than uniform picks
            state.apply(bot_choice if rng.random() < 0.5 else rng.choice(legal))
    check_step(state, start)


@st.composite
def new_games(draw: st.DrawFn) -> State:
    return new_game(draw(st.integers(2, 5)), draw(st.integers(0, 2**32 - 1)))


@st.composite
def scenario_states(draw: st.DrawFn) -> State:
    """Any position the scenario format accepts: cards scattered over every place."""
    k = draw(st.integers(2, 6))
    ids = draw(st.permutations(IDS))[:k]
    players = [f"P{i + 1}" for i in range(draw(st.integers(2, 5)))]
    deck: list[str] = []
    market: dict[str, list[str]] = {str(s): [] for s in STALLS}
    hands: dict[str, list[str]] = {p: [] for p in players}
    bribes: dict[str, dict[str, list[str]]] = {p: {} for p in players}
    discard: list[str] = []
    places = ["deck", "discard", *market, *[f"hand:{p}" for p in players],
              *[f"bribe:{p}" for p in players]]
    for kind in [*ids, "wild"]:
        for _ in range(draw(st.integers(0, 7))):
            place = draw(st.sampled_from(places))
            if place.startswith("bribe:"):
                pile = bribes[place[6:]]
                targets = list(pile) if kind == "wild" else [kind]
                if targets:
                    pile.setdefault(draw(st.sampled_from(targets)), []).append(kind)
                    continue
                place = "discard"
            if place.startswith("hand:"):
                hands[place[5:]].append(kind)
            elif place in market:
                market[place].append(kind)
            else:
                (deck if place == "deck" else discard).append(kind)
    return from_json({
        "players": players, "favor": draw(st.permutations(ids)),
        "favor_values": draw(st.lists(st.integers(-2, 6), min_size=k, max_size=k)),
        "deck": draw(st.permutations(deck)),
        "market": {s: draw(st.permutations(cards)) for s, cards in market.items()},
        "hands": hands, "bribes": bribes, "discard": discard,
        "turn": draw(st.sampled_from(players)),
    })


@settings(max_examples=60, deadline=None)
@given(new_games(), st.randoms(use_true_random=False), st.integers(0, 90))
def test_new_games_keep_every_invariant(state: State, rng: random.Random, steps: int) -> None:
    walk(state, rng, steps)


@settings(max_examples=150, deadline=None)
@given(scenario_states(), st.randoms(use_true_random=False), st.integers(0, 30))
def test_scenario_states_keep_every_invariant(state: State, rng: random.Random,
                                              steps: int) -> None:
    walk(state, rng, steps, attempts=4)


@settings(max_examples=60, deadline=None)
@given(new_games(), st.randoms(use_true_random=False))
def test_games_run_to_the_end_with_invariants(state: State, rng: random.Random) -> None:
    """Whole games, so the end (a refill or a draw on an empty deck) is reached and checked."""
    start = composition(to_json(state))
    bot = RandomBot(rng.randrange(2**32))
    while not state.is_over:
        data = to_json(state)
        assert composition(data) == start
        assert to_json(from_json(data)) == data
        state.apply(bot.choose(state))
    walk(state, rng, 1)
    assert composition(to_json(state)) == start


@settings(max_examples=25, deadline=None)
@given(st.one_of(new_games(), scenario_states()), st.randoms(use_true_random=False),
       st.integers(0, 15))
def test_greedy_bot_chooses_legal_actions(state: State, rng: random.Random, steps: int) -> None:
    assert_bot_plays_legally(state, GreedyBot(rng.randrange(2**32)), steps)


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 5), st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1))
def test_seed_and_action_log_replay_the_game(players: int, seed: int, bot_seed: int) -> None:
    game, replay = assert_log_replays(lambda: new_game(players, seed), RandomBot(bot_seed),
                                      parse_action)
    assert to_json(replay) == to_json(game)
    assert replay.scores() == game.scores() and replay.ranking() == game.ranking()
