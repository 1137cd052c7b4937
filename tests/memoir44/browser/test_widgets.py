"""The Memoir '44 battle widget in chromium, on the built site, in every language.

One page load per language, on a phone-sized screen (375 px): the worked example goes live, a
click on a hex and a click on a terrain change the chance shown to the engine's own number (in
the page's language), the keyboard reaches the same edits, every hex is a 44 px target, nothing
scrolls sideways, axe-core finds nothing serious or critical, and nothing leaves the origin.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import registry
from livewidgets.memoir44.strings import percent
from tests.browserkit import ServedSite, run_axe, wait_ready

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

LANGS = {"en": "en", "fr": "fr", "zh": "zh", "zh-Hans": "zh-hans"}
"""Language code -> URL folder of its build."""
PHONE = {"width": 375, "height": 812}
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
    return " ".join(root.locator(".m44-probability").inner_text().split())


def shown_hits(root: Any) -> list[str]:
    return [" ".join(t.split()) for t in root.locator(".m44-hits .m44-pct").all_inner_texts()]


def wait_for_hits(root: Any, count: int) -> None:
    root.page.wait_for_function(
        "([root, n]) => root.querySelectorAll('.lr-live .m44-hits tbody tr').length === n",
        arg=[root.element_handle(), count], timeout=30_000)


@pytest.mark.parametrize("lang", LANGS)
def test_the_battle_widget_goes_live_and_follows_the_strip(lang: str, served_site: ServedSite,
                                                           open_page: Any) -> None:
    page = open_page(f"{served_site.subpath_url}{LANGS[lang]}/memoir44/dice/", viewport=PHONE)
    root = page.locator('.lr-widget[data-widget="memoir44/battle"]').first
    # the worked example, before Python: armor 2 hexes from infantry in a forest, 1 die
    assert shown(root) == chance(lang) and shown_hits(root) == hits(lang)
    wait_ready(root)
    assert root.locator(".lr-live").count() == 1 and shown_hits(root) == hits(lang)
    problems = [f"live widget: {v}" for v in run_axe(page)]

    # every hex is a 44 px target, and the phone never scrolls sideways
    for d in range(1, 7):
        box = root.locator(f'[data-act="distance"][data-arg-value="{d}"]').bounding_box()
        assert box and box["width"] >= 44 and box["height"] >= 44, (d, box)
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")

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

    problems += [f"after edits: {v}" for v in run_axe(page, ".lr-widget")]
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
    problems += page.watch.errors + [f"left the origin: {u}" for u in page.watch.foreign]
    assert not problems, "\n".join(problems)
