"""What the Arnak pages print agrees with the engine: the command-line example of the
workshop page, in every language, is the calculator's own answer, and the page says the
values are a heuristic."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine import registry
from tests.langkit import LANGS, WRITTEN

DOCS = Path(__file__).resolve().parents[2] / "docs"
LANGS = WRITTEN
HEURISTIC = {"en": "A heuristic, not a rule", "fr": "Une méthode d’estimation, pas une règle",
             "zh": "這是估算方法，不是規則"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_command_line_example_is_the_calculators_answer(lang: str) -> None:
    text = (DOCS / lang / "arnak" / "workshop.md").read_text(encoding="utf-8")
    block = re.search(r"```sh\necho '([^']+)' \\\n.*\n(\{.*\})\n```", text)
    assert block, f"{lang}: no command-line example"
    asked, printed = json.loads(block[1]), json.loads(block[2])
    assert registry.entry("arnak").run(asked) == printed


@pytest.mark.parametrize("lang", LANGS)
def test_the_pages_say_the_values_are_a_heuristic(lang: str) -> None:
    text = (DOCS / lang / "arnak" / "index.md").read_text(encoding="utf-8")
    assert f'!!! note "{HEURISTIC[lang]}"' in text
