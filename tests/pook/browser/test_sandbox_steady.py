"""Pook's sandbox played with one thumb on a 375 x 812 touch phone (issue 22 review, 7/10):
three turns of two taps each (a hand card, then the lit cell lowest on the screen, then the
first play offered), measured in chromium:

- the chosen cell and its neighbours (where a power or Piggy's swap reaches) stay in view
  between the site's header and the bar, the cell uncovered, the bar under 45% of the screen;
- the table does not move: between the tap on a play and the reader's next turn (the bots
  answering in between) it stays within 1 px on the screen, keeps its size and place in the
  page all game, and keeps as many rows and columns;
- the card played slides (a transform measured while it travels) from the bar where the
  reader tapped to its cell.
"""

from __future__ import annotations

import pytest

from tests.browserkit import ServedSite
from tests.langkit import sampled
from tests.widgets.test_sandbox_phone_browser import (
    CELL_IN_VIEW, LANGS, Opener, open_sandbox, press)

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

HUMAN_TURN = ("r => !r.hasAttribute('aria-busy') && "
              "r.querySelector('[data-hand-slot] button[data-card]:not([disabled])')")

TABLE = """root => {
  const t = root.querySelector('[data-board] .pook-table').getBoundingClientRect();
  return {left: t.left, top: t.top, pageTop: t.top + scrollY, width: t.width,
          height: t.height, rows: root.querySelectorAll('.pook-table tbody tr').length,
          cols: root.querySelectorAll('.pook-table thead th').length};
}"""

# The neighbours drawn of a cell, each inside the screen between the header and the bar.
NEIGHBOURS = """cell => {
  const root = cell.closest('[data-sandbox-live]');
  const header = document.querySelector('.md-header');
  const top = header ? header.getBoundingClientRect().bottom : 0;
  const bar = root.querySelector('[data-dock]').getBoundingClientRect().top;
  const [r, c] = [Number(cell.dataset.r), Number(cell.dataset.c)];
  const out = [];
  for (const [dr, dc] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
    const n = root.querySelector(`button.pook-cell[data-r="${r + dr}"][data-c="${c + dc}"]`);
    if (!n) continue;
    const b = n.getBoundingClientRect();
    if (b.top < top - 1 || b.bottom > bar + 1) out.push([r + dr, c + dc, b.top, b.bottom]);
  }
  return {out, top, bar};
}"""

# Each card that slides in (data-flip-from): its cell, where its slide starts on the screen,
# and its transform measured two frames into the slide.
WATCH_SLIDES = """() => {
  window.__pookSlides = [];
  if (window.__pookWatching) return;
  window.__pookWatching = true;
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (frames, options) {
    const box = this.getBoundingClientRect();  // where it lands (before the slide moves it)
    const made = animate.call(this, frames, options);
    const start = JSON.stringify(frames[0]).match(/translate\\(([-\\d.]+)px, ([-\\d.]+)px\\)/);
    if (start && this.dataset.flipFrom) {
      const seen = {r: this.dataset.r, c: this.dataset.c,
                    fromX: box.left + Number(start[1]), fromY: box.top + Number(start[2]),
                    moving: null};
      window.__pookSlides.push(seen);
      requestAnimationFrame(() => requestAnimationFrame(() => {
        seen.moving = getComputedStyle(this).transform;
      }));
    }
    return made;
  };
}"""


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_pook_table_stays_put_and_the_card_slides_from_the_bar(
        served_site: ServedSite, open_page: Opener, lang: str) -> None:
    page, root = open_sandbox(open_page, served_site, "pook", lang, "phone")
    page.evaluate(WATCH_SLIDES)
    first = root.evaluate(TABLE)
    assert first["cols"] == first["rows"] >= 5, first
    for turn in range(3):
        page.wait_for_function(HUMAN_TURN, arg=root.element_handle(), timeout=60_000)
        press(root.locator("[data-hand-slot] button[data-card]:not([disabled])").first, "phone")
        lit = root.locator("[data-board] button.pook-cell[data-legal]")
        lowest = max(lit.all(), key=lambda c: c.bounding_box()["y"])  # type: ignore[index]
        where = (lowest.get_attribute("data-r"), lowest.get_attribute("data-c"))
        press(lowest, "phone")
        offered = root.locator("[data-suggestions] [data-action]")
        offered.first.wait_for(state="visible")

        # The chosen cell and its neighbours in view, the cell uncovered, the bar small.
        seen = lowest.evaluate(CELL_IN_VIEW)
        near = lowest.evaluate(NEIGHBOURS)
        print(lang, turn, "cell", where, {k: round(v) if isinstance(v, float) else v
                                          for k, v in seen.items()}, "neighbours out", near)
        assert seen["hitIsCell"] and seen["headerBottom"] <= seen["top"], seen
        assert seen["bottom"] <= seen["dockTop"], seen
        assert near["out"] == [], near
        assert seen["dockHeight"] <= 0.45 * seen["height"], seen

        # The play: the card leaves the bar where the finger was and slides to its cell.
        bar = root.locator("[data-dock]").bounding_box()
        assert bar is not None
        before = root.evaluate(TABLE)
        page.evaluate("() => { window.__pookSlides = []; }")
        played = root.locator(".sbx-log-list > li").count()
        press(offered.first, "phone")
        # the reader's play and at least one bot's answer
        page.wait_for_function(
            f"r => ({HUMAN_TURN})(r) && r.querySelectorAll('.sbx-log-list > li').length "
            f">= {played + 2}", arg=root.element_handle(), timeout=60_000)
        page.wait_for_timeout(400)
        after = root.evaluate(TABLE)
        slides = page.evaluate("() => window.__pookSlides")
        mine = [s for s in slides if (s["r"], s["c"]) == where]
        print(lang, turn, "table before", before, "after", after, "slides", slides)
        assert mine, f"the card played at {where} did not slide: {slides}"
        assert mine[0]["moving"] not in (None, "none"), mine
        assert bar["y"] - 1 <= mine[0]["fromY"] <= bar["y"] + bar["height"] + 1, (mine, bar)

        # The table stayed put on the screen and in the page, with as many lines.
        for key in ("left", "top", "width", "height"):
            assert abs(after[key] - before[key]) <= 1, (key, before, after)
        assert abs(after["pageTop"] - first["pageTop"]) <= 1, (first, after)
        assert (after["rows"], after["cols"]) == (first["rows"], first["cols"])
    page.watch.check()
