"""One name check for every game (issue 23): Goblin Hood's player names and card ids go through
:func:`engine.limits.check_name`, as PDBMV's do, on every way in (command line, new game,
setup form, share link, import). A name with a line break, ESC, NUL, U+202E, a lone surrogate or
more than ``max_name`` characters is refused, naming the field, never echoed raw."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.errors import RulesError
from engine.goblinhood import new_game
from engine.goblinhood.game import GAME
from livewidgets.goblinhood import sandbox
from tests.clikit import assert_one_line_error, run_cli, write
from tests.goblinhood.testkit import BASE_CARDS, scenario
from tests.namekit import assert_refused_on_the_command_line, bad_name_tests, bad_names

BAD_NAMES = bad_names(GAME.limits.max_name)

test_a_bad_player_name_is_refused_on_the_command_line, \
    test_a_bad_name_is_refused_by_new_game_the_form_a_link_and_import = \
    bad_name_tests("goblinhood", scenario, sandbox=sandbox, second_seat="greedy")


@pytest.mark.parametrize("case", sorted(BAD_NAMES))
def test_a_bad_card_id_is_refused_on_the_command_line(tmp_path: Path, case: str) -> None:
    bad = BAD_NAMES[case]
    if case == "newline":
        bad = "c\x0bd"   # a line break is no word anyway; a vertical tab is not a space here
    cards = {**BASE_CARDS, bad: {"squares": ["red", "red"], "gold": 1}}
    assert_refused_on_the_command_line("goblinhood", tmp_path, scenario(cards=cards),
                                       "error: cards:")


def test_a_bad_deck_option_card_id_is_refused() -> None:
    deck: dict[str, Any] = {f"c{i}": {"squares": ["red", "blue"], "gold": 1} for i in range(20)}
    deck["c\x1b"] = {"squares": ["red", "red"], "gold": 1}
    with pytest.raises(RulesError) as caught:
        new_game(2, 1, deck=deck)
    assert caught.value.where == "deck"


def test_ordinary_names_still_pass(tmp_path: Path) -> None:
    data = scenario(players=["Zoé", "陳"], hands={"Zoé": ["ry", "bb"], "陳": ["yy", "my"]},
                    treasures={"Zoé": ["x1"], "陳": ["x2"]}, turn="Zoé")
    assert run_cli("goblinhood", "run", str(write(tmp_path, data))).returncode == 0


def test_a_deck_of_more_cards_than_the_documented_limit_is_refused(tmp_path: Path) -> None:
    """The README's limit: 64 card ids; a deck of 1,500 cards was accepted (issue 23)."""
    most = GAME.limits.max_card_ids
    deck = {f"k{i}": {"squares": ["red", "blue"], "gold": 1} for i in range(1500)}
    with pytest.raises(RulesError) as caught:
        new_game(2, 1, deck=deck)
    assert caught.value.where == "deck" and str(most) in str(caught.value)
    fits = dict(list(deck.items())[:most])
    assert len(new_game(2, 1, deck=fits).cards) == most
    cards = {**BASE_CARDS, **dict(list(deck.items())[:most])}
    assert_one_line_error(run_cli("goblinhood", "run", str(write(tmp_path, scenario(cards=cards)))),
                          "error: cards:", str(most))
