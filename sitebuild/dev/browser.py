"""Debian's chromium through Playwright: ONE per process, shared by every user.

Playwright's sync API allows a single running instance per thread: a second `sync_playwright()`
in the same process fails ("Sync API inside the asyncio loop"). Test suites in the same pytest
worker (tests/site, every game's tests/<game>/browser) and the benchmark therefore all take the browser from here.
Launched by path: test tools cannot download browsers on this machine (never
`playwright install`).
"""

from __future__ import annotations

import atexit
from typing import Any

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]

_running: dict[str, Any] = {}


def chromium() -> Any:
    """The process's chromium (a Playwright `Browser`), launched on first use, closed at exit."""
    if "browser" not in _running:
        from playwright.sync_api import sync_playwright

        playwright = sync_playwright().start()
        _running["playwright"] = playwright
        _running["browser"] = playwright.chromium.launch(executable_path=CHROMIUM,
                                                         args=CHROMIUM_ARGS)
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
