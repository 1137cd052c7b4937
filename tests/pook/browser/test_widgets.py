"""Pook's worked-example widgets in chromium, on the built site, in every language.

One page load per kind and language, on a 375 px touch phone: the page that explains each rule
holds one worked example (cost, powers, piggy, tie-break). Each test checks, on that page,
that the player steps through the same sentences the build wrote, that the example goes live
("Change this example") with the same steps, that a click on a cell of the table changes the
caption and the board, that a refusal shows next to the table with its ruling linked, that the
keyboard alone reaches and works the cells (arrow keys move between them), that nothing
scrolls sideways, and that axe-core finds no serious or critical violation. Another test steps
through each example on a 375 by 812 phone and checks that every step fits one screen with its
caption in view.
"""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from livewidgets import api
from sitebuild.fence import fences
from tests.browserkit import PHONE_SCREEN, ROOT, ServedSite, run_axe, start_editing, wait_ready
from tests.langkit import CATALOGUE_LANG, leftovers, sampled
from tests.langkit import LANGS, SLUGS

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

LANGS = SLUGS
"""Language code -> URL folder of its build."""
PHONE = {**PHONE_SCREEN, "viewport": {"width": 375, "height": 740}}
SCREEN = PHONE_SCREEN
"""The phone every worked example must fit, step by step (issue 20)."""

CASES = {
    # page: (kind, a cell whose click changes the example, a cell whose click is then
    #        refused, the refusal's ruling: None for a cell drawn aria-disabled, which says
    #        what to do instead without asking Python (review 35, B1))
    "cost": ("cost", (1, 2), (0, 0), None),
    "powers": ("play", (-1, 2), (1, 1), None),
    "piggy": ("piggy", (1, 1), (0, 1), None),
    "tie-break": ("scoring", (2, 0), (0, 0), "game-over"),   # Ben's Knight 2 ends it
}


def config_of(page: str, lang: str) -> dict[str, Any]:
    source = "zh" if lang == "zh-Hans" else lang
    text = (ROOT / "docs" / source / "pook" / f"{page}.md").read_text(encoding="utf-8")
    (config,) = [yaml.safe_load(s) for _, game, s in fences(text) if game == "pook"]
    return dict(config)


def captions(root: Any) -> list[str]:
    return [" ".join(t.split()) for t in root.locator(".lr-frame .lr-caption").all_text_contents()]


def shown_caption(root: Any) -> str:
    return " ".join(root.locator(".lr-frame[data-shown] .lr-caption").inner_text().split())


def cell(root: Any, r: int, c: int) -> Any:
    return root.locator(f'.lr-frame[data-shown] button.pook-cell[data-r="{r}"][data-c="{c}"]')


def wait_caption_change(root: Any, before: str) -> None:
    root.page.wait_for_function(
        "([r, b]) => (r.querySelector('.lr-frame[data-shown] .lr-caption')?.textContent || '')"
        ".replace(/\\s+/g, ' ').trim() !== b", arg=[root.element_handle(), before],
        timeout=20_000)


def wait_message(root: Any) -> Any:
    message = root.locator(".lr-message")
    message.wait_for(state="visible", timeout=20_000)
    return message


@pytest.mark.parametrize("lang", sampled(LANGS))
@pytest.mark.parametrize("page_name", CASES)
def test_the_worked_example_goes_live_and_answers_clicks_keys_and_refusals(
        page_name: str, lang: str, served_site: ServedSite, open_page: Any) -> None:
    kind, changes, refused_cell, ruling = CASES[page_name]
    config = config_of(page_name, lang)
    page = open_page(f"{served_site.subpath_url}{LANGS[lang]}/pook/{page_name}/", **PHONE)
    root = page.locator(f'.lr-widget[data-widget="pook/{kind}"]')
    assert root.count() == 1
    wait_ready(root)
    problems = [f"static: {v}" for v in run_axe(page, ".lr-widget")]
    # the build's frames are the engine's sentences, the same as Python gives live
    expected = [f["text"] for f in api.start("pook", config, lang)["frames"]]
    assert captions(root) == [" ".join(t.split()) for t in expected]
    static_board = root.locator(".lr-frame").last.locator(".pook-board").inner_text()
    start_editing(root)
    assert captions(root) == [" ".join(t.split()) for t in expected]
    assert root.locator(".lr-frame").last.locator(".pook-board").inner_text() == static_board
    # a click on a cell of the table: the example changes, the caption says how
    before = shown_caption(root)
    if kind == "scoring":   # the example is over: take back Ben's choice, then choose again
        root.locator('[data-act="undo"]').click()
        wait_caption_change(root, before)
        before = shown_caption(root)
    if changes is not None:   # a framed cell: the engine takes it, no refusal (review 36, B3)
        assert cell(root, *changes).get_attribute("aria-disabled") is None
        cell(root, *changes).click()
        wait_caption_change(root, before)
        assert root.locator(".lr-announce").inner_text().strip() != ""
        assert root.locator(".lr-message").is_hidden()
    # a refused click: the reason, in the page's language, next to the table, ruling linked
    target = cell(root, *refused_cell)
    assert (target.get_attribute("aria-disabled") == "true") == (ruling is None)
    why = target.evaluate("b => (b.getAttribute('aria-describedby') || '').split(/\\s+/)"
                          ".map(i => document.getElementById(i)?.textContent ?? '').join(' ')")
    target.click(force=ruling is None)   # Playwright waits for an aria-disabled one to enable
    message = wait_message(root)
    text = message.inner_text().strip()
    link = message.locator("a")
    if ruling is None:   # what to do, in words, before any engine refusal
        assert text == why.strip() and why.strip() and link.count() == 0, text
    else:
        assert link.count() == 1 and link.get_attribute("href").endswith(
            f"/{LANGS[lang]}/pook/rulings/#{ruling}")
    clicked, box = target.bounding_box(), message.bounding_box()
    assert clicked and box and abs(box["y"] - clicked["y"]) < PHONE["viewport"]["height"]
    if lang in ("fr", "zh", "zh-Hans"):
        assert not leftovers(text, CATALOGUE_LANG[LANGS[lang]]), text
    # the keyboard alone: focus a cell, the arrow keys move between cells, Enter acts
    first = root.locator(".lr-frame[data-shown] button.pook-cell").first
    first.focus()
    page.keyboard.press("ArrowRight")
    moved = page.evaluate("() => [document.activeElement.dataset.r, document.activeElement.dataset.c]")
    assert moved == [first.get_attribute("data-r"), str(int(first.get_attribute("data-c")) + 1)]
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")            # a button: Enter clicks it (answer or refusal)
    # its answer drawn (live.js: aria-busy while the edit is with Python), not a fixed 500 ms
    page.wait_for_function("r => !r.hasAttribute('aria-busy')", arg=root.element_handle())
    # a 375 px phone: nothing scrolls sideways; axe is content with the live widget
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375
    problems += [f"live: {v}" for v in run_axe(page, ".lr-widget")]
    assert not problems, "\n".join(problems)
    page.watch.check()


