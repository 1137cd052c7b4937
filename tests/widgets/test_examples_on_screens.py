"""Worked examples and calculators on a 375 x 812 phone (touch) and a 1280 x 800 laptop, as a
reader gets them (issue 22, "Worked examples on a laptop"; issue 20, "Every worked example
fits a phone"), in the four languages.

- A calculator is as tall before Python draws its live view as after (within 2 px): the
  build reserves the live view's room.
- Every worked example and every calculator of every game's pages fits the window's height
  once scrolled to the top of the screen, with what it says in view: a worked example's step
  caption, a calculator's answer (livewidgets/calcwidget.py's ``calc_body``: the answer
  first, the inputs in a box that scrolls inside itself past what the screen leaves).

"Change this example" in view, and the prose marked once the example is changed: a game's own
test (it acts on its example's controls), in that game's browser tests.

On the phone every example is read in all four languages (issue 20: "the phone check covers
every example in four languages"; the longest translations are what overflow a phone). The
laptop pass and the calculators' heights are sampled per game, as the every-page pass is
(tests/langkit.py's ``TRANSLATION_OF``): English reads every game, each translated language the
games given to it, so every language still reads whole games (issue 19: 15 minutes).

The measures are printed, so a run shows how much room is left.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from livewidgets.api import widget_specs
from livewidgets.strings import UI
from sitebuild import fence
from tests.browserkit import LANG_FOLDERS, ServedSite, start_editing, wait_ready
from tests.langkit import read_in

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

SCREENS: dict[str, dict[str, Any]] = {
    "phone": {"viewport": {"width": 375, "height": 812}, "has_touch": True, "is_mobile": True},
    "laptop": {"viewport": {"width": 1280, "height": 800}},
}
DOCS = Path(__file__).resolve().parents[2] / "docs"
CALCULATORS = [game for game, spec in widget_specs().items() if spec.reserve]


def _pages(game: str) -> dict[str, list[dict[str, Any]]]:
    """The game's English pages with widgets other than the sandbox: page path -> configs."""
    found: dict[str, list[dict[str, Any]]] = {}
    for page in sorted((DOCS / "en" / game).glob("*.md")):
        configs = [yaml.safe_load(source) for _, _, source in
                   fence.fences(page.read_text("utf-8"), (game,))]
        configs = [c for c in configs if isinstance(c, dict) and c.get("widget") != "sandbox"]
        if configs:
            found[f"{game}/" if page.stem == "index" else f"{game}/{page.stem}/"] = configs
    return found


EXAMPLE_PAGES = [path for game in widget_specs() for path in _pages(game)]
"""Every page with a worked example or a calculator (the same pages in every language)."""
CALC_PAGES = [next(path for path, configs in _pages(game).items()
                   if any(c["widget"] in widget_specs()[game].live for c in configs))
              for game in CALCULATORS]
"""One page per calculator, with a live widget on it."""


def _read_in(lang: str, paths: list[str]) -> list[str]:
    """The pages of ``paths`` that ``lang`` reads: the pages of its games (a page's game is the
    folder its path starts with)."""
    chosen = [path for path in paths if read_in(lang, path.split("/")[0])]
    assert chosen, f"{lang} reads no page of {paths}"
    return chosen

MEASURE = """root => {
  root.scrollIntoView({block: 'start'});
  const box = root.getBoundingClientRect();
  const caption = root.querySelector(
    '.lr-frame[data-shown] .lr-caption, :scope > .lr-body .lr-answer');
  const cap = caption ? caption.getBoundingClientRect() : null;
  return {kind: root.dataset.widget, height: Math.round(box.height),
          top: Math.round(box.top), caption: cap && Math.round(cap.bottom)};
}"""


def _url(served_site: ServedSite, lang: str, path: str) -> str:
    return f"{served_site.subpath_url}{LANG_FOLDERS[lang]}/{path}"


def _visit(live_pages: Any, page: Any, url: str) -> None:
    """Go on to ``url`` the way a reader does, by the site's instant navigation, when the page
    is a live page (its Python stays up, its first answer held as on a first visit:
    tests/livepages.py); else load it."""
    live = next((kept for kept in live_pages.kept.values() if kept.page is page), None)
    if live is None:
        page.goto(url, wait_until="load")
    else:
        live_pages.follow(page, url, live.sitemap)


def _height(root: Any) -> float:
    return float(root.evaluate("r => r.getBoundingClientRect().height"))


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", LANG_FOLDERS)
def test_no_calculator_changes_height_when_python_arrives(
        lang: str, screen: str, served_site: ServedSite, open_page: Any,
        live_pages: Any) -> None:
    """Measured the moment the page is there (Python's first answer is held back on a live
    page, tests/livepages.py; a fresh page has not started it yet), then once live."""
    options = SCREENS[screen]
    paths = _read_in(lang, CALC_PAGES)
    page = open_page(_url(served_site, lang, paths[0]), **options)
    problems = []
    for i, path in enumerate(paths):
        if i:
            _visit(live_pages, page, _url(served_site, lang, path))
        roots = page.locator(".lr-widget:has(> .lr-reserve)")
        assert roots.count() >= 1, path
        for n in range(roots.count()):
            root = roots.nth(n)
            if n == 0:   # the first one is measured before Python (the others may be live)
                assert root.locator(".lr-live").count() == 0, f"{path}: live already"
            static = _height(root)
            wait_ready(root)
            live = _height(root)
            print(f"{lang} {screen} {path} #{n}: {static:.0f} px before Python, {live:.0f} after")
            if abs(live - static) > 2:
                problems.append(f"{path} #{n}: {static:.0f} -> {live:.0f} px")
    assert problems == [], f"{lang} {screen}: calculators that change height"


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", LANG_FOLDERS)
def test_every_example_fits_the_window_with_its_caption(
        lang: str, screen: str, served_site: ServedSite, open_page: Any,
        live_pages: Any) -> None:
    options = SCREENS[screen]
    height = options["viewport"]["height"]
    paths = EXAMPLE_PAGES if screen == "phone" else _read_in(lang, EXAMPLE_PAGES)
    page = open_page(_url(served_site, lang, paths[0]), **options)
    measured, problems = 0, []
    for i, path in enumerate(paths):
        if i:
            _visit(live_pages, page, _url(served_site, lang, path))
        roots = page.locator('.lr-widget[data-widget]:not([data-widget$="/sandbox"])')
        assert roots.count() == len(_pages(path.split("/")[0])[path]), path
        for n in range(roots.count()):
            seen = roots.nth(n).evaluate(MEASURE)
            calculator = roots.nth(n).locator(":scope > .lr-reserve").count() > 0
            measured += 1
            print(f"{lang} {screen} {path} #{n} {'calculator ' if calculator else ''}"
                  f"{seen['kind']}: {seen['height']} px, what it says ends at "
                  f"{seen['caption']} px")
            if calculator and seen["caption"] is None:
                problems.append(f"{path} #{n} {seen['kind']}: no answer (.lr-answer)")
            elif seen["height"] > height:
                problems.append(f"{path} #{n} {seen['kind']}: {seen['height']} px tall")
            elif seen["caption"] is not None and seen["caption"] > height:
                problems.append(f"{path} #{n}: its caption ends at {seen['caption']} px")
    assert measured > 0
    assert problems == [], f"{lang} {screen}: examples taller than the window"
