"""Worked examples and calculators on a 375 x 812 phone (touch) and a 1280 x 800 laptop, as a
reader gets them (issue 22, "Worked examples on a laptop"; issue 20, "Every worked example
fits a phone"), in the four languages.

- A calculator is as tall before Python draws its live view as after (within 2 px), and
  what it draws both times (its picture) stays where it was inside it: the build reserves
  the live view's room, and its controls' room.
- Every worked example and every calculator of every game's pages fits the window's height
  once scrolled to the top of the screen, with what it says in view: a worked example's step
  caption, a calculator's answer (livewidgets/calcwidget.py's ``calc_body``: the answer
  first, the inputs in a box that scrolls inside itself past what the screen leaves). On a
  phone a calculator's inputs lie whole in the page instead, under its answer: no box of a
  calculator scrolls inside itself there (one cut the legend or the tree it held), and
  nothing is wider than the screen; and every word, number and sign it shows, in its
  pictures too, is drawn at 12 px or more (issue 22: a reviewer read order digits at 9.8 px).

Once the reader presses "Change this example", every worked example still fits the window
with its caption and its controls in view, and the prose beside it is marked once it is
changed: tests/widgets/test_changed_prose_browser.py (one visit per example for both; it walks
the examples with :func:`_changeable`), and a game's own tests.

On the phone every example is read in all four languages (issue 20: "the phone check covers
every example in four languages"; the longest translations are what overflow a phone). The
laptop pass and the calculators' heights are sampled per game, as the every-page pass is
(tests/langkit.py's ``TRANSLATION_OF``): English reads every game, each translated language the
games given to it, so every language still reads whole games (issue 19: 15 minutes).

The calculators' inputs on a phone and the changed examples are sampled the same way (each
translation has a game with changeable examples among its own).

The measures are printed, so a run shows how much room is left.
"""

from __future__ import annotations

import functools
from pathlib import Path
from collections.abc import Iterator
from typing import Any

import pytest
import yaml

from livewidgets.api import widget_specs
from sitebuild import fence
from tests.browserkit import LANG_FOLDERS, PHONE_SCREEN, ServedSite, wait_ready
from tests.langkit import read_in

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

SCREENS: dict[str, dict[str, Any]] = {
    "phone": PHONE_SCREEN,
    "laptop": {"viewport": {"width": 1280, "height": 800}},
}
DOCS = Path(__file__).resolve().parents[2] / "docs"
CALCULATORS = [game for game, spec in widget_specs().items() if spec.reserve]


@functools.cache
def _pages(game: str) -> dict[str, list[dict[str, Any]]]:
    """The game's English pages with widgets other than the sandbox: page path -> configs.
    Read once per process (read only): parsed again for each page a test visited, the
    fences' YAML cost the phone pass about 3 s of CPU (of 60 s) and 5 s of its time."""
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


MEASURE_EACH = """roots => roots.map(root => ({...(MEASURE)(root),
  calculator: Boolean(root.querySelector(':scope > .lr-reserve'))}))""".replace("MEASURE", MEASURE)
""":data:`MEASURE` of each widget in turn, and whether it is a calculator (it has a reserve), in
one call: one round trip per page, not three per widget."""


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


def _each_page(live_pages: Any, page: Any, served_site: ServedSite, lang: str,
               paths: list[str]) -> Iterator[str]:
    """The pages of ``paths`` in turn (``page`` is on the first), reached as a reader goes on
    (:func:`_visit`)."""
    for i, path in enumerate(paths):
        if i:
            _visit(live_pages, page, _url(served_site, lang, path))
        yield path


def _changeable(live_pages: Any, page: Any, served_site: ServedSite, lang: str,
                paths: list[str]) -> Iterator[tuple[str, int, Any]]:
    """Every worked example with "Change this example" on the pages of ``paths``, in turn
    (``page`` is on the first): its page's path, its rank there, its root."""
    for path in _each_page(live_pages, page, served_site, lang, paths):
        roots = page.locator('.lr-widget[data-widget]:not([data-widget$="/sandbox"])'
                             ':has(.lr-change)')
        for n in range(roots.count()):
            yield path, n, roots.nth(n)