@pytest.mark.parametrize("lang", ["en"])
def test_the_cost_count_follows_a_flipped_card(lang: str, served_site: ServedSite,
                                               open_page: Any) -> None:
    """The edit tools: turning the Viking 1 of row 0 to its coin side adds a coin to the row
    of [0, 1], and the count says so at once."""
    page = open_page(f"{served_site.subpath_url}{LANGS[lang]}/pook/cost/", **PHONE)
    root = page.locator('.lr-widget[data-widget="pook/cost"]')
    start_editing(root)
    root.locator('[data-act="tool"][data-arg-value="flip"]').click()
    page.wait_for_function("r => r.querySelector('[data-arg-value=flip][aria-pressed=true]')",
                           arg=root.element_handle())
    before = shown_caption(root)
    cell(root, 0, -1).click()
    wait_caption_change(root, before)
    assert shown_caption(root) == ("row 0, column 1: 3 coins in its row and column, so a warrior of any "
                                   "level may go there.")
    assert "Row 0, 2 coins" in root.locator(".lr-frame[data-shown] .pook-table").text_content()
    page.watch.check()


MEASURE = """root => {
  // Scroll the example's top to just under the site's header, as a reader would, then measure.
  const header = document.querySelector(".md-header");
  const top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  window.scrollBy(0, root.getBoundingClientRect().top - top);
  const box = root.getBoundingClientRect();
  const caption = root.querySelector(".lr-frame[data-shown] .lr-caption");
  const seen = caption ? caption.getBoundingClientRect() : null;
  return {room: window.innerHeight - top, height: Math.ceil(box.height),
          caption: seen && seen.height > 0 ? [Math.floor(seen.top - box.top),
                                             Math.ceil(seen.bottom - box.top)] : null};
}"""


@pytest.mark.parametrize("lang", sampled(LANGS))
@pytest.mark.parametrize("page_name", CASES)
def test_every_step_of_the_example_fits_a_phone_screen(page_name: str, lang: str,
                                                      served_site: ServedSite,
                                                      open_page: Any) -> None:
    """At 375 by 812, under the site's header: the whole example (table, caption, stepper) is
    no taller than the screen, and the shown step's caption lies inside it, at every step."""
    kind = CASES[page_name][0]
    page = open_page(f"{served_site.subpath_url}{LANGS[lang]}/pook/{page_name}/", **SCREEN)
    root = page.locator(f'.lr-widget[data-widget="pook/{kind}"]')
    frames = root.locator(".lr-frame").count()
    assert frames >= 1 and root.locator(".lr-frame").first.get_attribute("data-shown") is not None
    problems = []
    for step in range(frames):
        if step:
            before = shown_caption(root)
            root.locator('[data-step-to="next"]').click()
            wait_caption_change(root, before)
        size = page.evaluate(MEASURE, root.element_handle())
        print(f"{lang}/{page_name} step {step + 1}/{frames}: {size}")
        if size["height"] > size["room"]:
            problems.append(f"step {step + 1}: {size['height']} px tall, {size['room']} px of "
                            "screen")
        if size["caption"] is None or size["caption"][1] > min(size["height"], size["room"]):
            problems.append(f"step {step + 1}: caption not in view {size['caption']}")
    assert not problems, f"{lang}/{page_name}:\n" + "\n".join(problems)
    page.watch.check()
