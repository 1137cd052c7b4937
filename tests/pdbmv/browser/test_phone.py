"""PDBMV on a phone without JavaScript.

That every PDBMV worked example fits a 375 x 812 phone with its step caption, in the four
languages, is measured with every other game's examples by
tests/widgets/test_examples_on_screens.py (this file used to measure them a second time).

Without JavaScript, the static sandbox board is laid out by the shared sandbox sheet
(``pdbmv.css`` imports it): checked on the sandbox page.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.browserkit import ServedSite

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]


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
