"""One name check for every game (issue 23): the hostile names, and the check that a game
refuses one on every way in (new game, scenario, setup form, share link, import), naming the
field and never echoing it raw. A game's own ``tests/<game>/test_names.py`` passes its parts."""

from __future__ import annotations

import base64
import json
import zlib
from pathlib import Path
from typing import Any, Callable

import pytest

from engine import registry
from engine.errors import RulesError
from tests.clikit import assert_one_line_error, run_cli


def bad_names(max_name: int) -> dict[str, str]:
    """A name per kind of trouble: a line break, ESC, NUL, a bidi override, a lone surrogate,
    one character too many, a thousand characters; the other bidi controls (a mark, an
    isolate, the Arabic letter mark) anywhere in a name; and names that show as nothing: a
    zero-width space, invisible format characters alone (second hostile run, issue 23)."""
    return {"newline": "An\na", "escape": "An\x1b]0;x\x07a", "nul": "An\x00a",
            "right_to_left_override": "An\u202ea", "lone_surrogate": "An\ud800a",
            "over_long": "A" * (max_name + 1), "thousand": "B" * 1000,
            "right_to_left_mark": "\u200fAna", "bidi_isolate": "An\u2067a\u2069",
            "arabic_letter_mark": "An\u061ca",
            "zero_width_space": "\u200b", "invisible_only": "\u200b\u2060\ufeff\u200d",
            "invisible_and_spaces": " \u200c \u2063 ", "hangul_filler": "\u3164\u3164"}


INVISIBLE = "\u200b\u200c\u200d\u200e\u200f\u2060\u2063\u2067\u2069\ufeff\u061c"
"""Format characters a message must show escaped, never raw."""


def link(session: dict[str, object]) -> str:
    """A share link as a page would hold it (the JSON text escapes a lone surrogate)."""
    packed = zlib.compress(json.dumps(session).encode("ascii"))
    return "sandbox=" + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def raw(line: str) -> bool:
    """Whether ``line`` holds a character a terminal would act on or choke on."""
    return any(c in line for c in "\n\x1b\x00\u202e\ud800" + INVISIBLE)


def assert_refused_on_the_command_line(game: str, tmp_path: Path, scenario: dict[str, Any],
                                       where: str) -> None:
    """``scenario``, written as ASCII JSON (a lone surrogate stays an escape), is refused by
    ``run`` in one line that names ``where`` and echoes nothing raw."""
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(scenario), encoding="ascii")
    line = assert_one_line_error(run_cli(game, "run", str(path)), where)
    assert not raw(line)


def assert_refused_on_every_way_in(bad: str, *, new_game: Callable[..., Any],
                                   from_json: Callable[..., Any],
                                   scenario: Callable[..., dict[str, Any]], sandbox: Any,
                                   second_seat: str) -> None:
    """``bad`` as a player's name is refused by new game, the scenario reader, the setup form,
    a share link and import, each naming the field, none echoing it raw."""
    with pytest.raises(RulesError) as caught:
        new_game([bad, "Ben"], 1)
    assert caught.value.where == "players[0]"
    with pytest.raises(RulesError):
        from_json(scenario(players=["Ana", bad]))
    form = sandbox.start({"players": ["Ana", bad], "seed": 1}, "fr")["error"]
    assert form["where"] == "players[1]" and not raw(form["message"])
    session = {"v": 1, "start": {"seed": 1, "players": [bad, "Ben"]},
               "seats": ["human", second_seat], "log": []}
    shared = sandbox.restore(link(session), "zh")["error"]
    assert shared["where"] == "start.players[0]" and not raw(shared["message"])
    imported = sandbox.import_scenario(json.dumps(scenario(players=[bad, "Ben"])), "en")
    assert imported["error"]["where"] == "players[0]"


def bad_name_tests(game: str, scenario: Callable[..., dict[str, Any]], *, sandbox: Any,
                   second_seat: str) -> tuple[Callable[..., None], Callable[..., None]]:
    """A playable game's two tests of its players' names, for its ``test_names`` to name:
    each bad name refused by ``run`` on the command line, and on every other way in (its
    ``scenario`` builder, its sandbox module, the sandbox's second seat in a link)."""
    spec = registry.get(game)
    names = bad_names(spec.limits.max_name)

    @pytest.mark.parametrize("case", sorted(names))
    def on_the_command_line(tmp_path: Path, case: str) -> None:
        assert_refused_on_the_command_line(game, tmp_path,
                                           scenario(players=[names[case], "Ben"]), "players[0]")

    @pytest.mark.parametrize("case", sorted(names))
    def on_every_way_in(case: str) -> None:
        assert_refused_on_every_way_in(names[case], new_game=spec.new_game,
                                       from_json=spec.from_json, scenario=scenario,
                                       sandbox=sandbox, second_seat=second_seat)

    return on_the_command_line, on_every_way_in
