"""The grow widget in Python: what the build writes and what an edit answers, against the
calculator (the browser test checks the same page in chromium)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine import registry
from livewidgets import api
from tests.renderkit import config_refusal
from tests.langkit import LANGS

TILES = [{"q": 0, "r": 0, "kind": "wood"}, {"q": 0, "r": 1, "kind": "wood"},
         {"q": -1, "r": 1, "kind": "leaf"}, {"q": 1, "r": 0, "kind": "leaf"},
         {"q": 1, "r": 1, "kind": "flower"}]
EXAMPLE = {"widget": "grow", "tiles": TILES}


def total(tiles: list[Any]) -> int:
    return int(registry.calculator("bonsai").run({"calc": "score", "tiles": tiles})["total"])


def shown_total(html: str) -> str:
    return re.search(r'class="lr-big bonsai-total">([^<]*)<', html)[1]  # type: ignore[index]


@pytest.mark.parametrize("lang", LANGS)
def test_the_static_example_shows_the_calculators_numbers(lang: str) -> None:
    html = api.render("bonsai", EXAMPLE, lang)
    assert re.search(rf"\b{total(TILES)}\b", shown_total(html))
    assert html.count('class="bonsai-hex') == 46 and "data-act" not in html
    states = re.findall(r'data-state="(\w+)"', html)
    assert [states.count(k) for k in ("wood", "leaf", "flower", "fruit")] == [2, 2, 1, 0]


def test_a_click_on_a_hex_places_the_chosen_tile_and_the_score_follows() -> None:
    view = api.start("bonsai", EXAMPLE, "en")
    assert view["html"].count('data-act="hex"') == 46
    assert shown_total(view["html"]) == f"{total(TILES)} points"
    after = api.act("bonsai", view["state"], {"act": "hex", "target": "-1,2"}, "en")
    grown = [*TILES, {"q": -1, "r": 2, "kind": "leaf"}]
    assert after["state"]["tiles"] == grown
    assert shown_total(after["html"]) == f"{total(grown)} points" != shown_total(view["html"])
    fruit = api.act("bonsai", after["state"], {"act": "tool", "kind": "fruit"}, "en")["state"]
    fruit = api.act("bonsai", fruit, {"act": "hex", "target": "-2,2"}, "en")["state"]
    assert fruit["tiles"][-1] == {"q": -2, "r": 2, "kind": "fruit"}
    taken = api.act("bonsai", fruit, {"act": "hex", "target": "1,1"}, "en")["state"]
    assert {"q": 1, "r": 1, "kind": "flower"} not in taken["tiles"]
    assert api.act("bonsai", taken, {"act": "clear"}, "en")["state"]["tiles"] == [TILES[0]]
    assert api.act("bonsai", taken, {"act": "reset"}, "en")["state"]["tiles"] == TILES


def test_an_illegal_tile_is_refused_with_its_ruling_and_the_tree_kept() -> None:
    state = api.start("bonsai", EXAMPLE, "fr")["state"]
    state = api.act("bonsai", state, {"act": "tool", "kind": "fruit"}, "fr")["state"]
    refused = api.act("bonsai", state, {"act": "hex", "target": "2,0"}, "fr")["refused"]
    assert refused["ruling"] == "fruit-on-two-leaves" and "Fruit" in refused["message"]
    # the trunk cannot go: the tree grows from it
    kept = api.act("bonsai", state, {"act": "hex", "target": "0,0"}, "fr")["refused"]
    assert kept["ruling"] == "trunk-first"
    # the leaf (1, 0) cannot go while the flower (1, 1) placed after it stands on it alone
    held = api.act("bonsai", state, {"act": "hex", "target": "1,0"}, "fr")["refused"]
    assert held["ruling"] == "flower-on-leaf" and "Fleur" in held["message"]
    # the neighbour to take away first is named as such, not "it" nor another "tile"
    assert held["message"].endswith("retirez d’abord cette tuile voisine.")
    english = api.act("bonsai", state, {"act": "hex", "target": "1,0"}, "en")["refused"]
    assert english["message"] == ("The neighbouring Flower tile needs this one: "
                                  "take that neighbour away first.")


def test_a_bad_config_fails_the_build_naming_the_field() -> None:
    config_refusal("bonsai", {**EXAMPLE, "tiles": [*TILES, {"q": 5, "r": 0, "kind": "leaf"}]},
                   "tiles[5]")
    config_refusal("bonsai", {**EXAMPLE, "pot": 2}, "pot")


def test_a_tried_tile_is_marked_and_its_refusal_written_in_every_language() -> None:
    """The worked example of a refused placement: a second fruit beside the first."""
    tiles = [{"q": 0, "r": 0, "kind": "wood"}, {"q": -1, "r": 1, "kind": "leaf"},
             {"q": -1, "r": 0, "kind": "leaf"}, {"q": 0, "r": 1, "kind": "wood"},
             {"q": -1, "r": 2, "kind": "leaf"}, {"q": -2, "r": 1, "kind": "fruit"}]
    config = {"widget": "grow", "tiles": tiles, "tile": {"q": -2, "r": 2, "kind": "fruit"}}
    words = {"en": "must not touch another fruit", "fr": "ne doit toucher aucun autre Fruit",
             "zh": "果實不可接觸另一個果實", "zh-Hans": "果实不可接触另一个果实"}
    for lang, rule in words.items():
        html = api.render("bonsai", config, lang)
        assert 'data-ruling="fruit-apart"' in html and rule in html
        assert html.count('data-state="tried"') == 1
    view = api.start("bonsai", config, "en")
    assert view["state"]["tool"] == "fruit" and 'data-ruling="fruit-apart"' in view["html"]
    # the reader clicks the marked hex: the calculator refuses it with the same rule
    refused = api.act("bonsai", view["state"], {"act": "hex", "target": "-2,2"}, "en")
    assert refused["refused"]["ruling"] == "fruit-apart"
    # any change to the tree drops the note; reset brings it back
    leaf = api.act("bonsai", view["state"], {"act": "tool", "kind": "leaf"}, "en")
    assert leaf["state"]["tried"] == config["tile"]
    grown = api.act("bonsai", leaf["state"], {"act": "hex", "target": "1,0"}, "en")
    assert grown["state"]["tried"] is None and "bonsai-tried" not in grown["html"]
    back = api.act("bonsai", grown["state"], {"act": "reset"}, "en")
    assert back["state"]["tried"] == config["tile"] and "bonsai-tried" in back["html"]
    # a tile the rules allow is said to be allowed, and its hex keeps the + mark
    allowed = api.render("bonsai", {**config, "tile": {"q": 1, "r": 0, "kind": "leaf"}}, "en")
    assert 'data-ruling=""' in allowed and 'data-state="tried"' not in allowed
    config_refusal("bonsai", {**config, "tile": {"q": 9, "r": 0, "kind": "leaf"}}, "tile")


def test_a_hex_is_told_by_its_row_and_its_distance_from_the_trunk() -> None:
    """Issue 21: a reader sees rows growing up from the pot and the trunk in the middle, never
    "hex (-6, 6)": a refusal and a hex's name say "row 4 from the bottom, 1.5 to the left of
    the trunk" (the drawing shifts each row half a hex right); the command line keeps (q, r)."""
    import pytest as _pytest
    from engine.bonsai.calc import calc as bonsai_calc
    from engine.bonsai.places import hex_words
    from engine.errors import RulesError
    from livewidgets.bonsai.drawing import column
    tiles = [{"q": 0, "r": 0, "kind": "wood"}, {"q": -3, "r": 3, "kind": "leaf"}]
    with _pytest.raises(RulesError) as caught:
        bonsai_calc({"calc": "score", "tiles": tiles})
    assert "hex (-3, 3) touches none" in str(caught.value)
    assert "(row 4 from the bottom, 1.5 to the left of the trunk)" in caught.value.reason("en")
    assert "(rangée 4 en partant du bas, 1,5 à gauche du tronc)" in caught.value.reason("fr")
    assert "由下往上第 4 列、樹幹左方 1.5 格" in caught.value.reason("zh")
    assert column(-3, 3) < column(0, 0) and column(0, 1) > column(0, 0)   # as the words say
    assert hex_words(0, 0, "en") == "the trunk's hex"
    assert hex_words(1, 0, "en") == "row 1 from the bottom, 1 to the right of the trunk"
    assert hex_words(-1, 2, "en") == "row 3 from the bottom, straight above the trunk"


@pytest.mark.parametrize("lang", ["en", "fr", "zh"])
def test_a_tile_where_it_may_not_grow_is_refused_in_one_short_sentence(lang: str) -> None:
    """Issue 22: the fruit's refusal took six lines on a phone (the calculator's sentence
    names the hex at length). The widget's says what to do in one short sentence: tap a hex
    marked + (the board marks every hex where the chosen tile may grow)."""
    state = api.start("bonsai", EXAMPLE, lang)["state"]
    state = api.act("bonsai", state, {"act": "tool", "kind": "fruit"}, lang)["state"]
    refused = api.act("bonsai", state, {"act": "hex", "target": "2,0"}, lang)["refused"]
    message = refused["message"]
    assert refused["ruling"] == "fruit-on-two-leaves"
    assert "+" in message and message.count(".") + message.count("。") == 1, message
    assert len(message) <= (40 if lang == "zh" else 90), message
