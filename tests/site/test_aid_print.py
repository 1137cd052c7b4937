"""The player aid in chromium: printed, it is exactly one portrait page of A4 and one of US
Letter, black on white, without the site's header, navigation, search, footer or widgets; on a
phone (375 px) it is a column of cards with no horizontal scroll. Every aid of every registry
entry, in every language (Simplified Chinese included), from the session's one build.

One browser context for all the pages: printing does not depend on what was opened before.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from engine import registry
from sitebuild.pages import aid
from sitebuild.languages import languages

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

AIDED = [spec.id for spec in registry.entries() if aid.PAGE in spec.pages]
PAGES = [(lang.slug, game) for lang in languages() for game in AIDED]
PRINT_HIDDEN = (".md-header", ".md-sidebar", ".md-footer", ".md-search", ".lr-offline")


def pdf_pages(pdf: bytes) -> int:
    """The number of pages of a PDF chromium wrote (its page objects)."""
    return len(re.findall(rb"/Type\s*/Page(?![s\w])", pdf))


@pytest.fixture(scope="module")
def tab(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    yield context.new_page()
    context.close()


def test_pdf_pages_are_counted() -> None:
    """The counter itself: a page tree's /Pages object is not a page."""
    assert pdf_pages(b"<< /Type /Pages /Count 2 >> << /Type /Page >> << /Type/Page >>") == 2


@pytest.mark.parametrize(("slug", "game"), PAGES, ids=[f"{s}/{g}" for s, g in PAGES])
def test_the_aid_prints_on_one_a4_and_one_letter_page(served_site: Any, tab: Any, slug: str,
                                                      game: str) -> None:
    # page.pdf prints with the media last emulated: print, as a reader's printer does
    tab.emulate_media(media="print")
    tab.set_viewport_size({"width": 1200, "height": 900})
    tab.goto(f"{served_site.subpath_url}{slug}/{game}/{aid.PAGE}/")
    tab.wait_for_load_state("load")
    assert tab.locator(".lr-aid .lr-aid-card").count() >= 4
    for paper in ("A4", "Letter"):
        pages = pdf_pages(tab.pdf(format=paper, landscape=False, print_background=False))
        assert pages == 1, f"{slug}/{game}/aid prints on {pages} {paper} pages"
    for selector in PRINT_HIDDEN:
        shown = tab.evaluate(
            "s => [...document.querySelectorAll(s)].filter(e => e.getClientRects().length)"
            ".length", selector)
        assert shown == 0, f"{slug}/{game}/aid: {selector} is printed"
    colours = tab.evaluate(
        "() => [...document.querySelectorAll('.lr-aid li, .lr-aid h2')]"
        ".map(e => getComputedStyle(e).color)")
    assert set(colours) == {"rgb(0, 0, 0)"}, f"{slug}/{game}/aid: not black on paper"
    # on a phone: cards one under the other, nothing wider than the screen
    tab.emulate_media(media="screen")
    tab.set_viewport_size({"width": 375, "height": 740})
    width = tab.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 375, f"{slug}/{game}/aid scrolls sideways on a phone ({width} px)"
    lefts = tab.evaluate("() => [...document.querySelectorAll('.lr-aid-card')]"
                         ".map(c => Math.round(c.getBoundingClientRect().left))")
    assert len(set(lefts)) == 1, "the cards are not one column on a phone"
