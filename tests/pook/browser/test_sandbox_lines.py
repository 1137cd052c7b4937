"""Pook's sandbox on a 375 x 812 touch phone (issue 22, a reviewer's third round), in chromium,
from a match the test also plays in Python (opened by its share link, so the bots answer alike):

- the hand shows every card: it wraps onto as many rows as it takes inside the bar, each card a
  44 px target, where one row scrolled sideways hid the last cards with nothing to say so; the
  cell then chosen stays in sight above the bar;
- under the turn line, one line per other player says their last move (the bots' moves since
  the reader's own marked, bold with a bullet), each at most three lines on the phone, one under
  the other with the room they keep under the last one, on the screen with the turn line: the card and its cell, then what else the play did in the log's words
  (its power, Piggy's swap), so that the swap that moved the reader's card is said, whole;
- cells are named with a minus sign (U+2212), as the table's headings write them, not a hyphen;
- when a play moves the table's frame (a card laid beyond it), the row and column headings
  slide with the cards (measured as they start to move), rather than jumping.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Locator, Page

from engine.pook.actions import Play, parse_action
from engine.i18n import catalogue
from engine.pook.messages import card_name, cell_name
from engine.pook.refusals import DOMAIN
from livewidgets.pook import sandbox
from livewidgets.pook.board import steady_window
from livewidgets.pook.sandbox import SANDBOX
from livewidgets.pook.strings import text
from tests.browserkit import TARGET_PX, ServedSite, paste_link, wait_ready
from tests.langkit import SLUGS, sampled
from tests.playkit import last_moves
from tests.widgets.sandbox_lines import assert_last_moves
from tests.widgets.sandbox_menu import in_menu
from tests.widgets.test_sandbox_phone_browser import CELL_IN_VIEW, PHONE, Opener, idle, press

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

CONFIG = {"widget": "sandbox", "players": 3, "seed": 1}
"""Three players, the reader first; seed 1 lays a hand wider than a phone."""
TURN_LINE = "p[data-turn]"
"""The shell's turn line: the board, under it, starts with the lines."""
ROOM = 3
"""The lines a move keeps on the phone (livewidgets/pook/sandbox_render.py)."""
HUMAN_TURN = ("r => !r.hasAttribute('aria-busy') && "
              "r.querySelector('[data-hand-slot] button[data-card]:not([disabled])')")


def opened(open_page: Opener, site: ServedSite, session: dict[str, Any],
           lang: str, screen: dict[str, Any] = PHONE) -> tuple[Page, Locator]:
    """The page's sandbox on the phone (or ``screen``) at ``session`` (its share link pasted
    into the tab), bots without delay."""
    page = open_page(f"{site.subpath_url}{SLUGS[lang]}/pook/sandbox/", **screen)
    root = page.locator("[data-widget='pook/sandbox']").first
    wait_ready(root)
    in_menu(root, "[data-bot-delay]").select_option("none")
    root.locator("[data-more]").click()   # fold the menu again
    paste_link(root, "#" + sandbox.share(session))
    page.wait_for_function(HUMAN_TURN, arg=root.element_handle(), timeout=60_000)
    return page, root


def started(lang: str) -> dict[str, Any]:
    """The match at the reader's first turn."""
    return dict(sandbox.bot_move(sandbox.start(CONFIG, lang)["session"],
                                 until_human=True)["session"])


def next_turn(session: dict[str, Any]) -> dict[str, Any]:
    """The match at the reader's next turn: the reader plays the engine's first legal action,
    the bots answer."""
    action = str(SANDBOX.replay(session).state.legal_actions()[0])
    return dict(sandbox.bot_move(sandbox.act(session, action)["session"],
                                 until_human=True)["session"])


def tap_play(root: Locator, action: str, screen: str = "phone") -> None:
    """Play ``action`` by taps (clicks on a laptop): its card, its cell, its side, then the
    play offered."""
    play = parse_action(action)
    assert isinstance(play, Play)
    press(root.locator(f"[data-hand-slot] button[data-card='{play.card}']").first, screen)
    r, c = play.at
    press(root.locator(f'[data-board] button.pook-cell[data-r="{r}"][data-c="{c}"]'), screen)
    side = root.locator(f"[data-sides] [data-side='{play.side}']")
    if side.get_attribute("aria-pressed") != "true":
        press(side, screen)
    press(root.locator(f"[data-suggestions] [data-action='{action}']"), screen)


