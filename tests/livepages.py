"""Live pages: one browser page per language and kind of screen (touch or not), kept from one
test to the next.

Starting Python (Pyodide, in the page's worker) costs 4-8 s of CPU on a fresh page, 15-27 s
with two workers on a loaded machine; most browser tests only need a page of the site with its
widgets. Material's instant navigation swaps a page's content without a new document, so the
page's JavaScript, its Python and its worker stay up: following a link of the site to the next
test's page makes that page new (its widgets mounted afresh, from its own HTML) in about 0.2 s.

``LivePages.open(url, **context_options)`` is what ``open_page`` (tests/conftest.py) calls:

- a page opened with the same context options (by a test of any module), whose site (the
  language's build, its ``sitemap.xml``) lists ``url``, is reused: the harness follows a link to ``url``
  the way a reader does (through the language's home first when it is already on that page).
  The screen's size is not one of those options: the page is resized to the test's
  ``viewport`` (Playwright's default when it gives none) before it follows the link, as a
  reader turns a tablet or widens a window, so the next page is laid out and its widgets
  mounted at that size (the widgets' scripts read no screen size; the CSS follows it). Phones,
  laptops and the narrow screens of each language then share one page instead of starting
  Python for each size (see ``counts``). Every phone test gives the same options
  (``PHONE_SCREEN`` in tests/browserkit.py), so a worker needs two pages per language
  (desktop, phone): the four languages fit in :data:`KEPT`;
- anything else gets a fresh context and page, loaded with ``goto`` as before: a URL with a
  ``#fragment`` (a shared link is opened whole, as a reader opening it does), a page without
  instant navigation (served at ``/`` without its SITE_URL, a test's own HTML), ``fresh=True``
  (a test that watches what a first visit fetches, or routes requests), and a second page
  asked for in the same test (two pages compared must be two pages).

Python's first answer on a reused page is held back (``HOLD``) until the test waits for a
widget (``wait_ready``, ``start_editing`` in browserkit release it) or ``HOLD_MS`` pass, as a
cold start would: a test that reads a calculator's worked example "before Python" still reads
the build's HTML, never a live view that a warm runtime drew first.

A page whose test failed is closed (the next test gets a fresh one); a test's routes are
undone. Each test gets its own ``page.watch`` (console errors, requests
that leave the origin). ``LIVING_RULES_FRESH_PAGES=1`` turns reuse off.

``LivePages.counts`` says how the worker's pages came (``started``: fresh live pages, each a
Python start; ``unkept``: fresh pages not kept; ``reused``: instant navigations; ``evicted``:
live pages closed to keep :data:`KEPT`); the run prints them per worker (tests/conftest.py).
"""

from __future__ import annotations

import os
import warnings
from collections import Counter, OrderedDict
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from playwright.sync_api import Error as PlaywrightError

from tests.browserkit import NAVIGATE, READY_TIMEOUT_MS, Watch

FRESH_PAGES = "LIVING_RULES_FRESH_PAGES"
"""Set (to anything) to give every test fresh pages, as before live pages (to tell whether a
failure comes from a page kept between tests)."""
KEPT = 8
"""Live pages kept per worker (each holds a Python runtime); the least recently used goes."""
DEFAULT_VIEWPORT = {"width": 1280, "height": 720}
"""Playwright's viewport for a context opened without one: what a reused page is resized to
for a test that asks for no size."""
SERVICE_WORKERS = {"service_workers": "block"}
"""The pages' contexts run without the site's service worker (sitebuild/static/sw.js), as the
pages of tests/site/test_aid_print.py, test_site_browser.py and test_finding_your_way.py do.
Registered (Playwright's default), it saved, in every context, the whole game of each page
reached (about 55 files, 2 MB) and the 14 MB runtime, beside what the test did, and the live
pages walk every game (issue 19: `make test` in 15 minutes). Nothing these pages check
depends on it; what it does is read by the offline tests, which ask for it
(``service_workers="allow"``: tests/site/test_offline_browser.py, the offline test of
tests/site/test_finding_your_way.py); tests/site/test_site_csp.py's pages keep it too, as
does a game's test of a first visit on a slowed phone. The tests' own contexts block it as
well (the left bar, the language menu, search, examples with Python blocked): registered,
it cost each 0.5-0.7 s of CPU for nothing they check."""
HOLD_MS = 3000
"""How long Python's first answer after a reused page's navigation waits for the test."""

