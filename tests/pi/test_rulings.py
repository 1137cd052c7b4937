"""One test per ruling of Pi (``engine/pi/rulings.py``), named after it."""

from __future__ import annotations

from typing import Any

import pytest

from engine import registry
from engine.errors import RulesError
from engine.pi.rulings import READINGS, Ruling
from engine.pi.score import DETECTIVES, PENALTY, SOLVE_POINTS

SPEC = registry.calculator("pi")


def run(*players: tuple[int | None, int, int]) -> dict[str, Any]:
    return SPEC.run({"calc": "round", "players": [
        {"solved_on": t, "wrong": w, "detectives": d} for t, w, d in players]})


def refusal(*players: tuple[Any, Any, Any]) -> RulesError:
    with pytest.raises(RulesError) as caught:
        run(*players)
    return caught.value


def test_two_to_five() -> None:
    assert run((1, 0, 5), (None, 0, 5))["points"] == [7, 0]
    err = refusal(*[(1, 0, 5)] * 5, (None, 0, 5))
    assert err.where == "players" and err.ruling == Ruling.TWO_TO_FIVE


def test_solve_points() -> None:
    """Five players solving on turns 1, 2, 3, 4 and 5 would score 7, 5, 3, 1, 0, but the
    round ends after turn 4 (one left): the fifth scores nothing either way."""
    assert SOLVE_POINTS == (7, 5, 3, 1)
    answer = run((1, 0, 5), (2, 0, 5), (3, 0, 5), (4, 0, 5), (None, 0, 5))
    assert answer["points"] == [7, 5, 3, 1, 0]
    err = refusal((0, 0, 5), (1, 0, 5))
    assert err.where == "players[0].solved_on" and err.ruling == Ruling.SOLVE_POINTS


def test_discovery_order() -> None:
    """Nobody solves before turn 6: the first solver still scores 7; the next discovery turn,
    9, scores 5."""
    answer = run((6, 0, 5), (9, 0, 5), (None, 0, 5))
    assert answer["points"] == [7, 5, 0] and answer["turns"] == [6, 9]
    assert Ruling.DISCOVERY_ORDER.value in READINGS


def test_same_turn_same_points() -> None:
    answer = run((2, 0, 5), (2, 0, 5), (3, 0, 5), (3, 0, 5))
    assert answer["points"] == [7, 7, 5, 5]


def test_wrong_guess_costs_two() -> None:
    """Two wrong guesses, then solved on turn 3, first: 7 - 2 × 2 = 3."""
    assert PENALTY == 2
    answer = run((3, 2, 5), (3, 0, 5))
    assert answer["scores"][0] == {"solve": 7, "penalty": 4, "points": 3}
    err = refusal((3, 3, 5), (3, 0, 5))
    assert err.where == "players[0].wrong" and err.ruling == Ruling.WRONG_GUESS_COSTS_TWO


def test_round_ends_one_left() -> None:
    """Three players: after two have solved (turns 1 and 2) the round is over; the third
    scores nothing and cannot solve later."""
    assert run((1, 0, 5), (2, 0, 5), (None, 1, 5))["points"] == [7, 5, -2]
    late = refusal((1, 0, 5), (2, 0, 5), (4, 0, 5))
    assert late.where == "players[2].solved_on" and late.ruling == Ruling.ROUND_ENDS_ONE_LEFT
    open_round = refusal((1, 0, 5), (None, 0, 5), (None, 0, 5))
    assert open_round.where == "players" and open_round.ruling == Ruling.ROUND_ENDS_ONE_LEFT


def test_five_detectives() -> None:
    assert DETECTIVES == 5
    err = refusal((1, 0, 6), (None, 0, 5))
    assert err.where == "players[0].detectives" and err.ruling == Ruling.FIVE_DETECTIVES


def test_tie_breaks() -> None:
    """Equal points: 3 detectives left beat 2; equal detectives: 0 penalties beat 1 (both 5
    points: 7 - 2 against a later 5); equal everything: shared place."""
    by_detectives = run((1, 0, 2), (1, 0, 3))["ranking"]
    assert [(r["player"], r["reason"]) for r in by_detectives] == [(1, None), (0, "detectives")]
    by_penalties = run((2, 1, 2), (3, 0, 2), (None, 0, 2))["ranking"]
    assert [(r["player"], r["points"], r["reason"]) for r in by_penalties][:2] == \
        [(1, 5, None), (0, 5, "penalties")]
    shared = run((1, 0, 2), (1, 0, 2))["ranking"]
    assert [r["place"] for r in shared] == [1, 1] and shared[1]["reason"] == "shared"


def test_ranking_per_round() -> None:
    """The ranking is of this round's points alone: no earlier round is an input."""
    answer = run((1, 0, 0), (2, 0, 5), (None, 0, 5))
    assert [r["points"] for r in answer["ranking"]] == [7, 5, 0]
    assert Ruling.RANKING_PER_ROUND.value in READINGS


def test_turn_once_around() -> None:
    """Turn 1 is once around the table: both players of a two-player game act in it, so the
    second can still solve on turn 1 after the first did, and both score 7. One action a
    player a turn: by turn 3, at most two wrong guesses."""
    assert run((1, 0, 5), (1, 0, 5))["points"] == [7, 7]
    assert run((3, 2, 5), (None, 0, 5))["points"] == [7 - 4, 0]
    err = refusal((2, 2, 5), (None, 0, 5))
    assert err.where == "players[0].wrong" and err.ruling == Ruling.WRONG_GUESS_COSTS_TWO


def test_unsolved_keeps_penalties() -> None:
    """Left unsolved after two wrong guesses: 0 for solving, 4 points of penalties, -4."""
    answer = run((2, 0, 5), (None, 2, 5))
    assert answer["scores"][1] == {"solve": 0, "penalty": 4, "points": -4}
    assert Ruling.UNSOLVED_KEEPS_PENALTIES.value in READINGS
