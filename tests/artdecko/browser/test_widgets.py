"""The Art Decko end widget in chromium, on the built site, in every language.

One page load per language, on a phone-sized screen (375 px): the worked example goes live, a
click on a marker slot (and the same edit from the keyboard) changes the verdict shown to the
engine's own answer, every slot is a 44 px target, nothing scrolls sideways, axe-core finds
nothing serious or critical, and nothing leaves the origin.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.langkit import sampled

from engine import registry
from tests.browserkit import (LANG_FOLDERS, ServedSite, assert_clean, assert_targets, goes_live,
                              open_widget)

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

EXAMPLE = {"paintings": [3, 2, 0, 3, 1], "markers": [3, 3, 3, 3, 3], "deck": 6,
           "ratings": {"art-nouveau": 24, "renaissance": 41, "surrealism": 18, "pop-art": 66,
                       "impressionism": 30, "gold": 12}}
"""The worked example of the end page."""


def ends(**changes: Any) -> str:
    """``data-ends`` as the engine decides it."""
    answer = registry.calculator("artdecko").run({"calc": "end", **EXAMPLE, **changes})
    return str(answer["ends"]).lower()


def verdict(root: Any) -> str | None:
    return root.locator(".ad-verdict").first.get_attribute("data-ends")


def wait_for_paintings(root: Any, index: int, count: int) -> None:
    """Until exhibition ``index`` (from 0) draws ``count`` paintings in the live widget."""
    root.page.wait_for_function(
        "([root, i, n]) => { const c = root.querySelectorAll('.lr-live .ad-exhibition')[i];"
        " return c && c.querySelectorAll('.ad-slot[data-held=true]').length === n; }",
        arg=[root.element_handle(), index, count], timeout=30_000)


@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_the_end_widget_goes_live_and_follows_the_museum(lang: str, served_site: ServedSite,
                                                          open_page: Any) -> None:
    page, root = open_widget(open_page, served_site, lang, "artdecko/end", "artdecko/end")
    problems = goes_live(root, verdict, ends())

    slots = root.locator('[data-act="slot"]')
    assert slots.count() == 15
    assert_targets(page, slots)

    # exhibition 5 up to its third marker: 11 paintings, the game goes on
    root.locator('[data-act="slot"][data-arg-index="4"][data-arg-n="3"]').click()
    wait_for_paintings(root, 4, 3)
    assert verdict(root) == ends(paintings=[3, 2, 0, 3, 3]) == "false"

    # exhibition 2 up to its third marker, from the keyboard: 12 paintings, the game ends
    root.locator('[data-act="slot"][data-arg-index="1"][data-arg-n="3"]').focus()
    page.keyboard.press("Enter")
    wait_for_paintings(root, 1, 3)
    assert verdict(root) == ends(paintings=[3, 3, 0, 3, 3]) == "true"
    assert page.evaluate("() => document.activeElement?.dataset.argN") == "3"
    assert root.locator(".lr-live .ad-tile[data-scores=true]").count() == 4

    assert_clean(page, problems)
