"""The skirmish widget in Python: what the build writes and what an edit answers, against the
calculator (the browser test checks the same page in chromium)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine import registry
from livewidgets import api
from tests.renderkit import config_refusal
from tests.langkit import LANGS

GAME = "arcticscavengers"
EXAMPLE: dict[str, Any] = {
    "widget": "skirmish", "round": 3,
    "players": [{"cards": ["brawler", "refugee"], "tools": ["spear", "shovel"]},
                {"cards": ["brawler", "refugee", "refugee"], "tools": ["spear"]},
                {"cards": ["rogue", "scavenger"]}]}
"""The worked example of the skirmish page."""


def answer(players: list[dict[str, Any]], round_: int = 3) -> dict[str, Any]:
    return registry.calculator(GAME).run({"calc": "skirmish", "players": players, "round": round_})


def fights(html: str) -> list[str]:
    return re.findall(r'<span class="as-fight">[^<\d]*(\d+)', html)


@pytest.mark.parametrize("lang", LANGS)
def test_the_static_example_shows_the_calculators_numbers(lang: str) -> None:
    html = api.render(GAME, EXAMPLE, lang)
    found = answer(EXAMPLE["players"])
    assert fights(html) == [str(p["fight"]) for p in found["players"]] == ["3", "3", "1"]
    assert re.findall(r'class="as-seat"( data-winner="true")?', html) == ["", "", ' data-winner="true"']
    assert "data-act" not in html and html.count('class="as-card"') == 10


def test_taking_the_rogue_back_hands_the_tie_to_the_headcount() -> None:
    view = api.start(GAME, EXAMPLE, "en")
    assert view["html"].count('data-act="remove"') == 10
    assert "rogue takes" in view["html"]
    after = api.act(GAME, view["state"], {"act": "remove", "player": "2", "kind": "cards",
                                          "index": "0"}, "en")
    assert after["state"]["players"][2] == {"cards": ["scavenger"], "tools": []}
    assert "seat 2 brought the most people" in after["html"]   # the second, from 1
    dealt = api.act(GAME, after["state"], {"act": "add", "player": "0", "card": "refugee"},
                    "en")
    assert dealt["state"]["players"][0]["cards"] == ["brawler", "refugee", "refugee"]
    assert "Still tied at 3: deadlock." in dealt["html"] and "junkyard" in dealt["html"]
    rifle = api.act(GAME, dealt["state"], {"act": "add", "player": "2", "card": "rifle"}, "en")
    assert rifle["state"]["players"][2]["tools"] == ["rifle"]
    assert fights(rifle["html"]) == ["3", "3", "0"]  # a rifle does not make a scavenger fight
    back = api.act(GAME, rifle["state"], {"act": "reset"}, "en")["state"]
    assert back["players"] == [{"tools": [], **hand} for hand in EXAMPLE["players"]]


def test_players_and_rounds_change_the_turn_order() -> None:
    state = api.start(GAME, EXAMPLE, "en")["state"]
    later = api.act(GAME, state, {"act": "round", "delta": "1"}, "en")
    assert later["state"]["round"] == 4 and "seat 2 is the initiator" in later["html"]
    fewer = api.act(GAME, later["state"], {"act": "players", "delta": "-1"}, "en")
    assert len(fewer["state"]["players"]) == 2
    assert fewer["state"]["players"] == EXAMPLE["players"][:2]


@pytest.mark.parametrize("lang", LANGS)
def test_seats_are_numbered_from_1_wherever_a_reader_sees_them(lang: str) -> None:
    """Issue 21: seats read "Seat 1, 2, 3" (« Place 1 »), never "Seat 0"; the calculator's
    answer and the edits' ``player`` keep counting from 0."""
    from livewidgets.arcticscavengers.skirmish import ui
    html = api.render(GAME, EXAMPLE, lang)
    heads = [ui("seat", lang, seat=n) for n in (1, 2, 3)]
    assert all(head in html for head in heads) and ui("seat", lang, seat=0) not in html
    found = answer(EXAMPLE["players"])
    assert found["initiator"] == 0 and found["winner"] == 2
    assert ui("why_rogue", lang, seat=3, top=found["top"]) in html.replace("&#x27;", "'")


