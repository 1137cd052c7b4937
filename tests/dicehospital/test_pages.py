"""What the Dice Hospital pages state as numbers is what the engine counts, in every language.

The discharge page types the round totals (patients → points) and the worked example's two
choices by hand in three languages; this test reads them back and asks the calculator, so a
page cannot drift from it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import registry
from engine.dicehospital.track import MAX_PATIENTS
from tests.langkit import LANGS, WRITTEN

ROOT = Path(__file__).resolve().parents[2]
LANGS = WRITTEN
SPEC = registry.calculator("dicehospital")


def page(lang: str) -> str:
    return (ROOT / "docs" / lang / "dicehospital" / "discharge.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_the_round_totals_are_the_engines(lang: str) -> None:
    pairs = [(int(a), int(b)) for a, b in re.findall(r"(\d+) → (\d+)", page(lang))]
    assert [n for n, _ in pairs] == list(range(1, MAX_PATIENTS + 1))
    for patients, shown in pairs:
        assert SPEC.run({"calc": "discharge", "patients": patients}) == {"points": shown}


@pytest.mark.parametrize("lang", LANGS)
def test_the_worked_example_is_the_engines(lang: str) -> None:
    """The example's text gives the total of sending everyone home and of holding all six."""
    text = page(lang)
    config = dict(re.findall(r"^(now|later): (\d+)$", text, re.M))
    answer = SPEC.run({"calc": "rounds", "now": int(config["now"]), "later": int(config["later"]),
                       "hold": 0, "empty_now": True, "empty_later": True})
    start = text.index("{ #calculator }")
    end = text.find("\n## ", start)  # the next section, or the page's end
    section = text[start:end if end >= 0 else len(text)]
    everyone, best = (int(n) for n in re.findall(r"(\d+) (?:points|分)", section)[:2])
    assert everyone == answer["options"][0]["total"]
    assert best == answer["best"]["total"] and answer["best"]["hold"] == [int(config["now"])]
