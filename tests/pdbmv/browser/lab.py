"""The PDBMV widget lab: a page per language, written next to the built pages, with one widget
of each kind on known scenarios (test_widgets.py and test_player.py drive them), kept open
from one test to the next.

The lab is not a page of the built site (no sitemap lists it), so the harness's live pages
(tests/livepages.py) never reach it, and each lab test used to load it afresh: a Pyodide start
each, 15-27 s on a loaded machine. ``open_lab(lang, **context_options)`` keeps one lab page
per language and screen instead, and reaches the next test's lab the way the site's pages
reach the next page: the lab carries a ``document$`` as Material's pages do (widgets.js
re-initialises on it), and "navigating" swaps in the lab's content from its HTML and tells
``document$``, so every widget is mounted afresh, from the build's HTML, on a page whose
Python is already up. A test that failed leaves its page closed; a test's routes are undone.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from sitebuild.dev.httpserve import TEST_SUB_PATH as SUB_PATH
from sitebuild.dev.httpserve import serving
from sitebuild.fence import render_source
from tests.browserkit import ServedSite
from tests.langkit import SLUGS
from tests.livepages import LivePages, watch_for
from tests.pdbmv.testkit import game_in_progress

LANGS = SLUGS
"""Language code -> URL folder of its build."""
FAVOR = ["axe", "feather", "scroll", "crown", "sword", "relic"]
EVIL = '<img src=x onerror="window.__xss=1">'

REFILL = {"players": ["Ana", "Ben"], "favor": FAVOR, "turn": "Ana",
          "deck": ["crown", "sword", "feather", "scroll", "relic", "crown", "axe", "wild"],
          "hands": {"Ana": ["axe", "axe"], "Ben": []},
          "actions": [{"player": "Ana", "do": "bribe", "treasure": "axe", "cards": ["axe"]}]}
FAVOR_CAP = {"players": ["Ana", "Ben"], "favor": FAVOR, "turn": "Ana", "deck": ["wild"],
             "hands": {"Ana": ["sword", "sword", "wild"]},
             "actions": [{"player": "Ana", "do": "bribe", "treasure": "sword",
                          "cards": ["sword", "sword", "wild"]}]}
SCORING = {"players": [EVIL, "Ben"], "favor": FAVOR, "turn": "Ben", "deck": [],
           "hands": {EVIL: ["sword"], "Ben": ["wild"]},
           "bribes": {EVIL: {"relic": ["relic"], "sword": ["sword"]},
                      "Ben": {"relic": ["relic"], "sword": ["sword", "wild"]}}}

LAB = {"refill": REFILL, "favor": FAVOR_CAP, "scoring": SCORING, "risk": game_in_progress()}

DOCUMENT = """<script>
// Material's document$ as the lab needs it: widgets.js subscribes, and is told again when
// the lab's content is swapped (tests/pdbmv/browser/lab.py)
(() => {
  const subscribers = new Set();
  window.document$ = {
    subscribe(f) { subscribers.add(f); f(document); return {unsubscribe() { subscribers.delete(f); }}; },
    next() { for (const f of [...subscribers]) f(document); },
  };
})();
</script>"""

SWAP = """html => {
  const fresh = new DOMParser().parseFromString(html, 'text/html').querySelector('main');
  document.activeElement?.blur?.();
  document.querySelector('main').replaceWith(document.adoptNode(fresh));
  window.scrollTo(0, 0);
  window.document$.next();
}"""

KEPT = 3
"""Lab pages kept per worker (each holds a Python runtime); the least recently used goes."""


def lab_html(lang: str) -> str:
    widgets = "".join(render_source("pdbmv", json.dumps({"widget": kind, "scenario": scenario}),
                                    lang) for kind, scenario in LAB.items())
    widgets += render_source("pdbmv", json.dumps({"widget": "assumptions"}), lang)
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            '<title>Widget lab</title><link rel="icon" href="data:,">'
            '<link rel="stylesheet" href="assets/widgets/static/widgets.css">'
            '<link rel="stylesheet" href="assets/widgets/livewidgets/pdbmv/static/pdbmv.css">'
            f'{DOCUMENT}</head><body><main><h1>Widget lab</h1>{widgets}</main>'
            '<script type="module" src="assets/widgets/static/widgets.js"></script></body></html>')


@pytest.fixture(scope="session")
def lab(served_site: ServedSite, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServedSite]:
    """A widget-lab.html per language, in a folder of its own beside links to the built
    site's assets and runtime (so the shared build the site tests read stays untouched)."""
    folder = tmp_path_factory.mktemp("lab")
    (folder / "_runtime").symlink_to(served_site.root / "_runtime")
    for lang, slug in LANGS.items():
        (folder / slug).mkdir()
        (folder / slug / "assets").symlink_to(served_site.root / slug / "assets")
        (folder / slug / "widget-lab.html").write_text(lab_html(lang), encoding="utf-8")
    with serving(folder, "/") as url, serving(folder, SUB_PATH) as subpath_url:
        yield ServedSite(folder, url, subpath_url)