def _calculators(lang: str, options: dict[str, Any], served_site: ServedSite, open_page: Any,
                 live_pages: Any) -> Iterator[tuple[str, Any]]:
    """The calculator pages ``lang`` reads, in turn on one page opened with ``options``, each
    with its calculators (the first measured before Python: nothing has started it yet)."""
    paths = _read_in(lang, CALC_PAGES)
    page = open_page(_url(served_site, lang, paths[0]), **options)
    for path in _each_page(live_pages, page, served_site, lang, paths):
        roots = page.locator(".lr-widget:has(> .lr-reserve)")
        assert roots.count() >= 1, path
        yield path, roots


PIECES = """root => {
  const top = root.getBoundingClientRect().top, out = {};
  for (const piece of root.querySelectorAll(
      ':scope > .lr-body :is(.lr-answer, .lr-inputs) > [class]')) {
    if (!(piece.className in out) && piece.checkVisibility())
      out[piece.className] = Math.round(piece.getBoundingClientRect().top - top);
  }
  return out;
}"""
"""Where each piece of a calculator's answer and inputs (by its class) starts in the widget."""
SIZED = """root => [root.getBoundingClientRect().height, (PIECES)(root)]""".replace(
    "PIECES", PIECES)
"""The widget's height and :data:`PIECES`, in one call."""


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", LANG_FOLDERS)
def test_no_calculator_changes_height_when_python_arrives(
        lang: str, screen: str, served_site: ServedSite, open_page: Any,
        live_pages: Any) -> None:
    """Measured the moment the page is there (Python's first answer is held back on a live
    page, tests/livepages.py; a fresh page has not started it yet), then once live: its
    height, and where each piece drawn both times (its picture) lies inside it."""
    problems = []
    for path, roots in _calculators(lang, SCREENS[screen], served_site, open_page, live_pages):
        for n in range(roots.count()):
            root = roots.nth(n)
            if n == 0:   # the first one is measured before Python (the others may be live)
                assert root.locator(".lr-live").count() == 0, f"{path}: live already"
            static, placed = root.evaluate(SIZED)
            wait_ready(root)
            live, moved = root.evaluate(SIZED)
            print(f"{lang} {screen} {path} #{n}: {static:.0f} px before Python, {live:.0f} after")
            if abs(live - static) > 2:
                problems.append(f"{path} #{n}: {static:.0f} -> {live:.0f} px")
            problems += [f"{path} #{n}: .{piece} moves from {placed[piece]} to {at} px"
                         for piece, at in moved.items()
                         if piece in placed and abs(at - placed[piece]) > 2]
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
    for path in _each_page(live_pages, page, served_site, lang, paths):
        roots = page.locator('.lr-widget[data-widget]:not([data-widget$="/sandbox"])')
        every = roots.evaluate_all(MEASURE_EACH)   # each scrolled to the top, then measured
        assert len(every) == len(_pages(path.split("/")[0])[path]), path
        for n, seen in enumerate(every):
            calculator = seen["calculator"]
            measured += 1
            print(f"{lang} {screen} {path} #{n} {'calculator ' if calculator else ''}"
                  f"{seen['kind']}: {seen['height']} px, what it says ends at "
                  f"{seen['caption']} px")
            if calculator and seen["caption"] is None:
                problems.append(f"{path} #{n} {seen['kind']}: no answer (.lr-answer)")
            elif calculator and screen == "phone":   # whole in the page, its answer first
                if seen["caption"] > height:
                    problems.append(f"{path} #{n}: its answer ends at {seen['caption']} px")
            elif seen["height"] > height:
                problems.append(f"{path} #{n} {seen['kind']}: {seen['height']} px tall")
            elif seen["caption"] is not None and seen["caption"] > height:
                problems.append(f"{path} #{n}: its caption ends at {seen['caption']} px")
    assert measured > 0
    assert problems == [], f"{lang} {screen}: examples taller than the window"


