"""Every sandbox's menu and panels on a 375 x 812 touch phone (issue 22, review 33), in chromium:

- a panel chosen from the "More" menu folds the menu, and opens as a sheet at the bottom of the
  screen: the table stays where it was (review 33: the menu and the share link pushed it to
  765 px of 812); the panel's own Close closes it; the menu and a sheet are never open
  together (More closes the sheet, a sheet folds the menu), so no sheet covers the menu;
- "New game": its Start is on the screen without scrolling (the sheet at most 60% of the
  screen's height, its Start row stuck at its bottom), a one-tap "Play again" (same
  players, new deal) comes first, and the deal number (the engine's seed) is folded under a
  player's word, never "Seed";
- the menu's checkbox (every hand, hot seat) is a 44 px high target itself, at least 24 px
  wide (review 37, A6: a 24 px box, only its label 44 px).
"""

from __future__ import annotations

import pytest

from livewidgets.strings import SANDBOX_UI
from tests.browserkit import ServedSite
from tests.langkit import sampled
from tests.widgets.test_sandbox_phone_browser import (
    GAMES, LANGS, PHONE, Opener, idle, open_sandbox, press)

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

TOP = "r => r.querySelector('[data-board]').getBoundingClientRect().top + scrollY"


@pytest.mark.parametrize("lang", sampled(LANGS))
@pytest.mark.parametrize("game", GAMES)
def test_a_panel_from_the_menu_folds_it_and_leaves_the_table_in_place(
        served_site: ServedSite, open_page: Opener, game: str, lang: str) -> None:
    page, root = open_sandbox(open_page, served_site, game, lang, "phone")
    page.evaluate("() => window.scrollTo(0, 0)")
    top = root.evaluate(TOP)
    more, menu = root.locator("[data-more]"), root.locator("[data-menu]")
    press(more, "phone")
    box = menu.locator("[data-reveal]").bounding_box()
    assert box is not None and box["width"] >= 24 and box["height"] >= 43.5, box
    press(menu.locator("[data-panel-button=share]"), "phone")
    panel = root.locator("[data-panel=share]")
    panel.locator("[data-share-url]").wait_for(state="visible")
    assert menu.is_hidden() and more.get_attribute("aria-expanded") == "false"
    assert root.evaluate(TOP) == pytest.approx(top, abs=1), "the panel pushed the table down"
    sheet = panel.bounding_box()
    assert sheet is not None and sheet["y"] + sheet["height"] <= PHONE["viewport"]["height"] + 1
    assert sheet["y"] >= top - page.evaluate("() => scrollY"), "the sheet covers the table's top"
    # the menu and a sheet are never open together (the sheet covered the menu's items):
    # More closes the open sheet, and a sheet opened from the toolbar folds the menu
    press(more, "phone")
    menu.wait_for(state="visible")
    assert panel.is_hidden() and root.locator("[data-panel-button=share]").get_attribute(
        "aria-expanded") == "false", "the sheet stayed open under the menu"
    covered = menu.evaluate("""m => [...m.querySelectorAll('button, label')]
      .filter(e => e.checkVisibility()).filter(e => {
        const r = e.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !(hit === e || e.contains(hit) || (hit && hit.closest('label') === e));
      }).map(e => e.textContent.trim())""")
    assert covered == [], f"the menu's items are covered: {covered}"
    press(root.locator(".sbx-toolbar [data-panel-button=setup]"), "phone")
    root.locator("[data-panel=setup] button[type=submit]").wait_for(state="visible")
    assert menu.is_hidden() and more.get_attribute("aria-expanded") == "false", (
        "the menu stayed open over the sheet")
    press(root.locator("[data-panel=setup] [data-panel-close]"), "phone")
    assert root.locator("[data-panel=setup]").is_hidden()
    page.watch.check()


@pytest.mark.parametrize("lang", sampled(LANGS))
@pytest.mark.parametrize("game", GAMES)
def test_a_new_game_starts_from_the_first_screen_and_plays_again_in_one_tap(
        served_site: ServedSite, open_page: Opener, game: str, lang: str) -> None:
    page, root = open_sandbox(open_page, served_site, game, lang, "phone")
    words = SANDBOX_UI[lang]   # the shared sandbox words the page is given
    page.evaluate("() => window.scrollTo(0, 0)")
    press(root.locator("[data-panel-button=setup]"), "phone")
    panel = root.locator("[data-panel=setup]")
    start = panel.locator("button[type=submit]")
    start.wait_for(state="visible")
    box = start.bounding_box()
    assert box is not None and 0 <= box["y"] and box["y"] + box["height"] <= PHONE["viewport"][
        "height"], f"{game} {lang}: Start is off the first screen {box}"
    hit = start.evaluate("b => { const r = b.getBoundingClientRect(); "
                         "const e = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);"
                         " return e === b || b.contains(e); }")
    assert hit, "Start is covered"
    # the deal number: folded, under a player's word
    seed = panel.locator("[data-seed]")
    assert seed.is_hidden()
    assert panel.locator("[data-deal] > summary").inner_text().strip() == words["seed"]
    assert "Seed" not in panel.inner_text() and "seed" not in panel.inner_text()
    # one tap: the same players, a new game
    again = panel.locator("[data-play-again]")
    assert again.inner_text().strip() == words["play_again"]
    players = root.locator("[data-board] [data-player]").evaluate_all(
        "ps => ps.map(p => p.dataset.player)")
    press(again, "phone")
    idle(root)
    panel.wait_for(state="hidden")
    assert root.locator("[data-board] [data-player]").evaluate_all(
        "ps => ps.map(p => p.dataset.player)") == players
    page.watch.check()
