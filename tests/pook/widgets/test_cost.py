"""The cost widget: the coins of a cell's row and column, counted by the engine, step by step;
the reader's clicks and edits, and the refusals with the ruling they break."""

from __future__ import annotations

import re

import pytest

from engine.i18n import SHARED, catalogue
from livewidgets import api

from .examples import (GRID, act, cell_html, diagrams, static_and_live, table, tappable, texts,
                       words)
from .examples import cost as cost_config
from tests.langkit import LANGS


def test_the_worked_example_counts_row_then_column_then_total() -> None:
    view = api.start("pook", cost_config(), "en")
    assert texts(view) == [
        "The chosen cell is row 0, column 1: its row and its column are counted.",
        "Row 0 holds 1 coin: Piggy.",            # the Knight 3 and Viking 1 are warriors
        "Column 1 holds 1 coin: Mage 2.",        # the Orc 3 and Knight 1 are warriors
        "row 0, column 1: 2 coins in its row and column, so a warrior of level 2 or lower may go there.",
    ]


def test_the_last_step_marks_the_cell_its_lines_and_each_coin_counted() -> None:
    html = api.render("pook", cost_config(), "en")
    last = diagrams(html)[-1]
    assert "data-mark-chosen" in cell_html(last, 0, 1)
    for counted in ((0, 0), (-1, 1)):
        assert "data-mark-counted" in cell_html(last, *counted)
        assert ">+1<" in cell_html(last, *counted)      # a symbol, not a colour
    assert "data-mark-counted" not in cell_html(last, 1, 0)   # the Viking 2 is off both lines
    assert "data-mark-line" in cell_html(last, 0, -2) and "data-mark-line" in cell_html(last, 2, 1)
    assert "a coin counted for the chosen cell" in words(last)   # the legend says it in words


def test_the_headings_count_the_coins_of_every_row_and_column() -> None:
    html = api.render("pook", cost_config(), "en")
    said = words(diagrams(html)[0])
    # column 0: Piggy and the Viking 2; row -1: the Mage 2; row 1: the Viking 2 (a number is
    # written as a reader reads it, the sign of -1 a minus sign)
    n = catalogue(SHARED, "en").number
    assert "Column 0, 2 coins" in said and f"Row {n(-1)}, 1 coin" in said
    assert "Row 1, 1 coin" in said and f"Column {n(-2)}, 0 coins" in said


def test_clicking_another_empty_cell_counts_it_and_opens_on_the_result() -> None:
    view = act(api.start("pook", cost_config(), "en"), act="cell", r=1, c=2)
    assert texts(view)[1:] == ["Row 1 holds 1 coin: Viking 2.", "Column 2 holds no coin.",
                               "row 1, column 2: 1 coin in its row and column, so a warrior of level 1 "
                               "may go there."]
    assert view["current"] == len(view["frames"]) - 1


@pytest.mark.parametrize("cell, code, ruling", [
    ((0, 0), "cell-taken", "place-adjacent"),
    ((0, 2), "not-adjacent", "place-adjacent"),
])
def test_a_cell_no_card_may_go_to_is_refused_with_the_ruling(cell: tuple[int, int], code: str,
                                                              ruling: str) -> None:
    start = api.start("pook", cost_config(), "fr")
    refused = act(start, "fr", act="cell", r=cell[0], c=cell[1])["refused"]
    assert (refused["code"], refused["ruling"]) == (code, ruling)
    assert refused["message"].startswith("Rien n’a changé")


def test_a_fixed_box_refuses_a_cell_outside_it() -> None:
    start = api.start("pook", {**cost_config(), "scenario": table(fixed_grid=True)}, "en")
    refused = act(start, act="cell", r=0, c=-3)["refused"]
    assert (refused["code"], refused["ruling"]) == ("outside-fixed", "grid-five-by-five")


def test_turning_a_card_over_changes_the_count_at_once() -> None:
    start = api.start("pook", cost_config(), "en")
    flip = act(start, act="tool", tool="flip")
    view = act(flip, act="cell", r=0, c=-1)          # the Viking 1 turns to its coin side
    assert texts(view)[1] == "Row 0 holds 2 coins: Viking 1, Piggy."
    assert texts(view)[-1] == ("row 0, column 1: 3 coins in its row and column, so a warrior of any "
                               "level may go there.")


def test_piggy_cannot_be_turned_to_a_warrior_side() -> None:
    flip = act(api.start("pook", cost_config(), "en"), act="tool", tool="flip")
    refused = act(flip, act="cell", r=0, c=0)["refused"]
    assert (refused["code"], refused["ruling"]) == ("piggy-warrior", "piggy-is-a-coin")


def test_swapping_piggy_moves_its_coin_out_of_the_row() -> None:
    tool = act(api.start("pook", cost_config(), "en"), act="tool", tool="piggy")
    view = act(tool, act="cell", r=1, c=-1)          # Piggy trades places with the Mage 1
    assert texts(view)[1] == "Row 0 holds no coin."
    assert texts(view)[-1] == ("row 0, column 1: 1 coin in its row and column, so a warrior of level 1 "
                               "may go there.")
    refused = act(tool, act="cell", r=0, c=1)["refused"]
    assert refused["code"] == "widget-piggy-empty"


def test_reset_brings_back_the_worked_example() -> None:
    start = api.start("pook", cost_config(), "en")
    moved = act(act(start, act="tool", tool="flip"), act="cell", r=0, c=-1)
    back = act(moved, act="reset")
    assert texts(back) == texts(start) and back["current"] == 0


@pytest.mark.parametrize("lang", LANGS)
def test_the_static_example_and_the_live_view_tell_the_same_steps(lang: str) -> None:
    static, live = static_and_live(cost_config(), lang)
    assert 'data-act="cell"' in live["html"] and 'data-act="cell"' not in static


def test_every_cell_of_the_live_table_is_a_button_of_its_own() -> None:
    live = api.start("pook", cost_config(), "en")["html"]
    first = diagrams(live)[0]
    cells = re.findall(r'data-act="cell" data-arg-value="(-?\d+),(-?\d+)"', first)
    assert len(cells) == len(set(cells)) >= 25


def test_only_the_cells_the_pressed_tool_can_use_look_tappable() -> None:
    """Review 35, B1: every empty cell looked tappable, and a far one said "row -2, column -1
    is not next to any card on the table". Counting, only an empty cell next to a card is
    live; turning over or swapping Piggy, only a card other than Piggy. Every other cell is
    ``aria-disabled``, described by what to do."""
    cards = {(e["at"][0], e["at"][1]) for e in GRID}
    count = api.start("pook", cost_config(), "en")
    live = tappable(diagrams(count["html"])[0])
    assert live == {c for c in live if c not in cards} and (0, 1) in live
    assert (-2, -1) not in live and (0, 0) not in live
    assert "Choose an empty cell next to a card to count its coins." in words(count["html"])
    for tool in ("flip", "piggy"):
        view = act(count, act="tool", tool=tool)
        assert tappable(diagrams(view["html"])[0]) == cards - {(0, 0)}, tool
    assert "Choose a card other than Piggy to turn it over." in words(view["html"])