# The boxes of a calculator that scroll inside themselves and hold more than they show (what
# only assistive technology reads, clipped to a pixel, is not a box a reader scrolls).
CUT_BOXES = """root => [...root.querySelectorAll(':scope > .lr-body, :scope > .lr-body *')]
  .filter(box => box.clientHeight > 2 && box.checkVisibility()
    && ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(box).overflowY)
    && box.scrollHeight > box.clientHeight + 1)
  .map(box => `${box.className}: ${box.scrollHeight} px in ${box.clientHeight}`)"""


LEAST_PX = 12
"""The smallest text a calculator draws on a phone, in CSS pixels, as drawn (issue 22)."""
SMALL_TEXT = """([root, least]) => {
  const small = {}, clips = new Map();
  // words for screen readers only are clipped to nothing (.lr-sr, and the build's summaries
  // where its controls will be)
  const clipped = e => {
    if (!e || e === root) return false;
    if (!clips.has(e)) clips.set(e, getComputedStyle(e).clip !== 'auto' || clipped(e.parentElement));
    return clips.get(e);
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const text = walker.currentNode.textContent.trim();
    const element = walker.currentNode.parentElement;
    if (!text || !element.checkVisibility({visibilityProperty: true, opacityProperty: true})
        || clipped(element)) continue;
    let size = parseFloat(getComputedStyle(element).fontSize);
    if (element instanceof SVGGraphicsElement) {
      // an SVG's text is drawn at its font size times the drawing's scale
      const user = element.getBBox().height;
      if (user) size *= element.getBoundingClientRect().height / user;
    } else {
      size *= element.currentCSSZoom ?? 1;
    }
    const where = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
    if (size < least - 0.05 && !(where in small))
      small[where] = `"${text.slice(0, 20)}" at ${size.toFixed(1)} px`;
  }
  return Object.entries(small).map(([where, what]) => `${where}: ${what}`);
}"""
"""The text of a widget (``root``) that a reader sees drawn under ``least`` px, once per kind of
element: what only a screen reader reads is left out; a picture's text (SVG) is measured as
drawn, its font size times the scale the picture is drawn at."""


@pytest.mark.parametrize("lang", LANG_FOLDERS)
def test_no_calculator_cuts_its_inputs_on_a_phone(
        lang: str, served_site: ServedSite, open_page: Any, live_pages: Any) -> None:
    """Before Python and once live: the inputs whole in the page, none wider than it, and no
    text drawn under :data:`LEAST_PX` (in the answer, the inputs and their pictures alike)."""
    options = SCREENS["phone"]
    problems = []
    for path, roots in _calculators(lang, options, served_site, open_page, live_pages):
        page = roots.page
        for n in range(roots.count()):
            root = roots.nth(n)
            for when in ("before Python", "live"):
                if when == "live":
                    wait_ready(root)
                cut = root.evaluate(CUT_BOXES)
                small = page.evaluate(SMALL_TEXT, [root.element_handle(), LEAST_PX])
                wide = page.evaluate("() => document.documentElement.scrollWidth")
                print(f"{lang} {path} #{n} {when}: {len(cut)} cut boxes, page {wide} px wide, "
                      f"{len(small)} kinds of text under {LEAST_PX} px")
                problems += [f"{path} #{n} {when}: {box}" for box in cut]
                problems += [f"{path} #{n} {when}: text under {LEAST_PX} px: {text}"
                             for text in small]
                if wide > options["viewport"]["width"]:
                    problems.append(f"{path} #{n} {when}: the page is {wide} px wide")
    assert problems == [], f"{lang}: calculators that cut what they hold, or draw small text"
