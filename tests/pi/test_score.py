"""A round's points and ranking, against values worked out by hand and a turn-by-turn count.

The independent count plays the round turn by turn: at the end of each turn, everyone who
solved on it gets the value of the next free place of 7, 5, 3, 1 (0 after), the same for all of
them; it never looks at the engine's list of discovery turns. The ranking is checked against
a pairwise comparison: a player's place is one more than the number of players strictly
better (more points; then more detectives left; then fewer penalties).
"""

from __future__ import annotations

from itertools import product
from typing import Any

import pytest

from engine import registry
from engine.errors import RulesError

SPEC = registry.calculator("pi")


def run(*players: tuple[int | None, int, int]) -> dict[str, Any]:
    return SPEC.run({"calc": "round", "players": [
        {"solved_on": t, "wrong": w, "detectives": d} for t, w, d in players]})


def turn_by_turn(turns: list[int | None]) -> list[int]:
    """Points for solving, the round played turn by turn."""
    earned = [0] * len(turns)
    values = [7, 5, 3, 1]
    for turn in range(1, 100):
        solvers = [i for i, t in enumerate(turns) if t == turn]
        if solvers:
            value = values.pop(0) if values else 0
            for i in solvers:
                earned[i] = value
    return earned


def test_hand_worked_round() -> None:
    """Four players. Ana solves on turn 2 after no mistake: 7. Ben and Cy both solve on turn 5,
    the second discovery turn: 5 each; Ben guessed wrong once: 5 - 2 = 3. Dee never solves and
    guessed wrong twice: 0 - 4 = -4."""
    answer = run((2, 0, 3), (5, 1, 4), (5, 0, 1), (None, 2, 5))
    assert answer["points"] == [7, 3, 5, -4]
    assert answer["turns"] == [2, 5] and answer["end"] == 5
    assert [r["player"] for r in answer["ranking"]] == [0, 2, 1, 3]
    assert answer["scores"][1] == {"solve": 5, "penalty": 2, "points": 3}


def test_hand_worked_tie_breaks() -> None:
    """Three solve on turn 1 (7 each), the fourth is left. Seats 0 and 1 tie on points and on
    detectives (2): seat 1 made no mistake, seat 0 one: 7 - 2 = 5 against 7. Seat 2 has 5
    points too, with 3 detectives: it is ahead of seat 0 on detectives."""
    answer = run((2, 1, 2), (2, 0, 2), (2, 1, 3), (None, 0, 0))
    ranking = [(r["player"], r["place"], r["reason"]) for r in answer["ranking"]]
    assert ranking == [(1, 1, None), (2, 2, "points"), (0, 3, "detectives"), (3, 4, "points")]
    same = run((1, 0, 2), (1, 0, 2), (None, 0, 2))
    assert [(r["place"], r["reason"]) for r in same["ranking"]] == \
        [(1, None), (1, "shared"), (3, "points")]


@pytest.mark.parametrize("count", [2, 3, 4])
def test_every_round_of_up_to_four_players_agrees_with_the_turn_by_turn_count(count: int) -> None:
    checked = 0
    for turns in product([None, 1, 2, 3, 4, 5, 6], repeat=count):
        try:
            answer = SPEC.run({"calc": "round", "players": [
                {"solved_on": t, "wrong": 0, "detectives": i % 6} for i, t in enumerate(turns)]})
        except RulesError as err:
            assert err.code in ("not-over", "after-end"), (turns, err)
            continue
        assert answer["points"] == turn_by_turn(list(turns)), turns
        checked += 1
    assert checked > 10


@pytest.mark.parametrize("seed", range(30))
def test_the_ranking_is_the_pairwise_comparison(seed: int) -> None:
    import random
    rng = random.Random(seed)
    count = rng.randint(2, 5)
    # the last two to solve do so on the same turn (or one never does): a round that is over
    last = rng.randint(1, 4)
    turns: list[int | None] = [rng.randint(1, last) for _ in range(count - 2)]
    turns += [last, rng.choice([None, last])]
    players = [(t, rng.randint(0, (last if t is None else t) - 1 + (t is None)),
                rng.randint(0, 5)) for t in turns]
    answer = run(*players)

    def better(a: int, b: int) -> bool:
        pa, pb = answer["points"][a], answer["points"][b]
        return (pa, players[a][2], -players[a][1]) > (pb, players[b][2], -players[b][1])
    for r in answer["ranking"]:
        assert r["place"] == 1 + sum(better(o, r["player"]) for o in range(count))
