"""Debian's chromium through Playwright: ONE per process, shared by every user.

Playwright's sync API allows a single running instance per thread: a second `sync_playwright()`
in the same process fails ("Sync API inside the asyncio loop"). Test suites in the same pytest
worker (tests/site, every game's tests/<game>/browser) and the benchmark therefore all take the browser from here.
Launched by path: test tools cannot download browsers on this machine (never
`playwright install`).
"""

from __future__ import annotations

import atexit
import re
from functools import cache
from pathlib import Path
from typing import Any

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
UNUSED_FEATURES = ("WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup")
"""Chromium features that only cost time here. Chromium 156 draws the address bar's suggestion
popup as WebUI pages, two per window and so per browser context, headless too, where no one
sees them: rendered in a renderer of their own and built by the browser process, they cost
the browser tests about a fifth of their CPU in the test files that open a context per test
(issue 19: `make test` in 15 minutes)."""
_DISABLED_LIST = re.compile(r"disabledFeatures\s*=\s*\[(.*?)\]", re.DOTALL)


@cache
def playwright_disabled_features() -> tuple[str, ...]:
    """The features Playwright's own launcher disables (its ``chromiumSwitches``), read from
    the driver it runs; empty when that driver no longer holds the list as expected
    (tests/site/test_browser_launch.py then fails, and says so)."""
    from playwright._impl._driver import compute_driver_executable

    package = Path(compute_driver_executable()[1]).parent
    for bundle in sorted((package / "lib").rglob("*.js")):
        text = bundle.read_text(encoding="utf-8", errors="replace")
        if "chromiumSwitches" not in text:
            continue
        if found := _DISABLED_LIST.search(text):
            code = re.sub(r"//[^\n]*", "", found.group(1))
            return tuple(re.findall(r'"([A-Za-z0-9_]+)"', code))
    return ()


def launch_args() -> list[str]:
    """:data:`CHROMIUM_ARGS`, and one ``--disable-features`` holding Playwright's list and
    :data:`UNUSED_FEATURES`. Chromium keeps only the last ``--disable-features`` of its
    command line, and Playwright writes its own before the caller's arguments: a second one
    with :data:`UNUSED_FEATURES` alone would turn Playwright's back on."""
    ours = playwright_disabled_features()
    if not ours:
        return list(CHROMIUM_ARGS)
    return [*CHROMIUM_ARGS, "--disable-features=" + ",".join(dict.fromkeys(
        [*ours, *UNUSED_FEATURES]))]

_running: dict[str, Any] = {}


def chromium() -> Any:
    """The process's chromium (a Playwright `Browser`), launched on first use, closed at exit."""
    if "browser" not in _running:
        from playwright.sync_api import sync_playwright

        playwright = sync_playwright().start()
        _running["playwright"] = playwright
        _running["browser"] = playwright.chromium.launch(executable_path=CHROMIUM,
                                                         args=launch_args())
        atexit.register(_stop)
    return _running["browser"]


def _stop() -> None:
    browser, playwright = _running.pop("browser", None), _running.pop("playwright", None)
    try:
        if browser is not None:
            browser.close()
    finally:
        if playwright is not None:
            playwright.stop()
