"""The sandbox's round-end panel (review 33, B1) as Python draws it: the count of a round
that ended with the deck, in every language (gold and cards in the language's plural forms,
the winner marked, an ambushed player said out), and the panel of a round won by the last
player standing (no count: the engine's sentences only); and the engine's reading of the last
round ended among some moves, which the panel draws."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.goblinhood.analysis import last_round_end
from engine.goblinhood.events import EventKind
from engine.goblinhood.messages import counted
from engine.goblinhood.session import KIT
from engine.i18n import LANGS
from livewidgets.goblinhood import sandbox
from livewidgets.goblinhood.sandbox_round import round_end_html
from livewidgets.goblinhood.strings import text
from livewidgets.goblinhood.strings import ui


def bots_match(seed: int) -> Any:
    """A match played by three bots to its end: its session."""
    config = {"widget": "sandbox", "players": 3, "seed": seed, "seats": ["greedy"] * 3}
    session = sandbox.start(config, "en")["session"]
    return sandbox.bot_move(session, until_human=True)["session"]


def first_end(rep: Any, kind: EventKind) -> int:
    return next(i for i, events in enumerate(rep.events)
                if any(e.kind is kind for e in events))


@pytest.mark.parametrize("lang", LANGS)
def test_a_counted_round_shows_each_players_gold_and_cards(lang: str) -> None:
    session = bots_match(3)
    rep = KIT.replay(session)
    at = first_end(rep, EventKind.SCORED)
    then = KIT.replay(session, upto=at + 1).state   # the position the round ended in
    html = round_end_html(then, rep.events[:at + 1], lang)
    assert text(lang, "round_end_title", n=1) in html
    scored = [e for e in rep.events[at] if e.kind is EventKind.SCORED]
    assert scored
    for e in scored:
        row = re.search(rf'<th scope="row">{e.args["player"]}\b.*?</tr>', html)
        assert row, e.args["player"]
        assert counted("gold", e.args["gold"], lang) in row.group(0)
        assert counted("card", e.args["cards"], lang) in row.group(0)
    won = [e.args["player"] for e in rep.events[at] if e.kind is EventKind.ROUND_WON]
    assert re.findall(r'<tr data-won><th scope="row">(\w+)', html) == won
    out = {p for p in rep.players} - {e.args["player"] for e in scored}
    assert len(re.findall(r"<tr data-out>", html)) == len(out)
    if out:
        assert ui("out", lang) in html
    assert text(lang, "next_round") in html


def test_a_round_won_standing_has_no_count_and_nothing_before_it_has_a_panel() -> None:
    session = bots_match(7)
    rep = KIT.replay(session)
    at = first_end(rep, EventKind.ROUND_ENDED)
    assert not round_end_html(rep.state, rep.events[:at], "en")
    html = round_end_html(KIT.replay(session, upto=at + 1).state, rep.events[:at + 1], "en")
    assert text("en", "round_end_title", n=1) in html
    if not any(e.kind is EventKind.SCORED for e in rep.events[at]):
        assert "<table" not in html
    assert "data-round-said" in html and "data-next-round" in html



def test_the_round_ended_last_is_told_by_its_number_count_and_winners() -> None:
    """What a player reads of the last round's end after a few moves
    (:func:`engine.goblinhood.analysis.last_round_end`): nothing before a round ends; then
    that round's number, its count and its winners as the engine's events say them, still
    round 1 once the bots have dealt round 2."""
    session = KIT.bots_moved(KIT.new_session(
        {"players": 3, "seed": 3, "seats": ["greedy"] * 3}, ("Ana", "Ben", "Chen")), True)
    rep = KIT.replay(session)
    ends = [i for i, caused in enumerate(rep.events)
            if any(e.kind is EventKind.ROUND_ENDED for e in caused)]
    assert len(ends) >= 2
    first = ends[0]
    assert last_round_end(KIT.replay(session, upto=first).state, rep.events[:first]) is None
    end = last_round_end(KIT.replay(session, upto=first + 1).state, rep.events[:first + 1])
    assert end is not None and end.number == 1
    assert end.scored == [e for e in rep.events[first] if e.kind is EventKind.SCORED]
    assert end.winners == {e.args["player"] for e in rep.events[first]
                           if e.kind is EventKind.ROUND_WON}
    assert [e.kind for e in end.told][0] is EventKind.ROUND_ENDED
    dealt = first + 1 + next(i for i, caused in enumerate(rep.events[first + 1:])
                             if any(e.kind is EventKind.NEW_ROUND for e in caused))
    later = KIT.replay(session, upto=min(dealt + 1, ends[1])).state
    again = last_round_end(later, rep.events[:min(dealt + 1, ends[1])])
    assert again is not None and again.number == 1 and later.round == 2


def cut(session: dict[str, Any], actions: int) -> dict[str, Any]:
    """``session`` after its first ``actions`` actions."""
    return {**session, "log": session["log"][:actions], "redo": []}


@pytest.mark.parametrize("lang", ["en", "fr", "zh"])
def test_the_match_end_shows_the_last_rounds_panel(lang: str) -> None:
    """At the match's end (nobody's secret kept, so no viewer) the table still shows why the
    last round ended, as each round before it did (review 37, A4: only the log said it)."""
    for seed in (3, 7):
        session = bots_match(seed)
        state = KIT.replay(session).state
        assert state.is_over
        html = sandbox.view(session, lang)["html"]
        assert f'data-round-end="{state.round}"' in html, seed
        assert text(lang, "see_table") in html


@pytest.mark.parametrize("lang", ["en", "fr", "zh"])
def test_a_round_over_badges_the_giver_and_a_new_round_starts_the_lines_afresh(
        lang: str) -> None:
    """A round won: the giver's badge says they give the marker, not "to play" (review 37,
    A2). The next round dealt: each player's last-move line starts afresh, none says a card
    of the round before (A3), until that player moves in the new round."""
    session = bots_match(3)
    rep = KIT.replay(session)
    ended = first_end(rep, EventKind.ROUND_ENDED)
    giving = KIT.replay(session, upto=ended + 1).state
    html = sandbox.view(cut(session, ended + 1), lang)["html"]
    row = re.search(rf'data-player="{giving.player}".*?</span>', html)
    assert row and ui("to_give", lang) in row.group(0) and ui("to_play", lang) not in html
    dealt = first_end(rep, EventKind.NEW_ROUND)
    lines = re.search(r"<ul[^>]*data-last-moves.*?</ul>",
                      sandbox.view(cut(session, dealt + 1), lang)["html"]).group(0)
    for player in rep.players:
        assert text(lang, "not_played", player=player) in lines, player
    mover = rep.movers[dealt + 1]
    lines = re.search(r"<ul[^>]*data-last-moves.*?</ul>",
                      sandbox.view(cut(session, dealt + 2), lang)["html"]).group(0)
    assert text(lang, "not_played", player=mover) not in lines
    assert sandbox.last_move(cut(session, dealt + 2), mover, dealt + 1, lang) in lines
