"""A share link pasted into a tab where the sandbox is already open: only the page's hash
changes (no new page, so nothing runs the first visit's restore). The sandbox loads the shared
game as a first visit would, and a link it cannot restore says why in the reader's language,
the game in play left as it was.

A first visit by a share link stays tested whole in test_sandbox_failures_browser.py (a link
with a huge seed opens a new page); the games' own share tests paste their links into the kept
page (``paste_link`` in tests/browserkit.py) instead of starting Python on a new page."""

from __future__ import annotations

import importlib
import json
from typing import Any, Callable

import pytest
from playwright.sync_api import Locator, Page

from tests.browserkit import ServedSite, paste_link, wait_ready
from tests.langkit import SLUGS
from tests.widgets.sandbox_menu import in_menu
from tests.widgets.test_sandbox import SANDBOXED

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]
Opener = Callable[..., Page]
GAME = SANDBOXED[-1]
LANG = "fr"
SANDBOX = importlib.import_module(f"livewidgets.{GAME}.sandbox").SANDBOX


def played(turns: int) -> dict[str, Any]:
    """A session of the game, ``turns`` decisions in (the human's last legal action, the
    bots' moves up to the human's turn): not the position a page opens on."""
    session = SANDBOX.start({"players": 2, "seed": 11}, LANG)["session"]
    for _ in range(turns):
        view = SANDBOX.view(session, LANG)
        if view["over"] or view["limit"]:
            break
        if view["seat"] == "human":
            session = SANDBOX.act(session, view["actions"][-1]["text"], LANG)["session"]
        else:
            session = SANDBOX.bot_move(session, True, LANG)["session"]
    assert session["log"], "the shared game has moves"
    return dict(session)


def exported(root: Locator) -> Any:
    """The position the sandbox shows, read from its export panel."""
    in_menu(root, "[data-panel-button=export]").click()
    panel = root.locator("[data-panel=export]")
    panel.wait_for(state="visible")   # shown once its text is the position's
    area = panel.locator("[data-scenario-json]")
    data = json.loads(area.input_value())
    in_menu(root, "[data-panel-button=export]").click()
    return data


def test_a_link_pasted_into_the_open_tab_shows_the_shared_game(
        served_site: ServedSite, open_page: Opener) -> None:
    page = open_page(f"{served_site.subpath_url}{SLUGS[LANG]}/{GAME}/sandbox/")
    root = page.locator(f"[data-widget^={GAME}][data-widget$=sandbox]").first
    wait_ready(root)
    session = played(4)
    shared = json.loads(SANDBOX.export(session))
    assert exported(root) != shared
    paste_link(root, "#" + SANDBOX.share(session))
    assert exported(root) == shared
    assert root.locator("[data-message]").is_hidden()
    # A link that cannot be restored: the engine's sentence in the page's language, and the
    # shared game still on the screen.
    bad = "#sandbox=bm90IGEgZ2FtZQ"
    sentence = SANDBOX.restore(bad[1:], LANG)["error"]["message"]
    paste_link(root, bad)
    assert root.locator("[data-message]").inner_text().strip() == sentence
    assert exported(root) == shared
    page.watch.check()
