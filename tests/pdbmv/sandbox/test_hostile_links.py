"""Crafted share links and pasted scenarios: each is refused before it is unpacked, with one
sentence in the page's language that names the field and echoes at most an excerpt of the bad
value, and never raises (the page then starts a new game, see ``static/sandbox.js``).

Every case is one the issue found: deep nesting ("Pyodide has suffered a fatal error"),
``start.options: "xx"``, one Treasure type with 5 players ("pop from empty list"),
``start.seed: "zz"`` (every bot move then failed), a made-up redo stack (a raw parse error), a
200 MB seed in a 259 KB link (the tab crashed), a 20-million-character seed (copied whole into
the message) and a 20-million-entry redo list (16.7 s to load).
"""

from __future__ import annotations

import base64
import json
import zlib
from functools import cache
from typing import Any, Callable

import pytest

from engine.errors import EXCERPT
from livewidgets.pdbmv import sandbox
from livewidgets.pdbmv.sandbox import KIT
from livewidgets.pdbmv.strings import text
from tests.boundkit import MB, peak_bytes
from tests.langkit import WRITTEN

GOOD = sandbox.start({"players": 3, "seed": 4})["session"]
SCENARIO = {"players": ["Ana", "Ben"], "favor": ["axe", "feather", "scroll", "crown", "sword",
                                                 "relic"],
            "deck": ["axe"] * 5, "hands": {"Ana": ["axe", "wild"]}, "turn": "Ana"}


def pack(raw: bytes) -> str:
    return "#sandbox=" + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def link(**changes: Any) -> str:
    """A link to the good session with some parts replaced."""
    data = {"v": 1, "start": GOOD["start"], "seats": GOOD["seats"], "log": []} | changes
    return pack(json.dumps(data).encode())


def with_start(**changes: Any) -> str:
    return link(start={**GOOD["start"], **changes})


def long_seed(digit: str, count: int) -> str:
    """A link whose start's seed is ``count`` times ``digit``, as a JSON string: the JSON is
    written around the run rather than by ``json.dumps`` (which takes seconds to scan 200 MB
    for characters to escape), the same bytes."""
    head = json.dumps({"v": 1, "start": {**GOOD["start"], "seed": "SEED"}})
    return pack(head.replace('"SEED"', '"' + digit * count + '"').encode())


def redo_entries(count: int) -> str:
    start = json.dumps({"v": 1, "start": GOOD["start"]})[:-1]
    return pack((start + ',"redo":[' + ",".join(['"draw"'] * count) + "]}").encode())


LINKS: dict[str, tuple[Callable[[], str], str]] = {
    "nested 100,000 deep": (lambda: pack(b"[" * 100_000 + b"]" * 100_000), "fragment"),
    "nested 16 deep inside": (lambda: link(seats=json.loads("[" * 20 + "]" * 20)), "fragment"),
    "options not a map": (lambda: with_start(options="xx"), "start.options"),
    "one treasure type, 5 players": (lambda: link(
        start={"seed": 1, "players": ["A", "B", "C", "D", "E"],
               "options": {"treasures": ["axe"], "track_values": [1]}},
        seats=["human"] * 5), "start.options"),
    "seed not a number": (lambda: with_start(seed="zz"), "start.seed"),
    "seed beside a scenario": (lambda: link(start={"scenario": SCENARIO, "seed": "zz"},
                                            seats=["human", "greedy"]), "start.seed"),
    "options beside a scenario": (lambda: link(start={"scenario": SCENARIO, "options": "xx"},
                                               seats=["human", "greedy"]), "start.options"),
    "unknown start key": (lambda: with_start(cheat=True), "start.cheat"),
    "a bad option value": (lambda: with_start(options={"wilds_removed": "all"}),
                           "start.options.wilds_removed"),
    "actions inside the start": (lambda: link(
        start={"scenario": {**SCENARIO, "actions": [{"player": "Ana", "do": "draw"}]}},
        seats=["human", "greedy"]), "start.scenario.actions"),
    "made-up redo": (lambda: link(redo=["buy 3 with nonsense curse foo"]), "redo[0]"),
    "unreadable redo": (lambda: link(redo=["}{!"]), "redo[0]"),
    "redo after the end": (lambda: link(
        start={"scenario": {**SCENARIO, "deck": []}}, seats=["human", "human"],
        log=["draw"], redo=["draw"]), "redo[0]"),
    "200 MB seed": (lambda: long_seed("1", 200_000_000), "fragment"),
    "20 million character seed": (lambda: with_start(seed="z" * 20_000_000), "fragment"),
    "20 million redo entries": (lambda: redo_entries(20_000_000), "fragment"),
    "1,001 redo entries": (lambda: redo_entries(1_001), "redo"),
    "600 logged and 600 redone": (lambda: link(log=["draw"] * 600, redo=["draw"] * 600), "log"),
    "seed of 5,000 digits": (lambda: pack(json.dumps({"v": 1, "start": GOOD["start"]}).replace(
        '"seed": 4', '"seed": ' + "9" * 5000).encode()), "fragment"),
    "150 treasure ids": (lambda: link(
        start={"scenario": {**SCENARIO, "favor": [f"t{i}" for i in range(150)],
                            "favor_values": [1] * 150}},
        seats=["human", "greedy"]), "start.favor"),
    "name with a line break": (lambda: with_start(players=["Ana\nBen", "Chen", "Dana"]),
                               "start.players[0]"),
    "seats of the wrong kind": (lambda: link(seats=["human", {"x": 1}, "greedy"]), "seats"),
    "unknown session key": (lambda: link(extra=1), "extra"),
    "not UTF-8": (lambda: pack(b'{"v": 1, "start": "\xff"}'), "fragment"),
    "2 MB of base64": (lambda: "#sandbox=" + "A" * 2_000_000, "fragment"),
    "not ASCII": (lambda: "#sandbox=\u00e9\u00e9", "fragment"),
}


