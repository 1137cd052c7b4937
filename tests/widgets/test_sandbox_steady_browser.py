"""The table stays put between turns (issue 22), in every game with a sandbox (the registry's).

The lines around the board (the bots' "… is thinking", whose turn it is, what the others did
since the reader's last turn) change from turn to turn: those above it keep their room and
the recap is said under it, so that the board's top does not move while the reader plays a
few turns against the bots on a 375 px phone (sampled on every frame, equal within 1 px). The motion of a redrawn board is measured from the board's
own corner: a card that stayed where it was on the board is not slid (widgets/static/player.js
flipRects / slideFrom, relative)."""

from __future__ import annotations

import pytest

from engine import registry
from tests.browserkit import ServedSite
from tests.widgets.test_sandbox_phone_browser import Opener, idle, open_sandbox, press

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

TURNS = 3

WATCH = """root => {
  const board = root.querySelector('[data-board]');
  const where = e => { const b = e.getBoundingClientRect(), c = board.getBoundingClientRect();
                       return [b.left - c.left, b.top - c.top]; };
  const seen = {tops: [], last: new Map(), still: []};
  window.__lrSteady = seen;
  const sample = () => {
    seen.tops.push(board.getBoundingClientRect().top + window.scrollY);
    seen.last = new Map([...board.querySelectorAll('[data-flip]')]
      .map(e => [e.dataset.flip, where(e)]));
    requestAnimationFrame(sample);
  };
  sample();
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (frames, options) {
    const slide = JSON.stringify(frames).match(/translate\\((-?[\\d.e-]+)px, (-?[\\d.e-]+)px\\)/);
    const id = this.dataset && this.dataset.flip;
    if (slide && id && board.contains(this) && seen.last.has(id)) {
      const [x, y] = seen.last.get(id), [nx, ny] = where(this);
      if (Math.abs(x - nx) < 1 && Math.abs(y - ny) < 1) seen.still.push([id, slide[1], slide[2]]);
    }
    return animate.call(this, frames, options);
  };
}"""

READY = """r => !r.hasAttribute('aria-busy') && !r.querySelector('[data-bot-status]').textContent
  && !r.querySelector('details[data-actions]').hidden"""
"""The reader's turn again: the bots are done and the list of legal actions is offered (its
buttons are drawn when it is opened)."""


@pytest.mark.parametrize("game", registry.game_ids())
def test_the_table_stays_put_between_turns(served_site: ServedSite, open_page: Opener,
                                           game: str) -> None:
    page, root = open_sandbox(open_page, served_site, game, "en", "phone")
    page.wait_for_function(READY, arg=root.element_handle(), timeout=60_000)
    root.evaluate(WATCH)
    played = 0
    for _ in range(TURNS):
        details = root.locator("details[data-actions]")
        if not details.evaluate("d => d.open"):
            press(details.locator("summary"), "phone")
        press(root.locator("[data-actions] button[data-action]:not([disabled])").first, "phone")
        played += 1
        idle(root)
        page.wait_for_function(READY, arg=root.element_handle(), timeout=60_000)
    seen = page.evaluate("() => ({tops: window.__lrSteady.tops, still: window.__lrSteady.still})")
    tops = seen["tops"]
    print(game, played, "turns; board top from", round(min(tops)), "to", round(max(tops)))
    assert played == TURNS and len(tops) > 10
    assert max(tops) - min(tops) <= 1, (
        f"{game}: the board's top moved between {min(tops):.0f} and {max(tops):.0f} px")
    assert seen["still"] == [], f"{game}: cards that stayed in place were slid {seen['still']}"
    page.watch.check()
