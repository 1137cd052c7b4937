"""One name check for every game (issue 23): Pook's player names go through
:func:`engine.limits.check_name`, as PDBMV's do, on every way in (command line, new game,
setup form, share link, import): a line break, ESC, NUL, U+202E, a lone surrogate or more than
``max_name`` characters is refused, naming the field, never echoed raw."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.pook import from_json, new_game
from engine.pook.game import GAME
from livewidgets.pook import sandbox
from tests.pook.testkit import scenario
from tests.namekit import (assert_refused_on_every_way_in, assert_refused_on_the_command_line,
                           bad_names)

BAD_NAMES = bad_names(GAME.limits.max_name)


@pytest.mark.parametrize("case", sorted(BAD_NAMES))
def test_a_bad_player_name_is_refused_on_the_command_line(tmp_path: Path, case: str) -> None:
    assert_refused_on_the_command_line("pook", tmp_path,
                                       scenario(players=[BAD_NAMES[case], "Ben"]), "players[0]")


@pytest.mark.parametrize("case", sorted(BAD_NAMES))
def test_a_bad_name_is_refused_by_new_game_the_form_a_link_and_import(case: str) -> None:
    assert_refused_on_every_way_in(BAD_NAMES[case], new_game=new_game, from_json=from_json,
                                   scenario=scenario, sandbox=sandbox, second_seat="human")
