"""Once the reader has changed a worked example, the prose beside it is marked as describing
the original (issue 22: "the prose beside it keeps describing the original case"), on a 1280 x
800 laptop and a 375 x 812 phone, over every example with "Change this example" (found by its
data attributes: no game is named), the pages each language reads (tests/langkit.py).

The reader's change: the example's own edits (``data-act`` controls in its picture, the step
shown, then in its controls), pressed in turn until one changes what the example shows (a tool that only
says what a tap does changes nothing). Then the prose beside it carries the note, with its
button back to the original, and is marked (``data-lr-original``); on a laptop the note's
appearing leaves the picture where it was (its room was kept from the press), and the note
is on the screen beside the example, where the eye is; where the example takes the whole
width while it is changed (an editor too wide to stand beside the prose), the prose comes
under it and the note first, right under the example (the first thing the reader meets).
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from livewidgets.strings import UI
from tests.browserkit import LANG_FOLDERS, READY_TIMEOUT_MS, ServedSite, start_editing
from tests.widgets.test_examples_on_screens import (EXAMPLE_PAGES, PICTURE, SCREENS, _changeable,
                                                    _read_in, _url)

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

EDITS = (".lr-body [data-act]:not(.lr-frame:not([data-shown]) [data-act])"
         ":not([aria-disabled='true']):not(:disabled)")
"""The example's edits a reader can press, in the page's order: in its picture (the step
shown), then in its controls."""

MARKED = """r => { const grid = r.closest('.lr-beside__grid');
  const scope = grid ?? r.parentElement;
  const note = scope.querySelector('.lr-original-note:not([data-idle])');
  if (!note || !note.checkVisibility({visibilityProperty: true})) return null;
  const b = note.getBoundingClientRect();
  return {marked: Boolean(!grid || grid.querySelector('[data-lr-original]')),
          text: note.innerText, top: Math.round(b.top), bottom: Math.round(b.bottom),
          under: Math.round(r.getBoundingClientRect().bottom)}; }"""
"""The note on the prose beside a changed example, and whether that prose is marked."""

UNDER_PX = 48
"""How far under an example that takes the whole width its note may start (a margin)."""
TRIES = 40
"""The most edits pressed in turn (a table's cells may each be refused but one)."""


def _change(root: Any) -> dict[str, Any] | None:
    """Press the example's edits in turn until the prose is marked; its note, or None. Each
    is pressed by the page's own click (what is measured is the prose, not where the edit
    lies: one may be under the site's header or in a box scrolled inside itself)."""
    for i in range(TRIES):
        edits = root.locator(EDITS)
        if i >= edits.count():
            return None
        edits.nth(i).evaluate("b => b.click()")
        # the edit's answer (live.js: aria-busy while Python has it), then the prose's mark
        root.page.wait_for_function("r => !r.hasAttribute('aria-busy')",
                                    arg=root.element_handle(), timeout=READY_TIMEOUT_MS)
        try:
            root.page.wait_for_function(MARKED, arg=root.element_handle(), timeout=300)
        except PlaywrightTimeout:
            continue
        return root.evaluate(MARKED)  # type: ignore[no-any-return]
    return None


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", LANG_FOLDERS)
def test_a_changed_example_marks_its_prose(lang: str, screen: str, served_site: ServedSite,
                                           open_page: Any, live_pages: Any) -> None:
    options = SCREENS[screen]
    height = options["viewport"]["height"]
    paths = _read_in(lang, EXAMPLE_PAGES)
    page = open_page(_url(served_site, lang, paths[0]), **options)
    changed, problems = 0, []
    for path, n, root in _changeable(live_pages, page, served_site, lang, paths):
        root.evaluate("r => r.scrollIntoView({block: 'start'})")
        start_editing(root)
        page.evaluate("() => document.getAnimations().forEach(a => a.finish())")
        picture = root.evaluate(PICTURE)
        note = _change(root)
        now = root.evaluate(PICTURE)
        root.locator(".lr-change").first.click()   # closed: the next example
        print(f"{lang} {screen} {path} #{n}: note {note}")
        if note is None:
            problems.append(f"{path} #{n}: changed, its prose is not marked")
            continue
        changed += 1
        if not note["marked"] or UI[lang]["describes_original"] not in note["text"]:
            problems.append(f"{path} #{n}: the note or the mark is missing: {note}")
        if screen == "laptop":
            if abs(now - picture) > 2:
                problems.append(f"{path} #{n}: the note moved the picture {picture} -> {now}")
            if note["top"] >= note["under"] - 1:   # the prose under the example
                if note["top"] - note["under"] > UNDER_PX:
                    problems.append(f"{path} #{n}: the note is not right under it: {note}")
            elif note["top"] < 0 or note["bottom"] > height:
                problems.append(f"{path} #{n}: the note is off the screen: {note}")
    assert changed > 0
    assert problems == [], f"{lang} {screen}: changed examples whose prose is not marked"
    page.watch.check()
