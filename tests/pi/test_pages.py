"""What the Pi pages state as numbers is what the engine answers, in every language: the
command-line example's points (on the workshop page) and the score page's worked example's tie,
read back from the pages."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml  # type: ignore[import-untyped]

from engine import registry
from tests.langkit import WRITTEN

ROOT = Path(__file__).resolve().parents[2]
SPEC = registry.calculator("pi")


def page(lang: str, name: str = "score") -> str:
    return (ROOT / "docs" / lang / "pi" / f"{name}.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", WRITTEN)
def test_the_command_line_example_is_the_engines(lang: str) -> None:
    text = page(lang, "workshop")
    sent = re.search(r"echo '(\{.*?\})'", text, re.S)
    assert sent
    answer = SPEC.run(json.loads(sent[1]))
    section = text[text.index("{ #command-line }"):]
    said = re.search(r"(\d+)(?:, |、)(\d+)(?: and | et | 與 )(−\d+)", section)
    assert said, "the example's points are not stated"
    assert answer["points"] == [int(n.replace("−", "-")) for n in said.groups()]
    assert answer["ranking"][1]["reason"] == "detectives"


@pytest.mark.parametrize("lang", WRITTEN)
def test_the_worked_example_ties_on_points_and_splits_on_detectives(lang: str) -> None:
    fence = re.search(r"```pi\n(.*?)```", page(lang), re.S)
    assert fence
    config = yaml.safe_load(fence[1])
    answer = SPEC.run({"calc": "round", "players": config["players"]})
    assert answer["points"][1] == answer["points"][2] == 5
    assert [r["player"] for r in answer["ranking"]][1:3] == [1, 2]
    assert answer["ranking"][2]["reason"] == "detectives"


def fence_of(lang: str, name: str) -> list[dict[str, object]]:
    text = (ROOT / "docs" / lang / "pi" / f"{name}.md").read_text(encoding="utf-8")
    found = re.search(r"```pi\n(.*?)```", text, re.S)
    assert found, f"{lang}/{name}: no worked example"
    players: list[dict[str, object]] = yaml.safe_load(found[1])["players"]
    return players


@pytest.mark.parametrize("lang", WRITTEN)
def test_the_solving_example_is_five_five_minus_two(lang: str) -> None:
    """Ana: wrong once, first to solve (turn 3): 5; Ben, turn 4: 5; Chen left with one wrong
    guess: -2, the round over after turn 4."""
    answer = SPEC.run({"calc": "round", "players": fence_of(lang, "solving")})
    assert answer["points"] == [5, 5, -2] and answer["end"] == 4


@pytest.mark.parametrize("lang", WRITTEN)
def test_the_turns_example_gives_seven_to_both_solvers_of_turn_two(lang: str) -> None:
    answer = SPEC.run({"calc": "round", "players": fence_of(lang, "setup")})
    assert answer["points"] == [7, 0, 7] and answer["end"] == 2
