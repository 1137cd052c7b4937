"""The answers of the "Questions at the table" page (docs/<lang>/pi/questions.md) that the
calculator can decide, one test each, named after what it checks."""

from __future__ import annotations

from typing import Any

import pytest

from engine import registry
from engine.errors import RulesError

SPEC = registry.calculator("pi")


def run(*players: tuple[int | None, int, int]) -> dict[str, Any]:
    return SPEC.run({"calc": "round", "players": [
        {"solved_on": t, "wrong": w, "detectives": d} for t, w, d in players]})


def test_no_sixth_detective_a_spent_one_does_not_come_back() -> None:
    with pytest.raises(RulesError) as caught:
        run((1, 0, 6), (None, 0, 5))
    assert caught.value.where == "players[0].detectives"


def test_two_solving_on_the_same_turn_score_the_same() -> None:
    assert run((3, 0, 5), (3, 0, 5), (None, 0, 5))["points"] == [7, 7, 0]


def test_after_a_shared_seven_the_next_discovery_turn_scores_five() -> None:
    assert run((2, 0, 5), (2, 0, 5), (4, 0, 5), (None, 0, 5))["points"] == [7, 7, 5, 0]


def test_the_first_to_solve_on_turn_six_still_scores_seven() -> None:
    assert run((6, 0, 5), (None, 0, 5))["points"] == [7, 0]


def test_a_wrong_guess_costs_two_and_takes_a_turn() -> None:
    assert run((3, 2, 5), (None, 0, 5))["scores"][0] == {"solve": 7, "penalty": 4, "points": 3}
    with pytest.raises(RulesError):
        run((3, 3, 5), (None, 0, 5))


def test_with_two_players_the_second_may_still_solve_in_the_same_turn() -> None:
    assert run((2, 0, 5), (2, 0, 5))["points"] == [7, 7]
    with pytest.raises(RulesError) as caught:
        run((2, 0, 5), (3, 0, 5))
    assert caught.value.where == "players[1].solved_on"


def test_the_unsolved_player_keeps_two_penalties_at_minus_four() -> None:
    assert run((2, 0, 5), (None, 2, 5))["points"] == [7, -4]


def test_a_round_score_can_be_negative_one() -> None:
    """Fourth discovery turn (1 point) after one wrong guess: -1."""
    answer = run((1, 0, 5), (2, 0, 5), (3, 0, 5), (4, 1, 5), (None, 0, 5))
    assert answer["points"][3] == -1


def test_ties_go_to_more_detectives_then_fewer_penalties_then_shared() -> None:
    ranking = run((1, 0, 3), (1, 0, 4), (None, 0, 4))["ranking"]
    assert [(r["player"], r["reason"]) for r in ranking][:2] == [(1, None), (0, "detectives")]
    shared = run((1, 0, 2), (1, 0, 2))["ranking"]
    assert [r["place"] for r in shared] == [1, 1]
