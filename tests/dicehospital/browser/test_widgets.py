"""The Dice Hospital rounds widget in chromium, on the built site, in every language.

One page load per language, on a phone-sized screen (375 px): the worked example goes live, a
tap on a patient holds it back and the total shown becomes the engine's own answer (in the
page's language), the keyboard reaches the steppers, every die is a 44 px target, nothing
scrolls sideways, axe-core finds nothing serious or critical, and nothing leaves the origin.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.langkit import sampled

from engine import registry
from livewidgets.dicehospital.rounds import ui
from tests.browserkit import (LANG_FOLDERS, ServedSite, assert_clean, assert_targets, goes_live,
                              open_widget, text_of, wait_for_text)

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

EXAMPLE = {"now": 6, "later": 4, "hold": 0, "empty_now": True, "empty_later": True}
"""The worked example of the discharge page."""


def total(lang: str, **changes: Any) -> str:
    """The total line the widget must show, as the engine computes it and ``lang`` words it."""
    answer = registry.calculator("dicehospital").run({"calc": "rounds", **EXAMPLE, **changes})
    return " ".join(ui("total", lang, total=answer["total"]).split())


def shown(root: Any) -> str:
    return text_of(root, ".dh-big")


def wait_for(root: Any, text: str) -> None:
    wait_for_text(root, ".lr-live .dh-big", text)


@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_the_rounds_widget_goes_live_and_follows_the_patients(lang: str,
                                                              served_site: ServedSite,
                                                              open_page: Any) -> None:
    page, root = open_widget(open_page, served_site, lang, "dicehospital/discharge",
                             "dicehospital/rounds")
    problems = goes_live(root, shown, total(lang))

    assert_targets(page, [root.locator(f'[data-act="patient"][data-arg-kind="now"]'
                                       f'[data-arg-index="{n}"]') for n in range(1, 7)])

    # a tap holds the sixth patient back: 9 now without the bonus, 9 + 5 next round
    root.locator('[data-act="patient"][data-arg-kind="now"][data-arg-index="6"]').click()
    wait_for(root, total(lang, hold=1))
    # (:visible: the build's text keeps its room with an invisible copy of the other drawing)
    held = '.lr-live [data-round="later"] .dh-bed[data-state="held"]:visible'
    assert root.locator(held).count() == 1
    assert total(lang, hold=1) in text_of(root, ".lr-announce")

    # the keyboard: one patient more ready next round
    root.locator('[data-act="count"][data-arg-kind="later"][data-arg-delta="1"]').focus()
    page.keyboard.press("Enter")
    wait_for(root, total(lang, hold=1, later=5))
    assert page.evaluate("() => document.activeElement?.dataset.argKind") == "later"

    assert_clean(page, problems)
