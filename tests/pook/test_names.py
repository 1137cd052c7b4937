"""One name check for every game (issue 23): Pook's player names go through
:func:`engine.limits.check_name`, as PDBMV's do, on every way in (command line, new game,
setup form, share link, import): a line break, ESC, NUL, U+202E, a lone surrogate or more than
``max_name`` characters is refused, naming the field, never echoed raw."""

from __future__ import annotations

import base64
import json
import zlib
from pathlib import Path

import pytest

from engine.errors import RulesError
from engine.pook import from_json, new_game
from engine.pook.game import GAME
from livewidgets.pook import sandbox
from tests.clikit import assert_one_line_error, run_cli
from tests.pook.testkit import scenario

BAD_NAMES = {"newline": "An\na", "escape": "An\x1b]0;x\x07a", "nul": "An\x00a",
             "right_to_left_override": "An\u202ea", "lone_surrogate": "An\ud800a",
             "over_long": "A" * (GAME.limits.max_name + 1), "thousand": "B" * 1000}


def link(session: dict[str, object]) -> str:
    """A share link as a page would hold it (the JSON text escapes a lone surrogate)."""
    packed = zlib.compress(json.dumps(session).encode("ascii"))
    return "sandbox=" + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def raw(line: str) -> bool:
    return any(c in line for c in "\n\x1b\x00\u202e\ud800")


@pytest.mark.parametrize("case", sorted(BAD_NAMES))
def test_a_bad_player_name_is_refused_on_the_command_line(tmp_path: Path, case: str) -> None:
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(scenario(players=[BAD_NAMES[case], "Ben"])), encoding="ascii")
    line = assert_one_line_error(run_cli("pook", "run", str(path)), "players[0]")
    assert not raw(line)


@pytest.mark.parametrize("case", sorted(BAD_NAMES))
def test_a_bad_name_is_refused_by_new_game_the_form_a_link_and_import(case: str) -> None:
    bad = BAD_NAMES[case]
    with pytest.raises(RulesError) as caught:
        new_game([bad, "Ben"], 1)
    assert caught.value.where == "players[0]"
    with pytest.raises(RulesError):
        from_json(scenario(players=["Ana", bad]))
    form = sandbox.start({"players": ["Ana", bad], "seed": 1}, "fr")["error"]
    assert form["where"] == "players[1]" and not raw(form["message"])
    session = {"v": 1, "start": {"seed": 1, "players": [bad, "Ben"]},
               "seats": ["human", "human"], "log": []}
    shared = sandbox.restore(link(session), "zh")["error"]
    assert shared["where"] == "start.players[0]" and not raw(shared["message"])
    imported = sandbox.import_scenario(json.dumps(scenario(players=[bad, "Ben"])), "en")
    assert imported["error"]["where"] == "players[0]"