def answered(root: Locator, session: dict[str, Any], action: str) -> dict[str, Any]:
    """The session after the reader's ``action`` and the bots' answer, once the page shows it."""
    session = sandbox.bot_move(sandbox.act(session, action)["session"],
                               until_human=True)["session"]
    root.page.wait_for_function(
        f"r => ({HUMAN_TURN})(r) && r.querySelectorAll('.sbx-log-list > li').length "
        f"=== {len(session['log'])}", arg=root.element_handle(), timeout=60_000)
    return session


HAND = """root => {
  const ul = root.querySelector('[data-hand-slot] ul.pook-hand');
  const box = e => { const r = e.getBoundingClientRect();
    return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width,
            height: r.height}; };
  const gap = parseFloat(getComputedStyle(ul).columnGap) || 0;
  const cards = [...ul.querySelectorAll('button[data-card]')].map(box);
  return {ul: box(ul), hidden: ul.scrollWidth - ul.clientWidth, cards, width: innerWidth,
          height: innerHeight, dock: box(root.querySelector('[data-dock]')),
          oneRow: cards.reduce((w, c) => w + c.width + gap, -gap)};
}"""


@pytest.mark.parametrize("lang", sampled(SLUGS))
def test_every_card_of_the_hand_is_in_sight_and_the_cell_chosen_too(
        open_page: Opener, served_site: ServedSite, lang: str) -> None:
    page, root = opened(open_page, served_site, started(lang), lang)
    hand = root.evaluate(HAND)
    print(lang, "hand", {k: hand[k] for k in ("ul", "hidden", "oneRow", "dock")})
    assert hand["oneRow"] > hand["ul"]["width"], "the hand fits one row: nothing to measure"
    assert hand["hidden"] <= 0, f"{hand['hidden']} px of the hand are scrolled out of sight"
    for card in hand["cards"]:
        row = hand["ul"]
        assert row["left"] - 0.5 <= card["left"] and card["right"] <= row["right"] + 0.5, card
        assert 0 <= card["left"] and card["right"] <= hand["width"], card
        assert card["width"] >= TARGET_PX and card["height"] >= TARGET_PX, card
    assert hand["dock"]["height"] <= 0.4 * hand["height"], f"the bar grew over the table {hand}"
    # the card, then its lit cell lowest on the screen: the cell stays in sight above the bar
    root.locator("[data-hand-slot] button[data-card]").last.tap()
    lit = root.locator("[data-board] button.pook-cell[data-legal]")
    lowest = max(lit.all(), key=lambda c: c.bounding_box()["y"])  # type: ignore[index]
    lowest.tap()
    root.locator("[data-suggestions] [data-action]").first.wait_for(state="visible")
    seen = lowest.evaluate(CELL_IN_VIEW)
    print(lang, "chosen cell", seen)
    assert seen["hitIsCell"] and seen["headerBottom"] <= seen["top"], seen
    assert seen["bottom"] <= seen["dockTop"], seen
    page.watch.check()


def play_words(play: Play, lang: str) -> str:
    """A play as the line says it, from the catalogue: its card and cell, then Piggy's swap
    first when it comes first, the power (a Mage's card put in place), Piggy's swap after."""
    parts = [text(lang, "short_play", card=card_name(play.card, lang),
                  cell=cell_name(play.at, lang))]
    piggy = None if play.piggy_with is None else cell_name(play.piggy_with, lang)
    if piggy and play.piggy_when == "before":
        parts.append(text(lang, "act_piggy_before", cell=piggy))
    if play.target is not None and play.with_card is not None:
        parts.append(text(lang, "act_mage", target=cell_name(play.target, lang),
                          card=card_name(play.with_card, lang)))
    elif play.target is not None:
        parts.append(text(lang, "act_power", target=cell_name(play.target, lang)))
    if piggy and play.piggy_when == "after":
        parts.append(text(lang, "act_piggy_after", cell=piggy))
    return catalogue(DOMAIN, lang).separator.join(parts)


def expected_lines(session: dict[str, Any], lang: str) -> list[tuple[str, bool]]:
    """Each bot's last play in the catalogue's words, new when made after the reader's
    (tests/playkit.py's ``last_moves``)."""

    def said(player: str, logged: str) -> str:
        play = parse_action(logged)
        assert isinstance(play, Play)
        return text(lang, "who_did", player=player, action=play_words(play, lang))

    return last_moves(SANDBOX.replay(session), session["log"],
                      lambda player: text(lang, "not_played", player=player), said)


def swaps_the_readers_card(session: dict[str, Any]) -> list[str]:
    """The bots whose last play ends with Piggy's swap with a card the reader laid."""
    rep = SANDBOX.replay(session)
    plays = [(m, parse_action(f)) for m, f in zip(rep.movers, session["log"])]
    mine = {p.at for m, p in plays if m == rep.players[0] and isinstance(p, Play)}
    last = {m: p for m, p in plays if m != rep.players[0]}
    return [m for m, p in last.items()
            if isinstance(p, Play) and p.piggy_when == "after" and p.piggy_with in mine]


