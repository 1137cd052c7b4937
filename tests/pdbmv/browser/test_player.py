"""The compact player of the worked examples, in chromium, at a phone's and a desktop's width.

What the reader must get (issue 8): each player fits in one screen height; no page is wider than
the screen; stepping changes the caption and the board and never moves the focus; the examples
step with Python blocked entirely; reduced motion means no animation; axe-core finds nothing
serious once the reader has changed an example; Material's "Back to top" never covers one.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.langkit import sampled
from tests.livepages import SERVICE_WORKERS
from tests.browserkit import PHONE_SCREEN, ServedSite, run_axe, start_editing, wait_ready
from tests.pdbmv.browser.lab import LANGS
from tests.pdbmv.browser.test_widgets import root_of

from livewidgets.strings import UI

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

SIZES = {"phone": {**PHONE_SCREEN, "viewport": {"width": 375, "height": 740}},
         "desktop": {}}
"""The context of each screen; the desktop is the default context (the live page most tests
share), its window made :data:`VIEWPORTS`' size once open."""
VIEWPORTS = {"phone": {"width": 375, "height": 740}, "desktop": {"width": 1280, "height": 900}}
STEPPED = ("refill", "favor", "scoring")

STATE = """root => ({
  caption: root.querySelector('.lr-frame[data-shown] .lr-caption').textContent,
  board: root.querySelector('.lr-frame[data-shown] .lr-diagram').innerHTML,
  focus: document.activeElement.outerHTML,
})"""


def step_and_check(page: Any, root: Any) -> None:
    """Next, by the keyboard on the focused button then by the arrow key: each press changes
    the caption and the board, and the focus stays where it was."""
    root.locator('[data-step-to="next"]').focus()
    before = page.evaluate(STATE, root.element_handle())
    for key in ("Enter", "ArrowRight"):
        page.keyboard.press(key)
        after = page.evaluate(STATE, root.element_handle())
        assert after["caption"] != before["caption"]
        assert after["board"] != before["board"]
        assert after["focus"] == before["focus"], "the focus moved while stepping"
        before = after


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", sampled(LANGS))
def test_each_player_fits_one_screen_and_steps_in_place(lang: str, size: str,
                                                        open_lab: Any) -> None:
    page = open_lab(lang, **SIZES[size])
    page.set_viewport_size(VIEWPORTS[size])
    height = VIEWPORTS[size]["height"]
    width = VIEWPORTS[size]["width"]
    for kind in STEPPED:
        root = root_of(page, kind)
        wait_ready(root)
        # the whole player (its screen, and the row of "Change this example" that may share
        # the step controls' row: the scoring examples lay the two out in one grid)
        screen = root.locator(".lr-player").first.bounding_box()
        assert screen and screen["height"] <= height, f"{kind}: {screen} taller than {height}"
        assert root.locator(".lr-step-count").inner_text() == UI[lang]["start_count"].format(
            total=root.locator(".lr-steps > li").count())
        step_and_check(page, root)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width
    page.watch.check()


