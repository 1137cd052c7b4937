"""What the Pi score page states as numbers is what the engine answers, in every language: the
command-line example's points and the worked example's tie, read back from the page."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml  # type: ignore[import-untyped]

from engine import registry

ROOT = Path(__file__).resolve().parents[2]
SPEC = registry.calculator("pi")


def page(lang: str) -> str:
    return (ROOT / "docs" / lang / "pi" / "score.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["en", "fr", "zh"])
def test_the_command_line_example_is_the_engines(lang: str) -> None:
    text = page(lang)
    sent = re.search(r"echo '(\{.*?\})'", text, re.S)
    assert sent
    answer = SPEC.run(json.loads(sent[1]))
    section = text[text.index("{ #command-line }"):]
    said = re.search(r"(\d+)(?:, |、)(\d+)(?: and | et | 與 )(−\d+)", section)
    assert said, "the example's points are not stated"
    assert answer["points"] == [int(n.replace("−", "-")) for n in said.groups()]
    assert answer["ranking"][1]["reason"] == "detectives"


@pytest.mark.parametrize("lang", ["en", "fr", "zh"])
def test_the_worked_example_ties_on_points_and_splits_on_detectives(lang: str) -> None:
    fence = re.search(r"```pi\n(.*?)```", page(lang), re.S)
    assert fence
    config = yaml.safe_load(fence[1])
    answer = SPEC.run({"calc": "round", "players": config["players"]})
    assert answer["points"][1] == answer["points"][2] == 5
    assert [r["player"] for r in answer["ranking"]][1:3] == [1, 2]
    assert answer["ranking"][2]["reason"] == "detectives"
