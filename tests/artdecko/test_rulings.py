"""One test per ruling of :mod:`engine.artdecko.rulings`, named by its id."""

from __future__ import annotations

from typing import Any

import pytest

from engine import registry
from engine.artdecko.museum import MARKETS
from engine.artdecko.rulings import READINGS, Ruling
from engine.errors import RulesError

CALM = {market: 0 for market in MARKETS}


def run(**inputs: Any) -> dict[str, Any]:
    full = {"calc": "end", "paintings": [0] * 5, "deck": 10, "ratings": CALM, **inputs}
    return registry.calculator("artdecko").run(full)


def refused(**inputs: Any) -> RulesError:
    with pytest.raises(RulesError) as caught:
        run(**inputs)
    return caught.value


def test_museum_twelve() -> None:
    """11 paintings (3 + 3 + 3 + 2 + 0) go on; 12 (3 + 3 + 3 + 3 + 0) end."""
    assert run(paintings=[3, 3, 3, 2, 0])["triggers"] == []
    assert run(paintings=[3, 3, 3, 3, 0])["triggers"] == ["museum"]


def test_deck_empty() -> None:
    assert run(deck=1)["triggers"] == [] and run(deck=0)["triggers"] == ["deck"]


def test_market_seventy() -> None:
    """69 goes on, 70 ends, for every genre and for gold alike."""
    for market in MARKETS:
        assert run(ratings={**CALM, market: 69})["triggers"] == []
        assert run(ratings={**CALM, market: 70})["triggers"] == ["market"]
    assert refused(ratings={**CALM, "gold": 100}).ruling == Ruling.MARKET_SEVENTY


def test_any_trigger() -> None:
    answer = run(deck=0, ratings={**CALM, "pop-art": 75})
    assert answer["ends"] and answer["triggers"] == ["deck", "market"]


def test_finish_the_turn() -> None:
    assert run(deck=0)["when"] == "end-of-turn" and run()["when"] is None
    assert Ruling.FINISH_THE_TURN.value in READINGS


def test_five_exhibitions() -> None:
    err = refused(paintings=[0, 0, 0, 0])
    assert err.where == "paintings" and err.ruling == Ruling.FIVE_EXHIBITIONS
    assert run(paintings=[0, 0, 0, 0, 1])["bonus"] == [5]   # numbered 1 to 5, left to right


def test_one_marker_a_painting() -> None:
    err = refused(paintings=[0, 3, 0, 0, 0], markers=[2, 2, 2, 2, 2])
    assert err.where == "paintings[1]" and err.ruling == Ruling.ONE_MARKER_A_PAINTING
    assert run(paintings=[0, 2, 0, 0, 0], markers=[2, 2, 2, 2, 2])["bonus"] == [2]


def test_full_exhibition_bonus() -> None:
    """Exhibition 3 full (2 of 2) scores; exhibition 1 has more paintings (3 of 4) but is not
    full, so it does not."""
    answer = run(paintings=[3, 0, 2, 0, 0], markers=[4, 3, 2, 3, 3])
    assert (answer["bonus_rule"], answer["bonus"]) == ("full", [3])


def test_most_paintings_bonus() -> None:
    answer = run(paintings=[2, 1, 2, 0, 1], markers=[4] * 5)
    assert (answer["bonus_rule"], answer["bonus"]) == ("most", [1, 3])


def test_empty_scores_nothing() -> None:
    answer = run(deck=0)
    assert answer["ends"] and (answer["bonus_rule"], answer["bonus"]) == ("none", [])
    assert Ruling.EMPTY_SCORES_NOTHING.value in READINGS