def test_edits_the_calculator_refuses_are_refused_with_their_ruling() -> None:
    state = api.start(GAME, EXAMPLE, "fr")["state"]
    early = api.act(GAME, state, {"act": "round", "delta": "-1"}, "fr")["refused"]
    # a − at its end says where it stops; the ruling's link says why
    assert early["ruling"] == "skirmish-from-round-3" and early["message"].startswith("3")
    two = api.act(GAME, api.act(GAME, state, {"act": "players", "delta": "-1"}, "fr")["state"],
                  {"act": "players", "delta": "-1"}, "fr")["refused"]
    assert two["ruling"] == "two-to-five"
    for _ in range(2):
        state = api.act(GAME, state, {"act": "players", "delta": "1"}, "fr")["state"]
    assert api.act(GAME, state, {"act": "players", "delta": "1"}, "fr")["refused"][
        "ruling"] == "two-to-five"


SEEN = {"en": "At most 12 people a hand here (our assumption)", "fr": "Au plus 12 personnes",
        "zh": "這裡一手最多 12 張人物牌"}
"""The start of the visible line under a hand's greyed people (review 37, B1)."""
FULL = {"en": "A hand here holds at most 12 people and 12 tools: take one back first.",
        "fr": "reprenez d’abord une carte.", "zh": "請先收回一張。"}
"""The end of the words a full hand answers a card with."""


@pytest.mark.parametrize("lang", ["en", "fr", "zh"])
def test_a_full_hand_refuses_a_card_in_players_words_before_the_tap(lang: str) -> None:
    """Review 36, B1: the 13th card answered "Must be a list of at most 12 card names, not
    ['scavenger', ...]" and every "+" stayed enabled. At 12 people, each "+ person" of that
    seat is drawn refused (aria-disabled, described by the players' words); its tools' "+"
    and the other seats' stay usable; a crafted call gets the same words. Under the greyed
    row, a line the eye reads says the limit as it is counted and what to do (review 37, B1:
    the reason was for screen readers only)."""
    state = api.start(GAME, EXAMPLE, lang)["state"]
    while len(state["players"][0]["cards"]) < 12:
        state = api.act(GAME, state, {"act": "add", "player": "0", "card": "refugee"},
                        lang)["state"]
    view = api.act(GAME, state, {"act": "remove", "player": "1", "kind": "tools",
                                 "index": "0"}, lang)
    html = view["html"]
    refused = re.findall(r'data-act="add" data-arg-player="(\d)" data-arg-card="(\w+)"'
                         r' aria-disabled="true" aria-describedby="([^"]+)"', html)
    assert sorted(card for seat, card, _ in refused) == sorted(
        ["refugee", "scavenger", "brawler", "guard", "rogue", "provocateur"])
    assert {seat for seat, _, _ in refused} == {"0"}
    seen = re.findall(r'<p class="as-full">([^<]*)</p>', html)
    assert len(seen) == 1 and seen[0].startswith(SEEN[lang])
    assert html.index(seen[0]) > html.index('data-arg-player="0" data-arg-card="shovel"')
    tapped = api.act(GAME, view["state"], {"act": "add", "player": "0", "card": "guard"},
                     lang)["refused"]
    assert tapped["message"].endswith(FULL[lang]) and "[" not in tapped["message"]
    for _, _, ident in refused:
        said = re.search(rf'id="{ident}" hidden>([^<]*)<', html)
        assert said and said.group(1) == tapped["message"].replace("'", "&#x27;")


def test_a_bad_config_fails_the_build_naming_the_field() -> None:
    config_refusal(GAME, {**EXAMPLE, "round": 1}, "round")
    config_refusal(GAME, {**EXAMPLE, "seat": 2}, "seat")
