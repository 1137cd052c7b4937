"""Pook's sandbox on a 375 x 812 touch phone after review 33 (issue 22), in chromium:

- ★ on a lit cell only where the chosen card adds to the reader's points there at once (the
  engine's answer for each play, played on a copy), so the cells can be compared: a position
  where some lit cells score and others do not is set up through a share link, and the cells
  marked are exactly the engine's; a play offered in the bar carries ★ when it scores or locks;
- the marks on the table's cards (!, ⊘) stay inside their own cells: none covers the frame of
  a card beside it (review 37, A5);
- the lit-cell sign is not the coin sign (◎) of the rows and columns, and what the signs mean is
  on screen whenever they are;
- the whole table above the hand bar on the first screen; the reader's banner and running
  points in the hand bar; no reader text under 12 px in the sandbox;
- at the game's end the turn line names the winner and the points ("Ben wins, 16 to 3"), the
  marks of the top row's cards leave the columns' coin counts in sight, and one tap plays
  again with the same players.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Locator, Page

from engine.pook.components import FACTIONS
from livewidgets.pook.sandbox import SANDBOX
from livewidgets.pook.strings import text
from engine.pook.messages import faction_name
from tests.browserkit import ServedSite, paste_link, wait_ready
from tests.langkit import SLUGS, sampled
from tests.widgets.test_sandbox_phone_browser import (
    FINISH_MOTION, LANGS, PHONE, Opener, idle, open_sandbox, press)

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

Session = dict[str, Any]

SMALL_TEXT = """root => {
  const small = [];
  const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walk.nextNode()) {
    const node = walk.currentNode;
    if (!node.textContent.trim()) continue;
    const e = node.parentElement;
    if (e.closest('.lr-sr, .sbx-sr, [hidden], [aria-hidden="true"]')) continue;
    const box = e.getBoundingClientRect();
    if (!box.width || !box.height || !e.checkVisibility({visibilityProperty: true})) continue;
    const size = parseFloat(getComputedStyle(e).fontSize);
    if (size < 11.95) small.push(`${e.tagName}.${e.className} ${size}px: ${node.textContent.trim().slice(0, 20)}`);
  }
  return small;
}"""

BADGES_OVER_HEADINGS = """root => {
  const heads = [...root.querySelectorAll('[data-board] .pook-head')].map(h => h.getBoundingClientRect());
  const over = [];
  for (const badge of root.querySelectorAll('[data-board] .pook-badge')) {
    const b = badge.getBoundingClientRect();
    if (!b.width) continue;
    for (const h of heads) {
      if (b.left < h.right - 0.5 && b.right > h.left + 0.5 && b.top < h.bottom - 0.5
          && b.bottom > h.top + 0.5) over.push([badge.textContent, b.top, b.bottom, h.top, h.bottom]);
    }
  }
  return over;
}"""

BADGES_OVER_CELLS = """root => {
  const cells = [...root.querySelectorAll('[data-board] .pook-table tbody td')];
  const over = [];
  for (const badge of root.querySelectorAll('[data-board] .pook-table .pook-badge')) {
    const b = badge.getBoundingClientRect();
    const own = badge.closest('td');
    for (const td of cells) {
      const c = td.getBoundingClientRect();
      if (td !== own && b.left < c.right - 0.5 && b.right > c.left + 0.5 && b.top < c.bottom - 0.5
          && b.bottom > c.top + 0.5) {
        over.push([badge.textContent, own.querySelector('.pook-cell').dataset.targetKey,
                   td.querySelector('.pook-cell').dataset.targetKey]);
      }
    }
  }
  return over;
}"""

MARKED = """root => {
  const cells = [...root.querySelectorAll('[data-board] button.pook-cell[data-arg-value]')];
  return {lit: cells.filter(c => c.hasAttribute('data-legal')).map(c => c.dataset.argValue),
          scores: cells.filter(c => c.hasAttribute('data-scores')).map(c => c.dataset.argValue)};
}"""


def mixed_position() -> tuple[Session, str, set[str], set[str]]:
    """A session at the reader's turn where one card of the hand lights some cells that add
    to the reader's points and some that do not: (session, card, lit cells, scoring cells)."""
    for seed in range(1, 40):
        session = SANDBOX.start({"players": 2, "seed": seed})["session"]
        for _ in range(6):
            session = SANDBOX.bot_move(session, until_human=True)["session"]
            actions = SANDBOX.view(session)["actions"]
            if not actions:
                break
            for card in sorted({a["card"] for a in actions}):
                mine = [a for a in actions if a["card"] == card]
                lit = {a["target"] for a in mine}
                scoring = {a["target"] for a in mine if a["gain"] > 0}
                if scoring and scoring != lit:
                    return session, card, lit, scoring
            session = SANDBOX.act(session, actions[0]["text"])["session"]
    raise AssertionError("no position with scoring and plain cells in 40 seeds")


def played_out(seed: int = 5) -> Session:
    """A two-player game (the reader and a bot) played to its end."""
    session = SANDBOX.start({"players": 2, "seed": seed})["session"]
    for _ in range(200):
        session = SANDBOX.bot_move(session, until_human=True)["session"]
        view = SANDBOX.view(session)
        if view["over"]:
            return session
        session = SANDBOX.act(session, view["actions"][-1]["text"])["session"]
    raise AssertionError("the game did not end")


