"""The battle widget in Python: what the build writes and what an edit answers, against the
calculator (the browser test checks the same page in chromium)."""

from __future__ import annotations

import re

import pytest

from engine import registry
from livewidgets import api
from livewidgets.strings import percent
from tests.calckit import as_read
from tests.renderkit import config_refusal
from tests.langkit import LANGS

EXAMPLE = {"widget": "battle", "unit": "armor", "distance": 2, "terrain": "forest",
           "target": "infantry"}


def engine(**inputs: object) -> dict[str, object]:
    return registry.entry("memoir44").run({"calc": "attack", **inputs})


@pytest.mark.parametrize("lang", LANGS)
def test_the_static_example_shows_the_calculators_numbers(lang: str) -> None:
    html = as_read(api.render("memoir44", EXAMPLE, lang))
    answer = engine(**{k: v for k, v in EXAMPLE.items() if k != "widget"})
    shown = re.findall(r'<td class="m44-pct">.*?<span>([^<]+)</span>', html)
    hits, retreats = answer["hits"], answer["retreats"]
    assert isinstance(hits, list) and isinstance(retreats, list)
    assert shown == [percent(p, lang) for p in [*hits, *retreats]]
    assert percent(float(str(answer["eliminate"])), lang) in html
    assert html.count('class="m44-hex lr-cell"') == 6 and "data-act" not in html  # no controls yet


def test_a_click_on_a_hex_or_a_terrain_changes_the_dice() -> None:
    view = api.start("memoir44", EXAMPLE, "en")
    assert view["html"].count('data-act="distance"') == 6
    state = view["state"]
    after = api.act("memoir44", state, {"act": "terrain", "value": "clear"}, "en")
    assert after["state"]["terrain"] == "clear"
    assert "minus 0 for the terrain: 3" in after["html"]
    closer = api.act("memoir44", after["state"], {"act": "distance", "value": "3"}, "en")
    assert closer["state"]["distance"] == 3 and 'aria-pressed="true" aria-label="3 hexes' in \
        closer["html"].replace('data-arg-value="3" ', "")
    back = api.act("memoir44", closer["state"], {"act": "reset"}, "en")
    assert {k: back["state"][k] for k in ("distance", "terrain")} == {"distance": 2,
                                                                     "terrain": "forest"}


def test_a_new_target_comes_full_and_figures_stay_within_a_unit() -> None:
    state = api.start("memoir44", EXAMPLE, "en")["state"]
    armor = api.act("memoir44", state, {"act": "target", "value": "armor"}, "en")["state"]
    assert armor["figures"] == 3
    more = api.act("memoir44", armor, {"act": "figures", "delta": "1"}, "en")["state"]
    refused = api.act("memoir44", more, {"act": "figures", "delta": "1"}, "en")["refused"]
    # a − or + at its end says where it stops, with the rule's link
    assert refused["code"] == "calc-most" and refused["ruling"] == "what-hits"
    assert refused["message"] == "4 is the most here."


def test_edits_the_calculator_refuses_are_refused_with_their_ruling() -> None:
    state = api.start("memoir44", EXAMPLE, "fr")["state"]
    far = api.act("memoir44", state, {"act": "distance", "value": "7"}, "fr")["refused"]
    # a crafted call past the strip: the reader's words, never the field check (issue 22)
    assert far["ruling"] == "range-dice" and far["code"] == "calc-beyond"
    assert far["message"].startswith("Le calculateur ne va pas plus loin")
    odd = api.act("memoir44", state, {"act": "terrain", "value": "swamp"}, "fr")["refused"]
    assert odd["ruling"] == "terrain-cuts"
    assert api.act("memoir44", state, {"act": "fly"}, "fr")["refused"]["code"] == "unknown-edit"


def test_a_bad_config_fails_the_build_naming_the_field() -> None:
    config_refusal("memoir44", {**EXAMPLE, "distance": 9}, "distance")
    config_refusal("memoir44", {**EXAMPLE, "range": 2}, "range")
