"""A refused change on the Can't Stop calculator, tapped on a phone (issue 22).

With the three climbers placed, a tap on a fourth column is refused. The reviewer saw the
refusal drawn inside the board's row as a column of its own, 28 px wide and 1,946 px tall,
and the widget grow from 1,249 to 3,074 px. Now, on a 375 px touch screen, in every language:
the refusal is the engine's own (read from the widget's API, never quoted here), it lies
across the widget's inputs and reads in a few lines, the widget keeps its height, the board
stays under the finger and keeps its climbers, and the next tap puts the message away and is
applied.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.langkit import sampled

from livewidgets import api
from tests.browserkit import LANG_FOLDERS, PHONE_SCREEN, ServedSite, assert_fits, wait_ready

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

CLIMBERS = [6, 7, 8]
"""The worked example of the odds page: the three climbers placed."""
FOURTH = 9
LINES = 5
"""The most lines a refusal may take on a phone (a readable message, not a column)."""
STILL_PX = 3
"""How far the widget's height and the board may move."""

MEASURE = """root => {
  const box = e => e.getBoundingClientRect();
  const live = root.querySelector('.lr-live');
  const message = live.querySelector('.lr-message');
  const shown = message && !message.hidden && message.checkVisibility();
  const line = shown ? parseFloat(getComputedStyle(message).lineHeight) : 0;
  return {height: box(root).height, board: box(live.querySelector('.cantstop-board')).top
            - box(root).top,
          inputs: box(live.querySelector('.lr-inputs')).width,
          message: shown ? {width: box(message).width, height: box(message).height, line,
                            text: message.innerText.replace(/\\s+/g, ' ').trim()} : null,
          states: [...live.querySelectorAll('.cantstop-col')].map(c => c.dataset.state)};
}"""
"""What a reader sees of the widget: its height, where its board starts in it, the width of
its inputs, the message (if shown) and the state of each column."""


def refused(lang: str) -> dict[str, Any]:
    """The widget's own refusal of the fourth column, as its API answers it in ``lang``."""
    view = api.start("cantstop", {"widget": "odds", "climbers": CLIMBERS}, lang)
    answer = api.act("cantstop", view["state"], {"act": "column", "value": FOURTH}, lang)
    assert "refused" in answer, answer
    return dict(answer["refused"])


def column(root: Any, n: int) -> Any:
    return root.locator(f'.lr-live [data-act="column"][data-arg-value="{n}"]')


@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_a_refused_column_keeps_the_calculator_and_says_what_to_do(
        lang: str, served_site: ServedSite, open_page: Any) -> None:
    page = open_page(f"{served_site.subpath_url}{LANG_FOLDERS[lang]}/cantstop/odds/",
                     **PHONE_SCREEN)
    root = page.locator('.lr-widget[data-widget="cantstop/odds"]').first
    wait_ready(root)
    before = root.evaluate(MEASURE)
    assert before["message"] is None

    column(root, FOURTH).tap()
    root.locator(".lr-live .lr-message:not([hidden])").wait_for(timeout=30_000)
    after = root.evaluate(MEASURE)
    expected = refused(lang)
    said = after["message"]
    assert said["text"] == " ".join(f'{expected["message"]} {expected["link"]}'.split())
    # across the inputs, in a few lines: never a column one cell wide
    assert said["width"] >= 0.9 * after["inputs"], (said, after["inputs"])
    assert said["height"] <= LINES * said["line"] + 20, said
    # the widget keeps its height, the board stays under the finger, nothing was changed
    assert abs(after["height"] - before["height"]) <= STILL_PX, (before, after)
    assert abs(after["board"] - before["board"]) <= STILL_PX, (before, after)
    assert after["states"] == before["states"]
    assert_fits(page)

    # the next tap (the climber off 8) puts the message away and is applied
    column(root, 8).tap()
    page.wait_for_function(
        "r => r.querySelector('.lr-live .cantstop-col:nth-child(7)')?.dataset.state === 'open'",
        arg=root.element_handle())
    assert root.evaluate(MEASURE)["message"] is None
    page.watch.check()
