"""The answers of Art Decko's "Questions at the table" page (docs/<lang>/artdecko/questions.md)
that the calculator can decide, one test each, named after what it checks; and the end page's
worked example, whose prose says three more paintings (not one) end the game."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml  # type: ignore[import-untyped]

from engine import registry
from tests.langkit import WRITTEN

ROOT = Path(__file__).resolve().parents[2]
SPEC = registry.calculator("artdecko")
CALM = {"art-nouveau": 10, "renaissance": 10, "surrealism": 10, "pop-art": 10,
        "impressionism": 10, "gold": 10}


def run(paintings: list[int], deck: int = 20, ratings: dict[str, int] | None = None,
        markers: list[int] | None = None) -> dict[str, Any]:
    inputs: dict[str, Any] = {"calc": "end", "paintings": paintings, "deck": deck,
                              "ratings": ratings or CALM}
    if markers is not None:
        inputs["markers"] = markers
    return SPEC.run(inputs)


def test_nine_plus_one_painting_does_not_end_the_game() -> None:
    assert not run([3, 2, 0, 3, 2])["ends"]          # 10 paintings


def test_exactly_twelve_paintings_end_the_game() -> None:
    assert run([3, 3, 3, 3, 0])["triggers"] == ["museum"]


def test_an_empty_pile_ends_the_game_with_a_half_bare_museum() -> None:
    assert run([1, 0, 2, 0, 0], deck=0)["triggers"] == ["deck"]


def test_the_gold_rating_at_seventy_ends_the_game() -> None:
    assert run([1, 0, 0, 0, 0], ratings={**CALM, "gold": 70})["triggers"] == ["market"]


def test_two_triggers_on_one_turn_end_it_once_and_are_both_named() -> None:
    answer = run([3, 3, 3, 3, 0], deck=0)
    assert answer["ends"] and answer["triggers"] == ["museum", "deck"]


def test_a_full_exhibition_scores_over_one_with_more_paintings() -> None:
    answer = run([2, 4, 0, 0, 0], markers=[2, 5, 3, 3, 3], deck=0)
    assert answer["bonus_rule"] == "full" and answer["bonus"] == [1]


def test_two_exhibitions_tied_for_most_both_score() -> None:
    assert run([2, 2, 1, 0, 0], deck=0)["bonus"] == [1, 2]


def test_an_empty_museum_scores_no_tile() -> None:
    assert run([0, 0, 0, 0, 0], deck=0)["bonus"] == []


@pytest.mark.parametrize("lang", WRITTEN)
def test_the_end_example_needs_three_more_paintings_not_one(lang: str) -> None:
    text = (ROOT / "docs" / lang / "artdecko" / "end.md").read_text(encoding="utf-8")
    config = yaml.safe_load(re.search(r"```artdecko\n(.*?)```", text, re.S)[1])  # type: ignore[index]
    base = {k: config[k] for k in ("paintings", "markers", "deck", "ratings")}
    shown = sum(base["paintings"])
    assert shown == 9 and not SPEC.run({"calc": "end", **base})["ends"]
    room = [m - p for m, p in zip(base["markers"], base["paintings"])]
    assert sum(room) >= 3
    assert shown + 2 < 12 <= shown + 3
    assert "(12" in text or "（共 12" in text, "the prose does not say 12 in all"


@pytest.mark.parametrize("lang", WRITTEN)
def test_the_exhibit_example_ends_at_the_twelfth_painting(lang: str) -> None:
    """Eleven paintings go on; the last marker of exhibition 2 makes 12: the museum trigger,
    and exhibitions 1 to 4, full, score."""
    text = (ROOT / "docs" / lang / "artdecko" / "exhibit.md").read_text(encoding="utf-8")
    config = yaml.safe_load(re.search(r"```artdecko\n(.*?)```", text, re.S)[1])  # type: ignore[index]
    base = {k: config[k] for k in ("paintings", "markers", "deck", "ratings")}
    assert sum(base["paintings"]) == 11 and not SPEC.run({"calc": "end", **base})["ends"]
    after = {**base, "paintings": [3, 3, 3, 3, 0]}
    answer = SPEC.run({"calc": "end", **after})
    assert answer["triggers"] == ["museum"] and answer["bonus"] == [1, 2, 3, 4]
