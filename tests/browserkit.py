"""Helpers of the browser tests (chromium driven by Playwright), for every game's tests.

The fixtures (``browser``, ``served_site``, ``open_page``) are in ``tests/conftest.py``; this
module holds what tests import: ``ServedSite``, ``Watch``, ``wait_ready(root)``,
``start_editing(root)``, ``release_python(page)``, ``run_axe(page)``, ``built_pages(site, slug)``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]

AXE_SCRIPT = ROOT / "node_modules" / "axe-core" / "axe.min.js"
READY_TIMEOUT_MS = 90_000
"""Pyodide takes 2-4 s cold; two workers and a loaded CI machine can take much longer."""


@dataclass(frozen=True)
class ServedSite:
    root: Path          # the built folder: index.html, en/, fr/, ..., _runtime/
    url: str            # served at /: http://127.0.0.1:PORT/
    subpath_url: str    # served under a sub-path, as on GitHub Pages: .../living-rules/


@dataclass
class Watch:
    """What a page did that it must not: console errors, uncaught errors, foreign requests."""

    origin: str
    errors: list[str] = field(default_factory=list)
    foreign: list[str] = field(default_factory=list)

    def console(self, message: Any, where: str = "page") -> None:
        if message.type == "error":
            self.errors.append(f"{where} console error: {message.text}")

    def request(self, request: Any) -> None:
        parts = urlsplit(request.url)
        if parts.scheme in ("data", "blob", "about"):
            return
        if f"{parts.scheme}://{parts.netloc}" != self.origin:
            self.foreign.append(request.url)

    def check(self) -> None:
        assert not self.errors, "\n".join(self.errors)
        assert not self.foreign, f"requests left the origin {self.origin}: {self.foreign}"


def wait_ready(root: Any, timeout: int = READY_TIMEOUT_MS) -> None:
    """Bring a widget root into view and wait until it is live; fail with its message if it
    reached ``error`` instead. Python's answers, held on a live page just reached by instant
    navigation (tests/livepages.py), go through from now."""
    release_python(root.page)
    root.scroll_into_view_if_needed()
    root.page.wait_for_function(
        "root => ['ready', 'error'].includes(root.dataset.state)",
        arg=root.element_handle(), timeout=timeout)
    state = root.get_attribute("data-state")
    assert state == "ready", (f"{root.get_attribute('data-widget')} widget: {state}: "
                              f"{root.locator('.lr-status').first.inner_text()}")


def release_python(page: Any) -> None:
    """Let the page's Python answer now (tests/livepages.py holds its first answers on a live
    page, as a cold start would, so that a test reads the build's HTML first)."""
    page.evaluate("() => window.__lrHold && window.__lrHold.release()")


def start_editing(root: Any, timeout: int = READY_TIMEOUT_MS) -> None:
    """Press a worked example's "Change this example" and wait until its controls are live
    (Python started); fail with its message if it reached ``error`` instead."""
    wait_ready(root)
    root.locator(".lr-change").first.click()
    root.page.wait_for_function(
        "root => ['ready', 'error'].includes(root.dataset.edit)",
        arg=root.element_handle(), timeout=timeout)
    state = root.get_attribute("data-edit")
    assert state == "ready", (f"{root.get_attribute('data-widget')} widget: {state}: "
                              f"{root.locator('.lr-status').first.inner_text()}")


def run_axe(page: Any, include: str | None = None,
            impacts: tuple[str, ...] = ("serious", "critical")) -> list[str]:
    """axe-core (from node_modules, injected into the page): violations of these impacts, in
    the whole page or only inside the elements matching ``include``."""
    if not page.evaluate("() => Boolean(window.axe)"):
        # evaluated, not added as an inline <script>: the page's policy blocks those
        page.evaluate(AXE_SCRIPT.read_text(encoding="utf-8"))
    result = page.evaluate(
        "include => axe.run(include ? {include: [[include]]} : document, "
        "{resultTypes: ['violations']})", include)
    return [f"{v['id']} ({v['impact']}): {v['help']} — "
            f"{[n['target'] for n in v['nodes']][:5]}"
            for v in result["violations"] if v["impact"] in impacts]


def built_pages(site: Path, slug: str) -> list[str]:
    """Every built page of a language, as a path from the language folder ('' for its home,
    '<game>/<page>/' for the others); the 404 page is not one."""
    folder = site / slug
    paths = []
    for index in sorted(folder.rglob("index.html")):
        relative = index.parent.relative_to(folder)
        paths.append("" if relative == Path(".") else f"{relative.as_posix()}/")
    return paths
