"""The test browser as sitebuild/dev/browser.py launches it: without the address bar's
suggestion popups (WebUI pages nobody sees headless, which cost the browser tests about a
fifth of their CPU where a test opens its own context), and with every feature Playwright
itself turns off still off (Chromium keeps only the last ``--disable-features``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from sitebuild.dev.browser import UNUSED_FEATURES, playwright_disabled_features

pytestmark = [pytest.mark.browser]


def test_playwrights_own_list_is_read_from_its_driver() -> None:
    found = playwright_disabled_features()
    assert found, ("Playwright's driver no longer holds its disabledFeatures list where "
                   "sitebuild/dev/browser.py reads it: the browser runs without "
                   "UNUSED_FEATURES (slower); update playwright_disabled_features()")
    # names of features, never a comment's words nor code
    assert all(name.isidentifier() for name in found), found


def browsers_disabled_features() -> list[list[str]]:
    """The features each running test browser (a chromium main process driven by Playwright
    through its pipe) really disables: the value of its LAST ``--disable-features``."""
    found = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            args = cmdline.read_bytes().decode(errors="replace").split("\0")
        except OSError:
            continue
        if "chromium" not in args[0] or "--remote-debugging-pipe" not in args \
                or any(arg.startswith("--type=") for arg in args):
            continue
        values = [arg.split("=", 1)[1] for arg in args if arg.startswith("--disable-features=")]
        found.append(values[-1].split(",") if values else [])
    return found


def test_the_browser_draws_no_popup_for_an_address_bar_and_keeps_playwrights_list(
        browser: Any) -> None:
    context = browser.new_context()
    try:
        context.new_page().goto("about:blank")
        targets = browser.new_browser_cdp_session().send("Target.getTargets")["targetInfos"]
        # the other tests' pages (and their workers) may be open in the same browser
        assert [t["url"] for t in targets if t["type"] == "browser_ui"] == [], targets
        running = browsers_disabled_features()
        assert running, "no running test browser found in /proc"
        for disabled in running:
            assert set(playwright_disabled_features()) | set(UNUSED_FEATURES) <= set(disabled)
    finally:
        context.close()