def lab_url(site: ServedSite, lang: str) -> str:
    return f"{site.url}{LANGS[lang]}/widget-lab.html"


class LabPages:
    """The worker's lab pages, by language and context options, least recently used first."""

    def __init__(self, browser: Any, site: ServedSite) -> None:
        self.loader = LivePages(browser)
        self.site = site
        self.pages: OrderedDict[str, tuple[Any, Any]] = OrderedDict()

    def open(self, lang: str, options: dict[str, Any]) -> tuple[str, Any]:
        url = lab_url(self.site, lang)
        key = repr((lang, sorted(options.items())))
        if key in self.pages and not self.pages[key][1].is_closed():
            self.pages.move_to_end(key)
            page = self.pages[key][1]
            page.watch = watch_for(url)
            html = (self.site.root / LANGS[lang] / "widget-lab.html").read_text(encoding="utf-8")
            page.evaluate(SWAP, html)
            return key, page
        self.drop(key)
        self.pages[key] = self.loader.new_page(url, options)
        while len(self.pages) > KEPT:
            self.drop(next(iter(self.pages)))
        return key, self.pages[key][1]

    def done(self, key: str, failed: bool, viewport: Any) -> None:
        if key not in self.pages:
            return
        page = self.pages[key][1]
        try:
            if failed or page.is_closed():
                raise RuntimeError("not kept")
            page.unroute_all(behavior="ignoreErrors")
            if viewport and page.viewport_size != viewport:
                page.set_viewport_size(viewport)
        except Exception:  # noqa: BLE001 - a page in a bad state is simply not kept
            self.drop(key)

    def drop(self, key: str) -> None:
        if key in self.pages:
            context, _ = self.pages.pop(key)
            try:
                context.close()
            except Exception:  # noqa: BLE001 - already gone with its browser
                pass

    def close(self) -> None:
        for key in list(self.pages):
            self.drop(key)


@pytest.fixture(scope="session")
def lab_pages(browser: Any, lab: ServedSite) -> Iterator[LabPages]:
    pages = LabPages(browser, lab)
    yield pages
    pages.close()


@pytest.fixture
def open_lab(lab_pages: LabPages, request: pytest.FixtureRequest) -> Iterator[Callable[..., Any]]:
    """``open_lab(lang, **context_options)`` -> the lab page of ``lang`` on that screen, its
    widgets new, with ``page.watch`` (this test's console errors and foreign requests)."""
    used: list[tuple[str, Any]] = []
    failed_before = request.session.testsfailed

    def opener(lang: str, **options: Any) -> Any:
        key, page = lab_pages.open(lang, options)
        used.append((key, page.viewport_size))
        return page

    yield opener
    # the call's report is counted before the teardown runs
    failed = request.session.testsfailed > failed_before
    for key, viewport in used:
        lab_pages.done(key, failed, viewport)
