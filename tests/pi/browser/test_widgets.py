"""The Pi round widget in chromium, on the built site, in every language.

One page load per language, on a phone-sized screen (375 px): the worked example goes live,
a tap on a turn changes the ranking shown to the engine's own (in the page's language), the
keyboard reaches a stepper, every turn is a 44 px target, nothing scrolls sideways, axe-core
finds nothing serious or critical, and nothing leaves the origin.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.langkit import sampled

from engine import registry
from tests.browserkit import (LANG_FOLDERS, ServedSite, assert_clean, assert_targets, goes_live,
                              open_widget, wait_until)

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

PLAYERS: list[dict[str, Any]] = [
    {"solved_on": 2, "wrong": 0, "detectives": 3}, {"solved_on": 2, "wrong": 1, "detectives": 4},
    {"solved_on": 4, "wrong": 0, "detectives": 2}, {"solved_on": None, "wrong": 1, "detectives": 5}]
"""The worked example of the score page."""


def order(**changes: dict[str, Any]) -> list[str]:
    """The ranking's players, best first, as the engine ranks them (``changes``: per seat)."""
    players = [{**p, **changes.get(f"p{i}", {})} for i, p in enumerate(PLAYERS)]
    answer = registry.calculator("pi").run({"calc": "round", "players": players})
    return [str(r["player"]) for r in answer["ranking"]]


def shown(root: Any) -> list[str]:
    return root.locator(".pi-ranking li").evaluate_all("items => items.map(i => i.dataset.player)")


def wait_for(root: Any, players: list[str]) -> None:
    wait_until(
        root, "([root, want]) => [...root.querySelectorAll('.lr-live .pi-ranking li')]"
        ".map(i => i.dataset.player).join() === want",
        ",".join(players))


@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_the_round_widget_goes_live_and_follows_the_tracks(lang: str, served_site: ServedSite,
                                                           open_page: Any) -> None:
    page, root = open_widget(open_page, served_site, lang, "pi/score", "pi/round")
    problems = goes_live(root, shown, order())

    assert_targets(page, [root.locator(f'[data-act="solve"][data-arg-player="2"]'
                                       f'[data-arg-value="{turn}"]') for turn in range(1, 7)])

    # player 3 solves on turn 2 as well: 7 points, ahead of player 2
    root.locator('[data-act="solve"][data-arg-player="2"][data-arg-value="2"]').click()
    wait_for(root, order(p2={"solved_on": 2}))
    assert root.locator('.lr-live [data-player="2"] .pi-turn[data-state="solved"]').count() == 1

    # the keyboard: one detective fewer for player 1 (3 to 2)
    root.locator('[data-act="detectives"][data-arg-player="0"][data-arg-delta="-1"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function(
        "r => r.querySelector('.lr-live .pi-player[data-player=\"0\"] "
        ".pi-count:nth-child(2) .lr-count')?.textContent.trim() === '2'",
        arg=root.element_handle(), timeout=30_000)
    assert page.evaluate("() => document.activeElement?.dataset.act") == "detectives"

    assert_clean(page, problems)
