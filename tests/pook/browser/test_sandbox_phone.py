"""Pook's sandbox on a 375 x 812 touch phone and a 1280 x 800 laptop (issue 22), in chromium:

- two taps from hand to table: a hand card lights the cells where it may go (a sign and words,
  not colour alone; what the signs mean in sight under the help line while they are on the
  table, not in it); a lit cell tapped (the lowest on the screen: the one the bar would
  cover) offers its plays in a bar no taller than 45% of the screen, the hand stepped aside (a button brings it
  back), and the cell stays in view, uncovered (``document.elementFromPoint`` at its centre
  is the cell);
- names are never cut ("Pi…") nor covered by a mark's badge, and every mark on the table is
  spelled out in the legend;
- after the reader's play, the bots' moves stay marked on the table and said in one line until
  the reader acts, and the cards moved on the board were animated (FLIP).

The table-first and one-menu checks are every sandbox's (tests/widgets/test_sandbox_phone_browser.py).
"""

from __future__ import annotations

import pytest

from engine.i18n import SHARED, catalogue

from livewidgets.pook.strings import text
from livewidgets.pook.strings import ui as pook_ui
from tests.browserkit import ServedSite
from tests.langkit import sampled
from tests.widgets.test_sandbox_phone_browser import (
    CELL_IN_VIEW, COUNT_ANIMATIONS, FINISH_MOTION, LANGS, LAPTOP_LANGS, Opener, open_sandbox,
    press)

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

NAMES = """root => {
  const bad = [];
  const texts = [...root.querySelectorAll('.pook-table .pook-name, .pook-table .pook-level')];
  const boxes = texts.map(n => [n, n.getBoundingClientRect()]);
  const meets = (a, b) => a.left < b.right - 0.5 && a.right > b.left + 0.5
    && a.top < b.bottom - 0.5 && a.bottom > b.top + 0.5;
  for (const n of texts) if (n.scrollWidth > n.clientWidth + 0.5) bad.push('cut: ' + n.textContent);
  for (const badge of root.querySelectorAll('.pook-table .pook-badge')) {
    const box = badge.getBoundingClientRect();
    for (const [n, nb] of boxes) if (meets(box, nb)) bad.push(`${badge.textContent} covers ${n.textContent}`);
  }
  const shown = new Set([...root.querySelectorAll('.pook-table .pook-badge')].map(b => b.textContent));
  const legend = new Set([...root.querySelectorAll('.pook-legend .pook-badge')].map(b => b.textContent));
  for (const sign of shown) if (!legend.has(sign)) bad.push('no legend for ' + sign);
  return {bad, names: texts.length};
}"""


@pytest.mark.parametrize("screen,lang", [("phone", lang) for lang in sampled(LANGS)]
                         + [("laptop", lang) for lang in LAPTOP_LANGS])
