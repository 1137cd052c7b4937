"""The round widget in Python: what the build writes and what an edit answers, against the
calculator (the browser test checks the same page in chromium)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine import registry
from livewidgets import api
from tests.renderkit import config_refusal
from tests.langkit import LANGS

PLAYERS: list[dict[str, Any]] = [
    {"solved_on": 2, "wrong": 0, "detectives": 3}, {"solved_on": 2, "wrong": 1, "detectives": 4},
    {"solved_on": 4, "wrong": 0, "detectives": 2}, {"solved_on": None, "wrong": 1, "detectives": 5}]
EXAMPLE = {"widget": "round", "players": PLAYERS}


def ranking(html: str) -> list[str]:
    return re.findall(r'<li data-player="(\d)">', html.split("pi-ranking", 1)[1])


@pytest.mark.parametrize("lang", LANGS)
def test_the_static_example_shows_the_calculators_ranking(lang: str) -> None:
    html = api.render("pi", EXAMPLE, lang)
    answer = registry.calculator("pi").run({"calc": "round", "players": PLAYERS})
    assert ranking(html) == [str(r["player"]) for r in answer["ranking"]] == ["0", "1", "2", "3"]
    assert html.count('data-state="solved"') == 3 and "data-act" not in html
    why = re.findall(r'class="pi-why">([^<]*)', html)
    assert re.search(r"2\D+4", why[1])  # player 3 is behind player 2 on detectives: 2 to 4


def test_a_tap_on_a_turn_changes_the_ranking() -> None:
    view = api.start("pi", EXAMPLE, "en")
    assert view["html"].count('data-act="solve"') == 4 * 6
    # player 3 solves on turn 2 too: 7 points, ahead of player 2 (5)
    after = api.act("pi", view["state"], {"act": "solve", "player": "2", "value": "2"}, "en")
    assert after["state"]["players"][2]["solved_on"] == 2
    assert ranking(after["html"])[:3] == ["0", "2", "1"]
    # tapping the same turn again: not solved; with player 4 also unsolved, the round is open
    refused = api.act("pi", after["state"], {"act": "solve", "player": "2", "value": "2"}, "en")
    assert refused["refused"]["ruling"] == "round-ends-one-left"


def test_steppers_players_and_reset() -> None:
    state = api.start("pi", EXAMPLE, "en")["state"]
    state = api.act("pi", state, {"act": "detectives", "player": "2", "delta": "1"},
                    "en")["state"]
    state = api.act("pi", state, {"act": "detectives", "player": "2", "delta": "1"},
                    "en")["state"]
    view = api.act("pi", state, {"act": "wrong", "player": "3", "delta": "-1"}, "en")
    # player 3 now has 4 detectives, as many as player 2: the tie goes to penalties (0 to 1)
    assert ranking(view["html"])[1:3] == ["2", "1"]
    more = api.act("pi", view["state"], {"act": "players", "delta": "1"}, "en")["state"]
    assert len(more["players"]) == 5 and more["players"][4]["solved_on"] == 4
    back = api.act("pi", more, {"act": "reset"}, "en")["state"]
    assert back["players"] == PLAYERS


def test_edits_the_calculator_refuses_are_refused_with_their_ruling() -> None:
    state = api.start("pi", EXAMPLE, "fr")["state"]
    late = api.act("pi", state, {"act": "solve", "player": "3", "value": "6"}, "fr")["refused"]
    # the way out first: the turns the round allows (it ends after turn 4)
    assert late["ruling"] == "round-ends-one-left"
    assert late["message"].startswith("Choisissez le tour 4 ")
    sixth = api.act("pi", state, {"act": "detectives", "player": "3", "delta": "1"},
                    "fr")["refused"]
    assert sixth["ruling"] == "five-detectives"


def test_a_bad_config_fails_the_build_naming_the_field() -> None:
    config_refusal("pi", {"widget": "round", "players": PLAYERS[:1]}, "players")
    config_refusal("pi", {**EXAMPLE, "turns": 6}, "turns")


def _refused(state: dict[str, Any], lang: str, **edit: str) -> str:
    return str(api.act("pi", state, edit, lang)["refused"]["message"])


@pytest.mark.parametrize("lang", LANGS)
def test_a_refusal_says_what_to_do_first(lang: str) -> None:
    """Issue 22: the refusals read as the engine's field checks ("is 2 wrong guesses, but one
    action a turn allows at most 1 by turn 2"); each now starts with what to do, in the
    widget's words, and ends as a sentence."""
    state = api.start("pi", EXAMPLE, lang)["state"]
    unsolve = _refused(state, lang, act="solve", player="2", value="4")
    early = _refused(state, lang, act="solve", player="1", value="1")
    more = api.act("pi", state, {"act": "wrong", "player": "0", "delta": "1"}, lang)["state"]
    solved_more = _refused(more, lang, act="wrong", player="0", delta="1")
    late = state
    for _ in range(3):
        late = api.act("pi", late, {"act": "wrong", "player": "3", "delta": "1"}, lang)["state"]
    unsolved_more = _refused(late, lang, act="wrong", player="3", delta="1")
    said = [unsolve, early, solved_more, unsolved_more]
    assert len(set(said)) == 4, said
    for message in said:
        assert message.endswith(("。", ".")) and len(message) < 130, message
    if lang == "en":
        assert unsolve.startswith("Mark another player solved first")
        assert early.startswith("One guess a turn: pick a later turn")
        assert "pick a later solving turn first" in solved_more
        assert "ends after turn 4" in unsolved_more
