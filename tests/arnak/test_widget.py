"""The balance widget in Python: what the build writes and what an edit answers, against the
calculator (the browser test checks the same page in chromium)."""

from __future__ import annotations

import re

import pytest

from engine import registry
from livewidgets import api
from tests.renderkit import config_refusal
from tests.langkit import LANGS

EXAMPLE = {"widget": "balance", "example": "level-2-site"}


def verdict(html: str) -> str:
    found = re.search(r'class="arnak-verdict lr-big" data-net="(-?\d+)"', html)
    assert found, "no verdict"
    return found[1]


@pytest.mark.parametrize("lang", LANGS)
def test_the_static_example_shows_the_calculators_numbers(lang: str) -> None:
    html = api.render("arnak", EXAMPLE, lang)
    answer = registry.entry("arnak").run({"calc": "example", "example": "level-2-site"})
    assert verdict(html) == str(answer["net"]) == "1"
    assert f'>{answer["costs"]}</text>' in html and f'>{answer["gains"]}</text>' in html
    assert "data-act" not in html and html.count('class="arnak-token"') == 3


def test_a_click_adds_and_takes_off_tokens() -> None:
    view = api.start("arnak", EXAMPLE, "en")
    assert view["html"].count('data-arg-delta="1"') == 2 * 11
    added = api.act("arnak", view["state"], {"act": "token", "target": "gains", "kind": "gem",
                                             "delta": "1"}, "en")
    assert added["state"]["gains"] == {"unit": 5, "gem": 1} and added["state"]["example"] is None
    assert verdict(added["html"]) == "4"  # 5 + 3 - 4
    taken = api.act("arnak", added["state"], {"act": "token", "target": "costs",
                                              "kind": "archaeologist", "delta": "-1"}, "en")
    assert taken["state"]["costs"] == {"travel": 2} and verdict(taken["html"]) == "6"
    back = api.act("arnak", taken["state"], {"act": "reset"}, "en")["state"]
    assert back["example"] == "level-2-site" and back["costs"] == {"travel": 2, "archaeologist": 1}


def test_a_preset_loads_the_page_example_and_its_disagreement() -> None:
    view = api.start("arnak", EXAMPLE, "fr")
    loaded = api.act("arnak", view["state"], {"act": "preset", "value": "artifact-card"}, "fr")
    assert loaded["state"]["costs"] == {"compass": 4, "tablet": 4}
    assert 'data-agrees="differs"' in loaded["html"] and "4 + 4 × 3" in loaded["html"]
    assert "../rulings/#artifact-example" in loaded["html"] and verdict(loaded["html"]) == "14"
    cleared = api.act("arnak", loaded["state"], {"act": "clear"}, "fr")
    assert cleared["state"]["costs"] == {} and verdict(cleared["html"]) == "0"


def test_edits_the_calculator_refuses_are_refused_with_their_ruling() -> None:
    state = api.start("arnak", {"widget": "balance", "costs": {"gem": 99}}, "en")["state"]
    more = api.act("arnak", state, {"act": "token", "target": "costs", "kind": "gem",
                                    "delta": "1"}, "en")["refused"]
    assert more["ruling"] == "whole-counts"
    less = api.act("arnak", state, {"act": "token", "target": "gains", "kind": "gem",
                                    "delta": "-1"}, "en")["refused"]
    assert less["ruling"] == "whole-counts"
    unknown = api.act("arnak", state, {"act": "token", "target": "gains", "kind": "gold",
                                       "delta": "1"}, "zh")["refused"]
    assert unknown["ruling"] == "unit-values" and "代幣" in unknown["message"]


def test_a_bad_config_fails_the_build_naming_the_field() -> None:
    config_refusal("arnak", {"widget": "balance", "costs": {"gem": 100}}, "costs.gem")
    config_refusal("arnak", {"widget": "balance", "example": "temple-3"}, "example")
    config_refusal("arnak", {"widget": "balance", "net": 2}, "net")
