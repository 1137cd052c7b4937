"""The Arctic Scavengers skirmish widget in chromium, on the built site, in every language.

One page load per language, on a phone-sized screen (375 px): the worked example goes live, a
click on a card in a hand (and the same edit from the keyboard) changes the fights and the
result shown to the engine's own answer, every control is a 44 px target, nothing scrolls
sideways, axe-core finds nothing serious or critical, and nothing leaves the origin.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.langkit import sampled

from engine import registry
from tests.browserkit import (LANG_FOLDERS, ServedSite, assert_clean, assert_targets, goes_live,
                              open_widget)

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

EXAMPLE: list[dict[str, Any]] = [
    {"cards": ["brawler", "refugee"], "tools": ["spear", "shovel"]},
    {"cards": ["brawler", "refugee", "refugee"], "tools": ["spear"]},
    {"cards": ["rogue", "scavenger"]}]
"""The worked example of the skirmish page (round 3)."""


def expected(players: list[dict[str, Any]]) -> tuple[list[str], int | None]:
    """The fight each seat shows and the winner, as the engine computes them."""
    answer = registry.calculator("arcticscavengers").run({"calc": "skirmish", "players": players})
    return [str(p["fight"]) for p in answer["players"]], answer["winner"]


def shown(root: Any) -> tuple[list[str], int | None]:
    texts = root.locator(".as-fight").all_inner_texts()
    fights = ["".join(c for c in text if c.isdigit()) for text in texts]
    seats = root.locator(".as-seat").evaluate_all(
        "(seats) => seats.map((s) => s.dataset.winner === 'true')")
    return fights, (seats.index(True) if True in seats else None)


@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_the_skirmish_widget_goes_live_and_follows_the_hands(lang: str,
                                                             served_site: ServedSite,
                                                             open_page: Any) -> None:
    page, root = open_widget(open_page, served_site, lang, "arcticscavengers/skirmish",
                             "arcticscavengers/skirmish")
    problems = goes_live(root, shown, expected(EXAMPLE))

    assert_targets(page, root.locator(".lr-live [data-act]"))

    before = root.locator(".as-result").inner_text()
    root.locator('[data-act="remove"][data-arg-player="2"][data-arg-kind="cards"][data-arg-index="0"]').click()
    page.wait_for_function("(root) => root.querySelectorAll('.lr-live .as-seat')[2]"
                           ".querySelectorAll('.as-card').length === 1",
                           arg=root.element_handle(), timeout=30_000)
    without_rogue = [*EXAMPLE[:2], {"cards": ["scavenger"]}]
    assert shown(root) == expected(without_rogue)
    assert root.locator(".as-result").inner_text() != before

    add = root.locator('[data-act="add"][data-arg-player="1"][data-arg-card="rifle"]')
    add.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("(root) => root.querySelectorAll('.lr-live .as-seat')[1]"
                           ".querySelectorAll('.as-card').length === 5",
                           arg=root.element_handle(), timeout=30_000)
    assert page.evaluate("() => document.activeElement?.dataset.argCard") == "rifle"
    with_rifle = [EXAMPLE[0], {**EXAMPLE[1], "tools": ["spear", "rifle"]},
                  {"cards": ["scavenger"]}]
    assert shown(root) == expected(with_rifle)

    assert_clean(page, problems)
