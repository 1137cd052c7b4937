"""The Can't Stop calculator stays put as its page settles, on a slowed phone (issue 22: a
reviewer saw its picture move as the page settled; on a CPU slowed four times the board moved
95 px when the room of its controls depended on material's script marking ``<html class="js">``,
which runs last).

From the first frame the page paints (slowed until it has loaded) until Python has drawn the
live view, every frame: where the board's picture starts in the widget, and where the widget
starts in the page. Neither
moves more than 2 px. A fresh page each time (nothing cached, Python not started), in English
and in French (whose answer is taller).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest

from tests.browserkit import LANG_FOLDERS, PHONE_SCREEN, ServedSite, Watch, wait_ready
from tests.livepages import SERVICE_WORKERS

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

FRAMES = """
window.__lrFrames = [];
const frame = () => {
  const root = document.querySelector('.lr-widget[data-widget^="cantstop/"]');
  const board = root && root.querySelector(':scope > .lr-body .cantstop-board-wrap');
  if (board && root.dataset.state !== 'ready') {
    const top = root.getBoundingClientRect().top;
    window.__lrFrames.push({board: board.getBoundingClientRect().top - top,
                            widget: top + scrollY, state: root.dataset.state || ''});
  }
  if (!root || root.dataset.state !== 'ready') requestAnimationFrame(frame);
};
requestAnimationFrame(frame);
"""
"""Recorded in the page from its first frame (an init script), until the widget is live."""
SLOWER = 4
"""The CPU slowdown of a mid-range phone (Chrome DevTools' own preset)."""


@pytest.fixture
def slow_phone(browser: Any) -> Iterator[tuple[Any, Any]]:
    """A fresh phone context, its CPU slowed, that records the calculator every frame; and
    its DevTools session (to end the slowdown). Without the site's service worker, as the
    other browser tests: installed, it saved the game and the runtime (16 MB) beside what
    the test measures, on the slowed CPU."""
    context = browser.new_context(**PHONE_SCREEN, **SERVICE_WORKERS)
    context.add_init_script(FRAMES)
    page = context.new_page()
    devtools = context.new_cdp_session(page)
    devtools.send("Emulation.setCPUThrottlingRate", {"rate": SLOWER})
    yield page, devtools
    context.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_board_stays_put_as_the_page_settles(served_site: ServedSite,
                                                 slow_phone: tuple[Any, Any], lang: str) -> None:
    page, devtools = slow_phone
    where = urlsplit(served_site.subpath_url)
    watch = Watch(f"{where.scheme}://{where.netloc}")
    page.on("console", watch.console)
    page.on("request", watch.request)
    page.goto(f"{served_site.subpath_url}{LANG_FOLDERS[lang]}/cantstop/odds/")
    # the page has loaded, slowly: Python's start (seconds of CPU) may go at full speed, the
    # frames are still recorded until it has drawn the live view
    devtools.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    root = page.locator('.lr-widget[data-widget^="cantstop/"]').first
    wait_ready(root)
    page.wait_for_timeout(100)   # the frame that sees it live stops the record
    settled = root.evaluate("r => ({board: r.querySelector(':scope > .lr-body "
                            ".cantstop-board-wrap').getBoundingClientRect().top "
                            "- r.getBoundingClientRect().top, "
                            "widget: r.getBoundingClientRect().top + scrollY})")
    frames = page.evaluate("() => window.__lrFrames")
    print(lang, len(frames), "frames", frames[:3], "settled", settled)
    assert len(frames) >= 2, f"too few frames to measure: {frames}"
    for key in ("board", "widget"):
        seen = [f[key] for f in frames] + [settled[key]]
        assert max(seen) - min(seen) <= 2, \
            f"{lang}: the {key} moves as the page settles: {sorted(set(round(v) for v in seen))}"
    watch.check()
