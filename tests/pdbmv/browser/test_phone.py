"""Every PDBMV worked example fits one phone screen, in all four languages (issue 20).

A reader on a 375 x 812 phone scrolls an example to the top of the screen: the whole example
(its board, its tables, its step caption, its buttons) is then in view, and no page scrolls
sideways. Every worked example of every page is measured as the reader gets it, the page
loaded with JavaScript; the sandbox, a whole game with its own scrolling panels, is not a
worked example. The measures are printed, so a run shows how much room is left.

Without JavaScript, the static sandbox board is laid out by the shared sandbox sheet
(``pdbmv.css`` imports it): checked on the sandbox page.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sitebuild import fence
from tests.browserkit import ServedSite, built_pages
from tests.pdbmv.browser.test_widgets import LANGS
from tests.widgets.test_examples_on_screens import MEASURE

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

PHONE: dict[str, Any] = {"viewport": {"width": 375, "height": 812}, "has_touch": True, "is_mobile": True}

DOCS = Path(__file__).resolve().parents[3] / "docs"


def examples(lang: str) -> dict[str, int]:
    """Page name -> number of worked examples, from the pages' sources (zh-Hans is zh's)."""
    folder = DOCS / ("zh" if lang == "zh-Hans" else lang) / "pdbmv"
    counts = {page.stem: sum(1 for _, _, source in fence.fences(page.read_text("utf-8"),
                                                                 ("pdbmv",))
                             if "widget: sandbox" not in source)
              for page in folder.glob("*.md")}
    return {name: n for name, n in sorted(counts.items()) if n}


WITH_EXAMPLES = sorted(examples("en"))
"""The game's pages that hold worked examples (the same in every language: tests/games)."""


@pytest.mark.parametrize("lang", LANGS)
def test_every_worked_example_fits_a_phone_with_its_caption(lang: str, served_site: ServedSite,
                                                            open_page: Any) -> None:
    slug = LANGS[lang]
    pages = ["pdbmv/" if name == "index" else f"pdbmv/{name}/" for name in WITH_EXAMPLES]
    assert set(pages) <= set(built_pages(served_site.root, slug)), pages
    page = open_page(f"{served_site.url}{slug}/{pages[0]}", **PHONE)
    height = PHONE["viewport"]["height"]
    measured, problems = 0, []
    for path in pages:
        page.goto(f"{served_site.url}{slug}/{path}", wait_until="load")
        roots = page.locator('.lr-widget[data-widget^="pdbmv/"]:not([data-widget$="/sandbox"])')
        assert roots.count() >= 1, path
        for i in range(roots.count()):
            seen = roots.nth(i).evaluate(MEASURE)
            measured += 1
            print(f"{slug}/{path} #{i} {seen['kind']}: {seen['height']} px")
            if seen["height"] > height:
                problems.append(f"{path} #{i} {seen['kind']}: {seen['height']} px tall")
            if seen["caption"] is not None and seen["caption"] > height:
                problems.append(f"{path} #{i}: caption ends at {seen['caption']} px")
        if page.evaluate("() => document.documentElement.scrollWidth") > 375:
            problems.append(f"{path}: the page scrolls sideways")
    assert measured == sum(examples(lang).values()) > 0
    assert problems == [], f"{lang}: examples taller than a 375 x 812 phone"


def test_static_sandbox_board_has_the_shared_sandbox_sheet(served_site: ServedSite,
                                                           browser: Any) -> None:
    """No JavaScript: sandbox.js never links sandbox.css, yet its rules apply (every page links
    the shared sheet, mkdocs.yml's extra_css; an @import would make axe-core inject an inline
    <style>, which the pages' policy refuses): the sheet is loaded, and a rule of it reaches the
    static board."""
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(f"{served_site.subpath_url}en/pdbmv/sandbox/")
        sheets = page.evaluate("() => [...document.styleSheets].map(s => s.href)")
        assert any(href and href.endswith("/assets/widgets/static/sandbox.css")
                   for href in sheets), sheets
        lists = page.evaluate("""() => [...document.querySelectorAll('.sbx-static ul')]
            .map(ul => getComputedStyle(ul).listStyleType)""")
        assert lists and set(lists) == {"none"}, lists   # sandbox.css, not the theme's bullets
    finally:
        context.close()
