"""The shared shell of the widgets, as a reader meets it (issue 22): measured in chromium.

- A sandbox's toolbar (Undo, New game, More and the bots' line, "… is thinking") is one row
  of buttons in every language on a 375 px phone: the bots' line takes what the buttons leave
  of it, so no language reserves a band of its own above the turn line, and the table starts
  as far down in every language.
- On a phone, "Change this example" opens a sheet over the screen: it holds the keyboard
  (Tab and Shift+Tab go round its controls, never to the page under it), and Escape closes
  it, the focus back on the button that opened it.

The sandbox measured is the registry's first game's, the example the first editable one of
the English pages: the shell is the same for every game.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import registry
from tests.browserkit import LANG_FOLDERS, ServedSite, start_editing
from tests.widgets.test_examples_on_screens import EXAMPLE_PAGES, SCREENS, _url
from tests.widgets.test_sandbox_phone_browser import open_sandbox

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

TOOLBAR_ROW = """root => {
  const bar = root.querySelector('.sbx-toolbar'), live = root.querySelector('[data-sandbox-live]');
  const box = bar.getBoundingClientRect();
  const parts = [...bar.children].filter(e => e.checkVisibility()).map(e => e.getBoundingClientRect());
  return {height: box.height, tallest: Math.max(...parts.map(p => p.height)),
          rows: new Set(parts.map(p => Math.round(p.top + p.height / 2))).size,
          below: box.bottom - live.getBoundingClientRect().top};
}"""
"""The toolbar's height, its tallest part's, how many rows its parts lie on (by their middle)
and where it ends in the sandbox."""


def test_the_sandbox_toolbar_is_one_row_in_every_language(
        served_site: ServedSite, open_page: Any) -> None:
    game = registry.game_ids()[0]
    ends = {}
    for lang in LANG_FOLDERS:
        page, root = open_sandbox(open_page, served_site, game, lang, "phone")
        seen = root.evaluate(TOOLBAR_ROW)
        print(lang, {k: round(v) for k, v in seen.items()})
        assert seen["rows"] == 1 and seen["height"] <= seen["tallest"] + 1, \
            f"{lang}: the toolbar takes {seen['height']:.0f} px on {seen['rows']} rows"
        ends[lang] = round(seen["below"])
        page.watch.check()
    assert max(ends.values()) - min(ends.values()) <= 1, \
        f"the toolbar ends at different heights: {ends}"


ACTIVE_INSIDE = "r => r.contains(document.activeElement) && document.activeElement !== r"
SHEET = "r => getComputedStyle(r).position === 'fixed'"


def _editable_page(served_site: ServedSite) -> str:
    """The first English page whose build holds an editable worked example ("Change this
    example"), found in its HTML: opening only that page spares the test a full load, and a
    Python start, for each page before it (issue 19)."""
    for path in EXAMPLE_PAGES:
        built = served_site.root / LANG_FOLDERS["en"] / path / "index.html"
        if 'class="lr-change' in built.read_text(encoding="utf-8"):
            return path
    raise AssertionError("no page has an editable example")


def _editable(page: Any) -> Any:
    """The first editable worked example of ``page``."""
    roots = page.locator('.lr-widget[data-widget]:not([data-widget$="/sandbox"])'
                         ':has(.lr-change)')
    assert roots.count(), f"{page.url}: no editable example"
    return roots.first


def test_the_phone_sheet_holds_the_keyboard_and_escape_closes_it(
        served_site: ServedSite, open_page: Any) -> None:
    page = open_page(_url(served_site, "en", _editable_page(served_site)), **SCREENS["phone"])
    root = _editable(page)
    start_editing(root)
    assert root.evaluate(SHEET), "on a phone the open editor is a sheet over the screen"
    change = root.locator(".lr-change").first
    change.focus()
    count = root.evaluate("r => r.querySelectorAll('button, a[href], input, select, textarea,"
                          " summary, [tabindex]').length")
    seen = []
    for _ in range(count + 3):          # once round the sheet, and on past its end
        page.keyboard.press("Tab")
        assert root.evaluate(ACTIVE_INSIDE), "Tab left the sheet for " + page.evaluate(
            "() => document.activeElement.outerHTML.slice(0, 80)")
        seen.append(root.evaluate("r => [...r.querySelectorAll('*')]"
                                  ".indexOf(document.activeElement)"))
    assert len(set(seen)) < len(seen), "Tab never came back round to a control it had left"
    change.focus()
    for _ in range(count + 3):
        page.keyboard.press("Shift+Tab")
        assert root.evaluate(ACTIVE_INSIDE), "Shift+Tab left the sheet"
    page.keyboard.press("Escape")
    assert not root.evaluate(SHEET), "Escape does not close the sheet"
    assert root.locator(".lr-controls:not([hidden])").count() == 0
    assert change.evaluate("b => document.activeElement === b"), \
        "the focus is not back on the button that opened the sheet"
    page.watch.check()
