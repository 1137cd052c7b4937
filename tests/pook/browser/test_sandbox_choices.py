"""Pook's sandbox on a 375 x 812 touch phone (issue 22 review): the plays offered for a card
and a cell, and the side buttons, wrap inside the bar instead of running off to the right
(a play cut mid-word, the next one hidden), and the bar's help line names the chosen cell by
its row and column, as the pages do, never the JSON's ``[0, 1]``.

Every card of the hand is tried on every cell it lights, so the longest plays are met ("back to
the hand" between two cards: the hand steps aside while plays are offered).
"""

from __future__ import annotations

import pytest

from engine.pook.messages import cell_name

from tests.browserkit import ServedSite
from tests.widgets.test_sandbox_phone_browser import Opener, open_sandbox, press

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

# Every shown element of the choices (and the bar) inside the screen's width, none scrolled.
FITS = """root => {
  const width = document.documentElement.clientWidth;
  const bad = [];
  const box = root.querySelector('[data-choices]');
  const dock = box.closest('.sbx-dock');
  for (const n of [dock, box, ...box.querySelectorAll('*')]) {
    if (n.closest('[hidden]')) continue;
    const r = n.getBoundingClientRect();
    if (r.width <= 1) continue;  // empty, or words for screen readers only (1 px, clipped)
    if (r.left < -0.5 || r.right > width + 0.5)
      bad.push(`outside ${Math.round(r.left)}..${Math.round(r.right)}: ${n.textContent}`);
    if (n.scrollWidth > n.clientWidth + 0.5)
      bad.push(`overflows ${n.scrollWidth} > ${n.clientWidth}: ${n.textContent}`);
  }
  return {bad, plays: box.querySelectorAll('[data-suggestions] [data-action]').length};
}"""


@pytest.mark.parametrize("lang", ["fr", "zh"])
def test_pook_plays_wrap_inside_a_phone_and_name_the_cell(
        served_site: ServedSite, open_page: Opener, lang: str) -> None:
    page, root = open_sandbox(open_page, served_site, "pook", lang, "phone")
    cards = root.locator("[data-hand-slot] button[data-card]:not([disabled])")
    lit = root.locator("[data-board] button.pook-cell[data-legal]")
    offered = root.locator("[data-suggestions] [data-action]")
    help_line = root.locator("[data-selection]")
    tried = 0
    for i in range(cards.count()):
        press(cards.nth(i), "phone")
        for j in range(lit.count()):
            cell = lit.nth(j)
            where = [int(x) for x in (cell.get_attribute("data-arg-value") or "").split(",")]
            press(cell, "phone")
            offered.first.wait_for(state="visible")
            seen = root.evaluate(FITS)
            assert seen["plays"] >= 1 and seen["bad"] == [], (lang, i, where, seen["bad"])
            said = help_line.inner_text()
            assert "[" not in said and cell_name(where, lang) in said, said
            tried += 1
        # the hand stepped aside while the plays were offered: back to it for the next card
        if lit.count():
            press(root.locator("[data-back]"), "phone")
    assert tried >= 2
    page.watch.check()


# The sandbox's table on the phone: its width against the width it is given, its names' size.
TABLE = """root => {
  const table = root.querySelector('[data-board] .pook-table');
  const names = [...table.querySelectorAll('.pook-name')];
  return {width: table.getBoundingClientRect().width,
          room: table.parentElement.getBoundingClientRect().width,
          names: names.map(n => parseFloat(getComputedStyle(n).fontSize))};
}"""


@pytest.mark.parametrize("lang", ["fr", "zh"])
def test_pook_phone_table_takes_the_width_with_readable_names(
        served_site: ServedSite, open_page: Opener, lang: str) -> None:
    page, root = open_sandbox(open_page, served_site, "pook", lang, "phone")
    seen = root.evaluate(TABLE)
    assert seen["width"] >= 0.97 * seen["room"], seen
    assert seen["names"] and min(seen["names"]) >= 12.9, seen
    page.watch.check()
