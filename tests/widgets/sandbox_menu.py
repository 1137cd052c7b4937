"""The shared sandbox's menu in a browser test: Undo and New game stay in the toolbar, every
other control (redo, export, import, share, simulate, every hand shown, the bots' pace) is
folded behind the "More" button (widgets/static/sandbox.js). A test reaches a folded control
the way a reader does: it opens the menu first."""

from __future__ import annotations

from playwright.sync_api import Locator


def in_menu(root: Locator, selector: str) -> Locator:
    """The control ``selector`` of the sandbox ``root``, its menu opened if it was folded."""
    more = root.locator("[data-more]")
    if more.get_attribute("aria-expanded") != "true":
        more.click()
    assert more.get_attribute("aria-expanded") == "true"
    control = root.locator(f"[data-menu] {selector}")
    assert control.count() == 1, f"{selector} is not in the sandbox's menu"
    return control
