"""PDBMV's editors at 1280 x 800 and on a 375 x 812 phone (issue 22). The scoring example
("Change this example" on the tie-breaks page's third example): the example never grows past
the window while Python loads and keeps the height it takes at the press, and the editor's
tables of cards fit their box, with no sideways scroll and every +/- whole on the screen. The
risk example, changed: its track keeps its words whole."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.pdbmv.messages import card_name
from livewidgets import api
from livewidgets.pdbmv.strings import ui
from tests.langkit import sampled

from tests.browserkit import LANG_FOLDERS, ServedSite, wait_ready, wait_still, wait_until
from tests.pdbmv.browser.test_change_example import BROKEN_WORDS
from tests.widgets.test_examples_on_screens import SCREENS, _url

SHOWN = ".lr-frame[data-shown] .lr-caption"

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

# The widget's height at every frame from now on: [ms, height, data-edit]
RECORD_HEIGHTS = """r => { window.__lrHeights = []; const t0 = performance.now();
  (function frame() {
    window.__lrHeights.push([performance.now() - t0, r.getBoundingClientRect().height,
                             r.dataset.edit || '']);
    if (window.__lrHeights.length < 5000) requestAnimationFrame(frame);
  })(); }"""

# Each editor table's box: how far it scrolls sideways, and its +/- buttons cut by the
# box that holds them or by the screen
FITS = """r => {
  const out = [];
  for (const wrap of r.querySelectorAll('.lr-controls .lr-table-wrap')) {
    const box = wrap.getBoundingClientRect();
    if (wrap.scrollWidth > wrap.clientWidth + 1)
      out.push(`scrolls sideways: ${wrap.scrollWidth} in ${wrap.clientWidth} px`);
    for (const b of wrap.querySelectorAll('button')) {
      const e = b.getBoundingClientRect();
      if (e.left < Math.max(box.left, 0) - 1 || e.right > Math.min(box.right, innerWidth) + 1)
        out.push(`${b.getAttribute('aria-label')} cut at ${e.left.toFixed(0)}..${e.right.toFixed(0)}`);
      if (e.width < 43.5 || e.height < 43.5)
        out.push(`${b.getAttribute('aria-label')}: ${e.width.toFixed(0)} x ${e.height.toFixed(0)} px`);
    }
  }
  return out;
}"""


def _open_third_example(served_site: ServedSite, open_page: Any, lang: str,
                        screen: str, fresh: bool = True) -> tuple[Any, Any]:
    """The tie-breaks page's third scoring example, scrolled to the top of the screen.
    ``fresh``: on a fresh page, Python not loaded yet when the reader presses the button
    (what the editor does while it loads); else on the language's live page
    (tests/livepages.py), for what the editor does once there, without a Python start."""
    page = open_page(_url(served_site, lang, "pdbmv/tie-breaks/"), fresh=fresh,
                     **SCREENS[screen])
    root = page.locator('.lr-widget[data-widget="pdbmv/scoring"]').nth(2)
    wait_ready(root)
    root.evaluate("r => r.scrollIntoView({block: 'start'})")
    return page, root


def _press_change(root: Any, screen: str, editor: str = ".pdbmv-editor") -> None:
    change = root.locator(".lr-change").first
    if screen == "phone":
        change.tap()
    else:
        change.click()
    wait_until(root, "([r]) => ['ready', 'error'].includes(r.dataset.edit)", None, 60_000)
    assert root.get_attribute("data-edit") == "ready", root.locator(".lr-status").first.inner_text()
    root.locator(editor).first.wait_for(state="visible")


@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_the_scoring_editor_takes_its_height_at_the_press_on_a_laptop(
        lang: str, served_site: ServedSite, open_page: Any) -> None:
    """The example once stood 836 px tall (the window: 800) in the prose's column while
    Python loaded, then settled beside its editor. From the press on, the widget is never
    taller than the window, and its height once the editor is there is the height it took
    at the press."""
    page, root = _open_third_example(served_site, open_page, lang, "laptop")
    window = SCREENS["laptop"]["viewport"]["height"]
    root.evaluate(RECORD_HEIGHTS)
    _press_change(root, "laptop")
    wait_still(page)   # the editor's first paint and the scroll that shows it
    heights = page.evaluate("window.__lrHeights")
    loading = [h for _, h, edit in heights if edit == "loading"]
    ready = [h for _, h, edit in heights if edit == "ready"]
    assert loading and ready, "the press was not recorded"
    print(f"{lang}: {loading[0]:.0f} px at the press, {ready[-1]:.0f} px with the editor")
    assert max(h for _, h, _ in heights) <= window, (
        f"the example stands {max(h for _, h, _ in heights):.0f} px tall in a {window} px window")
    assert abs(ready[-1] - loading[0]) <= 8, (
        f"the example jumps from {loading[0]:.0f} px to {ready[-1]:.0f} px when its editor arrives")
    assert root.evaluate(FITS) == []
    page.watch.check()


@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_the_scoring_editor_fits_a_phone_without_a_sideways_scroll(
        lang: str, served_site: ServedSite, open_page: Any) -> None:
    """On a phone the editor is a sheet over the screen: each table of cards fits its width,
    its +/- buttons whole on the screen and 44 px targets."""
    page, root = _open_third_example(served_site, open_page, lang, "phone", fresh=False)
    _press_change(root, "phone")
    problems = root.evaluate(FITS)
    assert problems == [], problems
    assert root.evaluate(SMALL_WORDS) == []   # each count's label, at least 12 px
    # the sheet covers the screen: the editor is in it, not below the page's fold
    sheet = root.bounding_box()
    assert sheet is not None and sheet["y"] <= 1 and sheet["width"] >= 374
    page.watch.check()


@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_the_changed_risk_example_keeps_its_track_words_whole_on_a_laptop(
        lang: str, served_site: ServedSite, open_page: Any) -> None:
    """Changed, the risk example (no steps) lays its pieces in two columns of the widget: the
    track, half the widget's width, once kept the long card names and cut them inside their
    words ("Enchant/ed Sword"). Every word of the track stays whole."""
    page = open_page(_url(served_site, lang, "pdbmv/game-end/"), **SCREENS["laptop"])
    root = page.locator('.lr-widget[data-widget="pdbmv/risk"]').first
    wait_ready(root)
    root.evaluate("r => r.scrollIntoView({block: 'start'})")
    _press_change(root, "laptop", ".lr-live .pdbmv-seen")
    track = root.locator(".lr-live .pdbmv-track").first
    assert track.evaluate(BROKEN_WORDS) == []
    page.watch.check()


@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_the_changed_risk_example_leaves_its_answer_the_screen_on_a_phone(
        lang: str, served_site: ServedSite, open_page: Any) -> None:
    """On a phone's sheet, the risk example's controls (one button: its counts are in the
    picture) once kept the 42 % of the screen held for an editor, an empty box over the
    example's answer. The controls are as tall as their button, and "Change this example"
    stands right above them, so three quarters of the screen show the example."""
    options = SCREENS["phone"]
    page = open_page(_url(served_site, lang, "pdbmv/game-end/"), **options)
    root = page.locator('.lr-widget[data-widget="pdbmv/risk"]').first
    wait_ready(root)
    _press_change(root, "phone", ".lr-live .pdbmv-seen")
    controls = root.locator(".lr-controls:not([hidden])").bounding_box()
    tools = root.locator(".lr-controls:not([hidden]) .lr-tools").bounding_box()
    bar = root.locator(".lr-bar:has(> .lr-change)").bounding_box()
    assert controls is not None and tools is not None and bar is not None
    height = options["viewport"]["height"]
    assert controls["height"] <= tools["height"] + 24, (controls, tools)
    assert bar["y"] + bar["height"] <= controls["y"] + 1, "the button is not above the controls"
    assert bar["y"] >= 0.75 * height, f"the example has {bar['y']:.0f} of {height} px"
    page.watch.check()


# The words of the open controls drawn under 12 px (the editor's labels were 11.5 px)
SMALL_WORDS = """r => {
  const small = [];
  const c = r.querySelector('.lr-controls:not([hidden])');
  const walker = document.createTreeWalker(c, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const e = node.parentElement;
    if (!node.data.trim() || !e.checkVisibility()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if (![...range.getClientRects()].some(b => b.width > 1)) continue;  // for screen readers
    const size = parseFloat(getComputedStyle(e).fontSize);
    if (size < 12) small.push(`${node.data.trim()}: ${size} px`);
  }
  return small;
}"""

# The controls' box: how far its content reaches past it (a scroll inside itself)
INNER_SCROLL = """r => { const c = r.querySelector('.lr-controls:not([hidden])');
  return c.scrollHeight - c.clientHeight; }"""


@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_an_edit_keeps_the_scoring_editor_whole_and_its_control_in_place(
        lang: str, served_site: ServedSite, open_page: Any) -> None:
    """At 1280 x 800 the editor beside the picture once held its seven cards in blocks and
    scrolled inside itself; a press of + redrew it scrolled back to its top and the example
    88 px shorter (the new end had no tie-break), so the pressed button left the reader's
    pointer. The reader presses + on the last card of the first player's bribes, a change
    the engine ends another way: the editor shows all its rows without a scroll of its own,
    the example keeps its height and fits the window, and the button stays where it was,
    on the screen."""
    page, root = _open_third_example(served_site, open_page, lang, "laptop", fresh=False)
    config = json.loads(root.get_attribute("data-config") or "{}")
    player, card = config["scenario"]["players"][0], config["scenario"]["favor"][-1]
    first = api.start("pdbmv", config, lang)
    before_frames = first["frames"]
    after_frames = api.act("pdbmv", first["state"], {"act": "bribe", "player": player, "card": card,
                                            "delta": "1"}, lang)["frames"]
    assert after_frames[-1]["text"] != before_frames[-1]["text"], "the change changes nothing"
    _press_change(root, "laptop")
    page.evaluate("() => document.getAnimations().forEach(a => a.finish())")
    wait_still(page)   # the smooth scroll that shows the controls
    window = SCREENS["laptop"]["viewport"]["height"]
    assert root.evaluate(INNER_SCROLL) <= 1, "the editor scrolls inside itself"
    assert root.evaluate(SMALL_WORDS) == []
    plus = root.get_by_role("button", name=ui("add_bribe", lang, card=card_name(card, lang),
                                              player=player))
    height, box = root.bounding_box()["height"], plus.bounding_box()
    # a button that cannot apply, pressed from the keyboard: its reason is a note over the
    # rows, in the table's width; the table neither widens nor scrolls, nothing moves
    refused = root.locator('.lr-controls tbody button[aria-disabled="true"]').first
    refused.focus()
    page.keyboard.press("Enter")
    note = root.locator(".lr-controls .lr-message:not([hidden])")
    note.wait_for()
    table = root.locator(".lr-controls .lr-table-wrap").bounding_box()
    shown = note.bounding_box()
    assert table is not None and shown is not None
    assert shown["x"] >= table["x"] - 1 and shown["x"] + shown["width"] <= table["x"] + table["width"] + 1
    assert root.evaluate(FITS) == [] and root.evaluate(INNER_SCROLL) <= 1
    assert abs(root.bounding_box()["height"] - height) <= 1, "the note moved the example"
    assert plus.bounding_box() == box, "the note moved the buttons"
    assert box is not None and 0 <= box["y"] and box["y"] + box["height"] <= window, box
    plus.click()
    root.locator(SHOWN).filter(has_text=after_frames[-1]["text"]).wait_for()
    page.evaluate("() => document.getAnimations().forEach(a => a.finish())")
    now = plus.bounding_box()
    print(f"{lang}: {height:.0f} px tall, then {root.bounding_box()['height']:.0f}; "
          f"+ at y={box['y']:.0f}, then {now and now['y']:.0f}")
    assert root.evaluate(INNER_SCROLL) <= 1, "the changed editor scrolls inside itself"
    assert abs(root.bounding_box()["height"] - height) <= 1, "the example changed its height"
    assert root.bounding_box()["height"] <= window
    assert now is not None and abs(now["y"] - box["y"]) <= 1 and abs(now["x"] - box["x"]) <= 1, (
        f"the pressed button moved from {box} to {now}")
    page.watch.check()


@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_the_scoring_editor_beside_a_short_picture_scrolls_inside_it(
        lang: str, served_site: ServedSite, open_page: Any) -> None:
    """The Drawing page's example (two players, few steps) has a shorter picture than its
    editor: the example keeps its height all the same (review 37, B5: as tall as its editor,
    it grew 76 px at the press) and fits the window; the editor scrolls inside itself, its
    last row within reach, its tables whole sideways."""
    page = open_page(_url(served_site, lang, "pdbmv/draw/"), **SCREENS["laptop"])
    root = page.locator('.lr-widget[data-widget="pdbmv/scoring"]').first
    wait_ready(root)
    root.evaluate("r => r.scrollIntoView({block: 'start'})")
    before = root.bounding_box()["height"]
    _press_change(root, "laptop")
    wait_still(page)
    height = root.bounding_box()["height"]
    assert abs(height - before) <= 3, f"{before:.0f} px in the page, {height:.0f} px changing"
    assert height <= SCREENS["laptop"]["viewport"]["height"]
    assert root.evaluate(FITS) == []
    last = root.locator(".lr-controls:not([hidden]) tbody tr").last
    last.scroll_into_view_if_needed()
    row, box = last.bounding_box(), root.locator(".lr-controls:not([hidden])").bounding_box()
    assert row is not None and box is not None
    assert box["y"] - 1 <= row["y"] and row["y"] + row["height"] <= box["y"] + box["height"] + 1
    page.watch.check()


# The picture's box: how far its frames reach past it (held short by holdHeight, it scrolls)
PICTURE_SCROLL = """r => { const f = r.querySelector('.lr-frames');
  return f.scrollHeight - f.clientHeight; }"""


@pytest.mark.parametrize("nth", [0, 1])
@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_the_two_players_editors_fit_beside_their_picture(
        nth: int, lang: str, served_site: ServedSite, open_page: Any) -> None:
    """Review 38: the tie-breaks page's first two examples (two players), changed at
    1280 x 800, held their controls in 529 px for 584 px of them (the way back reached only by
    a scroll inside them) and their picture 14 px short (the ranking line cut). Every control
    and the whole last frame are seen, without a scroll inside either, the height kept."""
    page = open_page(_url(served_site, lang, "pdbmv/tie-breaks/"), **SCREENS["laptop"])
    root = page.locator('.lr-widget[data-widget="pdbmv/scoring"]').nth(nth)
    wait_ready(root)
    root.evaluate("r => r.scrollIntoView({block: 'start'})")
    before = root.bounding_box()["height"]
    _press_change(root, "laptop")
    root.locator('[data-step-to="next"]').first.focus()
    page.keyboard.press("End")   # the last frame, the tallest: its ranking line
    page.evaluate("() => document.getAnimations().forEach(a => a.finish())")
    wait_still(page)
    assert root.evaluate(INNER_SCROLL) <= 1, "the controls scroll inside themselves"
    assert root.evaluate(PICTURE_SCROLL) <= 1, "the picture scrolls inside itself"
    assert abs(root.bounding_box()["height"] - before) <= 3
    page.watch.check()
