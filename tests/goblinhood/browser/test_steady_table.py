"""The Goblin Hood sandbox holds still on a phone (issue 22, a reviewer's second round), measured
in chromium at 375 x 812 with touch while the reader plays by taps and the bots answer:

- the table (the players' rows) keeps its place on the page across turns, while the "just
  laid" tags appear on the trail, the "to play" badge goes round and the bots play: the
  trail's row is as tall before the first tag as after it (a round's end, where every hand is
  shown and counted, is another screen, not measured);
- a card that slides (the FLIP motion) crosses no other player's row: measured halfway
  through each slide, where the reader sees it (clipped by what clips it);
- once a card is picked, the prompt that says what to do next is on the screen, between the
  trail and the hand, and picking moves nothing.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Locator

from livewidgets.goblinhood import sandbox
from engine.goblinhood.session import KIT
from livewidgets.goblinhood.strings import text
from tests.browserkit import ServedSite
from tests.goblinhood.browser.test_sandbox import wait_log
from tests.goblinhood.browser.test_trail_phone import Opener, at_the_readers_turn, fitting_card
from tests.langkit import SLUGS, sampled

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

TURNS = 4
"""The reader's turns played: tags appear from the first answer of the bots on."""

RECORD = """root => {
  const board = root.querySelector('[data-board]');
  const record = window.__ghSteady = [];
  // what the reader sees of an element: its box cut by every ancestor that clips
  const seen = el => {
    const r = el.getBoundingClientRect();
    let box = {left: r.left, top: r.top, right: r.right, bottom: r.bottom};
    for (let a = el.parentElement; a && a !== board; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const m = style.overflowX === 'clip' ? parseFloat(style.overflowClipMargin) || 0 : 0;
      const q = a.getBoundingClientRect();
      box = {left: Math.max(box.left, q.left - m), top: Math.max(box.top, q.top - m),
             right: Math.min(box.right, q.right + m), bottom: Math.min(box.bottom, q.bottom + m)};
    }
    return box;
  };
  const measure = () => {
    const players = board.querySelector('.gh-players');
    const strip = board.querySelector('.gh-strip-cards');
    if (!players || !strip) return;
    const rows = [...players.children];
    const crossings = [];
    let sliding = 0;
    for (const animation of document.getAnimations()) {
      const el = animation.effect && animation.effect.target;
      if (!el || !board.contains(el) || !(el.dataset.flip || '').startsWith('card-')) continue;
      const timing = animation.effect.getComputedTiming();
      const was = animation.currentTime;
      animation.pause();
      animation.currentTime = (timing.delay || 0) + timing.duration / 2;
      sliding += 1;
      const box = seen(el);
      const own = el.closest('.gh-player');
      for (const row of rows) {
        if (row === own) continue;
        const q = row.getBoundingClientRect();
        const w = Math.min(box.right, q.right) - Math.max(box.left, q.left);
        const h = Math.min(box.bottom, q.bottom) - Math.max(box.top, q.top);
        if (w > 1 && h > 1) crossings.push({card: el.dataset.flip, over: row.dataset.player, w, h});
      }
      animation.currentTime = was;
      animation.play();
    }
    record.push({table: players.getBoundingClientRect().top + scrollY,
                 board: board.getBoundingClientRect().top + scrollY,
                 counting: Boolean(board.querySelector('[data-round-end], [data-decide]')),
                 trail: strip.getBoundingClientRect().height,
                 tags: board.querySelectorAll('.gh-laid-by').length, sliding, crossings,
                 picks: board.querySelectorAll('[data-pick]').length,
                 prompt: board.querySelector('[data-pick-help]').textContent.trim()});
  };
  new MutationObserver(measure).observe(board, {childList: true});
  measure();
}"""

TABLE_TOP = ("r => r.querySelector('[data-board] .gh-players').getBoundingClientRect().top"
             " + scrollY")


def pick_and_lay(root: Locator, session: dict[str, Any], lang: str) -> dict[str, Any]:
    """Tap a card that fits: the prompt says so on the screen and nothing moves; then tap its
    first lit way to lay it. The session after that play."""
    card = fitting_card(session)
    before = root.evaluate(TABLE_TOP)
    button = root.locator(f"[data-board] [data-pick='{card}']")
    button.tap()
    prompt = root.locator("[data-board] [data-pick-help]")
    expected = text(lang, "picked", card=button.get_attribute("data-words") or "")
    assert prompt.inner_text().strip() == expected
    box = prompt.bounding_box()
    header = root.page.evaluate("() => document.querySelector('.md-header')"
                                "?.getBoundingClientRect().bottom ?? 0")
    height = root.page.viewport_size["height"] if root.page.viewport_size else 0
    assert box and header <= box["y"] and box["y"] + box["height"] <= height, (box, header)
    assert abs(root.evaluate(TABLE_TOP) - before) <= 1, "picking a card moved the table"
    lay = root.locator("[data-board] .gh-lay:not([hidden])").first
    action = lay.get_attribute("data-action") or ""
    lay.tap()
    return dict(sandbox.act(session, action)["session"])


@pytest.mark.parametrize("lang", sampled(SLUGS))
def test_the_table_holds_still_and_the_prompt_is_in_sight(
        open_page: Opener, served_site: ServedSite, lang: str) -> None:
    page, root, session = at_the_readers_turn(open_page, served_site, lang)
    root.evaluate(RECORD)
    for _ in range(TURNS):
        session = pick_and_lay(root, session, lang)
        session = sandbox.bot_move(session, until_human=True)["session"]
        wait_log(root, len(session["log"]) + 1)
        assert KIT.replay(session).state.phase == "play", "the round ended: nothing to measure"
    boards = page.evaluate("() => window.__ghSteady")
    assert len(boards) > TURNS, boards
    assert any(b["tags"] for b in boards), "no card was tagged with who laid it"
    # a bot's turn (no card to pick) says who plays in the prompt's room: no empty band
    # between the trail and the players (review 36, A3)
    waits = [b["prompt"] for b in boards if not b["picks"]]
    assert waits and all(waits), f"an empty prompt on a bot's turn: {waits}"
    trails = [b["trail"] for b in boards]
    assert max(trails) - min(trails) <= 1, f"the trail's row changed height: {trails}"
    # a round's end is another screen (every hand shown, the gold counted): not a turn
    tops = [b["table"] for b in boards if not b["counting"]]
    assert max(tops) - min(tops) <= 1, f"the table moved: {tops}"
    assert sum(b["sliding"] for b in boards), "no card slid: the motion was not measured"
    crossings = [c for b in boards for c in b["crossings"]]
    assert not crossings, crossings
    page.watch.check()
