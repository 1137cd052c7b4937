"""Pook's worked examples on a 1280 x 800 laptop (issue 22, review 33), in chromium:

- every text a reader reads in an example (card names, coin counts, badges, captions) is at
  least 12 px (review 33: names 10.5 px, coin counts 11.2 px, badges 9.9 to 11.5 px);
- "Change this example" pressed from the keyboard puts the focus on the editor's first control,
  where its controls open (review 33: left on the button, about 520 px from them), both when
  Python first starts and when the editor opens again; a click leaves it on the button.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.browserkit import ServedSite, wait_ready
from tests.langkit import SLUGS, sampled
from tests.pook.browser.test_sandbox_phone_marks import SMALL_TEXT

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

LAPTOP = {"viewport": {"width": 1280, "height": 800}}
PAGES = {"cost": "cost", "powers": "play", "piggy": "piggy", "tie-break": "scoring"}
IN_CONTROLS = "r => Boolean(document.activeElement?.closest('.lr-controls')) && r.contains(document.activeElement)"


def open_example(open_page: Any, site: ServedSite, lang: str, name: str) -> tuple[Any, Any]:
    page = open_page(f"{site.subpath_url}{SLUGS[lang]}/pook/{name}/", **LAPTOP)
    root = page.locator(f'.lr-widget[data-widget="pook/{PAGES[name]}"]').first
    wait_ready(root)
    return page, root


@pytest.mark.parametrize("lang", sampled(list(SLUGS)))
@pytest.mark.parametrize("name", PAGES)
def test_no_text_of_an_example_is_under_12_px(served_site: ServedSite, open_page: Any,
                                              name: str, lang: str) -> None:
    page, root = open_example(open_page, served_site, lang, name)
    small = root.evaluate(SMALL_TEXT)
    assert small == [], small[:8]
    page.watch.check()


@pytest.mark.parametrize("name", ["tie-break", "cost"])
def test_change_from_the_keyboard_focuses_the_first_control(served_site: ServedSite,
                                                             open_page: Any, name: str) -> None:
    page, root = open_example(open_page, served_site, "en", name)
    change = root.locator(".lr-change").first
    change.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("r => r.dataset.edit === 'ready'", arg=root.element_handle(),
                           timeout=120_000)
    page.wait_for_function(IN_CONTROLS, arg=root.element_handle())
    # closed, then opened again from the keyboard: the focus goes to the controls again
    page.keyboard.press("Escape")
    assert change.evaluate("b => document.activeElement === b")
    page.keyboard.press("Enter")
    assert root.evaluate(IN_CONTROLS)
    # a click keeps the focus where the pointer was
    change.click()                       # closes
    change.click()                       # opens
    assert change.evaluate("b => document.activeElement === b")
    page.watch.check()
