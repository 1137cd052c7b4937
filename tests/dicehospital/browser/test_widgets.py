"""The Dice Hospital rounds widget in chromium, on the built site, in every language.

One page load per language, on a phone-sized screen (375 px): the worked example goes live, a
tap on a patient holds it back and the total shown becomes the engine's own answer (in the
page's language), the keyboard reaches the steppers, every die is a 44 px target, nothing
scrolls sideways, axe-core finds nothing serious or critical, and nothing leaves the origin.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import registry
from livewidgets.dicehospital.strings import ui
from tests.browserkit import ServedSite, run_axe, wait_ready

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

LANGS = {"en": "en", "fr": "fr", "zh": "zh", "zh-Hans": "zh-hans"}
"""Language code -> URL folder of its build."""
PHONE = {"width": 375, "height": 812}
EXAMPLE = {"now": 6, "later": 4, "hold": 0, "empty_now": True, "empty_later": True}
"""The worked example of the discharge page."""


def total(lang: str, **changes: Any) -> str:
    """The total line the widget must show, as the engine computes it and ``lang`` words it."""
    answer = registry.calculator("dicehospital").run({"calc": "rounds", **EXAMPLE, **changes})
    return " ".join(ui("total", lang, total=answer["total"]).split())


def shown(root: Any) -> str:
    return " ".join(root.locator(".dh-big").inner_text().split())


def wait_for(root: Any, text: str) -> None:
    root.page.wait_for_function(
        "([root, text]) => root.querySelector('.lr-live .dh-big')?.innerText"
        ".replace(/\\s+/g, ' ').trim() === text",
        arg=[root.element_handle(), text], timeout=30_000)


@pytest.mark.parametrize("lang", LANGS)
def test_the_rounds_widget_goes_live_and_follows_the_patients(lang: str,
                                                              served_site: ServedSite,
                                                              open_page: Any) -> None:
    page = open_page(f"{served_site.subpath_url}{LANGS[lang]}/dicehospital/discharge/",
                     viewport=PHONE)
    root = page.locator('.lr-widget[data-widget="dicehospital/rounds"]').first
    assert shown(root) == total(lang)  # the worked example, before Python
    wait_ready(root)
    assert root.locator(".lr-live").count() == 1 and shown(root) == total(lang)
    problems = [f"live widget: {v}" for v in run_axe(page)]

    for n in range(1, 7):
        box = root.locator(f'[data-act="patient"][data-arg-kind="now"][data-arg-index="{n}"]') \
            .bounding_box()
        assert box and box["width"] >= 44 and box["height"] >= 44, (n, box)
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")

    # a tap holds the sixth patient back: 9 now without the bonus, 9 + 5 next round
    root.locator('[data-act="patient"][data-arg-kind="now"][data-arg-index="6"]').click()
    wait_for(root, total(lang, hold=1))
    assert root.locator('.lr-live [data-round="later"] .dh-bed[data-state="held"]').count() == 1
    assert total(lang, hold=1) in " ".join(root.locator(".lr-announce").inner_text().split())

    # the keyboard: one patient more ready next round
    root.locator('[data-act="count"][data-arg-kind="later"][data-arg-delta="1"]').focus()
    page.keyboard.press("Enter")
    wait_for(root, total(lang, hold=1, later=5))
    assert page.evaluate("() => document.activeElement?.dataset.argKind") == "later"

    problems += [f"after edits: {v}" for v in run_axe(page, ".lr-widget")]
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
    problems += page.watch.errors + [f"left the origin: {u}" for u in page.watch.foreign]
    assert not problems, "\n".join(problems)
