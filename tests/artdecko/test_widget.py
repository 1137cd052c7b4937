"""The end widget in Python: what the build writes and what an edit answers, against the
calculator (the browser test checks the same page in chromium)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine import registry
from livewidgets import api
from tests.renderkit import config_refusal
from tests.langkit import LANGS

RATINGS = {"art-nouveau": 24, "renaissance": 41, "surrealism": 18, "pop-art": 66,
           "impressionism": 30, "gold": 12}
EXAMPLE = {"widget": "end", "paintings": [3, 2, 0, 3, 1], "markers": [3, 3, 3, 3, 3],
           "deck": 6, "ratings": RATINGS}
"""The worked example of the end page."""


def calc(**changes: Any) -> dict[str, Any]:
    inputs = {k: v for k, v in {**EXAMPLE, **changes}.items() if k != "widget"}
    return registry.calculator("artdecko").run({"calc": "end", **inputs})


def held(html: str) -> list[int]:
    """Paintings drawn in each exhibition (■ squares), read from the HTML."""
    columns = re.findall(r'<li class="ad-exhibition".*?<span class="ad-num"', html)
    return [column.count('data-held="true"') for column in columns]


@pytest.mark.parametrize("lang", LANGS)
def test_the_static_example_shows_the_calculators_answer(lang: str) -> None:
    html = api.render("artdecko", EXAMPLE, lang)
    answer = calc()
    assert held(html) == EXAMPLE["paintings"] and "data-act" not in html
    scoring = re.findall(r'data-scores="true"', html)
    assert len(scoring) == len(answer["bonus"]) == 2
    assert 'data-ends="false"' in html


def test_a_click_on_a_marker_slot_ends_the_game() -> None:
    """Exhibition 5 (index 4) from 1 painting to 3: 9 + 2 = 11 < 12, still on; then
    exhibition 2 (index 1) from 2 to 3: 12 paintings, the museum trigger; exhibitions 1, 2, 4
    and 5 are full, so their four tiles score."""
    view = api.start("artdecko", EXAMPLE, "en")
    assert view["html"].count('data-act="slot"') == 15
    after = api.act("artdecko", view["state"], {"act": "slot", "index": "4", "n": "3"}, "en")
    assert after["state"]["paintings"] == [3, 2, 0, 3, 3] and 'data-ends="false"' in after["html"]
    ended = api.act("artdecko", after["state"], {"act": "slot", "index": "1", "n": "3"}, "en")
    assert ended["state"]["paintings"] == [3, 3, 0, 3, 3]
    assert calc(paintings=[3, 3, 0, 3, 3])["bonus"] == [1, 2, 4, 5]
    assert 'data-ends="true"' in ended["html"] and "12 paintings in the Museum" in ended["html"]
    down = api.act("artdecko", ended["state"], {"act": "slot", "index": "1", "n": "3"}, "en")
    assert down["state"]["paintings"][1] == 2   # the top painting taken down again


def test_the_steppers_change_the_pile_and_the_markets() -> None:
    state = api.start("artdecko", EXAMPLE, "en")["state"]
    hot = api.act("artdecko", state, {"act": "rating", "kind": "pop-art", "delta": "10"}, "en")
    assert hot["state"]["ratings"]["pop-art"] == 76 and "Pop Art" in hot["html"]
    assert 'data-ends="true"' in hot["html"]
    deck = api.act("artdecko", state, {"act": "deck", "delta": "-1"}, "en")["state"]
    assert deck["deck"] == 5
    more = api.act("artdecko", state, {"act": "markers", "index": "2", "delta": "1"}, "en")
    assert more["state"]["markers"] == [3, 3, 4, 3, 3]
    back = api.act("artdecko", more["state"], {"act": "reset"}, "en")["state"]
    assert back["markers"] == EXAMPLE["markers"]


def test_edits_the_calculator_refuses_are_refused_with_their_ruling() -> None:
    state = api.start("artdecko", EXAMPLE, "fr")["state"]
    fewer = api.act("artdecko", state, {"act": "markers", "index": "0", "delta": "-1"}, "fr")
    assert fewer["refused"]["ruling"] == "one-marker-a-painting"
    assert fewer["refused"]["message"] == "4 est le minimum ici."   # the ruling says why
    low = api.act("artdecko", {**state, "ratings": {**RATINGS, "gold": 5}},
                  {"act": "rating", "kind": "gold", "delta": "-10"}, "fr")
    assert low["refused"]["ruling"] == "market-seventy"


def test_a_bad_config_fails_the_build_naming_the_field() -> None:
    config_refusal("artdecko", {**EXAMPLE, "deck": 80}, "deck")
    config_refusal("artdecko", {**EXAMPLE, "players": 3}, "players")