HOLD = """() => {
  if (window.__lrHold) return;
  const send = Worker.prototype.postMessage;
  const held = [];
  let holding = false, timer = null;
  window.__lrHold = {
    // ms 0: until release() (a test that reads the build's page first, then lets Python in)
    hold(ms) {
      holding = true; clearTimeout(timer);
      if (ms) timer = setTimeout(() => this.release(), ms);
    },
    release() {
      holding = false; clearTimeout(timer);
      for (const [worker, args] of held.splice(0)) send.apply(worker, args);
    },
    // the calls held are never sent: their widgets are gone (a walk over pages read as built)
    drop() {
      holding = false; clearTimeout(timer);
      held.length = 0;
    },
  };
  // only the widgets' calls into Python ({type: "call"}), never the search worker's messages
  Worker.prototype.postMessage = function (...args) {
    if (holding && args[0] && args[0].type === 'call') { held.push([this, args]); return; }
    return send.apply(this, args);
  };
}"""

HELD_FIRST_LOAD = """(() => {
  // the context's first document only: a kept page later reloaded is not held again
  if (sessionStorage.getItem('lrHeld')) return;
  sessionStorage.setItem('lrHeld', '1');
  (%s)();
  window.__lrHold.hold(0);
})();"""
"""A fresh page asked for ``held``: the hold is in place before the page's own scripts run."""

SITEMAP = """async () => {
  const node = document.getElementById('__config');
  if (!node) return null;
  const config = JSON.parse(node.textContent);
  if (!(config.features || []).includes('navigation.instant')) return null;
  const base = new URL(config.base, location.href);
  const response = await fetch(new URL('sitemap.xml', base));
  if (!response.ok) return null;
  const xml = new DOMParser().parseFromString(await response.text(), 'application/xml');
  // as material reads it (integrations/sitemap): the protocol and host name are the page's
  return [...xml.querySelectorAll('url > loc')].map(loc => {
    const url = new URL(loc.textContent.trim());
    url.protocol = base.protocol;
    url.hostname = base.hostname;
    return url.href;
  });
}"""

FOLLOW = """([url, ms, timeout]) => {
  // Python's answers held first, the hold installed again if gone: a test may have reloaded
  // the kept page (a reload drops it, and a held test then found the live widget where the
  // build's should be)
  (%s)();
  window.__lrHold.hold(ms);
  window.__lrLive = true;   // reached by instant navigation (tests/browserkit.py's PASTE)
  return (%s)([url, timeout]);
}""" % (HOLD, NAVIGATE)
"""Instant navigation to ``url`` in one call (tests/browserkit.py's ``NAVIGATE``), Python's
answers held for ``ms`` first (0: until the test lets them in)."""


def canonical(url: str) -> str:
    """The URL without its query and fragment (what material's sitemap lists)."""
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, parts.path, "", ""))


@dataclass
class LivePage:
    options: str
    context: Any
    page: Any
    sitemap: frozenset[str] = frozenset()


