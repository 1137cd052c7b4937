""""Change this example" on a 375 x 812 phone (touch) and a 1280 x 800 laptop (issue 22), in the
four languages, on the refill example: the controls come into view next to the picture (a
sheet over the screen on a phone), the widget grows by at most about half a screen, and once
the reader has changed the example, the prose beside it carries "The text describes the
original example" with a button back to the original, which goes away once the original is
back. The note's room is kept while the controls are open: appearing, it moves neither the
example's top nor its bottom. Open, "Change this example" says "Done changing"; the way back
to the original is one button at a time (the editor's while it is open, else the note's)."""

from __future__ import annotations

from typing import Any

import pytest
from tests.langkit import sampled

from livewidgets.strings import UI
from tests.browserkit import LANG_FOLDERS, ServedSite, start_editing, wait_ready
from tests.widgets.test_examples_on_screens import SCREENS, _url

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

PLACE = ("r => { const b = r.getBoundingClientRect();"
         " const f = r.querySelector('.lr-frames').getBoundingClientRect();"
         " return [b.top + scrollY, b.bottom + scrollY - f.height]; }")
"""The example's top in the page, and its bottom less its picture's height (a changed card
may wrap the picture's rows differently: that is the change, not the note)."""


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_change_this_example_opens_in_view_and_marks_the_prose(
        lang: str, screen: str, served_site: ServedSite, open_page: Any) -> None:
    options = SCREENS[screen]
    page = open_page(_url(served_site, lang, "pdbmv/refill/"), **options)
    root = page.locator('.lr-widget[data-widget="pdbmv/refill"]').first
    wait_ready(root)
    root.evaluate("r => r.scrollIntoView({block: 'start'})")
    before = root.bounding_box()["height"]
    start_editing(root)
    height = options["viewport"]["height"]
    # the controls come into view (a smooth scroll): their top is on the screen
    page.wait_for_function(
        "([r, h]) => { const c = r.querySelector('.lr-controls:not([hidden])');"
        " if (!c) return false; const b = c.getBoundingClientRect();"
        " return b.top >= 0 && b.top < h - 40; }", arg=[root.element_handle(), height])
    grown = root.bounding_box()["height"] - before
    print(f"{lang} {screen}: the widget grows by {grown:.0f} px when its controls open")
    assert grown <= 0.6 * height, f"the controls push the prose {grown:.0f} px down"
    # open, the button says what a press now does (it closes the editor)
    change = root.locator(".lr-change").first
    assert change.get_attribute("aria-expanded") == "true"
    assert change.inner_text().strip() == UI[lang]["close_change"]
    # the controls sit right under the button, above the folded steps
    assert root.evaluate("r => r.querySelector('.lr-change').closest('.lr-bar')"
                         ".nextElementSibling.classList.contains('lr-controls')")

    note = page.locator(".lr-original-note")
    assert not note.is_visible(), "nothing is changed yet"
    page.evaluate("() => document.getAnimations().forEach(a => a.finish())")
    placed = root.evaluate(PLACE)
    card = root.locator('.lr-frame[data-shown] [data-act="cycle"][data-arg-index="0"]')
    if screen == "phone":
        card.tap()
    else:
        card.click()
    note.wait_for(state="visible")
    # the note had its room already: the example's top stays where it was, and its bottom
    # moves only by what the change did to the picture
    now = root.evaluate(PLACE)
    assert all(abs(a - b) <= 1 for a, b in zip(placed, now)), \
        f"the note moved the example from {placed} to {now}"
    assert UI[lang]["describes_original"] in note.inner_text()
    # the note is in the prose beside the example (or just before it), or, where the example
    # takes the whole width while changed, first in its open controls, on the screen
    # (review 35, B2)
    where = page.evaluate(
        "() => { const n = document.querySelector('.lr-original-note');"
        " const b = n.getBoundingClientRect();"
        " return {prose: Boolean(n.closest('.lr-beside__before'))"
        " || n.nextElementSibling?.classList.contains('lr-widget'),"
        " controls: n.parentElement.matches('.lr-controls') && !n.previousElementSibling,"
        " seen: b.top >= 0 && b.bottom <= innerHeight}; }")
    assert where["prose"] or (where["controls"] and where["seen"]), where
    # one way back to the page's example at a time: the editor's own, while it is open
    # (the note keeps its sentence), the note's once it is closed
    reset = root.locator('[data-act="reset"]')
    back = note.get_by_role("button", name=UI[lang]["back_to_original"])
    assert reset.is_visible() and not back.is_visible()
    if screen == "phone":
        change.tap()
    else:
        change.click()
    assert change.get_attribute("aria-expanded") == "false"
    assert change.inner_text().strip() == UI[lang]["change"]
    assert not reset.is_visible() and back.is_visible()
    if screen == "phone":
        back.tap()
    else:
        back.click()
    note.wait_for(state="hidden")
    assert page.locator("[data-lr-original]").count() == 0
    page.watch.check()




# The words of the element's visible text nodes that were cut across two lines (a word's
# range rectangles, one per line it spans). A break where the translation allows one (a soft
# hyphen, drawn as a hyphen: "Cou-/ronne") is a break between two words here.
BROKEN_WORDS = """r => {
  const broken = [];
  const walker = document.createTreeWalker(r, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement.checkVisibility()) continue;
    for (const match of node.data.matchAll(/[^\\s\\u00ad]+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      // a line below the first (runs of fallback fonts on one line differ by a pixel or two)
      const rects = [...range.getClientRects()].filter(b => b.width > 0);
      if (rects.some(b => b.top >= rects[0].bottom - 2)) broken.push(match[0]);
    }
  }
  return broken;
}"""


@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_the_scoring_editor_keeps_words_whole_on_a_laptop(
        lang: str, served_site: ServedSite, open_page: Any) -> None:
    """At 1280 px the example sits in a narrow column beside the prose: its editor once
    squeezed the card column to a letter a line ("M a gi c S cr ol l") and the example grew
    taller than the screen. Words stay whole, and the editor, a table beside the picture,
    leaves the example within the window."""
    options = SCREENS["laptop"]
    page = open_page(_url(served_site, lang, "pdbmv/tie-breaks/"), **options)
    root = page.locator('.lr-widget[data-widget="pdbmv/scoring"]').first
    wait_ready(root)
    root.evaluate("r => r.scrollIntoView({block: 'start'})")
    start_editing(root)
    editor = root.locator(".pdbmv-editor").first
    editor.wait_for(state="visible")
    assert root.locator(".lr-controls").evaluate(BROKEN_WORDS) == []
    names = root.locator(".pdbmv-editor tbody th")
    line = names.first.evaluate("e => parseFloat(getComputedStyle(e).lineHeight) || 24")
    for i in range(names.count()):
        box = names.nth(i).bounding_box()
        assert box is not None and box["height"] <= 2 * line + 30, names.nth(i).inner_text()
    # the editor stands beside the picture: the example still fits the window (issue 22)
    assert root.bounding_box()["height"] <= options["viewport"]["height"]
    page.watch.check()