def open_link(open_page: Opener, site: ServedSite, lang: str, session: Session) -> tuple[Page, Locator]:
    """The sandbox on a phone showing ``session``, its share link pasted into the tab (a live
    page: a page opened whole on the link cost a Python start)."""
    page = open_page(f"{site.subpath_url}{SLUGS[lang]}/pook/sandbox/", **PHONE)
    root = page.locator("[data-widget='pook/sandbox']").first
    wait_ready(root)
    paste_link(root, "#" + SANDBOX.share(session))
    idle(root)
    return page, root


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_the_star_marks_only_the_cells_that_score(served_site: ServedSite, open_page: Opener,
                                                  lang: str) -> None:
    session, card, lit, scoring = mixed_position()
    page, root = open_link(open_page, served_site, lang, session)
    # the marks of the bots' last plays (!, ⊘) stay inside their own cells (review 37, A5)
    assert root.locator("[data-board] .pook-table .pook-badge").count() >= 2
    assert root.evaluate(BADGES_OVER_CELLS) == []
    press(root.locator(f"[data-hand-slot] button[data-card='{card}']").first, "phone")
    marked = root.evaluate(MARKED)
    assert set(marked["lit"]) == lit
    assert set(marked["scores"]) == scoring, (card, marked, scoring)
    assert set(marked["scores"]) < set(marked["lit"]), "every lit cell is marked: it says nothing"
    # the signs' legend is on screen while the signs are, and names the lit sign, not ◉
    key = root.locator("[data-signs-key]")
    assert key.is_visible()
    words = key.inner_text()
    assert text(lang, "lit_sign") in words and text(lang, "scores_legend") in words
    assert "▼" in words and "◉" not in words and "◎" not in words
    sign = root.locator("[data-board] button.pook-cell[data-legal]").first.evaluate(
        "c => getComputedStyle(c, '::after').content")
    assert "▼" in sign and "◎" not in sign
    # a scoring cell's plays: ★ exactly on those the engine says score or lock
    cell = sorted(scoring)[0]
    press(root.locator(f"[data-board] button.pook-cell[data-arg-value='{cell}']"), "phone")
    offered = root.locator("[data-suggestions] [data-action]")
    offered.first.wait_for(state="visible")
    actions = {a["text"]: a for a in SANDBOX.view(session)["actions"]}
    side = root.locator("[data-sides] [aria-pressed='true']").get_attribute("data-side")
    for button in offered.all():
        action = actions[button.get_attribute("data-action") or ""]
        assert action["side"] == side
        assert (button.get_attribute("data-scores") is not None) == action["scores"], action
    assert key.is_visible(), "the legend went while the signs are on the table"
    page.watch.check()


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_the_first_screen_holds_the_table_and_the_readers_banner(
        served_site: ServedSite, open_page: Opener, lang: str) -> None:
    page, root = open_sandbox(open_page, served_site, "pook", lang, "phone")
    seen = root.evaluate("""root => {
      window.scrollTo(0, 0);
      const table = root.querySelector('[data-board] .pook-table').getBoundingClientRect();
      const dock = root.querySelector('[data-dock]').getBoundingClientRect();
      return {tableTop: table.top, tableBottom: table.bottom, dockTop: dock.top,
              dockBottom: dock.bottom, height: innerHeight};
    }""")
    print("pook", lang, "first screen", {k: round(v) for k, v in seen.items()})
    assert 0 < seen["tableTop"] and seen["tableBottom"] <= seen["dockTop"], seen
    assert seen["dockBottom"] <= seen["height"] + 1, seen
    # the reader's banner and points, in the hand bar, at 12 px or more
    mine = root.locator("[data-dock] [data-mine]")
    assert mine.is_visible()
    config = json.loads(root.get_attribute("data-config") or "{}")
    state = SANDBOX.kit.replay(SANDBOX.start(config)["session"]).state
    first, second = (faction_name(FACTIONS[f], lang) for f in state.banners[0])
    assert text(lang, "banner_of", first=first, second=second) in mine.inner_text()
    assert text(lang, "points_now", n=state.totals()[0]) in mine.inner_text()
    assert float(mine.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")) >= 12
    # no reader text under 12 px, at rest and with a card chosen (the legend shown)
    assert root.evaluate(SMALL_TEXT) == []
    press(root.locator("[data-hand-slot] button[data-card]:not([disabled])").first, "phone")
    page.evaluate(FINISH_MOTION)
    assert root.evaluate(SMALL_TEXT) == []
    page.watch.check()


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_the_end_says_who_won_and_plays_again_in_one_tap(
        served_site: ServedSite, open_page: Opener, lang: str) -> None:
    session = played_out(seed=10)   # a deal whose last plays mark cards of the top row
    state = SANDBOX.kit.replay(session).state
    said = SANDBOX.outcome(state, lang)
    assert said is not None
    winner = state.winners()[0]
    totals = sorted(state.totals(), reverse=True)
    assert winner in said and str(totals[0]) in said and str(totals[-1]) in said
    page, root = open_link(open_page, served_site, lang, session)
    turn = root.locator("p.sbx-turn[data-turn]")
    assert turn.inner_text().strip() == said
    box = turn.bounding_box()
    assert box is not None and box["y"] + box["height"] <= PHONE["viewport"]["height"]
    # the marks of the top row's cards leave the columns' coin counts in sight (review 35, A3)
    assert root.locator("[data-board] .pook-table tbody tr:first-child .pook-badge").count() >= 1
    assert root.evaluate(BADGES_OVER_HEADINGS) == []
    assert root.evaluate(BADGES_OVER_CELLS) == []
    again = root.locator("[data-again]")
    assert again.is_visible()
    press(again, "phone")
    idle(root)
    page.wait_for_function("r => !r.querySelector('[data-again]').checkVisibility()",
                           arg=root.element_handle())
    assert root.locator("[data-hand-slot] button[data-card]:not([disabled])").count() >= 1
    assert turn.inner_text().strip() != said
    page.watch.check()
