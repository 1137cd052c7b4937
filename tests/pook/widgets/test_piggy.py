"""The Piggy widget: its swap targets marked, the locked card marked and said in words, each
swap checked by the engine's rule."""

from __future__ import annotations

import re

import pytest

from livewidgets import api
from livewidgets.controls import ConfigError
from livewidgets.pook.strings import ui
from livewidgets.strings import UI

from .examples import act, captions, cell_html, diagrams, piggy, said, tappable, texts, words
from tests.langkit import LANGS


def test_the_targets_and_the_locked_card_are_marked_and_said() -> None:
    view = api.start("pook", piggy(lock=[0, -1]), "en")
    assert texts(view) == [said("Ana's turn: Piggy at row 0, column 0 may swap with Orc 1 at "
                                "row -1, column 0, Viking 2 at row 1, column 0. Viking 1 at row "
                                "0, column -1 is locked: the previous player swapped Piggy with "
                                "it.")]
    first = diagrams(view["html"])[0]
    assert "data-mark-locked" in cell_html(first, 0, -1) and "⊘" in cell_html(first, 0, -1)
    assert "locked: Piggy may not swap with this card this turn" in words(cell_html(first, 0, -1))
    for target in ((-1, 0), (1, 0)):
        assert "data-mark-swap" in cell_html(first, *target)
    assert "data-mark-swap" not in cell_html(first, 0, -1)


def test_a_swap_locks_the_card_for_the_next_player() -> None:
    view = act(api.start("pook", piggy(), "en"), act="cell", r=1, c=0)
    assert texts(view)[1:] == [
        "Before playing, Ana swaps Piggy at row 0, column 0 with Viking 2 at row 1, column 0.",
        said("On the next turn, Piggy may not swap with Viking 2 at row 0, column 0. Ben's turn: "
             "Piggy at row 1, column 0 may swap with Mage 1 at row 1, column -1, Orc 3 at row 1, "
             "column 1. Viking 2 at row 0, column 0 is locked: the previous player swapped Piggy "
             "with it.")]   # the Orc 3's shield does not stop Piggy
    refused = act(view, "zh", act="cell", r=0, c=0)["refused"]
    assert (refused["code"], refused["ruling"]) == ("swap-locked", "piggy-lock")
    assert refused["message"].startswith(UI["zh"]["edit_error"].split("{")[0])


def test_a_card_not_next_to_piggy_is_refused() -> None:
    refused = act(api.start("pook", piggy(), "en"), act="cell", r=1, c=1)["refused"]
    assert (refused["code"], refused["ruling"]) == ("swap-not-next", "piggy-swap")


UNDO = re.compile(r'<button[^>]*data-act="undo"[^>]*>')


def test_undo_takes_back_the_readers_last_swap_never_the_pages() -> None:
    """Issue 22 review: "Undo the last swap" was enabled before any swap of the reader's (it
    took back the page's own). Before the reader's first swap it is disabled, described by
    what to do; it then takes back the reader's last swap."""
    start = api.start("pook", piggy(swaps=[[1, 0]]), "en")
    button = UNDO.search(start["html"])
    assert button and 'aria-disabled="true"' in button.group(0), start["html"]
    assert ui("nothing_to_undo", "en") in start["html"], "the reason is not said"
    assert act(start, act="undo")["frames"] == start["frames"], "the page's swap was undone"
    swapped = act(start, act="cell", r=1, c=1)
    assert len(swapped["frames"]) > len(start["frames"])
    button = UNDO.search(swapped["html"])
    assert button and "aria-disabled" not in button.group(0), swapped["html"]
    assert act(swapped, act="undo")["frames"] == start["frames"]


def test_a_config_whose_swap_breaks_the_lock_fails_at_that_swap() -> None:
    with pytest.raises(ConfigError) as failed:
        api.render("pook", piggy(lock=[1, 0], swaps=[[1, 0]]), "en")
    assert failed.value.where == "swaps[0]" and failed.value.code == "swap-locked"


@pytest.mark.parametrize("lang", LANGS)
def test_the_static_example_and_the_live_view_tell_the_same_steps(lang: str) -> None:
    config = piggy(lock=[0, -1], swaps=[[1, 0], [1, 1]])
    static = api.render("pook", config, lang)
    live = api.start("pook", config, lang)
    assert captions(static) == texts(live) and len(texts(live)) == 5
    assert [words(d) for d in diagrams(static)] == [words(d) for d in diagrams(live["html"])]



@pytest.mark.parametrize("lang", LANGS)
def test_only_the_cards_piggy_may_swap_with_looktappable(lang: str) -> None:
    """Review 35, B1: tapping Piggy itself said "row 0, column 1 is not next to Piggy at row 0,
    column 1". Only the next swap's targets are live; every other cell, Piggy and the locked
    card included, says what to do instead, before any engine refusal."""
    view = api.start("pook", piggy(lock=[0, -1]), lang)
    first = diagrams(view["html"])[0]
    assert tappable(first) == {(-1, 0), (1, 0)}
    for cell, key in (((0, 0), "piggy_off"), ((1, 1), "piggy_off"),
                      ((0, -1), "piggy_off_locked")):
        ident = re.search(r'aria-describedby="([^"]+)"', cell_html(first, *cell))
        assert ident, cell
        reason = re.search(rf'id="{ident.group(1)}"[^>]*>([^<]*)<', view["html"])
        assert reason and words(reason.group(1)) == words(ui(key, lang))
    # The direction names the mark the reader looks for, and the lock names its own.
    assert "⇄" in ui("piggy_off", lang) and "⊘" in ui("piggy_off_locked", lang)
