"""The widgets in chromium, on the built site, in every language.

A "lab" page per language written next to the built pages with one widget of each kind on known
scenarios (tests/pdbmv/browser/lab.py: kept open between tests, its widgets new for each), where
the tests drive the widgets: stepping, editing, bad input, keyboard, phone, escaping (every real
page of the site is read by tests/site/test_every_page_widgets.py).
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError
from tests.browserkit import PHONE_SCREEN, READY_TIMEOUT_MS, ServedSite, start_editing, wait_ready

from engine.pdbmv.events import Event
from engine.pdbmv.messages import render
from engine.pdbmv import run_json
from livewidgets import api
from livewidgets.strings import UI
from tests.langkit import sampled
from tests.pdbmv.browser.lab import EVIL, FAVOR_CAP, LANGS, REFILL, SCORING, lab_url

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

def engine_sentences(scenario: dict[str, Any], lang: str) -> list[str]:
    return [render(Event.from_json(e), lang) for e in run_json(scenario)["events"]]


def texts(locator: Any) -> list[str]:
    """Each element's text, whitespace folded (textContent: the folded list of steps and the
    frames not shown are in the page, not rendered)."""
    return [fold(t) for t in locator.all_text_contents()]


def fold(text: str) -> str:
    """Runs of markup whitespace as one space (not the no-break spaces of French
    typography: they are the text's own)."""
    return re.sub(r"[ \t\r\n]+", " ", text).strip()


def shown(root: Any, selector: str = "") -> Any:
    """The frame of the player the reader sees (or an element in it)."""
    return root.locator(f".lr-frame[data-shown] {selector}".strip())


def caption(root: Any) -> str:
    return fold(shown(root, ".lr-caption").inner_text())


def root_of(page: Any, kind: str) -> Any:
    return page.locator(f'.lr-widget[data-widget="pdbmv/{kind}"]').first


# -- the lab: known scenarios, driven ----------------------------------------------------------

@pytest.mark.parametrize("lang", sampled(LANGS))
def test_refill_steps_through_exactly_the_engine_events(lang: str, open_lab: Any) -> None:
    """The player opens at the start (explained in words), and Next walks the engine's events
    one by one: the caption, the announcement and the board follow; no Python is needed."""
    expected = engine_sentences(REFILL, lang)
    page = open_lab(lang)
    root = root_of(page, "refill")
    wait_ready(root)
    assert texts(root.locator(".lr-steps > li")) == expected
    counter = root.locator(".lr-step-count")
    assert counter.inner_text() == UI[lang]["start_count"].format(total=len(expected))
    assert caption(root) == UI[lang]["step_start"]
    events = run_json(REFILL)["events"]
    for i, sentence in enumerate(expected, 1):
        root.locator('[data-step-to="next"]').click()
        assert counter.inner_text() == UI[lang]["step_count"].format(n=i, total=len(expected))
        assert caption(root) == sentence
        assert root.locator(".lr-announce").inner_text() == sentence
        assert texts(root.locator('.lr-steps > li[aria-current="step"]')) == [sentence]
        event = events[i - 1]
        if event["type"] == "card_dealt":
            stall = shown(root, f'[data-stall="{event["stall"]}"] .pdbmv-card').last
            assert stall.get_attribute("data-card") == event["card"]
    assert root.locator('[data-step-to="next"]').get_attribute("aria-disabled") == "true"
    outcome = root.locator(".lr-outcome").inner_text()
    assert expected[-1] in outcome      # why it stopped: the match, in the engine's words
    page.watch.check()


def test_refill_deck_out_and_bribe_type_edits(open_lab: Any) -> None:
    page = open_lab("en")
    root = root_of(page, "refill")
    start_editing(root)
    # the last two cards (axe, wild) become types that do not stop an axe refill (the deck is
    # edited on the board, at the starting position)
    root.locator('[data-act="cycle"][data-arg-index="6"]').click()       # axe -> feather
    expect_card(root, 6, "feather")
    for _ in range(2):                                                 # wild -> axe -> feather
        root.locator('[data-act="cycle"][data-arg-index="7"]').click()
    expect_card(root, 7, "feather")
    edited = dict(REFILL, deck=REFILL["deck"][:6] + ["feather", "feather"])
    assert texts(root.locator(".lr-steps > li")) == engine_sentences(edited, "en")
    assert "The deck is out before a matching card or a Wild" in root.locator(".lr-outcome").inner_text()
    # bribe crowns instead: the refill now stops on the first crown, in stall 3
    root.locator('[data-act="bribe-type"][data-arg-treasure="crown"]').click()
    page.wait_for_function("r => r.querySelector('[data-arg-treasure=crown][aria-pressed=true]')",
                           arg=root.element_handle())
    assert root.locator(".lr-outcome").inner_text().endswith(
        "That King's Crown matches the bribe: the refill stops.")
    page.watch.check()


def expect_card(root: Any, index: int, card: str) -> None:
    root.page.wait_for_function(
        "([r, i, c]) => r.querySelector("
        "`.lr-frame[data-shown] [data-act=cycle][data-arg-index='${i}'] .pdbmv-card`)"
        "?.dataset.card === c", arg=[root.element_handle(), index, card], timeout=10_000)


def show_player(root: Any, player: str) -> None:
    """The scoring editor shows one player's cards at a time: pick ``player`` in its switch
    (the radio button a reader taps) and wait for that player's rows."""
    root.locator(f'.lr-controls input[type="radio"][data-arg-player="{player}"]').check()
    root.locator(f'[data-act="hand"][data-arg-player="{player}"]').first.wait_for()


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_bad_input_leaves_the_widget_usable_with_a_clear_message(lang: str, open_lab: Any) -> None:
    page = open_lab(lang)
    root = root_of(page, "scoring")
    start_editing(root)
    show_player(root, "Ben")
    before = texts(root.locator(".lr-steps > li"))
    # Ben holds no sword: taking one out of his hand cannot be done, and the button says why
    minus = root.locator(
        '[data-act="hand"][data-arg-player="Ben"][data-arg-card="sword"][data-arg-delta="-1"]')
    assert minus.get_attribute("aria-disabled") == "true"
    reason = page.evaluate("b => document.getElementById(b.getAttribute('aria-describedby'))"
                           ".textContent", minus.element_handle())
    minus.click(force=True)       # aria-disabled, not disabled: pressing it says why
    message = root.locator(".lr-message")
    message.wait_for(state="visible")
    assert message.inner_text().strip() == reason
    assert page.evaluate("() => document.activeElement.dataset.argDelta") == "-1"   # focus kept
    near = message.bounding_box()
    box = root.bounding_box()
    assert near and box and box["y"] <= near["y"]
    assert near["y"] + near["height"] <= box["y"] + box["height"]   # inside the widget's box
    assert abs(near["y"] - minus.bounding_box()["y"]) < 200      # next to the control
    # the way out said once, as a sentence: no "try another change" before it (issue 22)
    assert not message.inner_text().startswith(UI[lang]["edit_error"].split("{")[0].strip())
    assert texts(root.locator(".lr-steps > li")) == before
    # still usable: give Ben a sword in hand, the scoring follows at once
    root.locator('[data-act="hand"][data-arg-player="Ben"][data-arg-card="sword"][data-arg-delta="1"]').click()
    page.wait_for_function("r => !r.querySelector('.lr-message') || r.querySelector('.lr-message').hidden",
                           arg=root.element_handle())
    edited = json.loads(json.dumps(SCORING))
    edited["hands"]["Ben"].append("sword")
    edited["actions"] = [{"player": "Ben", "do": "draw"}]
    expected = engine_sentences(edited, lang)[1:]
    assert expected != before[1:]
    # the message hides at the press; the steps change when Python's answer is drawn
    page.wait_for_function(
        "([r, before]) => { const now = [...r.querySelectorAll('.lr-steps > li')]"
        ".map(li => li.textContent.replace(/[ \\t\\r\\n]+/g, ' ').trim());"
        " return now.length !== before.length || now.some((t, i) => t !== before[i]); }",
        arg=[root.element_handle(), before])
    after = texts(root.locator(".lr-steps > li"))
    assert after[1:] == expected
    page.watch.check()


def refusal_of(kind: str, scenario: dict[str, Any], act: dict[str, Any],
               lang: str) -> dict[str, Any]:
    """What the engine answers, in ``lang``, to an edit it refuses (Python, as in the page)."""
    view = api.start("pdbmv", {"widget": kind, "scenario": scenario}, lang)
    answer = api.act("pdbmv", view["state"], act, lang)
    assert "refused" in answer, f"{act} was not refused"
    return dict(answer["refused"])


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_a_refusal_is_shown_whole_in_the_page_language(lang: str, open_lab: Any) -> None:
    """The message shown is the page language's rendering, all of it (no English left), and
    a refusal a ruling explains links to that ruling's section."""
    page = open_lab(lang)
    # Ben holds no sword: nothing to take out of his hand (no ruling involved)
    act = {"act": "hand", "player": "Ben", "card": "sword", "delta": "-1"}
    root = root_of(page, "scoring")
    start_editing(root)
    show_player(root, "Ben")
    root.locator('[data-act="hand"][data-arg-player="Ben"][data-arg-card="sword"][data-arg-delta="-1"]').click(
        force=True)               # aria-disabled: pressing it shows the reason
    message = root.locator(".lr-message")
    message.wait_for(state="visible")
    expected, english = refusal_of("scoring", SCORING, act, lang), refusal_of(
        "scoring", SCORING, act, "en")
    shown = message.inner_text().strip()
    assert shown == expected["message"] and message.locator("a").count() == 0
    # a bribe of a type that is not a Treasure: the ruling it breaks is linked
    root = root_of(page, "refill")
    start_editing(root)
    button = root.locator('[data-act="bribe-type"]').first
    button.evaluate("b => { b.dataset.argTreasure = 'wild'; }")
    button.click()
    message = root.locator(".lr-message")
    message.wait_for(state="visible")
    ruled = refusal_of("refill", REFILL, {"act": "bribe-type", "treasure": "wild"}, lang)
    assert ruled["ruling"] == "bribe-one-type"
    link = message.locator("a")
    assert message.inner_text().strip() == f'{ruled["message"]} {ruled["link"]}'
    assert link.inner_text() == ruled["link"]
    assert link.get_attribute("href").endswith(f"/{LANGS[lang]}/pdbmv/rulings/#bribe-one-type")
    if lang != "en":   # nothing of the English sentences is left
        ruled_en = refusal_of("refill", REFILL, {"act": "bribe-type", "treasure": "wild"}, "en")
        for text, original in ((shown, english["message"]), (ruled["message"], ruled_en["message"]),
                               (ruled["link"], ruled_en["link"])):
            pieces = [p.strip() for p in re.split(r"[:;,.()]", original)]
            kept = [p for p in pieces if len(p.split()) >= 2 and p in text]
            assert text != original and not kept, f"{lang}: English left in {text!r}: {kept}"
    page.watch.check()


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_player_names_are_shown_as_text_never_run(lang: str, open_lab: Any) -> None:
    page = open_lab(lang)
    root = root_of(page, "scoring")
    assert EVIL in root.inner_text()                     # static
    start_editing(root)
    root.locator(f'[data-act="bribe"][data-arg-card="relic"][data-arg-delta="1"]').first.click()
    # Python's answer drawn (aria-busy from the press until then: widgets/static/live.js)
    page.wait_for_function("r => !r.hasAttribute('aria-busy')", arg=root.element_handle())
    assert EVIL in root.inner_text()                     # live, after an edit
    assert page.evaluate("() => window.__xss") is None
    assert root.locator("img").count() == 0
    page.watch.check()


def test_favor_picks_count_and_cause_with_cap_and_floor(open_lab: Any) -> None:
    page = open_lab("en")
    root = root_of(page, "favor")
    wait_ready(root)
    steps = texts(root.locator(".lr-steps > li"))
    assert steps == engine_sentences(FAVOR_CAP, "en")
    assert any("stops at the last space" in s for s in steps)
    start_editing(root)
    assert root.locator(".lr-player").get_attribute("data-current") == "0"   # at the start
    shown(root, '[data-act="pick"][data-arg-treasure="scroll"]').click()
    root.locator('[data-act="cause"][data-arg-cause="curse"]').click()
    root.locator('[data-act="steps"][data-arg-n="3"]').click()
    page.wait_for_function("r => r.querySelector('[data-act=steps][data-arg-n=\"3\"][aria-pressed=true]')",
                           arg=root.element_handle())
    steps = texts(root.locator(".lr-steps > li"))
    assert steps == ["The Magic Scroll token would move left 3 spaces but stops at the first "
                     "space: space 3 → space 1.",
                     "The Phoenix Feather token slides from space 2 to space 3 to make room.",
                     "The Barbarian's Axe token slides from space 1 to space 2 to make room."]
    pushed = shown(root, '.pdbmv-space[data-mark]')       # the move is shown at its result
    assert "pushed from space 1" in pushed.text_content()
    assert shown(root, ".pdbmv-move").count() == 1        # an arrow from the old space
    page.watch.check()


def test_risk_shows_exact_fractions_and_follows_edits(open_lab: Any) -> None:
    page = open_lab("en")
    root = root_of(page, "risk")
    start_editing(root)
    table = root.locator("table.pdbmv-risk")
    before = table.inner_text()
    assert re.search(r"\d+\.\d%", before) and "exact: " in before
    root.locator('[data-act="seen"][data-arg-card="wild"][data-arg-delta="1"]').click()   # one stopper fewer
    page.wait_for_function("([r, b]) => r.querySelector('table.pdbmv-risk').innerText !== b",
                           arg=[root.element_handle(), before])
    page.watch.check()


def test_keyboard_alone_operates_the_widget(open_lab: Any) -> None:
    page = open_lab("en")
    root = root_of(page, "refill")
    start_editing(root)
    assert page.evaluate("() => document.activeElement.classList.contains('lr-change')")
    card = shown(root, '[data-act="cycle"][data-arg-index="0"]')
    card.focus()
    # material marks a control focused from the keyboard: the redrawn one is found all the same
    card.evaluate("b => b.setAttribute('data-focus-visible-added', '')")
    page.keyboard.press("Enter")                                        # crown -> sword
    expect_card(root, 0, "sword")
    assert page.evaluate("() => document.activeElement.dataset.argIndex") == "0"
    page.keyboard.press("Delete")                                       # remove it
    page.wait_for_function(
        "r => r.querySelectorAll('.lr-frame[data-shown] [data-act=cycle]').length === 7",
        arg=root.element_handle())
    assert page.evaluate("() => document.activeElement.dataset.act") == "cycle"
    counter = root.locator(".lr-step-count")
    start = counter.inner_text()
    page.keyboard.press("ArrowRight")     # the card's frame goes: the focus goes to Next
    assert counter.inner_text() != start
    assert page.evaluate("() => document.activeElement.dataset.stepTo") == "next"
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowRight")
    assert page.evaluate("() => document.activeElement.dataset.stepTo") == "next"  # stays
    page.keyboard.press("End")
    assert re.match(r"Step (\d+) of \1$", counter.inner_text())
    page.keyboard.press("Home")
    assert counter.inner_text() == start
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.closest('[data-widget]') !== null")
    page.watch.check()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_phone_viewport_and_touch(lang: str, open_lab: Any, served_site: ServedSite,
                                  open_page: Any) -> None:
    phone = {**PHONE_SCREEN, "viewport": {"width": 375, "height": 740}}
    page = open_lab(lang, **phone)
    root = root_of(page, "refill")
    start_editing(root)
    shown(root, '[data-act="cycle"][data-arg-index="0"]').tap()
    expect_card(root, 0, "sword")
    root.locator('[data-step-to="next"]').tap()
    root.locator('[data-step-to="first"]').tap()
    assert root.locator(".lr-step-count").inner_text() == UI[lang]["start_count"].format(
        total=root.locator(".lr-steps > li").count())
    for button in root.locator(".lr-stepper button, .lr-change").all():   # touch targets
        size = button.bounding_box()
        assert size and size["height"] >= 44 and size["width"] >= 44, button.inner_text()
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375
    page.watch.check()
    page = open_page(f"{served_site.subpath_url}{LANGS[lang]}/pdbmv/refill/", **phone)  # the real page
    for i in range(page.locator("[data-widget]").count()):
        wait_ready(page.locator("[data-widget]").nth(i))
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375
    page.watch.check()


def test_progress_bar_counts_bytes_while_python_loads(lab: ServedSite, open_page: Any) -> None:
    manifest = json.loads((lab.root / "_runtime" / "manifest.json").read_text(encoding="utf-8"))
    page = open_page("about:blank", fresh=True)
    page.watch.origin = lab.url.rstrip("/")

    def slow(route: Any) -> None:
        try:
            page.wait_for_timeout(1500)
            route.continue_()
        except PlaywrightError:    # the test ended (the page closed) while the file waited
            pass

    page.route("**/_runtime/python_stdlib.zip", slow)
    page.goto(lab_url(lab, "en"))
    root = root_of(page, "refill")
    wait_ready(root)                       # steppable at once: Python only to change it
    root.locator(".lr-change").click()
    progress = root.locator(".lr-player .lr-status progress")   # inside the player
    progress.wait_for(timeout=READY_TIMEOUT_MS)
    assert progress.get_attribute("max") == str(manifest["total"])
    label = root_of(page, "refill").locator(".lr-progress-label").inner_text()
    total = f"{manifest['total'] / 1e6:.1f}"     # the runtime's size: the manifest's bytes
    assert re.fullmatch(rf"Loading the rules: \d+\.\d MB of {re.escape(total)} MB",
                        label), label
    page.wait_for_function("r => r.dataset.edit === 'ready'", arg=root.element_handle(),
                           timeout=READY_TIMEOUT_MS)
    assert root.locator(".lr-status progress").count() == 0
    page.watch.check()
    page.unroute_all(behavior="ignoreErrors")


STYLED = """() => [...document.querySelectorAll('[data-widget]')].map(root => {
  const card = root.querySelector('.pdbmv-card'), track = root.querySelector('.pdbmv-track');
  return {card: card && getComputedStyle(card).borderTopStyle,
          shape: card && getComputedStyle(card.querySelector('.pdbmv-sym')).fill,
          track: track && getComputedStyle(track).display};
})"""


def test_the_games_stylesheet_styles_every_page_without_javascript(
        served_site: ServedSite, browser: Any) -> None:
    """pdbmv.css is linked by every page (sitebuild/hooks.py, from the registry), not injected
    by a script: without JavaScript the worked examples and the sandbox's starting position
    are drawn by it (card frames, coloured shapes, the track's grid)."""
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        for name in ("refill", "sandbox", "scoring"):
            page.goto(f"{served_site.subpath_url}zh/pdbmv/{name}/")
            widgets = page.evaluate(STYLED)
            assert widgets, name
            for styles in widgets:
                assert styles["card"] == "solid", (name, styles)
                assert styles["shape"] not in ("rgb(0, 0, 0)", "none"), (name, styles)
                assert styles["track"] in ("grid", None), (name, styles)
            assert any(styles["track"] == "grid" for styles in widgets), name
    finally:
        context.close()


def test_a_first_visit_under_a_sub_path(served_site: ServedSite, open_page: Any) -> None:
    """One first visit, under a sub-path as on GitHub Pages (a fresh page: what it fetches is
    watched from its start), walked for three rules:

    - a static-only widget never starts Python: the game's home has only the assumptions
      tables, ready, and nothing of the runtime is fetched;
    - widgets mount after instant navigation: the menu's link to the refill page swaps the
      content without a new document, its widgets are wired once and go live, and they are
      gone again after going back;
    - the site works under a sub-path: every request of the runtime stays under it."""
    page = open_page(f"{served_site.subpath_url}fr/pdbmv/", fresh=True)
    runtime_requests: list[str] = []
    page.on("request", lambda r: runtime_requests.append(r.url) if "_runtime" in r.url else None)
    roots = page.locator("[data-widget]")
    assert roots.count() >= 1
    kinds = {roots.nth(i).get_attribute("data-widget") for i in range(roots.count())}
    assert kinds == {"pdbmv/assumptions"}, kinds  # this page has only the assumptions tables
    for i in range(roots.count()):
        wait_ready(roots.nth(i))
    page.wait_for_timeout(500)
    fetched = page.evaluate("() => performance.getEntriesByType('resource').map(r => r.name)")
    assert not [u for u in fetched if "_runtime" in u or u.endswith("/worker.js")], \
        f"a static-only widget started Python: {fetched}"
    assert page.evaluate(
        "() => performance.getEntriesByName('lr-ready:pdbmv/assumptions').length") >= 1

    page.evaluate("() => { window.__samePage = true; }")
    page.locator('a.md-nav__link[href$="refill/"]').first.click()
    page.wait_for_url(re.compile(r".*/fr/pdbmv/refill/(#.*)?$"))
    page.wait_for_selector('[data-widget="pdbmv/refill"]', state="attached")  # the new content
    assert page.evaluate("() => window.__samePage") is True, "not an instant navigation"
    assert roots.count() >= 1
    for i in range(roots.count()):
        wait_ready(roots.nth(i))
        assert roots.nth(i).locator(".lr-bar .lr-stepper").count() == 1   # wired once
    start_editing(roots.first)
    assert runtime_requests and all(u.startswith(f"{served_site.subpath_url}_runtime/")
                                    for u in runtime_requests), \
        f"the runtime was fetched from outside the sub-path: {runtime_requests}"
    roots.first.locator('[data-step-to="next"]').click()
    assert roots.first.locator('.lr-frame[data-shown]').count() == 1
    page.go_back()
    page.wait_for_url(re.compile(r".*/fr/pdbmv/(#.*)?$"))
    page.wait_for_function("() => !document.querySelector('[data-widget=\"pdbmv/refill\"]')")
    wait_ready(page.locator("[data-widget]").first)
    page.watch.check()
