"""The Bonsai grow widget in chromium, on the built site, in every language.

One page load per language, on a phone-sized screen (375 px): the worked example goes live, a
click on a hex lays the chosen tile and the score shown becomes the engine's own answer, the
same from the keyboard, a tile the rules forbid is refused with a link to its ruling and the
tree kept, every hex is a 44 px target, nothing scrolls sideways, axe-core finds nothing
serious or critical, and nothing leaves the origin.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from tests.langkit import sampled

from engine import registry
from tests.browserkit import (LANG_FOLDERS, ServedSite, assert_clean, assert_targets, goes_live,
                              open_widget, wait_until)

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

TILES = [{"q": 0, "r": 0, "kind": "wood"}, {"q": 0, "r": 1, "kind": "wood"},
         {"q": -1, "r": 1, "kind": "leaf"}, {"q": -1, "r": 2, "kind": "leaf"},
         {"q": -2, "r": 2, "kind": "fruit"}, {"q": 1, "r": 0, "kind": "leaf"},
         {"q": 1, "r": 1, "kind": "flower"}]
"""The worked example of the tree page."""


def answer(tiles: list[dict[str, Any]]) -> dict[str, Any]:
    return registry.calculator("bonsai").run({"calc": "score", "tiles": tiles})


def shown_total(root: Any) -> int:
    text = root.locator(".bonsai-total").first.inner_text()
    return int(re.sub(r"\D", "", text))


def wait_for_total(root: Any, total: int) -> None:
    wait_until(
        root, "([root, t]) => { const e = root.querySelector('.lr-live .bonsai-total');"
        " return e && Number(e.innerText.replace(/\\D/g, '')) === t; }",
        total)


@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_the_grow_widget_goes_live_and_follows_the_tree(lang: str, served_site: ServedSite,
                                                        open_page: Any) -> None:
    page, root = open_widget(open_page, served_site, lang, "bonsai/tree", "bonsai/grow")
    problems = goes_live(root, shown_total, answer(TILES)["total"])

    hexes = root.locator('[data-act="hex"]')
    assert hexes.count() == 46
    assert_targets(page, hexes)

    # a click on a hex where a leaf may grow lays one (the leaf is the chosen tile)
    spot = answer(TILES)["legal"]["leaf"][0]
    grown = [*TILES, {**spot, "kind": "leaf"}]
    root.locator(f'[data-act="hex"][data-arg-target="{spot["q"]},{spot["r"]}"]').click()
    wait_for_total(root, answer(grown)["total"])
    assert answer(grown)["total"] != answer(TILES)["total"]

    # from the keyboard: choose the flower, lay one where it may grow
    root.locator('[data-act="tool"][data-arg-kind="flower"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function(
        "root => root.querySelector('.lr-live [data-act=tool][data-arg-kind=flower]')"
        "?.getAttribute('aria-pressed') === 'true'", arg=root.element_handle(), timeout=30_000)
    spot = answer(grown)["legal"]["flower"][0]
    target = f'[data-act="hex"][data-arg-target="{spot["q"]},{spot["r"]}"]'
    root.locator(target).focus()
    page.keyboard.press("Enter")
    flowered = [*grown, {**spot, "kind": "flower"}]
    wait_for_total(root, answer(flowered)["total"])
    assert page.evaluate("() => document.activeElement?.dataset.argTarget") == \
        f'{spot["q"]},{spot["r"]}'

    # a fruit where no two touching leaves meet is refused, with its ruling; the tree stays
    root.locator('[data-act="tool"][data-arg-kind="fruit"]').click()
    page.wait_for_function(
        "root => root.querySelector('.lr-live [data-act=tool][data-arg-kind=fruit]')"
        "?.getAttribute('aria-pressed') === 'true'", arg=root.element_handle(), timeout=30_000)
    root.locator('[data-act="hex"][data-arg-target="3,0"]').click()
    message = root.locator(".lr-message:not([hidden])").first
    message.wait_for(timeout=30_000)
    assert message.locator('a[href*="rulings/#fruit-on-two-leaves"]').count() == 1
    assert shown_total(root) == answer(flowered)["total"]

    assert_clean(page, problems)
