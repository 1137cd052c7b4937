"""One name check for every game (issue 23): PDBMV's player names go through
:func:`engine.limits.check_name`, the check Pook and Goblin Hood share, on every way in (new
game, scenario, setup form, share link, import), with the same hostile names
(:func:`tests.namekit.bad_names`): controls, bidi controls, lone surrogates, names too long, and
names made only of invisible characters."""

from __future__ import annotations

import pytest

from engine.pdbmv import from_json, new_game
from engine.pdbmv.game import GAME
from livewidgets.pdbmv import sandbox
from tests.namekit import assert_refused_on_every_way_in, bad_names
from tests.pdbmv.testkit import scenario

BAD_NAMES = bad_names(GAME.limits.max_name)


@pytest.mark.parametrize("case", sorted(BAD_NAMES))
def test_a_bad_name_is_refused_by_new_game_the_form_a_link_and_import(case: str) -> None:
    assert_refused_on_every_way_in(BAD_NAMES[case], new_game=new_game, from_json=from_json,
                                   scenario=scenario, sandbox=sandbox, second_seat="random")


@pytest.mark.parametrize("name", ["Zoë", "李小龍", "A\u200db", "👩\u200d👩\u200d👧", "O'Hara"])
def test_names_with_a_joiner_or_any_script_still_pass(name: str) -> None:
    assert new_game([name, "Ben"], 1).players[0] == name
