"""A calculator's steppers show their bounds before the reader taps (issue 22).

A ``−`` or ``+`` that the calculator would refuse (a round before the first, a sixth die) is
drawn as a button that cannot apply, with the refusal as its reason
(livewidgets/calcwidget.py's ``unusable_at_bounds``): the reader sees the bound, and a tap
says why at once, without asking Python. Checked on every calculator's worked examples, in
every language: each stepper drawn as one that cannot apply is one its edit refuses, with
that very reason, and every other stepper's edit is applied.
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from livewidgets import api
from livewidgets.api import widget_specs
from sitebuild import fence
from tests.langkit import LANGS

DOCS = Path(__file__).resolve().parents[2] / "docs"
CALCULATORS = sorted(game for game, spec in widget_specs().items() if spec.reserve)
STEPPER = re.compile(r'<button type="button" class="lr-btn"((?: data-[\w-]+="[^"]*")+)'
                     r' aria-label="[^"]*"((?: aria-[\w-]+="[^"]*")*)>')
DATA = re.compile(r' data-(act|arg-[\w-]+)="([^"]*)"')


def examples(game: str) -> list[dict[str, Any]]:
    """The calculator's configs on its English pages (the same in every language)."""
    found = []
    for page in sorted((DOCS / "en" / game).glob("*.md")):
        for _, _, source in fence.fences(page.read_text("utf-8"), (game,)):
            config = yaml.safe_load(source)
            if isinstance(config, dict) and config.get("widget") in widget_specs()[game].live:
                found.append(config)
    return found


def steppers(view_html: str) -> list[tuple[dict[str, str], str | None]]:
    """Each stepper button: its edit, and its reason when it cannot apply (else None)."""
    found = []
    for attrs, aria in STEPPER.findall(view_html):
        data = {k: html.unescape(v) for k, v in DATA.findall(attrs)}
        if "arg-delta" not in data:
            continue
        edit = {(k[4:] if k.startswith("arg-") else k): v for k, v in data.items()}
        why = None
        if 'aria-disabled="true"' in aria:
            ident = re.search(r'aria-describedby="([^"]*)"', aria)
            assert ident, aria
            said = re.search(rf'id="{re.escape(ident.group(1))}"[^>]*>([^<]*)<', view_html)
            assert said, ident.group(1)
            why = html.unescape(said.group(1))
        found.append((edit, why))
    return found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", CALCULATORS)
def test_a_stepper_at_its_bound_says_so_before_a_tap(game: str, lang: str) -> None:
    bounds = 0
    for config in examples(game):
        view = api.start(game, config, lang)
        for edit, why in steppers(view["html"]):
            answer = api.act(game, view["state"], edit, lang)
            if why is None:
                assert "refused" not in answer, (config, edit, answer.get("refused"))
            else:
                bounds += 1
                assert answer["refused"]["message"] == why, (config, edit)
    print(game, lang, "steppers at a bound:", bounds)
