"""The Can't Stop odds widget in chromium, on the built site, in every language.

One page load per language, on a phone-sized screen (375 px): the worked example goes live,
a click on a column changes the chance shown to the engine's own number (in the page's
language), the mode switch and the keyboard reach the same edits, the eleven columns stand in
one row (issue 22), each at least 24 px wide (WCAG 2.5.8) and 44 px tall, nothing scrolls sideways, axe-core finds nothing serious or critical, and nothing
leaves the origin.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.langkit import sampled

from engine import registry
from livewidgets.cantstop.strings import percent
from tests.browserkit import (LANG_FOLDERS, ServedSite, assert_clean, assert_fits, goes_live,
                              open_widget, text_of, wait_for_text)

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]


def chance(climbers: list[int], closed: list[int], lang: str) -> str:
    """The chance the widget must show, as the engine computes it and ``lang`` writes it."""
    answer = registry.calculator("cantstop").run({"calc": "board", "climbers": climbers,
                                             "closed": closed})
    return " ".join(percent(answer["probability"], lang).split())


def shown(root: Any) -> str:
    return text_of(root, ".cantstop-probability")


def column(root: Any, n: int) -> Any:
    return root.locator(f'[data-act="column"][data-arg-value="{n}"]')


def wait_for(root: Any, text: str) -> None:
    wait_for_text(root, ".cantstop-probability", text)


@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_the_odds_widget_goes_live_and_follows_the_board(lang: str, served_site: ServedSite,
                                                         open_page: Any) -> None:
    page, root = open_widget(open_page, served_site, lang, "cantstop/odds", "cantstop/odds")
    # the worked example, before Python: climbers on 6, 7 and 8
    problems = goes_live(root, shown, chance([6, 7, 8], [], lang))

    # the eleven columns stand in one row on the phone, each a target at least 24 px wide
    # and 44 px tall, and the phone never scrolls sideways
    boxes = [column(root, n).bounding_box() for n in range(2, 13)]
    assert all(b and b["width"] >= 24 and b["height"] >= 44 for b in boxes), boxes
    assert len({round(b["y"] + b["height"]) for b in boxes}) == 1, "one row, bottoms aligned"
    assert all(a["x"] < b["x"] for a, b in zip(boxes, boxes[1:])), "2 to 12, left to right"
    assert_fits(page)

    # a click takes the climber off 7: a climber is free, nothing stops the roll
    column(root, 7).click()
    wait_for(root, chance([6, 8], [], lang))
    states = root.locator(".cantstop-col").evaluate_all("cols => cols.map(c => c.dataset.state)")
    assert states[7 - 2] == "open" and states[6 - 2] == states[8 - 2] == "climber"
    assert chance([6, 8], [], lang) in text_of(root, ".lr-announce")

    # close mode; 8 holds a climber: it has topped its column; only 4444 stops you
    root.locator('[data-act="mode"][data-arg-kind="closed"]').click()
    page.wait_for_function(
        "r => r.querySelector('[data-act=mode][data-arg-kind=closed][aria-pressed=true]')",
        arg=root.element_handle())
    column(root, 8).click()
    wait_for(root, chance([6, 8], [8], lang))
    assert root.locator(".cantstop-roll").count() == 1
    assert root.locator(".cantstop-roll .cantstop-die").all_inner_texts() == ["4"] * 4

    # the keyboard: 10 closed as well, the tips page's four rolls
    column(root, 10).focus()
    page.keyboard.press("Enter")
    wait_for(root, chance([6, 8], [8, 10], lang))
    assert root.locator(".cantstop-roll").count() == 4
    assert page.evaluate("() => document.activeElement?.dataset.argValue") == "10"

    assert_clean(page, problems)
