"""No link of the left bar rests half under its sticky "All games" (issue 22), on a laptop, in
every language.

On a laptop the bar scrolls under its sticky title and "All games" (overrides/partials/
nav.html, theme.css). A reviewer saw a link half cut under them in Chinese: material scrolls
the bar to the current page on load, and a wheel stops anywhere. The bar now snaps so that the
first link under them shows whole. Here, on a page whose bar is longer than a short laptop
window: once loaded, and after each turn of the wheel (uneven steps), no visible link of the
bar is cut by the lower edge of "All games" and the band under it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from sitebuild.languages import languages
from tests.livepages import SERVICE_WORKERS
from tests.site.test_finding_your_way import LONG_BAR_GAME

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

SLUGS = [lang.slug for lang in languages()]
WINDOW = {"width": 1280, "height": 560}
CUT = """() => {
  const wrap = document.querySelector('.md-sidebar--primary .md-sidebar__scrollwrap');
  const edge = document.querySelector('.md-nav--primary .lr-nav-all').getBoundingClientRect().bottom;
  const cut = [...document.querySelectorAll('.md-nav--primary .md-nav__link')]
    .filter(l => !l.closest('.lr-nav-all') && l.checkVisibility())
    .map(l => [l.textContent.trim(), l.getBoundingClientRect()])
    .filter(([, box]) => box.top < edge + 4 && box.bottom > edge + 6)
    .map(([text, box]) => `${text} ${Math.round(box.top)}-${Math.round(box.bottom)}`);
  return {edge, cut, scrolled: wrap.scrollTop, most: wrap.scrollHeight - wrap.clientHeight};
}"""
"""The links a reader sees cut: their top under "All games" (or its band, a few pixels below),
their bottom out of it."""
STILL = """async () => {
  const wrap = document.querySelector('.md-sidebar--primary .md-sidebar__scrollwrap');
  let last = -1;
  while (wrap.scrollTop !== last) {
    last = wrap.scrollTop;
    await new Promise(done => setTimeout(done, 150));
  }
}"""
"""Waits until the bar has stopped scrolling (the wheel's scroll, then its snap)."""


@pytest.fixture(scope="module")
def tab(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport=WINDOW, **SERVICE_WORKERS)
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("slug", SLUGS)
def test_no_link_rests_half_under_all_games(served_site: Any, tab: Any, slug: str) -> None:
    tab.goto(f"{served_site.subpath_url}{slug}/{LONG_BAR_GAME}/rulings/")
    tab.evaluate(STILL)             # material's scroll to the current page, and its snap
    seen = tab.evaluate(CUT)
    assert seen["most"] > 100, f"the left bar does not scroll: nothing to measure {seen}"
    assert not seen["cut"], f"on load: {seen}"
    wrap = tab.locator(".md-sidebar--primary .md-sidebar__scrollwrap").bounding_box()
    tab.mouse.move(wrap["x"] + wrap["width"] / 2, wrap["y"] + wrap["height"] / 2)
    rests = []
    for step in (37, 61, -23, 83, 45, -70, 19, 97):
        tab.mouse.wheel(0, step)
        tab.evaluate(STILL)
        seen = tab.evaluate(CUT)
        rests.append(seen["scrolled"])
        assert not seen["cut"], f"after a wheel of {step} px: {seen}"
    assert len(set(rests)) > 2, f"the bar hardly moved: {rests}"