@dataclass
class LivePages:
    """The worker's live pages (tests/conftest.py keeps one for the session)."""

    browser: Any
    kept: OrderedDict[int, LivePage] = field(default_factory=OrderedDict)
    counts: Counter[str] = field(default_factory=Counter)

    def new_page(self, url: str, options: dict[str, Any], held: bool = False) -> tuple[Any, Any]:
        """A fresh context and page on ``url`` (``goto``), with ``page.watch``; ``held``: its
        Python's first answers wait for the test (``HELD_FIRST_LOAD``). Without the site's
        service worker unless the test asks for it (:data:`SERVICE_WORKERS`)."""
        context = self.browser.new_context(**{**SERVICE_WORKERS, **options})
        if held:
            context.add_init_script(HELD_FIRST_LOAD % HOLD)
        page = context.new_page()
        page.watch = watch_for(url)
        page.on("console", lambda message: page.watch.console(message))
        page.on("pageerror", lambda error: page.watch.errors.append(f"page error: {error}"))
        page.on("worker", lambda worker: worker.on(
            "console", lambda message: page.watch.console(message, "worker")))
        context.on("request", lambda request: page.watch.request(request))
        page.goto(url)
        return context, page

    def open(self, url: str, taken: set[int], fresh: bool, options: dict[str, Any],
             held: bool = False) -> tuple[Any, LivePage | None]:
        """A page on ``url`` for a test that already holds the pages ``taken``:
        (page, its LivePage when it is kept between tests, else None). ``held``: Python's
        first answers wait until the test lets them in (``release_python``, ``wait_ready``),
        however long the page took to come, not ``HOLD_MS``."""
        key = repr(sorted((k, v) for k, v in options.items() if k != "viewport"))
        viewport = options.get("viewport") or DEFAULT_VIEWPORT
        fresh = fresh or bool(os.environ.get(FRESH_PAGES))
        if not fresh and not urlsplit(url).fragment:
            for ident, live in list(self.kept.items()):
                if ident in taken or live.options != key \
                        or canonical(url) not in live.sitemap:
                    continue
                if live.page.is_closed():
                    self.drop(ident)
                    continue
                self.kept.move_to_end(ident)
                live.page.watch = watch_for(url)
                try:
                    if live.page.viewport_size != viewport:
                        live.page.set_viewport_size(viewport)
                    self.follow(live.page, url, live.sitemap, held)
                except Exception as error:  # noqa: BLE001 - the test gets a fresh page instead
                    warnings.warn(f"live page not reused for {url}: {error}", stacklevel=2)
                    self.drop(ident)
                    break
                self.counts["reused"] += 1
                return live.page, live
        context, page = self.new_page(url, options, held)
        if fresh or urlsplit(url).fragment:
            self.counts["unkept"] += 1
            return page, None
        try:
            sitemap = page.evaluate(SITEMAP)
        except Exception:  # noqa: BLE001 - e.g. a page that moved on by itself: not kept
            sitemap = None
        if not sitemap or canonical(url) not in sitemap:
            self.counts["unkept"] += 1
            return page, None
        page.evaluate(HOLD)
        live = LivePage(key, context, page, frozenset(sitemap))
        self.kept[id(live)] = live
        self.counts["started"] += 1
        while len(self.kept) > KEPT:
            self.counts["evicted"] += 1
            self.drop(next(iter(self.kept)))
        return page, live

    def follow(self, page: Any, url: str, sitemap: frozenset[str], held: bool = False) -> None:
        """Instant navigation to ``url``, through another page of the site when the page is
        on it already: material takes a link from ``page#a`` to ``page`` for a move inside
        the page, and once it has reached ``page`` by instant navigation it draws nothing for
        a link to ``page`` again (tried in stop 45: the live pages waited out their timeout)."""
        if canonical(page.url) == canonical(url):
            home = canonical(urljoin_base(url, sitemap))
            self.follow(page, home, sitemap)
        hold_ms = 0 if held else HOLD_MS   # 0: until the test lets Python in
        try:
            page.evaluate(FOLLOW, [url, hold_ms, READY_TIMEOUT_MS])
        except PlaywrightError as error:
            if "context was destroyed" not in str(error):
                raise
            raise AssertionError(
                f"{url}: the page was reloaded, not reached by instant navigation") from None

    def done(self, live: LivePage, failed: bool) -> None:
        """After a test: a failed test's page goes; otherwise its routes are undone (the next
        test that takes it sets its screen size, :meth:`open`)."""
        ident = id(live)
        if ident not in self.kept:
            return
        if failed or live.page.is_closed():
            self.drop(ident)
            return
        try:
            live.page.unroute_all(behavior="ignoreErrors")
        except Exception:  # noqa: BLE001 - a page in a bad state is simply not kept
            self.drop(ident)

    def drop(self, ident: int) -> None:
        live = self.kept.pop(ident)
        try:
            live.context.close()
        except Exception:  # noqa: BLE001 - already gone with its browser
            pass

    def close(self) -> None:
        for ident in list(self.kept):
            self.drop(ident)


def urljoin_base(url: str, sitemap: frozenset[str]) -> str:
    """Another page of the site than ``url``: the shortest address listed (the home)."""
    others = sorted((u for u in sitemap if u != canonical(url)), key=lambda u: (len(u), u))
    return others[0]


def watch_for(url: str) -> Watch:
    parts = urlsplit(url)
    return Watch(f"{parts.scheme}://{parts.netloc}")
