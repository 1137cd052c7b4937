"""Every sandbox on a 375 x 812 touch phone keeps its table still and clear (issue 22).

- Python arriving moves nothing: the build draws the live toolbar's room (and the shell's turn
  line, for a board without its own) above the static table, so the table's top is where it
  was (within 2 px) once the live widget replaces the static page. It once moved 51 to 79 px.
- The hand bar stuck to the bottom of the screen covers nothing the page brings into view:
  the last piece of the table (a game's players, its legend of marks), scrolled into view
  as a link, a search or the keyboard's focus does, ends above the bar.

One page per game and language (sampled); each fails on a console error or a request that
leaves the site. The figures measured are printed.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page

from tests.browserkit import ServedSite, release_python, wait_ready
from tests.langkit import SLUGS, sampled
from tests.widgets.test_sandbox_phone_browser import GAMES, LANGS, PHONE, Opener, idle

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

TABLE_TOP = """root => {
  const table = root.querySelector('[data-sandbox-static]')
    ?? root.querySelector('[data-sandbox-live]:not([hidden]) [data-board]');
  const first = table && table.firstElementChild;
  return first ? [table.matches('[data-sandbox-static]') ? 'static' : 'live',
                  first.getBoundingClientRect().top + scrollY] : null;
}"""
"""Where the table starts in the page, and whether it is the build's or Python's."""

LAST_PIECE_IN_VIEW = """async root => {
  // a frame first: the bar's room follows its size through a ResizeObserver, whose news comes
  // with the next frame (a reader's scroll always comes after one; a test's call may not: CI
  // once read the room of a bar not yet measured, 0 px, with the bar 231 px tall)
  await new Promise(drawn => requestAnimationFrame(() => requestAnimationFrame(drawn)));
  const board = root.querySelector('[data-sandbox-live] [data-board]');
  const last = board.lastElementChild;
  last.scrollIntoView({block: 'end', behavior: 'instant'});
  const dock = root.querySelector('[data-dock]');
  const bar = dock && dock.getClientRects().length ? dock.getBoundingClientRect() : null;
  return {bottom: last.getBoundingClientRect().bottom, barTop: bar && bar.top,
          barHeight: bar && bar.height, height: innerHeight};
}"""


def _open(site: ServedSite, open_page: Opener, game: str, lang: str) -> tuple[Page, Locator]:
    """The game's sandbox page on the phone, its Python's first answers held (a live page)."""
    page = open_page(f"{site.subpath_url}{SLUGS[lang]}/{game}/sandbox/", held=True, **PHONE)
    return page, page.locator(f"[data-widget='{game}/sandbox']").first


def python_arrives(root: Locator) -> None:
    """Let the page's Python answer (held until now: the build's page was read first) and wait
    until the live sandbox has replaced the build's, idle."""
    release_python(root.page)
    wait_ready(root)
    idle(root)
    root.page.wait_for_function("r => !r.querySelector('[data-sandbox-static]')",
                                arg=root.element_handle())


@pytest.mark.parametrize("lang", sampled(LANGS))
@pytest.mark.parametrize("game", GAMES)
def test_the_table_stays_put_when_python_arrives(
        served_site: ServedSite, open_page: Opener, game: str, lang: str) -> None:
    page, root = _open(served_site, open_page, game, lang)   # the build's page first
    before = root.evaluate(TABLE_TOP)
    assert before is not None and before[0] == "static", f"no static table: {before}"
    python_arrives(root)
    after = root.evaluate(TABLE_TOP)
    print(f"{game} {lang}: the table starts at {before[1]:.0f} px, then {after[1]:.0f} px")
    assert after[0] == "live" and abs(after[1] - before[1]) <= 2, (
        f"{game} {lang}: the table moves from {before[1]:.0f} to {after[1]:.0f} px")
    page.watch.check()


@pytest.mark.parametrize("lang", sampled(LANGS))
@pytest.mark.parametrize("game", GAMES)
def test_what_is_brought_into_view_is_not_under_the_hand_bar(
        served_site: ServedSite, open_page: Opener, game: str, lang: str) -> None:
    page, root = _open(served_site, open_page, game, lang)
    wait_ready(root)
    idle(root)
    seen = root.evaluate(LAST_PIECE_IN_VIEW)
    print(game, lang, {k: v if v is None else round(v) for k, v in seen.items()})
    assert 0 < seen["bottom"] <= seen["height"] + 1, f"{game} {lang}: not in view {seen}"
    if seen["barTop"] is not None:
        assert seen["bottom"] <= seen["barTop"] + 1, (
            f"{game} {lang}: the last {seen['bottom'] - seen['barTop']:.0f} px of the table "
            f"lie under the hand bar {seen}")
    page.watch.check()
