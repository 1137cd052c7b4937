"""Pook's sandbox table keeps its size when Python arrives (issue 22 review: on a phone its
cells grew from 45 to 48 px and its rows spread, the table below them moving under the
reader's eye): the build's table (before Python) and the live one have cells of one size and
the table one width and height, within 1 px, on a 375 x 812 phone and a 1280 x 800 laptop."""

from __future__ import annotations

import pytest

from tests.browserkit import ServedSite
from tests.langkit import SLUGS, sampled
from tests.widgets.test_sandbox_phone_browser import LANGS, SCREENS, Opener
from tests.widgets.test_sandbox_room_browser import python_arrives

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

SIZES = """root => {
  const table = (root.querySelector('[data-sandbox-static]')
    ?? root.querySelector('[data-sandbox-live]:not([hidden]) [data-board]'))
    .querySelector('.pook-table');
  const cells = [...table.querySelectorAll('tbody .pook-cell')].map(c => c.getBoundingClientRect());
  const box = table.getBoundingClientRect();
  return {live: !root.querySelector('[data-sandbox-static]'), count: cells.length,
          width: box.width, height: box.height,
          cellWidths: [...new Set(cells.map(c => Math.round(c.width)))],
          cellHeights: [...new Set(cells.map(c => Math.round(c.height)))]};
}"""
"""The table shown (the build's while it is there, else Python's): its size and the sizes of
its cells (each distinct size once)."""


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", sampled(LANGS))
def test_the_cells_keep_their_size_when_python_arrives(
        served_site: ServedSite, open_page: Opener, lang: str, screen: str) -> None:
    page = open_page(f"{served_site.subpath_url}{SLUGS[lang]}/pook/sandbox/", held=True,
                     **SCREENS[screen])
    root = page.locator("[data-widget='pook/sandbox']").first
    before = root.evaluate(SIZES)
    assert not before["live"] and before["count"] >= 25, before
    python_arrives(root)
    after = root.evaluate(SIZES)
    print(f"{lang} {screen}: before {before}, after {after}")
    assert after["live"] and after["count"] == before["count"], after
    for key in ("width", "height"):
        assert abs(after[key] - before[key]) <= 1, (key, before, after)
    for key in ("cellWidths", "cellHeights"):
        assert len(before[key]) == len(after[key]) and all(
            abs(a - b) <= 1 for a, b in zip(sorted(before[key]), sorted(after[key]))), (
            key, before, after)
    page.watch.check()
