"""The Can't Stop odds widget in chromium, on the built site, in every language.

One page load per language, on a 375 px touch phone: the worked example goes live, a tap on
a column changes the chance shown to the engine's own number (in the page's language), the
mode switch and the keyboard reach the same edits, nothing scrolls sideways, axe-core finds
nothing serious or critical, and nothing leaves the origin.

The eleven columns stand in one row (issue 22), as wide as the row allows: their targets share
it edge to edge, wider together than the widget's inputs, each at least 24 px wide (WCAG
2.5.8) and 44 px tall, so a thumb landing between two drawn columns still presses one (the
taps land there); the columns drawn in them stand at least :data:`APART_PX` apart, their
numbers at 12 px or more. (A reviewer found 27 px targets with dead 2 px gaps between them.)
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.langkit import sampled

from engine import registry
from livewidgets.strings import percent
from tests.browserkit import (LANG_FOLDERS, PHONE_SCREEN, ServedSite, assert_clean, assert_fits,
                              goes_live, open_widget, text_of, wait_for_text)

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

APART_PX = 3
"""The least gap between two columns as drawn, so that they read as separate columns."""
DRAWN = """root => {
  root.querySelector('.lr-live .cantstop-board').scrollIntoView({block: 'center'});
  return [...root.querySelectorAll('.lr-live [data-act="column"]')].map(target => {
    const box = target.getBoundingClientRect(), look = getComputedStyle(target, '::before');
    const inset = look.content === 'none' ? [0, 0] : [parseFloat(look.left),
                                                      parseFloat(look.right)];
    return {x: box.x, y: box.y, width: box.width, height: box.height,
            left: box.left + inset[0], right: box.right - inset[1],
            number: parseFloat(getComputedStyle(target.querySelector('.cantstop-sum')).fontSize)};
  });
}"""
"""Each column, 2 to 12, the board brought to the middle of the screen: its target (the
button's box, in the window), where it is drawn (the button's box, or the box its ::before
draws inside it) and its number's size."""


def chance(climbers: list[int], closed: list[int], lang: str) -> str:
    """The chance the widget must show, as the engine computes it and ``lang`` writes it."""
    answer = registry.calculator("cantstop").run({"calc": "board", "climbers": climbers,
                                             "closed": closed})
    return " ".join(percent(answer["probability"], lang).split())


def shown(root: Any) -> str:
    return text_of(root, ".cantstop-chance .lr-big")


def column(root: Any, n: int) -> Any:
    return root.locator(f'[data-act="column"][data-arg-value="{n}"]')


def wait_for(root: Any, text: str) -> None:
    wait_for_text(root, ".cantstop-chance .lr-big", text)


@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_the_odds_widget_goes_live_and_follows_the_board(lang: str, served_site: ServedSite,
                                                         open_page: Any) -> None:
    page, root = open_widget(lambda url, **_: open_page(url, **PHONE_SCREEN), served_site, lang,
                             "cantstop/odds", "cantstop/odds")
    # the worked example, before Python: climbers on 6, 7 and 8
    problems = goes_live(root, shown, chance([6, 7, 8], [], lang))

    # one row of eleven targets, edge to edge, 2 to 12, as wide as the row allows, each at
    # least 24 px wide and 44 px tall; the columns drawn apart, numbers of 12 px or more; the
    # phone never scrolls sideways
    boxes = root.evaluate(DRAWN)
    assert all(b["width"] >= 24 and b["height"] >= 44 for b in boxes), boxes
    assert len({round(b["y"] + b["height"]) for b in boxes}) == 1, "one row, bottoms aligned"
    assert all(abs(a["x"] + a["width"] - b["x"]) < 0.5 for a, b in zip(boxes, boxes[1:])), \
        f"targets edge to edge, 2 to 12: {boxes}"
    inputs = root.locator(".lr-live .lr-inputs").bounding_box()
    assert boxes[-1]["x"] + boxes[-1]["width"] - boxes[0]["x"] >= inputs["width"], \
        "the row of targets is narrower than the widget's inputs"
    assert all(b["left"] - a["right"] >= APART_PX for a, b in zip(boxes, boxes[1:])), \
        f"columns drawn less than {APART_PX} px apart: {boxes}"
    assert all(b["number"] >= 12 for b in boxes), boxes
    assert_fits(page)

    # a tap in the gap between the drawn columns 7 and 8, just right of 7, takes the climber
    # off 7: a climber is free, nothing stops the roll
    seven = boxes[7 - 2]
    page.touchscreen.tap(seven["right"] + 0.5, seven["y"] + seven["height"] - 8)
    wait_for(root, chance([6, 8], [], lang))
    states = root.locator(".cantstop-col").evaluate_all("cols => cols.map(c => c.dataset.state)")
    assert states[7 - 2] == "open" and states[6 - 2] == states[8 - 2] == "climber"
    assert chance([6, 8], [], lang) in text_of(root, ".lr-announce")

    # close mode; only 4444 will stop you
    root.locator('[data-act="mode"][data-arg-kind="closed"]').click()
    page.wait_for_function(
        "r => r.querySelector('[data-act=mode][data-arg-kind=closed][aria-pressed=true]')",
        arg=root.element_handle())
    # a tap in the same gap, just left of 8: 8 holds a climber, it has topped its column
    eight = root.evaluate(DRAWN)[8 - 2]
    page.touchscreen.tap(eight["left"] - 0.5, eight["y"] + eight["height"] - 8)
    wait_for(root, chance([6, 8], [8], lang))
    assert root.locator(".cantstop-roll").count() == 1
    assert root.locator(".cantstop-roll .cantstop-die").all_inner_texts() == ["4"] * 4
    # the roll is a chip: its frame keeps room around the dice (widgets.css's rule for a
    # row's items once took its padding)
    padding = root.locator(".cantstop-roll").evaluate(
        "r => ['paddingTop', 'paddingLeft'].map(side => parseFloat(getComputedStyle(r)[side]))")
    assert min(padding) > 0, padding

    # the keyboard: 10 closed as well, the tips page's four rolls
    column(root, 10).focus()
    page.keyboard.press("Enter")
    wait_for(root, chance([6, 8], [8, 10], lang))
    assert root.locator(".cantstop-roll").count() == 4
    assert page.evaluate("() => document.activeElement?.dataset.argValue") == "10"

    assert_clean(page, problems)
