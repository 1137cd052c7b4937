"""The sandboxes at the table (issue 22), as a reader meets them on a 375 x 812 touch phone and
on a 1280 x 800 laptop: measured in chromium, in the four languages.

The table first, in every game with a sandbox (the registry's games): at the top of the sandbox
page the game's board begins in the first half of the first screen, with the reader's hand bar
(a game that has one) in view; the toolbar holds Undo, New game and one "More" button, the other
controls fold into its menu, which opens and closes from the keyboard with the focus managed.
A game's own sandbox tests (two taps from hand to table, its marks) use the helpers here.

One page per game, language and screen; each fails on a console error or a request that
leaves the site (``page.watch``). The figures measured are printed.
"""

from __future__ import annotations

from typing import Any, Callable

import pytest
from playwright.sync_api import Locator, Page

from engine import registry
from tests.browserkit import PHONE_SCREEN, ServedSite, wait_ready
from tests.langkit import SLUGS, sampled

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

PHONE: dict[str, Any] = PHONE_SCREEN
LAPTOP: dict[str, Any] = {"viewport": {"width": 1280, "height": 800}}
SCREENS = {"phone": PHONE, "laptop": LAPTOP}
GAMES = registry.game_ids()
LANGS = list(SLUGS)
LAPTOP_LANGS = ("en", "zh")
"""The laptop is measured in two languages (the longest words and the Chinese), the phone in
all four."""
AT_HAND = {"undo", "setup", "more"}
FOLDED = ("[data-command=redo]", "[data-panel-button=export]", "[data-panel-button=import]",
          "[data-panel-button=share]", "[data-panel-button=simulate]", "[data-reveal]",
          "[data-bot-delay]", "[data-bots=pause]", "[data-bots=skip]")
Opener = Callable[..., Page]

FIRST_SCREEN = """root => {
  window.scrollTo(0, 0);
  const board = root.querySelector('[data-board]').getBoundingClientRect();
  const dock = root.querySelector('[data-dock]');
  const bar = dock && !dock.hidden ? dock.getBoundingClientRect() : null;
  return {height: innerHeight, boardTop: board.top, boardBottom: board.bottom,
          dockTop: bar && bar.top, dockBottom: bar && bar.bottom};
}"""

TOOLBAR = """root => [...root.querySelector('.sbx-toolbar').children]
  .filter(e => e.matches('button'))
  .map(b => b.dataset.command || b.dataset.panelButton || (b.hasAttribute('data-more') ? 'more' : '?'))"""

CELL_IN_VIEW = """cell => {
  const box = cell.getBoundingClientRect();
  const header = document.querySelector('.md-header');
  const top = header ? header.getBoundingClientRect().bottom : 0;
  const dock = cell.closest('[data-sandbox-live]').querySelector('[data-dock]');
  const bar = dock.getBoundingClientRect();
  const x = box.left + box.width / 2, y = box.top + box.height / 2;
  const hit = document.elementFromPoint(x, y);
  return {top: box.top, bottom: box.bottom, headerBottom: top, dockTop: bar.top,
          dockHeight: bar.height, height: innerHeight, width: innerWidth, left: box.left,
          right: box.right, hitIsCell: Boolean(hit && (hit === cell || cell.contains(hit)))};
}"""

FINISH_MOTION = "() => document.getAnimations().forEach(a => { try { a.finish(); } catch {} })"
"""Cards still sliding (250 ms) are measured where they land, as the reader then sees them."""

COUNT_ANIMATIONS = """() => {
  window.__lrSlides = 0;
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (frames, options) {
    if (JSON.stringify(frames).includes('translate')) window.__lrSlides += 1;
    return animate.call(this, frames, options);
  };
}"""


def open_sandbox(open_page: Opener, site: ServedSite, game: str, lang: str,
                 screen: str) -> tuple[Page, Locator]:
    page = open_page(f"{site.subpath_url}{SLUGS[lang]}/{game}/sandbox/", **SCREENS[screen])
    root = page.locator(f"[data-widget='{game}/sandbox']").first
    wait_ready(root)
    idle(root)
    return page, root


def idle(root: Locator) -> None:
    root.page.wait_for_function("r => !r.hasAttribute('aria-busy')", arg=root.element_handle(),
                                timeout=60_000)


def press(locator: Locator, screen: str) -> None:
    """A tap on the phone, a click on the laptop."""
    if screen == "phone":
        locator.tap()
    else:
        locator.click()


def table_first_and_one_menu(page: Page, root: Locator, game: str, lang: str,
                             screen: str) -> None:
    seen = root.evaluate(FIRST_SCREEN)
    print(game, lang, screen, {k: round(v) if v is not None else None for k, v in seen.items()})
    assert 0 <= seen["boardTop"] <= seen["height"] / 2, (
        f"{game} {lang} {screen}: the board starts {seen['boardTop']:.0f} px down a "
        f"{seen['height']} px screen")
    if screen == "phone" and seen["dockTop"] is not None:
        assert seen["dockTop"] < seen["height"] and seen["dockBottom"] <= seen["height"] + 1, \
            f"{game} {lang}: the hand bar is not on the first screen {seen}"
    assert set(root.evaluate(TOOLBAR)) == AT_HAND
    more = root.locator("[data-more]")
    menu = root.locator("[data-menu]")
    assert more.get_attribute("aria-expanded") == "false" and not menu.is_visible()
    assert more.get_attribute("aria-controls") == menu.get_attribute("id")
    for selector in FOLDED:
        assert menu.locator(selector).count() == 1, f"{selector} is not folded in the menu"
    # From the keyboard: Enter opens it and moves the focus in; Escape folds it, focus back.
    more.focus()
    page.keyboard.press("Enter")
    assert more.get_attribute("aria-expanded") == "true" and menu.is_visible()
    assert menu.evaluate("m => m.contains(document.activeElement)")
    page.keyboard.press("Escape")
    assert more.get_attribute("aria-expanded") == "false" and not menu.is_visible()
    assert more.evaluate("b => document.activeElement === b")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= SCREENS[screen][
        "viewport"]["width"]


@pytest.mark.parametrize("screen,lang", [("phone", lang) for lang in sampled(LANGS)]
                         + [("laptop", lang) for lang in LAPTOP_LANGS])
@pytest.mark.parametrize("game", GAMES)
def test_the_table_comes_first_and_the_rest_is_one_menu(
        served_site: ServedSite, open_page: Opener, game: str, lang: str, screen: str) -> None:
    page, root = open_sandbox(open_page, served_site, game, lang, screen)
    table_first_and_one_menu(page, root, game, lang, screen)
    page.watch.check()


