"""PDBMV's worked examples after the review of issue 22 (7/10 on a laptop): a refusal in the
scoring editor goes at the next tap or focus (it lies over the rows under the button pressed);
the scoring example keeps its height through the reader's edits (in French it grew by 23 to
31 px after a +, the prose under it jumping); every word of the examples at least 12 px on a
375 px phone."""

from __future__ import annotations

from typing import Any

import pytest
from tests.langkit import WRITTEN, sampled

from tests.browserkit import LANG_FOLDERS, ServedSite, wait_ready, wait_still
from tests.pdbmv.browser.test_editor_fits import _open_third_example, _press_change
from tests.pdbmv.browser.test_sandbox_phone_review import SMALL_WORDS
from tests.widgets.test_examples_on_screens import EXAMPLE_PAGES, SCREENS, _each_page, _url

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

NOTE = ".lr-controls .lr-message:not([hidden])"
ENABLED = '.lr-controls tbody button[data-act]:not([aria-disabled="true"])'
IDLE = "r => !r.hasAttribute('aria-busy')"


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", WRITTEN)
def test_a_refusal_in_the_editor_goes_at_the_next_tap_or_focus(
        lang: str, screen: str, served_site: ServedSite, open_page: Any) -> None:
    """A button that cannot apply, pressed: its reason lies over the rows under it. A tap on
    that note puts it away, and what it covered is under the reader's finger again; pressed
    from the keyboard, the note goes when the focus moves on (Tab). Before any press, its
    reason is on screen while the keyboard is on it, and under a mouse (review 37, B2: it
    was greyed and silent; the shared why.js, for every widget's unable controls)."""
    page, root = _open_third_example(served_site, open_page, lang, screen, fresh=False)
    _press_change(root, screen)
    refused = root.locator('.lr-controls tbody button[aria-disabled="true"]').first
    if screen == "phone":   # aria-disabled: pressable, and it says why (forced past the
        refused.tap(force=True)   # check that takes it for a disabled button)
    else:
        refused.click(force=True)
    note = root.locator(NOTE)
    note.wait_for()
    shown = note.bounding_box()
    assert shown is not None
    x, y = shown["x"] + shown["width"] / 2, shown["y"] + shown["height"] / 2
    assert root.evaluate("(r, [x, y]) => Boolean(document.elementFromPoint(x, y)"
                         "?.closest('.lr-message'))", [x, y]), "the note is not on top"
    if screen == "phone":
        page.touchscreen.tap(x, y)
    else:
        page.mouse.click(x, y)
    note.wait_for(state="hidden")
    assert root.evaluate("(r, [x, y]) => !document.elementFromPoint(x, y)"
                         "?.closest('.lr-message')", [x, y])
    reason = refused.evaluate("b => document.getElementById("
                              "b.getAttribute('aria-describedby')).textContent")
    tip = root.locator(".lr-tip")
    if screen == "laptop":
        refused.hover(force=True)
        tip.wait_for()
        assert tip.inner_text() == reason
        page.mouse.move(0, 0)
        tip.wait_for(state="detached")
    refused.focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")   # the focus on it from the keyboard
    tip.wait_for()
    assert reason and tip.inner_text() == reason
    box = tip.bounding_box()
    width = SCREENS[screen]["viewport"]["width"]
    assert box and 0 <= box["x"] and box["x"] + box["width"] <= width, box
    page.keyboard.press("Enter")
    note.wait_for()
    page.keyboard.press("Tab")
    note.wait_for(state="hidden")
    page.watch.check()


PRESSES = 12
"""The editor's buttons pressed in turn (every other one: a + and a - of different rows)."""

BUTTON = """(r, i) => {
  const b = r.querySelectorAll(ENABLED)[i];
  return b ? {name: b.getAttribute('aria-label') || b.innerText,
              y: b.getBoundingClientRect().y} : null;
}""".replace("ENABLED", repr(ENABLED))
"""The i-th enabled button of the editor: its name and where it is, in one call."""

