"""A reader sees seats numbered from 1 in every refusal, the bounds and the value too (issue
21: "must be a seat from 0 to 4", "Sheriff at seat 0"); the calculator's inputs and its
command line keep counting from 0 (the workshop page says so)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine import registry
from engine.errors import RulesError
from livewidgets import api
from tests.langkit import LANGS


def _refusal(inputs: dict[str, Any]) -> RulesError:
    with pytest.raises(RulesError) as caught:
        registry.entry("bang").run(inputs)
    return caught.value


def _numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text)]


TABLE = {"calc": "distance", "players": 5, "dead": [], "mustang": [], "scope": [], "from": 0,
         "to": 2}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("inputs", "given"), [
    ({**TABLE, "to": 7}, 7),
    ({**TABLE, "dead": [5]}, 5),
    ({"calc": "credit", "roles": ["sheriff", "outlaw", "renegade"], "victim": 9,
      "card": "bang", "played_by": 1}, 9),
])
def test_an_unknown_seat_is_refused_with_the_readers_numbers(inputs: dict[str, Any],
                                                             given: int, lang: str) -> None:
    err = _refusal(inputs)
    players = len(inputs["roles"]) if "roles" in inputs else inputs["players"]
    # the command line's line: the input's numbering, from 0 to players - 1
    line = str(err).split(": ", 1)[1].rsplit(" [", 1)[0]   # no path, no ruling id
    assert _numbers(line) == [0, players - 1, given]
    # the reader's sentence: the same seats as the pages number them, from 1
    assert _numbers(err.reason(lang)) == [1, players, given + 1]


@pytest.mark.parametrize("lang", LANGS)
def test_the_sheriffs_place_is_said_without_a_seat_number(lang: str) -> None:
    err = _refusal({"calc": "credit", "roles": ["outlaw", "sheriff"], "victim": 0,
                    "card": "bang", "played_by": 1})
    assert err.code == "sheriff-first" and not _numbers(err.reason(lang))


@pytest.mark.parametrize("lang", LANGS)
def test_the_widget_numbers_a_refused_seat_once(lang: str) -> None:
    """Killing the shooter is refused, as the calculator refuses it, in the widget's words
    that say what to do: its seat is the drawing's number (the shooter at input seat 0 is
    seat 1), as in the calculator's sentence, not shifted twice."""
    state = api.start("bang", {"widget": "reach", "players": 5, "from": 0}, lang)["state"]
    state = api.act("bang", state, {"act": "tool", "value": "dead"}, lang)["state"]
    refused = api.act("bang", state, {"act": "seat", "player": "0"}, lang)["refused"]
    err = _refusal({**TABLE, "dead": [0]})
    assert err.code == "dead-seat" and refused["ruling"] == str(err.ruling)
    assert _numbers(err.reason(lang)) == _numbers(refused["message"]) == [1]
