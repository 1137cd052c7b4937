"""Pook's sandbox in chromium, in every language, on a 375 px touch phone: plays by tapping a
hand card then a cell, the bot answers, undo, a share link that restores the exact position,
hot seat (the "pass the device" screen hides the next hand until its player asks), no
sideways scroll, and axe-core clean. One test per language; each fails on a console error or
a request that leaves the page's origin (``page.watch``)."""

from __future__ import annotations

from typing import Callable

import pytest
from playwright.sync_api import Locator, Page

from livewidgets.pook.strings import SEAT_NAMES, text
from tests.browserkit import PHONE_SCREEN, ServedSite, paste_link, run_axe, wait_ready
from tests.langkit import LANGS, SLUGS, sampled
from tests.widgets.sandbox_menu import in_menu

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

LANGS = SLUGS
"""Language code -> URL folder of its build."""
PHONE = {**PHONE_SCREEN, "viewport": {"width": 375, "height": 740}}
Opener = Callable[..., Page]


def open_sandbox(open_page: Opener, url: str) -> tuple[Page, Locator]:
    page = open_page(url, **PHONE)
    root = page.locator("[data-widget='pook/sandbox']").first
    wait_ready(root)
    return page, root


def idle(root: Locator) -> None:
    root.page.wait_for_function("r => !r.hasAttribute('aria-busy')", arg=root.element_handle(),
                                timeout=60_000)


def moves(root: Locator) -> int:
    return root.locator(".sbx-log-list > li").count()


def wait_human_turn(root: Locator) -> None:
    """The bots have moved and it is a human's turn again (its hand's buttons enabled)."""
    root.page.wait_for_function(
        "r => !r.hasAttribute('aria-busy') && "
        "r.querySelector('[data-hand-slot] button[data-card]:not([disabled])')",
        arg=root.element_handle(), timeout=60_000)


def tap_a_play(root: Locator) -> str:
    """Tap the first hand card, then open cells until plays are offered; tap the first play.
    Returns the action played (its text form)."""
    card = root.locator("[data-hand-slot] button[data-card]").first
    if card.get_attribute("aria-pressed") != "true":
        card.tap()
    offered = root.locator("[data-suggestions] [data-action]")
    for cell in root.locator("[data-board] button.pook-cell.pook-open").all():
        cell.tap()
        idle(root)
        if offered.count():
            break
    assert offered.count(), "no open cell offered a play of the first card"
    action = offered.first.get_attribute("data-action") or ""
    offered.first.tap()
    return action


def no_sideways_scroll(page: Page) -> None:
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 375, f"the page scrolls sideways: {width} px"


def board(root: Locator) -> str:
    return root.locator("[data-board]").inner_html()


@pytest.mark.parametrize("lang", sampled(list(LANGS)))
def test_sandbox_at_the_table(served_site: ServedSite, open_page: Opener, lang: str) -> None:
    url = f"{served_site.subpath_url}{LANGS[lang]}/pook/sandbox/"
    page, root = open_sandbox(open_page, url)
    ana, ben = SEAT_NAMES[lang][:2]
    in_menu(root, "[data-bot-delay]").select_option("none")
    assert root.locator("[data-sandbox-static]").count() == 0
    no_sideways_scroll(page)
    assert run_axe(page, "[data-widget='pook/sandbox']") == []

    # A card tapped onto Piggy's cell: the engine refuses and links its ruling; the words a
    # reader sees never show the ruling's English id.
    root.locator("[data-hand-slot] button[data-card]").first.tap()
    root.locator('[data-board] button.pook-cell[data-r="0"][data-c="0"]').tap()
    ruling = root.locator("[data-message] a[data-ruling]")
    ruling.wait_for(state="visible")
    named = ruling.get_attribute("data-ruling") or ""
    assert named and named not in root.locator("[data-message]").inner_text()
    assert (ruling.get_attribute("href") or "").endswith(f"/pook/rulings/#{named}")
    assert moves(root) == 0

    # The fallback: every legal action, as a button, drawn when the folded list opens.
    details = root.locator("details[data-actions]")
    details.locator("summary").tap()
    listed = details.locator("[data-action-groups] [data-action]")
    listed.first.wait_for(state="visible")   # drawn on the details' toggle event
    assert listed.count() > 0 and f"({listed.count()})" in details.locator("summary").inner_text()
    details.locator("summary").tap()

    # A play by tapping; the bot answers; it is the reader's turn again.
    first = tap_a_play(root)
    wait_human_turn(root)
    assert moves(root) == 2
    assert root.locator(".sbx-log-list > li").last.locator(".sbx-log-title").inner_text() \
        .startswith(f"1. {ana}")
    second = tap_a_play(root)
    wait_human_turn(root)
    assert moves(root) == 4 and first and second

    # Undo takes back the reader's play and the bot's answer.
    root.locator("[data-command=undo]").tap()
    idle(root)
    assert moves(root) == 2
    position = board(root)

    # The share link restores that exact position.
    in_menu(root, "[data-panel-button=share]").tap()
    link = root.locator("[data-share-url]")
    link.wait_for(state="visible")
    shared = link.input_value()
    assert "#sandbox=" in shared
    # the tab moves on (Undo to the start), then the link is pasted into it
    root.locator("[data-command=undo]").tap()
    idle(root)
    assert moves(root) == 0
    paste_link(root, shared)
    assert moves(root) == 2 and board(root) == position
    page.watch.check()

    # Hot seat: Ben becomes a human; after Ana's play the screen is covered, and Ben's hand
    # shows only when Ben asks.
    root.locator("[data-panel-button=setup]").tap()
    kinds = root.locator("[data-seat-row] select")
    kinds.nth(1).select_option("human")
    root.locator("[data-setup] button[type=submit]").tap()
    idle(root)
    assert moves(root) == 0
    tap_a_play(root)
    cover = root.locator("[data-pass-device]")
    cover.wait_for(state="visible")
    assert ben in cover.inner_text()
    assert not root.locator("[data-board]").is_visible()
    assert not root.locator("[data-dock]").is_visible()
    assert root.locator(".sbx-hand:visible").count() == 0
    no_sideways_scroll(page)
    assert run_axe(page, "[data-widget='pook/sandbox']") == []
    cover.locator("[data-show-hand]").tap()
    hand = root.locator(f".sbx-hand[data-hand='{ben}']")
    hand.wait_for(state="visible")
    assert root.locator(f".sbx-hand[data-hand='{ana}']").count() == 0
    assert text(lang, "banner_secret") in root.locator("[data-board]").inner_text()
    page.watch.check()