ANSWERED = """(r, i) => new Promise(done => {
  // once Python has answered the press (aria-busy gone): the example's height, and where
  // the i-th enabled button now is
  const until = performance.now() + 30000;
  const answered = () => {
    if (!(IDLE)(r)) {
      if (performance.now() > until) return done({busy: true});
      return requestAnimationFrame(answered);
    }
    done({height: r.getBoundingClientRect().height, button: (BUTTON)(r, i)});
  };
  answered();
})""".replace("(BUTTON)", f"({BUTTON})").replace("(IDLE)", f"({IDLE})")
"""What one press changed, in one call: :data:`IDLE` waited for, then measured."""


@pytest.mark.parametrize("lang", ["fr", *[k for k in sampled(LANG_FOLDERS) if k != "fr"]])
def test_the_scoring_example_keeps_its_height_through_edits(
        lang: str, served_site: ServedSite, open_page: Any) -> None:
    """At 1280 x 800, the scoring page's first example, its editor open: each press of the
    editor's buttons (adding or taking away cards, which wraps the scoreboard's rows anew)
    leaves the example as tall as it was when the editor opened, and the button pressed where
    it was, under the pointer."""
    page = open_page(_url(served_site, lang, "pdbmv/scoring/"), **SCREENS["laptop"])
    root = page.locator('.lr-widget[data-widget="pdbmv/scoring"]').first
    wait_ready(root)
    root.evaluate("r => r.scrollIntoView({block: 'start'})")
    _press_change(root, "laptop")
    page.evaluate("() => document.getAnimations().forEach(a => a.finish())")
    wait_still(page)   # the smooth scroll that shows the controls
    height = root.bounding_box()["height"]
    moved = []
    for i in range(0, 2 * PRESSES, 2):
        before = root.evaluate(BUTTON, i)
        if before is None:
            break
        root.locator(ENABLED).nth(i).click()
        now = root.evaluate(ANSWERED, i)
        assert not now.get("busy"), f"{before['name']}: no answer from Python"
        after = now["button"]
        if abs(now["height"] - height) > 1:
            moved.append(f"{before['name']}: the example {height:.0f} -> {now['height']:.0f} px")
        if after and abs(after["y"] - before["y"]) > 1:
            moved.append(f"{before['name']}: the button {before['y']:.0f} -> {after['y']:.0f}")
    assert moved == []
    assert height <= SCREENS["laptop"]["viewport"]["height"]
    page.watch.check()


PDBMV_PAGES = [path for path in EXAMPLE_PAGES if path.startswith("pdbmv/")]


@pytest.mark.parametrize("lang", list(LANG_FOLDERS))
def test_every_word_of_the_examples_is_12_px_on_a_phone(
        lang: str, served_site: ServedSite, open_page: Any, live_pages: Any) -> None:
    """On a 375 px phone no word of a PDBMV example is drawn under 12 px (the step counter
    was 11.5 px, the track's names 10.9). The pages are reached as a reader goes on, by the
    site's instant navigation (the language's live phone page, tests/livepages.py: one
    Python start, not one per page); each page's examples are read in one call."""
    assert PDBMV_PAGES
    page = open_page(_url(served_site, lang, PDBMV_PAGES[0]), **SCREENS["phone"])
    small = {}
    for path in _each_page(live_pages, page, served_site, lang, PDBMV_PAGES):
        roots = page.locator(".lr-widget[data-widget^='pdbmv/']"
                             ":not([data-widget='pdbmv/sandbox'])")
        # the sandbox: tests/pdbmv/browser/test_sandbox_phone_review.py, live
        assert roots.count(), path
        for root in roots.all():
            if root.locator(".lr-stepper, .lr-change").count():
                wait_ready(root)   # its stepper shown (hidden until the script wires it)
        for n, words in enumerate(roots.evaluate_all(f"roots => roots.map({SMALL_WORDS})")):
            if words:
                small[f"{path} #{n}"] = words
    assert small == {}
    page.watch.check()
