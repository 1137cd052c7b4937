"""The sandboxes at the table (issue 22), as a reader meets them on a 375 x 812 touch phone and
on a 1280 x 800 laptop: measured in chromium, in the four languages.

- The table first: at the top of the sandbox page the game's board begins in the first half
  of the first screen, with the reader's hand bar (a game that has one) in view; the toolbar
  holds Undo, New game and one "More" button, the other controls fold into its menu, which
  opens and closes from the keyboard with the focus managed (every game: Pook, Goblin Hood,
  PDBMV).
- Pook, two taps from hand to table: a hand card lights the cells where it may go (a sign
  and words, not colour alone); a lit cell tapped (the lowest on the screen: the one the bar
  would cover) offers its plays in a bar no taller than 45% of the screen, and the cell stays
  in view, uncovered (``document.elementFromPoint`` at its centre is the cell).
- Pook's names are never cut ("Pi…") nor covered by a mark's badge, and every mark on the
  table is spelled out in the legend.
- Pook, after the reader's play, the bots' moves stay marked on the table and said in one
  line until the reader acts, and the cards moved on the board were animated (FLIP).

One page per game, language and screen; each fails on a console error or a request that
leaves the site (``page.watch``). The figures measured are printed.
"""

from __future__ import annotations

from typing import Any, Callable

import pytest
from playwright.sync_api import Locator, Page

from livewidgets.pook.sandbox_text import text
from livewidgets.pook.strings import ui as pook_ui
from tests.browserkit import ServedSite, wait_ready
from tests.langkit import SLUGS

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

PHONE: dict[str, Any] = {"viewport": {"width": 375, "height": 812}, "has_touch": True,
                         "is_mobile": True, "device_scale_factor": 2}
LAPTOP: dict[str, Any] = {"viewport": {"width": 1280, "height": 800}}
SCREENS = {"phone": PHONE, "laptop": LAPTOP}
GAMES = ("pook", "goblinhood", "pdbmv")
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


@pytest.mark.parametrize("screen,lang", [("phone", lang) for lang in LANGS]
                         + [("laptop", lang) for lang in LAPTOP_LANGS])
@pytest.mark.parametrize("game", [g for g in GAMES if g != "pook"])
def test_the_table_comes_first_and_the_rest_is_one_menu(
        served_site: ServedSite, open_page: Opener, game: str, lang: str, screen: str) -> None:
    page, root = open_sandbox(open_page, served_site, game, lang, screen)
    table_first_and_one_menu(page, root, game, lang, screen)
    page.watch.check()


@pytest.mark.parametrize("screen,lang", [("phone", lang) for lang in LANGS]
                         + [("laptop", lang) for lang in LAPTOP_LANGS])
def test_pook_sandbox_plays_from_hand_to_table_in_two_taps(
        served_site: ServedSite, open_page: Opener, lang: str, screen: str) -> None:
    page, root = open_sandbox(open_page, served_site, "pook", lang, screen)
    table_first_and_one_menu(page, root, "pook", lang, screen)

    # Tap one: a card of the hand lights the cells where it may go, with a sign and words.
    card = root.locator("[data-hand-slot] button[data-card]:not([disabled])").first
    press(card, screen)
    assert card.get_attribute("aria-pressed") == "true"
    lit = root.locator("[data-board] button.pook-cell[data-legal]")
    assert lit.count() >= 1
    note = text(lang, "lit_cell")
    assert all(note in c.inner_text() or note in (c.text_content() or "") for c in lit.all())
    assert "◉" in root.locator("[data-selection]").inner_text()
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
    assert bots >= 1 and said.count(";") == bots - 1, said
    marked = root.locator("[data-board] td[data-mark-new]")
    assert marked.count() >= 1
    assert pook_ui("mark_new", lang) in root.locator(".pook-legend").inner_text()
    # at least the bot's card, from its player's box to its cell
    assert page.evaluate("() => window.__lrSlides") >= 1, "nothing moved on the board"
    page.evaluate(FINISH_MOTION)
    names = root.evaluate(NAMES)
    assert names["bad"] == [], names["bad"]
    page.watch.check()