def test_pook_sandbox_plays_from_hand_to_table_in_two_taps(
        served_site: ServedSite, open_page: Opener, lang: str, screen: str) -> None:
    page, root = open_sandbox(open_page, served_site, "pook", lang, screen)

    # Tap one: a card of the hand lights the cells where it may go, with a sign and words.
    card = root.locator("[data-hand-slot] button[data-card]:not([disabled])").first
    press(card, screen)
    assert card.get_attribute("aria-pressed") == "true"
    lit = root.locator("[data-board] button.pook-cell[data-legal]")
    assert lit.count() >= 1
    note = text(lang, "lit_cell")
    assert all(note in c.inner_text() or note in (c.text_content() or "") for c in lit.all())
    # What ▼ and ★ mean: on screen while the signs are, under the help line (not in it).
    help_line = root.locator("[data-selection]")
    assert "▼" not in help_line.inner_text() and "★" not in help_line.inner_text()
    key = root.locator("[data-signs-key]")
    assert key.is_visible()
    assert text(lang, "lit_sign") in key.inner_text()
    assert text(lang, "scores_legend") in key.inner_text()
    unlit = root.evaluate("r => r.querySelectorAll('[data-board] button.pook-cell:not([data-legal])')"
                          ".length")
    assert unlit >= 1, "every cell is lit: the light says nothing"

    # Tap two: the lit cell lowest on the screen (where the bar would cover it). Its plays are
    # offered in a small bar, and the cell stays in view, uncovered.
    lowest = max(lit.all(), key=lambda c: c.bounding_box()["y"])  # type: ignore[index]
    press(lowest, screen)
    offered = root.locator("[data-suggestions] [data-action]")
    offered.first.wait_for(state="visible")
    seen = lowest.evaluate(CELL_IN_VIEW)
    print("pook", lang, screen, "chosen cell", {k: round(v) if isinstance(v, float) else v
                                                for k, v in seen.items()})
    assert seen["headerBottom"] <= seen["top"] and seen["bottom"] <= seen["dockTop"], seen
    assert 0 <= seen["left"] and seen["right"] <= seen["width"], seen
    assert seen["hitIsCell"], f"{lang} {screen}: the chosen cell is covered {seen}"
    assert seen["dockHeight"] <= 0.45 * seen["height"], f"the bar grew over the table {seen}"
    assert lowest.get_attribute("data-chosen-cell") == ""
    # the plays one compact row: none taller than a target, two side by side (review 36,
    # A4: "La poser simplement ★ , rapporte..." wrapped to 52 px); ▼ said no more
    plays = [b.bounding_box() for b in offered.all()]
    assert all(p and p["height"] <= 44.5 for p in plays), plays
    if len(plays) >= 2:
        assert abs(plays[0]["y"] - plays[1]["y"]) < 1, plays
    assert text(lang, "lit_sign") not in root.locator("[data-dock]").inner_text()
    # the hand steps aside while the plays are offered; "back to the hand" brings it again
    assert root.locator("[data-hand-slot]").is_hidden()
    press(root.locator("[data-back]"), screen)
    assert card.is_visible() and card.get_attribute("aria-pressed") == "true"
    assert offered.count() == 0 and lit.count() >= 1
    press(lowest, screen)
    offered.first.wait_for(state="visible")

    # Names whole, not covered; every mark spelled out in the legend.
    page.evaluate(FINISH_MOTION)
    names = root.evaluate(NAMES)
    assert names["names"] >= 1 and names["bad"] == [], names["bad"]

    # The play; the bots answer, their moves slide in and stay marked until the reader acts.
    page.evaluate(COUNT_ANIMATIONS)
    press(offered.first, screen)
    root.page.wait_for_function(
        "r => !r.hasAttribute('aria-busy') && r.querySelector('.sbx-log-list > li + li') && "
        "r.querySelector('[data-hand-slot] button[data-card]:not([disabled])')",
        arg=root.element_handle(), timeout=60_000)
    changes = root.locator("[data-changes]")
    assert changes.is_visible()
    said = changes.inner_text()
    bots = root.locator(".sbx-log-list > li").count() - 1
    assert bots >= 1 and said.count(catalogue(SHARED, lang).clauses) == bots - 1, said
    marked = root.locator("[data-board] td[data-mark-new]")
    assert marked.count() >= 1
    assert pook_ui("mark_new", lang) in root.locator(".pook-legend").inner_text()
    # the table's signs said in the bar at rest, in sight: the legend under the table is
    # under the bar on a phone (review 35, A2)
    key = root.locator("[data-dock] [data-marks-key]")
    assert key.is_visible() and text(lang, "rest_new") in key.inner_text()
    locked = root.locator("[data-board] td[data-mark-locked]").count()
    assert (text(lang, "rest_locked") in key.inner_text()) == (locked > 0)
    box = key.bounding_box()
    assert box is not None and box["y"] + box["height"] <= page.evaluate("innerHeight")
    # at least the bot's card, from its player's box to its cell
    assert page.evaluate("() => window.__lrSlides") >= 1, "nothing moved on the board"
    page.evaluate(FINISH_MOTION)
    names = root.evaluate(NAMES)
    assert names["bad"] == [], names["bad"]
    page.watch.check()