@cache
def crafted(case: str) -> str:
    """The case's link, made once for the languages that read it (the biggest take seconds to
    compress)."""
    return LINKS[case][0]()


@pytest.mark.parametrize("case", LINKS)
@pytest.mark.parametrize("lang", WRITTEN)
def test_a_crafted_link_is_one_clear_sentence_and_a_new_game(case: str, lang: str) -> None:
    where = LINKS[case][1]
    fragment = crafted(case)
    result, peak = peak_bytes(lambda: sandbox.restore(fragment, lang))
    assert isinstance(result, dict) and peak < 2 * MB, f"{case}: {peak / MB:.1f} MB"
    assert "session" not in result
    error = result["error"]
    assert error["where"] == where, error
    message = error["message"]
    # The sentence as far as its first slot, in the language's own brackets.
    assert message.startswith(text(lang, "bad_link", reason="\0").split("\0")[0])
    assert len(message) < 400 and "\n" not in message
    # No run of a value longer than an excerpt is echoed.
    for run in ("z" * EXCERPT, "1" * EXCERPT, "9" * EXCERPT, "A" * EXCERPT):
        assert run not in message
    assert "session" in sandbox.start({"players": 3, "seed": 4}, lang)


def test_a_real_session_with_a_redo_stack_still_restores() -> None:
    session = sandbox.start({"players": 2, "seed": 3, "seats": ["human", "human"]})["session"]
    for _ in range(3):
        session = sandbox.act(session, "draw")["session"]
    session = sandbox.undo(session)["session"]
    session = sandbox.undo(session)["session"]
    assert session["redo"] == ["draw", "draw"]
    restored = KIT.decode_fragment(pack(json.dumps(session).encode()))
    assert restored["redo"] == session["redo"] and restored["log"] == session["log"]
    assert KIT.decode_fragment(KIT.encode_fragment(session))["log"] == session["log"]


PASTED: dict[str, tuple[str, str]] = {
    "nested 100,000 deep": ("[" * 100_000 + "]" * 100_000, "scenario"),
    "a huge paste": (json.dumps({**SCENARIO, "deck": ["axe"] * 40_000}), "scenario"),
    "150 treasure ids": (json.dumps({**SCENARIO, "favor": [f"t{i}" for i in range(150)],
                                     "favor_values": [1] * 150}), "favor"),
    "a long card id": (json.dumps({**SCENARIO, "deck": ["q" * 900]}), "deck[0]"),
    "unknown key in an action": (json.dumps({**SCENARIO, "actions": [
        {"player": "Ana", "do": "draw", "bomb": [[["x"]]]}]}), "actions[0]"),
    "NaN": ('{"players": NaN}', "scenario"),
}


@pytest.mark.parametrize("case", PASTED)
def test_a_hostile_paste_is_refused_in_one_sentence(case: str) -> None:
    source, where = PASTED[case]
    result, peak = peak_bytes(lambda: sandbox.import_scenario(source, "fr"))
    assert isinstance(result, dict) and peak < 2 * MB, f"{case}: {peak / MB:.1f} MB"
    assert result["error"]["where"] == where, result["error"]
    message = result["error"]["message"]
    assert message.startswith("Scénario impossible") and len(message) < 400
    assert "q" * EXCERPT not in message
