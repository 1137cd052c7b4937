"""The scoring widget: each faction, each banner, then the tie-break one choice at a time,
counted by the engine."""

from __future__ import annotations

import pytest

from livewidgets import api

from .examples import act, captions, cell_html, diagrams, said, scoring, texts, words
from tests.langkit import LANGS


def test_the_count_names_each_faction_and_banner_then_the_tie() -> None:
    view = api.start("pook", scoring(), "en")
    assert texts(view)[1:] == [
        "Every card is on the table: the game ends and the factions are counted.",
        "Knight: 3 + 1 = 4 points.", "Mage: 3 = 3 points.", "Orc: 3 = 3 points.",
        "Viking: 3 + 1 = 4 points.",
        "Ana, banner Knight and Orc: 7 points.", "Ben, banner Mage and Viking: 7 points.",
        "Cleo, banner Mage and Orc: 6 points.",
        "Ana, Ben are tied for first with 7 points: each in turn chooses a coin card to turn "
        "over."]
    last = words(diagrams(view["html"])[-1])
    assert "Ana (Knight and Orc) 7 points tied" in last and "Cleo (Mage and Orc) 6 points" in last
    assert "Cleo (Mage and Orc) 6 points tied" not in last
    assert "Ana chooses next." in last


def test_each_choice_is_a_step_and_the_round_ends_with_a_new_count() -> None:
    start = api.start("pook", scoring(), "en")
    ana = act(start, act="cell", r=-1, c=0)
    assert texts(ana)[-1] == said("Ana chooses Orc 3 at row -1, column 0.")
    assert "data-mark-picked" in cell_html(diagrams(ana["html"])[-1], -1, 0)
    ben = act(ana, act="cell", r=1, c=-1)
    assert texts(ben)[-10:] == [
        said("Ben chooses Mage 2 at row 1, column -1."),
        said("For the tie-break, Orc 3 at row -1, column 0 turns over to its warrior side."),
        said("For the tie-break, Mage 2 at row 1, column -1 turns over to its warrior side."),
        "Knight: 3 + 1 = 4 points.", "Mage: 3 + 2 = 5 points.", "Orc: 3 + 3 = 6 points.",
        "Viking: 3 + 1 = 4 points.",
        "Ana, banner Knight and Orc: 10 points.",    # only the tied players are counted again
        "Ben, banner Mage and Viking: 9 points.",
        "Ana wins the tie-break with 10 points."]
    assert "Ana (Knight and Orc) 10 points winner" in words(diagrams(ben["html"])[-1])


@pytest.mark.parametrize("cell, code", [((0, 0), "flip-piggy"), ((0, 1), "flip-warrior"),
                                        ((3, 3), "flip-empty")])
def test_a_card_the_tie_break_cannot_choose_is_refused(cell: tuple[int, int],
                                                       code: str) -> None:
    refused = act(api.start("pook", scoring(), "en"), act="cell", r=cell[0],
                  c=cell[1])["refused"]
    assert (refused["code"], refused["ruling"]) == (code, "tiebreak-flip")


def test_once_the_game_is_over_no_card_is_chosen() -> None:
    over = api.start("pook", scoring(("Ana", [-1, 0]), ("Ben", [1, -1])), "en")
    refused = act(over, act="cell", r=2, c=0)["refused"]
    assert (refused["code"], refused["ruling"]) == ("game-over", "game-over")
    assert texts(act(over, act="undo"))[-1] == said("Ana chooses Orc 3 at row -1, column 0.")


@pytest.mark.parametrize("lang", LANGS)
def test_the_static_example_and_the_live_view_tell_the_same_steps(lang: str) -> None:
    config = scoring(("Ana", [-1, 0]), ("Ben", [1, -1]))
    static = api.render("pook", config, lang)
    live = api.start("pook", config, lang)
    assert captions(static) == texts(live)
    assert [words(d) for d in diagrams(static)] == [words(d) for d in diagrams(live["html"])]
