"""The language menu on a 320 px phone: folded or open, it stays inside the screen.

Material centres the menu on its button. Until Material's script shows the search button (and
always, for a reader without JavaScript), the language button is the last in the header, at the
screen's edge; the list is laid out even while folded (its max-height waits half a second before
closing), so in that moment every page was wider than the phone (CI measured 331 px at 320).
The menu now opens anchored to the button's right edge."""

from __future__ import annotations

from typing import Any

import pytest
from tests.browserkit import PHONE_SCREEN
from tests.livepages import SERVICE_WORKERS
from tests.site.testkit import BuiltSite
from tests.langkit import SLUGS

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

MENU_RIGHT = """() => Math.max(...[...document.querySelectorAll(
    '.md-header .md-select__inner, .md-header .md-select__link')]
    .map(e => e.getBoundingClientRect().right))"""


@pytest.mark.parametrize("slug", list(SLUGS.values()))
def test_the_language_menu_stays_inside_a_320_px_phone(browser: Any, site: BuiltSite,
                                                       slug: str) -> None:
    """Folded, with the header as it is before Material's script runs (no JavaScript: the
    language button last), and opened by a tap: the menu's right edge is inside the screen,
    the page is never wider than it, and each language is listed."""
    screen = {**PHONE_SCREEN, "viewport": {"width": 320, "height": 640}}
    context = browser.new_context(**screen, java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(f"{site.url}{slug}/", wait_until="load")
        folded = page.evaluate(MENU_RIGHT)
        folded_width = page.evaluate("() => document.documentElement.scrollWidth")
    finally:
        context.close()
    context = browser.new_context(**screen, **SERVICE_WORKERS)
    try:
        page = context.new_page()
        page.goto(f"{site.url}{slug}/", wait_until="load")
        page.locator(".md-header .md-select").first.tap()
        page.wait_for_function("() => getComputedStyle(document.querySelector("
                               "'.md-header .md-select__inner')).opacity === '1'")
        opened = page.evaluate(MENU_RIGHT)
        width = page.evaluate("() => document.documentElement.scrollWidth")
        links = page.locator(".md-header .md-select__link").count()
    finally:
        context.close()
    assert folded <= 320 and opened <= 320, (folded, opened)
    assert folded_width == width == 320
    assert links == len(site.languages)
