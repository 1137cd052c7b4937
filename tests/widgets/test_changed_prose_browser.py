"""A changed worked example, on a 1280 x 800 laptop and a 375 x 812 phone, over every example
with "Change this example" (found by its data attributes: no game is named), each visited once
for both checks (issue 19: one visit per example; they were two passes over the same examples,
each pressing "Change this example"). Every example is changed twice, in English and in its
game's translation (tests/langkit.py's ``read_in``), once on each screen: a game's pages take
turns, English on the laptop and the translation on the phone, then the other way round
(:func:`on_screen`). All four pairs cost this pass half its time (issue 19: `make test` in 15
minutes) for what the other two already show: the same example, its edits and its prose, on
the same screen in another language.

- **It still shows its worked example**: once "Change this example" is pressed (Python draws
  it), its steps read as the build wrote them (tests/site/test_every_page_widgets.py's
  ``compare``: that pass changes one example of each kind per page it reads).
- **It fits the window** (issue 22): scrolled to the top of the screen, "Change this example"
  pressed, the widget is no taller than the window, its caption, its controls and their first
  control are on the screen; on a laptop the controls stand beside the picture, which stays
  where it was (its top within 2 px), on a phone the editor is a sheet over the screen, the
  picture in its upper half; pressed again, it closes (the controls hidden, the widget back
  in the page's flow). It keeps its height in the page (review 37, B5): on a laptop from the
  press to its edits, and once closed again. On a laptop the prose that tells it keeps a
  readable width meanwhile (:data:`PROSE_PX`), whether beside it or under it.
- **The prose beside it is marked** as describing the original (issue 22: "the prose beside
  it keeps describing the original case"). The reader's change: the example's own edits
  (``data-act`` controls in its picture, the step shown, then in its controls), pressed in
  turn until one changes what the example shows (a tool that only says what a tap does
  changes nothing). Then the prose beside it carries the note, with its button back to the
  original, and is marked (``data-lr-original``); on a laptop the note's appearing leaves the
  picture where it was (its room was kept from the press), and the note is on the screen
  beside the example, where the eye is; where the example takes the whole width while it is
  changed (an editor too wide to stand beside the prose), the prose comes under it and the
  note stands first in the example's open controls, on the screen too (review 35, B2: right
  under a tall example it started below the window).

The examples before they are changed (every one fits a phone, in the four languages):
tests/widgets/test_examples_on_screens.py.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.i18n import SOURCE_LANG
from livewidgets.strings import UI
from tests.browserkit import LANG_FOLDERS, READY_TIMEOUT_MS, ServedSite, wait_ready
from tests.site.test_every_page_widgets import compare, static_views
from tests.widgets.test_examples_on_screens import (EXAMPLE_PAGES, MEASURE, SCREENS, _changeable,
                                                    _read_in, _url)

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

PICTURE = """root => Math.round((root.querySelector('.lr-frames') ?? root.querySelector('.lr-body'))
  .getBoundingClientRect().top)"""
"""Where the example's picture starts on the screen (its frames; an example without steps:
its body)."""

CHANGED = """root => {
  const box = root.getBoundingClientRect();
  const shown = root.querySelector('.lr-frame[data-shown] .lr-caption');
  const caption = shown ? shown.getBoundingClientRect() : box;   // no steps: the widget's top
  const controls = root.querySelector('.lr-controls:not([hidden])');
  const held = controls && controls.getBoundingClientRect();
  const first = controls && [...controls.querySelectorAll('button, input, select, summary')]
    .find(e => e.checkVisibility({visibilityProperty: true}));
  const reach = first && first.getBoundingClientRect();
  const grid = root.closest('.lr-beside__grid');
  const prose = grid ? [...grid.querySelectorAll(
      ':scope > :is(.lr-beside__before, .lr-beside__after) > p')]
    .filter(p => p.checkVisibility()).map(p => Math.round(p.getBoundingClientRect().width)) : [];
  // the first control (review 35, B4): the controls' first edit, else (only a way back
  // there) the picture's first live edit, else the controls' first
  const focused = document.activeElement;
  const usable = e => e.checkVisibility({visibilityProperty: true}) && !e.matches(':disabled');
  const isEdit = e => e.matches('[data-act]:not([data-act="reset"])');
  const inControls = controls ? [...controls.querySelectorAll(
    'a[href], button, input, select, textarea, summary')].filter(usable) : [];
  const drawn = [...root.querySelectorAll('[data-act]:not([aria-disabled="true"])')]
    .find(e => isEdit(e) && !controls?.contains(e) && usable(e));
  const expected = inControls.find(isEdit) ?? drawn ?? inControls[0];
  const said = e => e && (e.getAttribute('aria-label') || e.textContent).trim().slice(0, 40);
  const focus = {ok: Boolean(expected) && focused === expected, on: said(focused),
                 expected: said(expected)};
  return {height: Math.round(box.height), top: Math.round(caption.top), focus,
          caption: Math.round(shown ? caption.bottom : caption.top),
          prose: prose.length ? Math.min(...prose) : null,
          controls: held && [Math.round(held.top), Math.round(held.bottom)],
          first: reach && [Math.round(reach.top), Math.round(reach.bottom)],
          picture: (PICTURE)(root)};
}""".replace("(PICTURE)", f"({PICTURE})")

CHANGED_WHEN_STILL = """root => new Promise(done => {
  const measure = CHANGED_MEASURE;
  const until = performance.now() + READY_MS;
  let last = scrollY, still = 0;
  const frame = () => {
    const edit = root.dataset.edit;
    if (edit === 'error' || performance.now() > until) return done({edit});
    if (edit !== 'ready') return requestAnimationFrame(frame);
    if (scrollY !== last) [last, still] = [scrollY, 0];
    else if (++still >= 4) return done({edit, ...measure(root)});
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})""".replace("CHANGED_MEASURE", CHANGED).replace("READY_MS", str(READY_TIMEOUT_MS))
"""Once the changed example is live (``data-edit``: ``ready``, or ``error``) and the page has
not scrolled for four frames in a row, :data:`CHANGED`'s measures, in one call: the smooth
scroll that brings a changed example's controls into view (widgets/static/live.js,
``revealControls``, started before the example says it is ready) has ended, or there was none
(a phone's sheet, an example already in view). A fixed 400 ms wait cost every example that did
not scroll; a call per wait and per measure cost several round trips per example."""

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

PRESS = """(r, i) => new Promise(done => {
  // the i-th edit pressed by the page's own click; then, once Python has answered it
  // (live.js: aria-busy while an edit is with Python, the prose marked in the same task as
  // the example is drawn again): the edits there were, the note on the prose or null
  const edits = r.querySelectorAll(EDITS);
  if (i >= edits.length) return done({count: edits.length, note: null});
  edits[i].click();
  const until = performance.now() + READY_MS;
  const answered = () => {
    if (!r.hasAttribute('aria-busy')) return done({count: edits.length, note: (MARKED)(r)});
    if (performance.now() > until) return done({count: edits.length, busy: true});
    requestAnimationFrame(answered);
  };
  answered();
})""".replace("EDITS", repr(EDITS)).replace("(MARKED)", f"({MARKED})") \
    .replace("READY_MS", str(READY_TIMEOUT_MS))
"""One edit pressed and its answer waited for, in one call (:func:`_change`)."""

PROSE_PX = 380
"""The narrowest the paragraphs telling an example may be while it is changed (review 33 C1:
squeezed beside the example and its controls, they were 183 px, 4 to 6 words a line)."""
UNDER_PX = 48
"""How far under an example that takes the whole width its note may start (a margin)."""
TRIES = 40
"""The most edits pressed in turn (a table's cells may each be refused but one)."""


def _change(root: Any) -> tuple[dict[str, Any] | None, int]:
    """Press the example's edits in turn until the prose is marked: its note (or None) and
    how many edits were pressed. Each is pressed by the page's own click (what is measured is
    the prose, not where the edit lies: one may be under the site's header or in a box
    scrolled inside itself). The note is read as soon as Python has answered: live.js marks
    the prose in the same task as it draws the answer and ends ``aria-busy``; an edit refused
    before Python (its reason beside it) is never busy."""
    for i in range(TRIES):
        pressed = root.evaluate(PRESS, i)
        assert not pressed.get("busy"), f"edit {i}: no answer from Python"
        if i >= pressed["count"]:
            return None, i
        if pressed["note"] is not None:
            return pressed["note"], i + 1
    return None, TRIES


def _fits(seen: dict[str, Any], picture: int, screen: str, height: int) -> list[str]:
    """What is off the window of a changed example measured by :data:`CHANGED`: a laptop
    keeps the picture where the reader saw it, the controls open beside it; a phone's sheet
    shows it from its top, never pushed off the screen."""
    problems = []
    if screen == "laptop" and abs(seen["picture"] - picture) > 2:
        problems.append(f"the picture moved {picture} -> {seen['picture']}")
    if not 0 <= seen["picture"] < height / 2:
        problems.append(f"the picture starts at {seen['picture']} px")
    if seen["first"] is None or seen["first"][0] < 0 or seen["first"][1] > height:
        problems.append("its first control is off the window")
    if seen["height"] > height:
        problems.append(f"{seen['height']} px tall while changed")
    if seen["top"] < 0 or seen["caption"] > height:
        problems.append("its caption is off the screen while changed")
    if seen["controls"] is None or seen["controls"][0] >= height - 40 \
            or seen["controls"][1] <= 40:
        problems.append("its controls are off the screen")
    if screen == "laptop" and seen["prose"] is not None and seen["prose"] < PROSE_PX:
        problems.append(f"its prose is {seen['prose']} px wide while it is changed")
    if screen == "laptop" and not seen["focus"]["ok"]:   # opened from the keyboard (B4)
        problems.append(f"the focus is not on its first control: {seen['focus']}")
    return problems


KEPT_PX = 3
"""How much a changed example's height may differ from its height in the page."""


def _kept(before: int, seen: int, after: int, closed: int, screen: str) -> list[str]:
    """Review 35 B3, review 37 B5: a changed example keeps its height in the page
    (``before``), from the press (``seen``) to an edit (``after``) and once closed again
    (``closed``), so the text under it does not move (an edit that drew no outcome took 92 px
    off one example; entering "Change this example" made every one 36 to 57 px taller). A
    phone's sheet lies over the page: there, its height once closed."""
    heights = {"once changing": seen, "after an edit": after} if screen == "laptop" else {}
    heights["closed again"] = closed
    return [f"{before} px in the page, {height} px {when}"
            for when, height in heights.items() if abs(height - before) > KEPT_PX]


def _marks(note: dict[str, Any] | None, lang: str, screen: str, height: int, picture: int,
           now: int) -> list[str]:
    """What is wrong with the note on the prose of an example the reader changed (``None``:
    no note), and on a laptop with where it lies and where the picture went."""
    if note is None:
        return ["changed, its prose is not marked"]
    problems = []
    if not note["marked"] or UI[lang]["describes_original"] not in note["text"]:
        problems.append(f"the note or the mark is missing: {note}")
    if screen == "laptop":
        if abs(now - picture) > 2:
            problems.append(f"the note moved the picture {picture} -> {now}")
        if note["top"] >= note["under"] - 1:   # the prose under the example
            if note["top"] - note["under"] > UNDER_PX:
                problems.append(f"the note is not right under it: {note}")
        elif note["top"] < 0 or note["bottom"] > height:
            problems.append(f"the note is off the screen: {note}")
    return problems


def on_screen(lang: str, screen: str, path: str) -> bool:
    """Whether the examples of ``path`` (a page of a game ``lang`` reads) are changed in
    ``lang`` on ``screen``: a game's pages in turn have English on the laptop and the game's
    translation on the phone, then the other way round."""
    game = path.split("/")[0]
    turn = [page for page in EXAMPLE_PAGES if page.split("/")[0] == game].index(path)
    return (lang == SOURCE_LANG) == (screen == ("laptop" if turn % 2 == 0 else "phone"))


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", LANG_FOLDERS)
def test_a_changed_example_fits_the_window_and_marks_its_prose(
        lang: str, screen: str, served_site: ServedSite, open_page: Any,
        live_pages: Any) -> None:
    """Each example once: scrolled to the top of the screen, "Change this example" pressed,
    measured (:func:`_fits`) and its steps compared with the build's; its edits pressed until the prose is marked (:func:`_marks`);
    "Change this example" pressed again, its controls close. On a laptop it is pressed from the
    keyboard: the focus goes to its first control. Its height is kept (:func:`_kept`)."""
    options = SCREENS[screen]
    height = options["viewport"]["height"]
    paths = [path for path in _read_in(lang, EXAMPLE_PAGES) if on_screen(lang, screen, path)]
    page = open_page(_url(served_site, lang, paths[0]), **options)
    measured, changed, problems = 0, 0, []
    static: dict[str, list[dict[str, Any]]] = {}   # each page's widgets, as built
    for path, n, root in _changeable(live_pages, page, served_site, lang, paths):
        before = root.evaluate(MEASURE)["height"]   # scrolled to the top of the screen
        wait_ready(root)
        picture = root.evaluate(PICTURE)
        if screen == "laptop":   # "Change this example", from the keyboard (focus: _fits)
            root.locator(".lr-change").first.focus()
            page.keyboard.press("Enter")
        else:
            root.locator(".lr-change").first.click()
        seen = root.evaluate(CHANGED_WHEN_STILL)
        assert seen["edit"] == "ready", f"{path} #{n}: the changed example failed"
        measured += 1
        problems += [f"{path} #{n}: {p}" for p in _fits(seen, picture, screen, height)]
        if path not in static:
            static[path] = static_views(page, _url(served_site, lang, path))
        i = root.evaluate("r => [...document.querySelectorAll('[data-widget]')].indexOf(r)")
        problems += compare(path, i, root, static[path][i])   # the steps, as built
        page.evaluate("() => document.getAnimations().forEach(a => a.finish())")
        shown = root.evaluate(PICTURE)
        note, pressed = _change(root)
        now = root.evaluate(PICTURE)
        edited = root.evaluate("r => Math.round(r.getBoundingClientRect().height)")
        changed += note is not None
        problems += [f"{path} #{n}: {p}" for p in _marks(note, lang, screen, height, shown, now)]
        print(f"{lang} {screen} {path} #{n}: {before} px, changing {seen['height']} px; "
              f"caption {seen['top']}-{seen['caption']}, controls {seen['controls']}, "
              f"first control {seen['first']}, picture {picture} -> {seen['picture']}, "
              f"prose {seen['prose']} px wide; "
              f"{pressed} edits pressed, note {note}")
        root.locator(".lr-change").first.click()   # pressed again: closed
        closed = root.evaluate("r => [r.querySelectorAll('.lr-controls:not([hidden])')"
                               ".length, getComputedStyle(r).position,"
                               " Math.round(r.getBoundingClientRect().height)]")
        if closed[0] or closed[1] == "fixed":
            problems.append(f"{path} #{n}: pressed again, its controls stay open")
        problems += [f"{path} #{n}: {p}"
                     for p in _kept(before, seen["height"], edited, closed[2], screen)]
    assert measured > 0 and changed > 0
    assert problems == [], f"{lang} {screen}: changed examples past the window or unmarked"
    page.watch.check()
