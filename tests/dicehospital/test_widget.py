"""The rounds widget in Python: what the build writes and what an edit answers, against the
calculator (the browser test checks the same page in chromium)."""

from __future__ import annotations

import re

import pytest

from engine import registry
from livewidgets import api
from tests.calckit import as_read
from tests.renderkit import config_refusal
from tests.langkit import LANGS

EXAMPLE = {"widget": "rounds", "now": 6, "later": 4, "hold": 0, "empty_now": True,
           "empty_later": True}


def answer(**inputs: object) -> dict[str, object]:
    return registry.calculator("dicehospital").run({"calc": "rounds", **inputs})


def scores(html: str) -> list[str]:
    return re.findall(r'<span class="dh-score" aria-hidden="true">(\d+)</span>', html)


@pytest.mark.parametrize("lang", LANGS)
def test_the_static_example_shows_the_calculators_numbers(lang: str) -> None:
    html = as_read(api.render("dicehospital", EXAMPLE, lang))
    found = answer(**{k: v for k, v in EXAMPLE.items() if k != "widget"})
    # six dice this round, four the next, each with the page's points for its place
    assert scores(html) == ["1", "2", "2", "2", "2", "2", "1", "2", "2", "2"]
    assert re.search(rf'data-hold="6">[^<]*\b30\b', html)
    assert re.search(rf'class="dh-big">[^<]*\b{found["total"]}\b', html)
    assert "data-act" not in html


def test_a_tap_on_a_patient_holds_it_back() -> None:
    view = api.start("dicehospital", EXAMPLE, "en")
    assert view["html"].count('data-act="patient"') == 6
    after = api.act("dicehospital", view["state"], {"act": "patient", "kind": "now",
                                                    "index": "6"}, "en")
    assert after["state"]["hold"] == 1
    assert "Both rounds: 23 points" in after["html"]  # 9 now (bonus lost) + 9 + 5 next
    assert after["html"].count('data-arg-kind="held"') == 1 and (
        '<span class="dh-sign" aria-hidden="true">→</span>' in after["html"])
    back = api.act("dicehospital", after["state"], {"act": "patient", "kind": "held",
                                                    "index": "5"}, "en")
    assert back["state"]["hold"] == 0 and "Both rounds: 28 points" in back["html"]


def test_counts_switches_and_reset() -> None:
    state = api.start("dicehospital", EXAMPLE, "en")["state"]
    state = api.act("dicehospital", state, {"act": "count", "kind": "later", "delta": "-1"},
                    "en")["state"]
    assert state["later"] == 3
    off = api.act("dicehospital", state, {"act": "empty", "kind": "now"}, "en")
    assert off["state"]["empty_now"] is False
    assert "Both rounds: 21 points" in off["html"]  # 11 now (no bonus), 1 + 2 + 2 + 5 next
    back = api.act("dicehospital", off["state"], {"act": "reset"}, "en")["state"]
    assert (back["later"], back["empty_now"]) == (4, True)


def test_edits_the_calculator_refuses_are_refused_with_their_ruling() -> None:
    state = api.start("dicehospital", {**EXAMPLE, "later": 12}, "fr")["state"]
    refused = api.act("dicehospital", state, {"act": "patient", "kind": "now", "index": "1"},
                      "fr")["refused"]
    assert refused["ruling"] == "twelve-at-most" and "13" in refused["message"]
    more = api.act("dicehospital", state, {"act": "count", "kind": "later", "delta": "1"},
                   "fr")["refused"]
    assert more["ruling"] == "twelve-at-most" and "12" in more["message"]


def test_a_bad_config_fails_the_build_naming_the_field() -> None:
    config_refusal("dicehospital", {**EXAMPLE, "now": 13}, "now")
    config_refusal("dicehospital", {**EXAMPLE, "patients": 2}, "patients")


@pytest.mark.parametrize("live", [False, True])
def test_the_switch_never_says_the_hospital_empties_with_a_patient_held(live: bool) -> None:
    """Review 38: with a patient held back the switch said "the hospital is empty after this
    round" right above "a held-back patient stays in the hospital". It says what it sets: no
    other patient stays."""
    held = {**EXAMPLE, "hold": 1}
    html = (api.start("dicehospital", held, "en")["html"] if live
            else as_read(api.render("dicehospital", held, "en")))
    assert "a held-back patient stays in the hospital" in html
    assert "hospital is empty" not in html
    assert "No other patient stays in the hospital after this round" in html
