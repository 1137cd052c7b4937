"""Properties that hold at every step of every game (hypothesis).

Positions come from new games (2-4 players, either box) and from random tables built card by
card through the scenario format; both are advanced by random legal play. At every step the
invariants are checked (cards conserved, the 5 by 5 limit, the JSON round trip) and random,
mostly illegal, actions are thrown at the state: the engine must accept exactly the actions it
lists as legal, and a refused action must change nothing.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.pook import (Action, Flip, IllegalAction, Play, State, action_from_json, from_json,
                         new_game, parse_action, to_json)
from engine.pook.bots import GreedyBot, RandomBot
from tests.playkit import (assert_bot_plays_legally, assert_listed_iff_accepted,
                           assert_log_replays)
from tests.pook.testkit import box, composition

FACTIONS = ["knight", "mage", "orc", "viking"]
PAIRS = [[a, b] for i, a in enumerate(FACTIONS) for b in FACTIONS[i + 1:]]
ODD_CARDS = ["piggy", "orc:4", "elf:1"]
RNGS = st.integers(0, 2**32 - 1).map(random.Random)
"""A seeded generator per example (hypothesis' own randoms would record every draw)."""
CHECKED_LEGAL = 150
"""Legal actions of each position actually played on a copy (a sample: a turn may have 1500)."""


def span_ok(data: dict[str, Any]) -> bool:
    """The 5 by 5 limit, read straight from the JSON."""
    rows = [e["at"][0] for e in data["grid"]]
    cols = [e["at"][1] for e in data["grid"]]
    if data["fixed_grid"]:
        return all(-2 <= v <= 2 for v in rows + cols)
    return bool(max(rows) - min(rows) < 5 and max(cols) - min(cols) < 5)


def check_step(state: State, start: Counter[str], rng: random.Random) -> list[Action]:
    """The invariants of one position; its legal actions."""
    data = to_json(state)
    assert composition(data) == start, "cards were created or lost"
    assert span_ok(data), "the table left its 5 by 5 box"
    assert sum(e["card"] == "piggy" for e in data["grid"]) == 1
    again = from_json(data)
    assert to_json(again) == data, "JSON round trip changed the state"
    legal = state.legal_actions()
    assert again.legal_actions() == legal, "legal actions changed on a JSON round trip"
    assert len(set(legal)) == len(legal), "an action is listed twice"
    assert (state.current_player is None) == (legal == [])
    for action in rng.sample(legal, min(CHECKED_LEGAL, len(legal))):
        assert parse_action(str(action)) == action
        assert action_from_json(action.to_json()) == action
        state.copy().apply(action)  # every listed action is accepted
    assert to_json(state) == data, "trying actions on a copy changed the original"
    return legal


def near(rng: random.Random, cell: tuple[int, int], reach: int = 2) -> tuple[int, int]:
    return cell[0] + rng.randint(-reach, reach), cell[1] + rng.randint(-reach, reach)


def random_action(rng: random.Random, state: State, legal: list[Action]) -> Action:
    """An action that is often illegal: a legal one with one part changed, or a random one."""
    hand = to_json(state)["hands"].get(state.current_player or "", [])
    cards = hand + ODD_CARDS + ["knight:1", "mage:3", "orc:2", "viking:3"]
    cells = list(state.table.cards)
    some = rng.choice(cells)
    if legal and rng.random() < 0.6:
        action = rng.choice(legal)
        if isinstance(action, Flip):
            return Flip(near(rng, action.at, 1))
        field = rng.randrange(7)
        parts: list[Any] = list(action)
        parts[field] = [rng.choice(cards), rng.choice(["warrior", "coin", "up"]),
                        near(rng, action.at, 1), rng.choice([None, near(rng, action.at, 1)]),
                        rng.choice([None, rng.choice(cards)]),
                        rng.choice([None, "before", "after"]),
                        rng.choice([None, near(rng, state.table.piggy, 1)])][field]
        return Play(*parts)
    if rng.random() < 0.2:
        return Flip(near(rng, some))
    at = near(rng, some)
    when = rng.choice([None, "before", "after"])
    return Play(rng.choice(cards), rng.choice(["warrior", "coin"]), at,
                rng.choice([None, near(rng, at, 1)]), rng.choice([None, rng.choice(cards)]),
                when, None if when is None else near(rng, state.table.piggy, 1))


def walk(state: State, rng: random.Random, steps: int, attempts: int = 12) -> None:
    """Random legal play with invariant and refusal checks at every step."""
    start = composition(to_json(state))
    for _ in range(steps):
        legal = check_step(state, start, rng)
        listed = set(legal)
        for _ in range(attempts):
            assert_listed_iff_accepted(state, random_action(rng, state, legal), listed,
                                       error=IllegalAction, to_json=to_json)
        if state.is_over:
            return
        choice = RandomBot(rng.randrange(2**32)).choose(state)
        assert choice in listed, f"RandomBot chose {choice}, not a legal action"
        state.apply(choice if rng.random() < 0.5 else rng.choice(legal))
    check_step(state, start, rng)


@st.composite
def new_games(draw: st.DrawFn) -> State:
    levels = draw(st.sampled_from([[1, 1, 2, 2, 3, 3], [1, 1, 1, 2, 2, 3], [3] * 6]))
    return new_game(draw(st.integers(2, 4)), draw(st.integers(0, 2**32 - 1)),
                    fixed_grid=draw(st.booleans()), levels=levels)


def open_cells(grid: dict[tuple[int, int], Any], fixed: bool) -> list[tuple[int, int]]:
    """Empty cells next to a card that keep the table in its box (read from the rules)."""
    found = set()
    for r, c in grid:
        for cell in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            rows = [cell[0], *(k[0] for k in grid)]
            cols = [cell[1], *(k[1] for k in grid)]
            inside = (all(-2 <= v <= 2 for v in cell) if fixed else
                      max(rows) - min(rows) < 5 and max(cols) - min(cols) < 5)
            if cell not in grid and inside:
                found.add(cell)
    return sorted(found)


@st.composite
def scenario_states(draw: st.DrawFn) -> State:
    """Tables built card by card (any sides, any order), cards scattered over hands and deck,
    any lock and turn: positions a game seldom reaches (many warriors, Knights side by side)."""
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    players = [f"P{i + 1}" for i in range(rng.randint(2, 4))]
    fixed = rng.random() < 0.3
    pool = list((box() - Counter(piggy=1)).elements())
    rng.shuffle(pool)
    grid: dict[tuple[int, int], tuple[str, str]] = {
        (rng.randint(-1, 1), rng.randint(-1, 1)): ("piggy", "coin")}
    for _ in range(rng.randint(0, 16)):
        grid[rng.choice(open_cells(grid, fixed))] = (pool.pop(), rng.choice(["warrior", "coin"]))
    hands: dict[str, list[str]] = {p: [] for p in players}
    for _ in range(rng.randint(1, len(pool) - 2)):
        hands[rng.choice(players)].append(pool.pop())
    deck = pool[:rng.randint(0, 2)]
    locks = [cell for cell, (card, _) in grid.items() if card != "piggy"]
    return from_json({
        "players": players,
        "banners": dict(zip(players, rng.sample(PAIRS, len(players)))),
        "grid": [{"at": list(cell), "card": card, "side": side}
                 for cell, (card, side) in grid.items()],
        "hands": hands, "deck": deck, "turn": rng.choice(players), "fixed_grid": fixed,
        "piggy_lock": list(rng.choice(locks)) if locks and rng.random() < 0.5 else None,
    })


@settings(max_examples=30, deadline=None)
@given(new_games(), RNGS, st.integers(0, 30))
def test_new_games_keep_every_invariant(state: State, rng: random.Random, steps: int) -> None:
    walk(state, rng, steps)


@settings(max_examples=60, deadline=None)
@given(scenario_states(), RNGS, st.integers(0, 12))
def test_scenario_states_keep_every_invariant(state: State, rng: random.Random,
                                              steps: int) -> None:
    walk(state, rng, steps, attempts=20)


@settings(max_examples=40, deadline=None)
@given(new_games(), RNGS)
def test_games_run_to_the_end_with_invariants(state: State, rng: random.Random) -> None:
    """Whole games, so the end and the tie-break are reached and checked too."""
    start = composition(to_json(state))
    bot = RandomBot(rng.randrange(2**32))
    while not state.is_over:
        data = to_json(state)
        assert composition(data) == start and span_ok(data)
        if state.phase == "tiebreak":
            walk(state, rng, 1)  # checks the position, then plays one choice
        else:
            state.apply(bot.choose(state))
    assert len(to_json(state)["grid"]) == 25, "every card of the box ends on the table"
    walk(state, rng, 1)


@settings(max_examples=10, deadline=None)
@given(st.one_of(new_games(), scenario_states()), RNGS,
       st.integers(0, 6))
def test_greedy_bot_chooses_legal_actions(state: State, rng: random.Random, steps: int) -> None:
    assert_bot_plays_legally(state, GreedyBot(rng.randrange(2**32)), steps)


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1))
def test_seed_and_action_log_replay_the_game(players: int, seed: int, bot_seed: int) -> None:
    game, replay = assert_log_replays(lambda: new_game(players, seed), RandomBot(bot_seed),
                                      parse_action)
    assert to_json(replay) == to_json(game)
