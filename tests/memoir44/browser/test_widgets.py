"""The Memoir '44 battle widget in chromium, on the built site, in every language.

One page load per language, on a phone-sized screen (375 px): the worked example goes live, a
click on a hex and a click on a terrain change the chance shown to the engine's own number (in
the page's language), the keyboard reaches the same edits, every hex is a 44 px target, nothing
scrolls sideways, axe-core finds nothing serious or critical, and nothing leaves the origin.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.langkit import sampled

from engine import registry
from livewidgets.strings import percent
from tests.browserkit import (LANG_FOLDERS, ServedSite, assert_clean, assert_targets, goes_live,
                              open_widget, text_of, wait_until)

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

EXAMPLE = {"unit": "armor", "distance": 2, "terrain": "forest", "target": "infantry"}
"""The worked example of the dice page."""


def chance(lang: str, **changes: Any) -> str:
    """The chance of wiping the target out, as the engine computes it and ``lang`` writes it."""
    answer = registry.entry("memoir44").run({"calc": "attack", **EXAMPLE, **changes})
    return " ".join(percent(answer["eliminate"], lang).split())


def hits(lang: str, **changes: Any) -> list[str]:
    answer = registry.entry("memoir44").run({"calc": "attack", **EXAMPLE, **changes})
    return [" ".join(percent(p, lang).split()) for p in answer["hits"]]


def shown(root: Any) -> str:
    return text_of(root, ".m44-eliminate .lr-big")


def shown_hits(root: Any) -> list[str]:
    return [" ".join(t.split()) for t in root.locator(".m44-hits .m44-pct").all_inner_texts()]


def wait_for_hits(root: Any, count: int) -> None:
    wait_until(
        root, "([root, n]) => root.querySelectorAll('.lr-live .m44-hits tbody tr').length === n",
        count)


@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_the_battle_widget_goes_live_and_follows_the_strip(lang: str, served_site: ServedSite,
                                                           open_page: Any) -> None:
    page, root = open_widget(open_page, served_site, lang, "memoir44/dice", "memoir44/battle")
    # the worked example, before Python: armor 2 hexes from infantry in a forest, 1 die
    assert shown(root) == chance(lang)
    problems = goes_live(root, shown_hits, hits(lang))

    # every hex is a 44 px target, and the phone never scrolls sideways
    assert_targets(page, [root.locator(f'[data-act="distance"][data-arg-value="{d}"]')
                          for d in range(1, 7)])

    # open ground: 3 dice, four rows of hits
    root.locator('[data-act="terrain"][data-arg-value="clear"]').click()
    wait_for_hits(root, 4)
    assert shown_hits(root) == hits(lang, terrain="clear")
    assert shown(root) == chance(lang, terrain="clear")

    # a click on hex 1 with infantry attacking, by the keyboard: still 3 dice, a hit in 2
    root.locator('[data-act="unit"][data-arg-value="infantry"]').click()
    page.wait_for_function(
        "r => r.querySelector('[data-act=unit][data-arg-value=infantry][aria-pressed=true]')",
        arg=root.element_handle())
    root.locator('[data-act="distance"][data-arg-value="3"]').click()
    wait_for_hits(root, 2)
    assert shown_hits(root) == hits(lang, unit="infantry", distance=3, terrain="clear")
    root.locator('[data-act="distance"][data-arg-value="1"]').focus()
    page.keyboard.press("Enter")
    wait_for_hits(root, 4)
    assert page.evaluate("() => document.activeElement?.dataset.argValue") == "1"
    assert root.locator('.m44-hex[data-state="target"] [data-arg-value="1"]').count() == 1
    assert shown(root) == chance(lang, unit="infantry", distance=1, terrain="clear")

    assert_clean(page, problems)
