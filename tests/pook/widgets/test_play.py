"""The play widget: a card, a side, a cell and a target chosen on the table, played by the
engine step by step; illegal choices refused with the ruling they break."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.pook.events import Event
from engine.pook.messages import render
from engine.pook import run_json
from livewidgets import api

from .examples import (GRID, act, cell_html, diagrams, play, said, static_and_live, tappable,
                       texts, words)
from tests.langkit import LANGS


def test_the_example_is_the_engines_steps_with_the_cost_check_first() -> None:
    config = play()
    engine = [render(Event.from_json(e), "en") for e in run_json(config["scenario"])["events"]]
    view = api.start("pook", config, "en")
    assert texts(view)[1] == ("Cost check: Viking 1 is level 1; the row and column of row 0, column 1 "
                              "hold 2 coins, enough to pay.")
    assert texts(view)[2:] == engine
    assert engine[1] == said("The Viking's power targets Mage 2 at row -1, column 1; no Knight "
                             "shields it.")
    assert engine[2] == said("Mage 2 at row -1, column 1 turns over to its warrior side.")


def test_the_new_counts_show_in_the_headings_after_the_flip() -> None:
    drawn = diagrams(api.render("pook", play(), "en"))
    # column 1 loses the Mage 2's coin: 1 coin before, none after
    assert "Column 1, 1 coin" in words(drawn[0])
    assert "Column 1, 0 coins" in words(drawn[-1])
    assert "data-mark-target" in cell_html(drawn[3], -1, 1)


def test_a_shielded_target_is_refused_with_the_knights_ruling_in_the_pages_language() -> None:
    view = act(api.start("pook", play(), "fr"), "fr", act="card", card="orc:2")
    assert texts(view)[2] == ("Ana pose Orque 2 côté guerrier en ligne 0, colonne 1, où sa ligne et sa "
                              "colonne comptent 2 pièces.")
    refused = act(view, "fr", act="cell", r=1, c=1)["refused"]
    assert (refused["code"], refused["ruling"]) == ("target-shielded", "knight-shield")
    assert "protégée par un Chevalier" in refused["message"]


def test_a_warrior_the_cell_cannot_pay_for_is_refused_with_the_cost_ruling() -> None:
    view = act(api.start("pook", play(), "en"), act="card", card="mage:3")
    assert texts(view) == ["Ana will play Mage 3 warrior side up: now choose a cell on the "
                           "table."]           # [0, 1] has 2 coins: the cell was dropped
    refused = act(view, act="cell", r=0, c=1)["refused"]
    assert (refused["code"], refused["ruling"]) == ("too-few-coins", "warrior-cost")
    coin = act(act(view, act="side", side="coin"), act="cell", r=0, c=1)
    assert texts(coin)[1] == "Ana plays Mage 3 coin side up at row 0, column 1."


def test_a_coin_side_card_has_no_power_to_use() -> None:
    view = act(api.start("pook", play(), "en"), act="notarget")
    coin = act(view, act="side", side="coin")
    refused = act(coin, act="cell", r=-1, c=1)["refused"]
    assert (refused["code"], refused["ruling"]) == ("power-on-coin", "powers-warrior-only")


def test_the_mage_needs_a_card_from_the_hand_then_replaces_the_target() -> None:
    start = api.start("pook", play(), "en")
    mage = act(act(act(start, act="card", card="orc:2"), act="card", card="mage:3"),
               act="side", side="coin")
    assert 'data-act="with"' not in mage["html"]        # no replacement for a coin side
    config = play()
    config["scenario"]["hands"]["Ana"] = ["orc:2", "mage:2", "viking:1"]
    view = act(api.start("pook", config, "en"), act="card", card="mage:2")
    assert 'data-act="with"' in view["html"]
    refused = act(view, act="cell", r=-1, c=1)["refused"]
    assert (refused["code"], refused["ruling"]) == ("mage-needs-card", "mage-replace")
    chosen = act(act(view, act="with", card="viking:1"), act="cell", r=-1, c=1)
    assert said("Viking 1 takes the place of Mage 2 at row -1, column 1, coin side up; Mage 2 "
                "goes to Ana's hand.") in texts(chosen)


def test_a_card_not_in_the_hand_is_refused() -> None:
    refused = act(api.start("pook", play(), "en"), act="card", card="knight:3")["refused"]
    assert (refused["code"], refused["ruling"]) == ("not-in-hand", "play-one-card")


def test_a_refused_choice_changes_nothing() -> None:
    start = api.start("pook", play(), "en")
    assert "refused" in act(start, act="cell", r=5, c=5)
    again = act(start, act="reset")
    assert texts(again) == texts(start)


@pytest.mark.parametrize("lang", LANGS)
def test_the_static_example_and_the_live_view_tell_the_same_steps(lang: str) -> None:
    static_and_live(play(), lang)


CONTROL = re.compile(r'<button[^>]*data-act="([^"]+)"([^>]*)>')


def enabled_controls(html: str) -> list[dict[str, str]]:
    """Every edit a live view offers as usable (a button not ``aria-disabled``), as the
    page sends it: its act and its ``data-arg-*``, once each."""
    found = []
    for name, rest in CONTROL.findall(html):
        if 'aria-disabled="true"' in rest:
            continue
        edit = {"act": name, **dict(re.findall(r'data-arg-([\w-]+)="([^"]*)"', rest))}
        if edit not in found:
            found.append(edit)
    return found


def reason_of(html: str, r: int, c: int) -> str:
    """The words a plain cell of the first frame gives when tapped (its
    ``aria-describedby``)."""
    ident = re.search(r'aria-describedby="([^"]+)"', cell_html(diagrams(html)[0], r, c))
    assert ident, (r, c)
    found = re.search(rf'id="{ident.group(1)}"[^>]*>([^<]*)<', html)
    assert found, ident.group(1)
    return words(found.group(1))


@pytest.mark.parametrize("card", [None, "orc:2", "mage:2"])
def test_every_control_that_looks_tappable_is_accepted_by_the_engine(card: Any) -> None:
    """Review 36, B3: 97 of the powers example's 223 controls looked tappable, and a cell
    "a card may go here" answered "Nothing changed ... Viking 1 needs coins". Each control
    not ``aria-disabled``, in the example, after another card, and after a usable cell
    (the Viking's, the Orc's, the Mage's targets), is played by the engine without a
    refusal."""
    config = play()
    config["scenario"]["hands"]["Ana"] = ["orc:2", "mage:2", "viking:1"]
    view = api.start("pook", config, "en")
    if card:
        view = act(view, act="card", card=card)
    cells = [edit for edit in enabled_controls(view["html"]) if edit["act"] == "cell"]
    assert cells
    views = [view, api.act("pook", view["state"], cells[len(cells) // 2], "en")]
    for shown in views:
        assert "refused" not in shown
        for edit in enabled_controls(shown["html"]):
            done = api.act("pook", shown["state"], edit, "en")
            assert "refused" not in done, (edit, done.get("refused"))


def test_a_cell_the_play_cannot_use_says_what_to_do_instead() -> None:
    """Only the cells the engine accepts look tappable; the others say what to do instead:
    the Viking's target, its coin side; a cell too poor for the warrior, its cost; a
    shielded card, the Knight's shield; a coin side aims at nothing."""
    view = api.start("pook", play(), "en")
    cards = {(e["at"][0], e["at"][1]) for e in GRID}
    assert {c for c in tappable(diagrams(view["html"])[0]) if c in cards} == {(-1, 1)}
    assert reason_of(view["html"], 1, 1).startswith("A warrior Knight next to this card")
    far = act(view, act="cell", r=0, c=-3)      # the Viking 1 next to the Knight 3 warrior
    assert reason_of(far["html"], 0, -2) == said(
        "The Viking turns a coin over: choose a card showing its coin side next to the "
        "Viking at row 0, column -3.")
    assert reason_of(view["html"], -1, 0).startswith("Choose a card next to the warrior at")
    assert reason_of(view["html"], 0, 0).startswith("Piggy is never a power's target")
    mage = act(view, act="card", card="mage:3")   # [0, 1] has 2 coins: the cell was dropped
    assert reason_of(mage["html"], 0, 1) == (
        "Put Mage 3 where its row and column hold at least 3 coins, or play it coin side up.")
    assert "refused" in act(mage, act="cell", r=0, c=1)
    coin = act(act(view, act="notarget"), act="side", side="coin")
    assert not {c for c in tappable(diagrams(coin["html"])[0]) if c in cards}