@pytest.mark.parametrize("lang", sampled(SLUGS))
def test_each_bots_last_move_is_said_under_the_turn_line(
        open_page: Opener, served_site: ServedSite, lang: str) -> None:
    session = started(lang)
    page, root = opened(open_page, served_site, session, lang)
    assert_last_moves(root, TURN_LINE, expected_lines(session, lang), ROOM)  # nobody played yet
    swapped = []
    for _ in range(2):
        action = str(SANDBOX.replay(session).state.legal_actions()[0])
        tap_play(root, action)
        session = answered(root, session, action)
        lines = assert_last_moves(root, TURN_LINE, expected_lines(session, lang), ROOM)
        assert any(li["isNew"] for li in lines), "no bot's move is marked as new"
        for bot in swaps_the_readers_card(session):
            line = next(li for li in lines if li["text"].startswith(bot))
            assert not line["cut"], f"the words of Piggy's swap are cut: {line}"
            swapped.append(bot)
    assert swapped, "no bot's Piggy swapped a card of the reader's: nothing to read"
    page.watch.check()


@pytest.mark.parametrize("lang", sampled(SLUGS))
def test_a_cell_is_named_with_a_minus_sign(
        open_page: Opener, served_site: ServedSite, lang: str) -> None:
    page, root = opened(open_page, served_site, started(lang), lang)
    card = root.locator("[data-hand-slot] button[data-card]").first
    card.tap()
    cell = root.locator("[data-board] button.pook-cell[data-legal][data-r='-1'], "
                        "[data-board] button.pook-cell[data-legal][data-c='-1']").first
    at = (int(cell.get_attribute("data-r") or 0), int(cell.get_attribute("data-c") or 0))
    cell.tap()
    root.locator("[data-suggestions] [data-action]").first.wait_for(state="visible")
    said = root.locator("[data-selection]").inner_text()
    name = card_name(card.get_attribute("data-card") or "", lang)
    assert said == text(lang, "matching", card=name, cell=cell_name(at, lang))
    assert "\u2212" in said and not re.search(r"-\d", said), said
    page.watch.check()


WATCH_HEADINGS = """() => {
  window.__pookHeads = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (frames, options) {
    const made = animate.call(this, frames, options);
    if (this.matches('.pook-table th *')) {
      const move = JSON.stringify(frames[0]).match(/translate\\(([-\\d.]+)px, ([-\\d.]+)px\\)/);
      if (move) window.__pookHeads.push({text: this.textContent, dx: Number(move[1]),
                                         dy: Number(move[2])});
    }
    return made;
  };
}"""

HEADINGS = """root => [...root.querySelectorAll('[data-board] .pook-table thead th')]
  .map(th => th.getBoundingClientRect().left)"""


def shifting_play(session: dict[str, Any]) -> str | None:
    """A play of the reader's that moves the table's frame (a card laid at its edge), if any."""
    rep = SANDBOX.replay(session)
    frame = steady_window(rep.seen, rep.state.table.fixed)
    for action in rep.state.legal_actions():
        after = SANDBOX.replay(sandbox.act(session, str(action))["session"])
        if isinstance(action, Play) and steady_window(after.seen, after.state.table.fixed) != frame:
            return str(action)
    return None


@pytest.mark.parametrize("lang", sampled(SLUGS))
def test_the_headings_slide_with_the_table_when_its_frame_moves(
        open_page: Opener, served_site: ServedSite, lang: str) -> None:
    session = started(lang)
    action = shifting_play(session)
    for _ in range(6):
        if action:
            break
        session = next_turn(session)
        action = shifting_play(session)
    assert action, "no play moves the table's frame: nothing to measure"
    page, root = opened(open_page, served_site, session, lang)
    page.evaluate(WATCH_HEADINGS)
    columns = root.evaluate(HEADINGS)
    tap_play(root, action)
    answered(root, session, action)
    heads = page.evaluate("() => window.__pookHeads")
    print(lang, action, "headings slid", heads)
    assert len(heads) >= 4, f"the headings jumped: {heads}"
    assert all(abs(h["dx"]) + abs(h["dy"]) >= 1 for h in heads), heads
    # they land on the lines of the table, as many as before
    page.evaluate("() => document.getAnimations().forEach(a => { try { a.finish(); } catch {} })")
    assert len(root.evaluate(HEADINGS)) == len(columns)
    page.watch.check()
