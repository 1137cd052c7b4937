"""The reach widget in Python: what the build writes and what an edit answers, against the
calculator (the browser test checks the same page in chromium)."""

from __future__ import annotations

import re

import pytest

from engine import registry
from engine.errors import RulesError
from livewidgets import api
from livewidgets.strings import percent, ui as shared_ui
from tests.renderkit import config_refusal
from tests.langkit import LANGS

EXAMPLE = {"widget": "reach", "players": 6, "dead": [3], "mustang": [2], "from": 0}


@pytest.mark.parametrize("lang", LANGS)
def test_the_static_example_shows_the_calculators_numbers(lang: str) -> None:
    html = api.render("bang", EXAMPLE, lang)
    answer = registry.entry("bang").run({"calc": "table", **{k: v for k, v in EXAMPLE.items()
                                                            if k != "widget"}})
    shown = re.findall(r'<span class="bang-d" aria-hidden="true">(\d*)</span>', html)
    assert shown == [str(answer["distances"].get(str(s), "")) for s in range(6)]
    assert percent(answer["draws"]["dynamite"]["probability"], lang) in html
    assert html.count('class="bang-seat') == 6 and "data-act" not in html


def test_a_click_on_a_seat_changes_the_reach() -> None:
    view = api.start("bang", EXAMPLE, "en")
    assert view["html"].count('data-act="seat"') == 6
    before = re.search(r'data-range="1">.*?</li>', view["html"])
    after = api.act("bang", view["state"], {"act": "seat", "player": "4"}, "en")
    assert after["state"]["from"] == 4
    assert re.search(r'data-range="1">.*?</li>', after["html"])[0] != before[0]  # type: ignore[index]
    killed = api.act("bang", api.act("bang", after["state"], {"act": "tool", "value": "dead"},
                                     "en")["state"], {"act": "seat", "player": "2"}, "en")
    assert killed["state"]["dead"] == [2, 3] and killed["state"]["mustang"] == []
    back = api.act("bang", killed["state"], {"act": "reset"}, "en")["state"]
    assert (back["from"], back["dead"]) == (0, [3])


def test_edits_the_calculator_refuses_are_refused_with_their_ruling() -> None:
    state = api.start("bang", EXAMPLE, "fr")["state"]
    dead = api.act("bang", state, {"act": "seat", "player": "3"}, "fr")["refused"]
    assert dead["ruling"] == "living-only" and "mort" in dead["message"]
    state = api.act("bang", state, {"act": "players", "delta": "1"}, "fr")["state"]
    assert state["players"] == 7
    more = api.act("bang", state, {"act": "players", "delta": "1"}, "fr")["refused"]
    assert more["ruling"] == "four-to-seven" and "dessin" in more["message"]
    # the calculator itself takes 8 seats (an option); only the drawing stops at the role table
    assert len(registry.entry("bang").run({"calc": "table", "players": 8})["distances"]) == 7


def test_a_bad_config_fails_the_build_naming_the_field() -> None:
    config_refusal("bang", {**EXAMPLE, "players": 9}, "players")
    config_refusal("bang", {**EXAMPLE, "to": 2}, "to")


@pytest.mark.parametrize("tool", ["shooter", "mustang", "scope", "dead"])
@pytest.mark.parametrize("lang", LANGS)
def test_a_tap_only_the_living_may_take_says_what_to_do(tool: str, lang: str) -> None:
    """A tap the calculator would refuse (a dead shooter, a dead player's card, the shooter
    killed) is refused before it, in words that name the seat tapped and the way out, not
    after the general "try another change"; the ruling linked is the calculator's."""
    seat = 0 if tool == "dead" else EXAMPLE["dead"][0]
    state = api.start("bang", EXAMPLE, lang)["state"]
    state = api.act("bang", state, {"act": "tool", "value": tool}, lang)["state"]
    refused = api.act("bang", state, {"act": "seat", "player": seat}, lang)["refused"]
    inputs = {k: v for k, v in EXAMPLE.items() if k != "widget"}
    changed = ({**inputs, "dead": [*inputs["dead"], seat]} if tool == "dead" else
               {**inputs, "from": seat} if tool == "shooter" else {**inputs, tool: [seat]})
    with pytest.raises(RulesError) as err:
        registry.entry("bang").run({"calc": "table", **changed})
    assert refused["ruling"] == str(err.value.ruling)
    assert str(seat + 1) in refused["message"]
    assert shared_ui("edit_error", lang, error="").strip() not in refused["message"]
