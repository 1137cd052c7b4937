"""Goblin Hood's sandbox on a 375 x 812 touch phone (issue 22, a reviewer's third round), in
chromium:

- under the turn line, one line per other player says their last move, so that the reader
  who comes back to their turn reads what the bots did where the eye is (the sentence "since
  your last turn" is under the table, below the fold): each line is one line high, the
  moves made since the reader's own are marked (bold and a bullet, ``data-new``), and the
  lines are on the screen with the turn line;
- the round's end says so on a line whose room is kept from the first turn on: the trail
  does not move when the round ends (in French that line wrapped onto a row of its own and
  pushed the trail 20 px down).
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from playwright.sync_api import Locator

from engine.goblinhood import Play, parse_action
from engine.goblinhood.events import EventKind
from engine.goblinhood.messages import card_name, end_name
from engine.goblinhood.rounds import outcome
from engine.goblinhood.session import KIT
from livewidgets.goblinhood import sandbox
from livewidgets.sandbox import seat_label
from livewidgets.goblinhood.strings import text
from tests.browserkit import ServedSite, paste_link
from tests.goblinhood.browser.test_sandbox import CONFIG, wait_log
from tests.goblinhood.browser.test_trail_phone import (
    PHONE, Opener, at_the_readers_turn, fitting_card, open_sandbox)
from tests.langkit import SLUGS, sampled
from tests.playkit import last_moves
from tests.widgets.sandbox_lines import assert_last_moves

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

TURN_LINE = "[data-board] .gh-status.sbx-status"
"""The board's status (the turn line is its last line): the lines follow it."""

def expected_lines(session: dict[str, Any], lang: str) -> list[tuple[str, bool]]:
    """Each bot's last move in the catalogue's words, and whether it came after the reader's
    last play (tests/playkit.py's ``last_moves``)."""
    cards = KIT.start_state(session["start"]).cards

    def said(player: str, logged: str) -> str:
        action = parse_action(logged)
        assert isinstance(action, Play)
        move = text(lang, "short_lay", card=card_name(action.card, cards, lang),
                    end=end_name(action.end, lang))
        return text(lang, "last_move", player=player, move=move)

    # a new round starts the lines afresh (review 37, A3): the moves before the action that
    # dealt it are not said (here Ben's second lay ambushes both others and ends round 1)
    rep = KIT.replay(session)
    dealt = [i for i, events in enumerate(rep.events)
             if any(e.kind is EventKind.NEW_ROUND for e in events)]
    movers = [m if not dealt or i > dealt[-1] else None for i, m in enumerate(rep.movers)]
    return last_moves(SimpleNamespace(players=rep.players, movers=movers), session["log"],
                      lambda player: text(lang, "not_played", player=player), said)


def tap_lay(root: Locator, action: str, touch: bool = True) -> None:
    """Lay ``action``'s card as a reader does: tap (else click) the card, then the lit way
    to lay it."""
    play = parse_action(action)
    assert isinstance(play, Play)
    for target in (f"[data-board] [data-pick='{play.card}']",
                   f"[data-board] .gh-lay[data-action='{action}']:not([hidden])"):
        (root.locator(target).tap if touch else root.locator(target).click)()


@pytest.mark.parametrize("lang", sampled(SLUGS))
def test_each_bots_last_move_is_said_under_the_turn_line(
        open_page: Opener, served_site: ServedSite, lang: str) -> None:
    page, root, session = at_the_readers_turn(open_page, served_site, lang)
    assert_last_moves(root, TURN_LINE, expected_lines(session, lang))   # nobody has played yet
    for _ in range(2):
        state = KIT.replay(session).state
        action = next(str(a) for a in state.legal_actions()
                      if getattr(a, "card", None) == fitting_card(session))
        tap_lay(root, action)
        session = sandbox.act(session, action)["session"]
        session = sandbox.bot_move(session, until_human=True)["session"]
        wait_log(root, len(session["log"]) + 1)
        lines = assert_last_moves(root, TURN_LINE, expected_lines(session, lang))
        assert any(li["isNew"] for li in lines), "no bot's move is marked as new"
    page.watch.check()


def before_the_round_ends(lang: str) -> tuple[dict[str, Any], str]:
    """A match (the page's own setup, another seed) at the reader's turn, and the lay after
    which the round ends with the reader to give the marker: the reader lays each turn the
    engine's first legal action, the bots answer."""
    session = sandbox.start({**CONFIG, "seed": 2}, lang)["session"]
    session = sandbox.bot_move(session, until_human=True)["session"]
    for _ in range(40):
        state = KIT.replay(session).state
        action = str(state.legal_actions()[0])
        after = sandbox.bot_move(sandbox.act(session, action)["session"],
                                 until_human=True)["session"]
        ended = KIT.replay(after).state
        if ended.phase != "play" and not ended.is_over:
            return session, action
        session = after
    raise AssertionError("no round ended")


TRAIL_TOP = ("r => r.querySelector('[data-board] .gh-strip-cards').getBoundingClientRect().top"
             " + scrollY")


@pytest.mark.parametrize("lang", ["en", "fr"])   # French: where the line wrapped (review)
def test_the_trail_stays_put_when_the_round_ends(
        open_page: Opener, served_site: ServedSite, lang: str) -> None:
    session, action = before_the_round_ends(lang)
    # the position reached by its share link, pasted into the sandbox's tab (a live page:
    # a page opened whole on the link cost a Python start)
    url = f"{served_site.subpath_url}{SLUGS[lang]}/goblinhood/sandbox/"
    page, root = open_sandbox(open_page, url, PHONE)
    paste_link(root, "#" + sandbox.share(session))
    wait_log(root, len(session["log"]) + 1)
    status = root.locator("[data-board] [data-status]")
    before = root.evaluate(TRAIL_TOP)
    tap_lay(root, action)
    session = sandbox.bot_move(sandbox.act(session, action)["session"],
                               until_human=True)["session"]
    wait_log(root, len(session["log"]) + 1)
    state = KIT.replay(session).state
    winner = state.players[outcome(state).winner or 0]
    said = text(lang, "give_turn", player=state.player, winner=winner,
                seat=seat_label(session["seats"], state.turn, lang, text))
    assert status.inner_text().strip() == said, "the turn line does not say who gives"
    after = root.evaluate(TRAIL_TOP)
    print(lang, "trail top", before, after)
    assert abs(after - before) <= 1, f"the trail moved when the round ended: {before} -> {after}"
    page.watch.check()