GROUP = """group => {
  const box = (e) => e.getBoundingClientRect().toJSON();
  const widget = group.querySelector(':scope > .lr-beside__grid > .lr-widget');
  return {prose: box(group.querySelector('.lr-beside__before')), widget: box(widget),
          position: getComputedStyle(widget).position};
}"""


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", sampled(LANGS))
def test_an_example_sits_beside_the_prose_that_tells_it(lang: str, size: str,
                                                        served_site: ServedSite,
                                                        open_page: Any) -> None:
    """On a wide screen the player is in a column beside the paragraphs that tell its example,
    held in view (sticky) while the reader scrolls them; its editing controls open, it takes
    the whole width and the paragraphs come under it (a changed example fits the window:
    tests/widgets/test_changed_prose_browser.py; it stays where the reader pressed "Change this
    example"); on a phone it comes after them, in the page's order."""
    page = open_page(f"{served_site.subpath_url}{LANGS[lang]}/pdbmv/refill/", **SIZES[size])
    page.set_viewport_size(VIEWPORTS[size])
    groups = page.locator(".lr-beside")
    assert groups.count() == 2     # the page's two worked examples, each with its prose
    group = groups.first
    wait_ready(group.locator(".lr-widget"))
    found = group.evaluate(GROUP)
    prose, widget = found["prose"], found["widget"]
    if size == "desktop":
        assert widget["x"] >= prose["x"] + prose["width"], found
        assert widget["y"] < prose["y"] + prose["height"], found      # side by side
        assert found["position"] == "sticky"
        # changed, the example takes the group's width and the prose comes under it, whole
        # lines (issue 22 review: beside the example and its controls it kept 183 px)
        start_editing(group.locator(".lr-widget"))
        editing = group.evaluate(GROUP)
        assert editing["position"] != "sticky", editing   # in the page's flow, above the prose
        assert editing["prose"]["y"] >= editing["widget"]["y"] + editing["widget"]["height"] - 1
        assert editing["prose"]["width"] >= 380, editing
    else:
        assert widget["y"] >= prose["y"] + prose["height"] - 1, found  # below, as written
        assert abs(widget["x"] - prose["x"]) < 20, found
    page.watch.check()


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_examples_step_with_python_blocked(lang: str, served_site: ServedSite,
                                           browser: Any) -> None:
    """Every request to the runtime aborted: the worked examples step all the same. (Without
    the site's service worker, as tests/livepages.py's pages: it would ask for the runtime
    too, to save it.)"""
    context = browser.new_context(**SERVICE_WORKERS)
    blocked: list[str] = []

    def abort(route: Any) -> None:
        blocked.append(route.request.url)
        route.abort()

    context.route("**/_runtime/**", abort)
    context.route("**/worker.js", abort)
    try:
        page = context.new_page()
        page.goto(f"{served_site.url}{LANGS[lang]}/pdbmv/refill/")
        roots = page.locator(".lr-widget:has(.lr-player .lr-frame)")
        assert roots.count() >= 1
        for i in range(roots.count()):
            root = roots.nth(i)
            wait_ready(root)
            step_and_check(page, root)
            root.locator('[data-goto="1"]').evaluate("b => b.click()")   # the folded list too
            assert root.locator(".lr-player").get_attribute("data-current") == "1"
    finally:
        context.close()


def test_reduced_motion_means_no_animation(open_lab: Any) -> None:
    """A token sliding along the track animates (FLIP), unless the reader asks for less
    motion (the setting read at each step: changed on the open page, as a reader may)."""
    counts = {}
    page = open_lab("en")
    try:
        for motion in ("no-preference", "reduce"):
            page.emulate_media(reduced_motion=motion)
            root = root_of(page, "favor")
            wait_ready(root)
            # back to the start (a press on the start, aria-disabled when already there)
            root.locator('[data-step-to="first"]').evaluate("b => b.click()")
            # every animation started is counted (one still running when read is not enough:
            # on a loaded machine a 250 ms slide may be over before the count)
            page.evaluate("""() => { window.__lrAnimations = 0;
              window.__lrAnimate ??= Element.prototype.animate;
              const animate = window.__lrAnimate;
              Element.prototype.animate = function (...args) {
                window.__lrAnimations += 1; return animate.apply(this, args); }; }""")
            root.locator('[data-step-to="next"]').click()    # the bribe
            root.locator('[data-step-to="next"]').click()    # the token moves
            counts[motion] = page.evaluate("() => window.__lrAnimations")
    finally:   # the lab page goes on to the next test as a reader's page
        page.evaluate("() => { if (window.__lrAnimate) Element.prototype.animate = window.__lrAnimate; }")
        page.emulate_media(reduced_motion="null")
    page.watch.check()
    assert counts["no-preference"] > 0 and counts["reduce"] == 0, counts


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_live_examples_pass_axe_and_back_to_top_covers_none(
        lang: str, served_site: ServedSite, open_page: Any) -> None:
    page = open_page(f"{served_site.subpath_url}{LANGS[lang]}/pdbmv/refill/",
                     **SIZES["phone"])
    root = page.locator(".lr-widget:has(.lr-player .lr-frame)").first
    start_editing(root)
    problems = run_axe(page, ".lr-widget")
    assert not problems, "\n".join(problems)
    # scroll up a little inside the widget: material shows "Back to top" on scrolling up
    root.locator('[data-step-to="next"]').scroll_into_view_if_needed()
    page.mouse.wheel(0, 400)
    page.mouse.wheel(0, -200)
    page.wait_for_timeout(400)
    top = page.locator(".md-top")
    if top.count():
        visible = page.evaluate("b => getComputedStyle(b).visibility !== 'hidden' && "
                                "getComputedStyle(b).opacity !== '0'", top.element_handle())
        assert not visible, "Back to top shows over a worked example"
    page.watch.check()
