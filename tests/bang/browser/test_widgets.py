"""The Bang! reach widget in chromium, on the built site, in every language.

One page load per language, on a phone-sized screen (375 px): the worked example goes live, a
click on a seat (and the same edit from the keyboard) changes the reach shown to the engine's
own answer, every seat is a 44 px target, nothing scrolls sideways, axe-core finds nothing
serious or critical, and nothing leaves the origin.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.langkit import sampled

from engine import registry
from tests.browserkit import (LANG_FOLDERS, ServedSite, assert_clean, assert_targets, goes_live,
                              open_widget)

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

EXAMPLE = {"players": 6, "dead": [3], "mustang": [2], "from": 0}
"""The worked example of the distance page."""


def distances(**changes: Any) -> list[str]:
    """The number each seat shows, as the engine computes it (empty for the shooter and the
    dead)."""
    inputs = {**EXAMPLE, **changes}
    answer = registry.entry("bang").run({"calc": "table", **inputs})
    return [str(answer["distances"].get(str(s), "")) for s in range(inputs["players"])]


def shown(root: Any) -> list[str]:
    return [t.strip() for t in root.locator(".bang-d").all_inner_texts()]


def wait_for_shooter(root: Any, seat: int) -> None:
    shooter = f".lr-live .bang-seat[data-state=shooter] [data-arg-player='{seat}']"
    root.locator(shooter).wait_for(state="attached", timeout=30_000)


@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_the_reach_widget_goes_live_and_follows_the_seats(lang: str, served_site: ServedSite,
                                                          open_page: Any) -> None:
    page, root = open_widget(open_page, served_site, lang, "bang/distance", "bang/reach")
    problems = goes_live(root, shown, distances())

    assert_targets(page, [root.locator(f'[data-act="seat"][data-arg-player="{seat}"]')
                          for seat in range(6)])

    before = root.locator('[data-range="1"]').inner_text()
    root.locator('[data-act="seat"][data-arg-player="4"]').click()
    wait_for_shooter(root, 4)
    assert shown(root) == distances(**{"from": 4})
    assert root.locator('[data-range="1"]').inner_text() != before

    root.locator('[data-act="seat"][data-arg-player="1"]').focus()
    page.keyboard.press("Enter")
    wait_for_shooter(root, 1)
    assert page.evaluate("() => document.activeElement?.dataset.argPlayer") == "1"
    assert shown(root) == distances(**{"from": 1})

    assert_clean(page, problems)
