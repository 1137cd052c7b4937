"""The sandbox in chromium, in every language: a whole game, undo, share links, import, XSS,
simulate, keyboard, phone and the table (the hand bar, actions narrowed by the selected cards,
the bots' moves marked and announced, hot seat). Each test fails on a console error or a
request that leaves the page's origin. Links are pasted into the open tab (``paste_link``): the
same restore, with its limits and sentences, as a first visit by a link, which
tests/widgets/test_sandbox_failures_browser.py opens whole."""

from __future__ import annotations

import json
import re
from typing import Any, Callable

import pytest
from tests.browserkit import PHONE_SCREEN, ServedSite, paste_link, run_axe, wait_ready
from tests.widgets.sandbox_menu import in_menu
from playwright.sync_api import Locator, Page

from engine.pdbmv import from_json
from engine.pdbmv.events import Event, EventKind
from engine.pdbmv.messages import render
from livewidgets.pdbmv.strings import SEAT_NAMES, STRINGS, text
from livewidgets.sandbox import outcome_line
from tests.pdbmv.browser.test_change_example import BROKEN_WORDS
from tests.pdbmv.sandbox.test_hostile_links import SCENARIO, pack
from tests.langkit import LANGS, SLUGS, sampled

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]
LANGS = SLUGS
"""Language code -> URL folder of its build."""
PHONE = {**PHONE_SCREEN, "viewport": {"width": 375, "height": 740}}
"""The phone of this page's phone tests (tests/browserkit.py's options, 740 px high)."""
EVIL = "<img src=x onerror=window.__xss=1>"
Opener = Callable[..., Page]


def sandbox_url(site: ServedSite, lang: str) -> str:
    """The sandbox page, served under a sub-path as on GitHub Pages."""
    return f"{site.subpath_url}{LANGS[lang]}/pdbmv/sandbox/"


def open_sandbox(open_page: Opener, url: str, **context: Any) -> tuple[Page, Locator]:
    """A fresh page on ``url`` (console errors and off-origin requests recorded in
    ``page.watch``) and its sandbox, live."""
    page = open_page(url, **context)
    root = page.locator("[data-widget^=pdbmv][data-widget$=sandbox]").first
    wait_ready(root)
    return page, root


def idle(root: Locator) -> None:
    root.page.wait_for_function(
        "r => !r.hasAttribute('aria-busy')", arg=root.element_handle(), timeout=60_000)


def moves(root: Locator) -> int:
    return root.locator(".sbx-log-list > li").count()


def wait_moves(root: Locator, count: int) -> None:
    root.page.wait_for_function(
        "([r, n]) => r.querySelectorAll('.sbx-log-list > li').length === n",
        arg=[root.element_handle(), count], timeout=60_000)
    idle(root)


def listed(root: Locator) -> Locator:
    """The full list of legal actions, unfolded."""
    details = root.locator("details[data-actions]")
    if details.get_attribute("open") is None:
        details.locator("summary").click()
    actions = details.locator("[data-action-groups] [data-action]")
    actions.first.wait_for(state="visible")  # drawn on the details' toggle event
    return actions


def open_panel(root: Locator, name: str) -> Locator:
    button = (root.locator("[data-panel-button=setup]") if name == "setup"
              else in_menu(root, f"[data-panel-button={name}]"))
    if button.get_attribute("aria-expanded") != "true":
        button.click()
    panel = root.locator(f"[data-panel={name}]")
    panel.wait_for(state="visible")
    return panel


def exported(root: Locator) -> dict[str, Any]:
    panel = open_panel(root, "export")
    area = panel.locator("[data-scenario-json]")
    root.page.wait_for_function("a => a.value.length > 0", arg=area.element_handle())
    data = json.loads(area.input_value())
    close_panel(panel)
    return data


def close_panel(panel: Locator) -> None:
    """The panel closed by its own Close (opening the menu would close it too: the menu and a
    panel's sheet are never open together)."""
    panel.locator("[data-panel-close]").click()
    panel.wait_for(state="hidden")


def new_game(root: Locator, names: list[str], seats: list[str], seed: int = 7) -> None:
    panel = open_panel(root, "setup")
    panel.locator("[data-player-count]").select_option(str(len(names)))
    rows = panel.locator("[data-seat-row]")
    for i, (name, seat) in enumerate(zip(names, seats)):
        rows.nth(i).locator("input").fill(name)
        rows.nth(i).locator("select").select_option(seat)
    panel.locator("[data-deal] > summary").click()   # the deal number is folded
    panel.locator("[data-seed]").fill(str(seed))
    panel.locator("button[type=submit]").click()
    panel.wait_for(state="hidden")
    idle(root)


def axe_in_sandbox(page: Page) -> list[str]:
    """axe-core's serious and critical findings inside the sandbox (the site's own chrome is
    checked by the site's tests)."""
    return run_axe(page, "[data-widget^=pdbmv][data-widget$=sandbox]")


def assert_sandbox_clean(page: Page) -> None:
    """axe-core finds nothing serious inside the sandbox, the page logged no console error and
    nothing left the origin."""
    problems = axe_in_sandbox(page)
    assert problems == [], "\n".join(problems)
    page.watch.check()


def ui(lang: str, key: str) -> str:
    """The fixed part of a UI string before its first slot."""
    return STRINGS[lang][key].split("{")[0].strip()


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_bots_play_a_whole_game_to_the_final_scores(served_site: ServedSite, open_page: Opener,
                                                    lang: str) -> None:
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang))
    in_menu(root, "[data-bot-delay]").select_option("slow")
    new_game(root, ["Ana", "Ben", "Chen"], ["random", "greedy", "random"], seed=11)
    in_menu(root, "[data-bots=skip]").click()  # every bot plays now, to the end
    root.locator("[data-results]").wait_for(timeout=90_000)
    idle(root)
    state = from_json(exported(root))
    assert state.is_over
    rows = root.locator("[data-results] tbody tr")
    assert rows.count() == 3
    shown = {rows.nth(i).locator("th").inner_text(): int(rows.nth(i).locator("td").nth(1)
                                                         .inner_text()) for i in range(3)}
    assert shown == state.scores()
    # the winner and the scores on the status line (review 35, A5), not a bare "Game over"
    ranking = state.ranking()
    said = root.locator("[data-status]").inner_text()
    assert said == outcome_line(text, ranking.winners, state.scores(), lang)
    assert ranking.winners[0] in said and str(state.scores()[ranking.winners[0]]) in said
    sentence = render(Event(EventKind.RANKING, {"ranking": [list(g) for g in ranking.groups],
                                                "winners": list(ranking.winners)}), lang)
    assert sentence in root.locator(".sbx-log-list").inner_text()
    assert_sandbox_clean(page)


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_undo_illegal_attempt_and_keyboard_play(served_site: ServedSite, open_page: Opener,
                                                lang: str) -> None:
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang))
    new_game(root, ["Ana", "Ben"], ["human", "human"], seed=3)
    before = exported(root)

    # Direct manipulation of an illegal bribe: the engine's ruling, nothing changes.
    card = root.locator(".sbx-hand [data-card]:not([data-card=wild])").first
    kind = card.get_attribute("data-card")
    card.click()
    assert card.get_attribute("aria-pressed") == "true"
    root.locator(f"[data-target=bribe]:not([data-treasure={kind}])").first.click()
    message = root.locator("[data-message]")
    message.wait_for(state="visible")
    # the ruling is linked, by its id, never shown as an id in the reader's sentence
    assert "bribe-one-type" not in message.inner_text()
    assert message.locator("a").get_attribute("href").endswith("/rulings/#bribe-one-type")
    idle(root)
    assert exported(root) == before and moves(root) == 0

    # The same card on its own token is legal.
    root.locator(f"[data-target=bribe][data-treasure={kind}]").click()
    wait_moves(root, 1)
    assert exported(root) != before

    # Undo restores the exact position; redo plays it again.
    root.locator("[data-command=undo]").click()
    wait_moves(root, 0)
    assert exported(root) == before
    in_menu(root, "[data-command=redo]").click()
    wait_moves(root, 1)

    # Hot seat: Ben's hand stays covered until Ben shows it.
    assert root.locator("[data-hand-slot]").is_hidden()
    cover = root.locator("[data-pass-device]")
    assert "Ben" in cover.inner_text() and root.locator("[data-suggestions]").is_hidden()
    cover.locator("[data-show-hand]").click()
    assert root.locator(".sbx-hand").is_visible() and "Ben" in root.locator(
        ".sbx-hand h3").inner_text()

    # Keyboard only: Tab to the first legal action and press Enter.
    page.locator("body").focus()
    for _ in range(400):
        page.keyboard.press("Tab")
        if page.evaluate("!!document.activeElement.closest('[data-action]')"):
            break
    else:
        pytest.fail("no legal action reachable with Tab")
    page.keyboard.press("Enter")
    wait_moves(root, 2)
    assert page.evaluate("!!document.activeElement.closest('[data-widget^=pdbmv][data-widget$=sandbox] "
                         "[data-pass-device]')"), \
        "after a played action the keyboard goes to the next decision (here: Ana's covered hand)"
    # Hot-seat: every hand can be shown.
    assert root.locator(".sbx-players .sbx-hand-cards").count() == 0
    in_menu(root, "[data-reveal]").check()
    page.wait_for_function("r => r.querySelectorAll('.sbx-players .sbx-hand-cards').length === 2",
                           arg=root.element_handle())
    # A hand card toggles with the keyboard too.
    root.locator(".sbx-hand [data-card]").first.focus()
    page.keyboard.press("Space")
    assert root.locator(".sbx-hand [data-card]").first.get_attribute("aria-pressed") == "true"
    open_panel(root, "setup")
    assert_sandbox_clean(page)


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_shared_link_restores_the_exact_position(served_site: ServedSite, open_page: Opener,
                                                 lang: str) -> None:
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang))
    in_menu(root, "[data-bot-delay]").select_option("none")
    new_game(root, ["Ana", "Ben", "Chen"], ["human", "greedy", "random"], seed=5)
    for turn in range(3):
        count = moves(root)
        listed(root).nth(turn).click()
        wait_moves(root, count + 3)
    original = exported(root)
    log = root.locator(".sbx-log-list").inner_text()
    link = open_panel(root, "share").locator("[data-share-url]").input_value()
    assert "#sandbox=" in link
    # the tab moves on (Undo), then the link is pasted into it: the shared position is back
    root.locator("[data-command=undo]").click()
    idle(root)
    assert exported(root) != original
    paste_link(root, link)
    assert exported(root) == original
    assert root.locator(".sbx-log-list").inner_text() == log
    page.watch.check()


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_bad_link_and_impossible_import_leave_the_sandbox_usable(
        served_site: ServedSite, open_page: Opener, lang: str) -> None:
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang))
    paste_link(root, "#sandbox=bm90IGEgZ2FtZQ")
    message = root.locator("[data-message]")
    assert message.is_visible()
    assert ui(lang, "bad_link") in message.inner_text()

    before = exported(root)
    broken = json.loads(json.dumps(before))
    first = broken["players"][0]
    broken["hands"][first][0] = "dragon"
    panel = open_panel(root, "import")
    panel.locator("[data-scenario-json]").fill(json.dumps(broken))
    panel.locator("[data-import]").click()
    error = panel.locator("[data-panel-error]")
    page.wait_for_function("e => e.textContent.length > 0", arg=error.element_handle())
    assert f"hands.{first}[0]" in error.inner_text()
    assert ui(lang, "bad_scenario") in error.inner_text()
    idle(root)
    close_panel(panel)
    assert exported(root) == before
    listed(root).first.click()
    wait_moves(root, 1)

    # A possible scenario loads.
    panel = open_panel(root, "import")
    panel.locator("[data-scenario-json]").fill(json.dumps(before))
    panel.locator("[data-import]").click()
    panel.wait_for(state="hidden")
    idle(root)
    assert exported(root) == before
    page.watch.check()


HOSTILE_LINKS: dict[str, Callable[[], str]] = {
    # Each once stopped the sandbox: "Pyodide has suffered a fatal error", a crashed tab,
    # a raw Python error instead of a game.
    "nested 100,000 deep": lambda: pack(b"[" * 100_000 + b"]" * 100_000),
    "a 200 MB seed": lambda: pack(json.dumps({"v": 1, "start": {
        "seed": "1" * 200_000_000, "players": ["Ana", "Ben"]}}).encode()),
    "start.options: xx": lambda: pack(json.dumps({"v": 1, "start": {
        "scenario": SCENARIO, "options": "xx"}}).encode()),
}


@pytest.mark.parametrize("case", HOSTILE_LINKS)
def test_a_hostile_link_says_so_in_one_sentence_and_a_new_game_is_playable(
        served_site: ServedSite, open_page: Opener, case: str) -> None:
    lang = "fr"
    fragment = HOSTILE_LINKS[case]()
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang))
    paste_link(root, fragment)
    message = root.locator("[data-message]")
    assert message.is_visible()
    sentence = message.inner_text()
    assert ui(lang, "bad_link") in sentence and ui(lang, "link_failed") not in sentence
    assert len(sentence) < 400 and "1" * 41 not in sentence
    assert moves(root) == 0 and listed(root).count() > 0
    listed(root).first.click()
    wait_moves(root, 1)
    page.watch.check()


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_player_name_with_html_is_shown_as_text(served_site: ServedSite, open_page: Opener,
                                                lang: str) -> None:
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang))
    in_menu(root, "[data-bot-delay]").select_option("none")
    new_game(root, [EVIL, "Ben"], ["human", "random"], seed=2)
    listed(root).first.click()
    wait_moves(root, 2)
    assert page.evaluate("window.__xss") is None
    assert root.locator(".sbx-player-name").first.inner_text() == EVIL
    assert EVIL in root.locator(".sbx-log-list").inner_text()
    assert root.locator("img").count() == 0
    panel = open_panel(root, "simulate")
    panel.locator("[data-sim-games]").fill("50")
    panel.locator("[data-sim-run]").click()
    panel.locator("[data-sim-result] svg").first.wait_for()
    assert page.evaluate("window.__xss") is None
    assert root.locator("img").count() == 0
    page.watch.check()


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_simulate_panel_draws_the_chart(served_site: ServedSite, open_page: Opener,
                                        lang: str) -> None:
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang))
    panel = open_panel(root, "simulate")
    assert panel.locator("[data-sim-games]").input_value() == "1000"
    panel.locator("[data-sim-run]").click()
    panel.locator("[data-sim-result] svg[data-chart=wins]").wait_for(timeout=60_000)
    assert panel.locator("svg[data-chart=scores]").count() == 1
    speed = panel.locator("[data-sim-speed]")
    assert re.search(r"1\D?000", speed.inner_text())
    seconds = float(speed.get_attribute("data-seconds") or "nan")
    print(f"\nsandbox simulate [{lang}]: 1000 random games in {seconds:.2f} s (browser)")
    rows = panel.locator("table[data-table=wins] tbody tr")
    assert rows.count() == 2
    rates = [float(re.sub(r"[^\d.,]", "", rows.nth(i).locator("td").nth(1).text_content() or "")
                   .replace(",", ".")) for i in range(2)]
    assert abs(sum(rates) - 100) < 0.2
    assert_sandbox_clean(page)


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_static_board_is_the_live_board(served_site: ServedSite, browser: Any,
                                        open_page: Opener, lang: str) -> None:
    """The build's HTML (no JavaScript at all) shows the position the live widget starts from."""
    parts = ("[data-status]", ".sbx-favor", ".sbx-market", ".sbx-players")
    static_context = browser.new_context(java_script_enabled=False)
    static = static_context.new_page()
    static.goto(sandbox_url(served_site, lang))
    widget = static.locator("[data-widget^=pdbmv][data-widget$=sandbox]")
    before = {part: widget.locator(part).text_content() for part in parts}
    static_hand = [c.strip() for c in widget.locator(".sbx-hand .pdbmv-card").all_text_contents()]
    assert ui(lang, "loading") in (widget.text_content() or "")
    static_context.close()
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang))
    assert {part: root.locator(part).text_content() for part in parts} == before
    cards = root.locator(".sbx-hand [data-card]")
    assert [cards.nth(i).get_attribute("aria-label") for i in range(cards.count())] == static_hand
    page.watch.check()


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_phone_width_touch_play(served_site: ServedSite, open_page: Opener, lang: str) -> None:
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang), **PHONE)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 375, f"page is {width}px wide at 375px"
    card = root.locator(".sbx-hand [data-card]:not([data-card=wild])").first
    kind = card.get_attribute("data-card")
    card.tap()
    root.locator(f"[data-target=bribe][data-treasure={kind}]").tap()
    page.wait_for_function("r => r.querySelectorAll('.sbx-log-list > li').length >= 1",
                           arg=root.element_handle(), timeout=30_000)
    page.watch.check()


def in_view(page: Page, box: dict[str, float] | None) -> bool:
    height = page.viewport_size["height"] if page.viewport_size else 0
    return box is not None and box["y"] >= -1 and box["y"] + box["height"] <= height + 1


def action_cards(text: str) -> list[str]:
    """The cards an action's text form plays (``bribe axe with axe wild``, ``buy 2 with axe
    axe curse axe``, ``draw``), sorted."""
    words = text.split()
    if "with" not in words:
        return []
    cards = words[words.index("with") + 1:]
    return sorted(cards[:cards.index("curse")] if "curse" in cards else cards)


@pytest.mark.parametrize("width", [375, 1280])
@pytest.mark.parametrize("lang", sampled(LANGS))
def test_at_the_table(served_site: ServedSite, open_page: Opener, lang: str, width: int) -> None:
    """The hand bar stays in view while the board scrolls; the selected cards narrow the
    actions to a few buttons, and one of them plays; the bot's answer is marked on the board,
    told under the turn line, announced, and the bot has a name of the page's language."""
    phone = width < 600
    # a laptop: the default screen (the live page most tests share), made 740 px high
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang),
                              **({**PHONE, "viewport": {"width": width, "height": 740}}
                                 if phone else {}))
    page.set_viewport_size({"width": width, "height": 740})
    in_menu(root, "[data-bot-delay]").select_option("none")
    dock = root.locator("[data-dock]")
    # Every word of the track and the market whole on its line (a wrap inside the spaces
    # once broke "Feathe/r"), short names on a phone and long ones on a laptop alike.
    for part in (".sbx-favor", ".sbx-market"):
        assert root.locator(part).evaluate(BROKEN_WORDS) == [], part
    # The bar stays on screen while the board scrolls under it.
    for part in (".sbx-favor", ".sbx-market", ".sbx-players"):
        root.locator(part).evaluate("e => e.scrollIntoView({block: 'start'})")
        assert in_view(page, dock.bounding_box()), f"hand bar off screen at {part}"
    assert in_view(page, root.locator(".sbx-hand h3").bounding_box())
    for card in root.locator("[data-dock] [data-card]").all():
        box = card.bounding_box()
        assert box is not None and box["height"] >= 44 and box["width"] >= 44
    assert root.locator("details[data-actions]").get_attribute("open") is None, \
        "the full list of actions is folded"
    log_top = root.locator("[data-log]").bounding_box()
    folded = root.locator("details[data-actions]").bounding_box()
    assert log_top and folded and log_top["y"] < folded["y"], "the log sits above the list"

    # Nothing selected: the actions that need no card. A card selected: exactly its actions.
    total = listed(root).count()
    root.locator("details[data-actions] summary").click()  # fold it again
    suggested = root.locator("[data-suggestions] [data-action]")
    assert 0 < suggested.count() < total
    assert all(action_cards(b.get_attribute("data-action") or "") == []
               for b in suggested.all())
    card = root.locator("[data-dock] [data-card]:not([data-card=wild])").first
    kind = card.get_attribute("data-card") or ""
    card.click() if not phone else card.tap()
    assert card.get_attribute("aria-pressed") == "true"
    page.wait_for_function("r => [...r.querySelectorAll('[data-suggestions] [data-action]')]"
                           ".every(b => b.dataset.action.includes(' with '))",
                           arg=root.element_handle())
    offered = [b.get_attribute("data-action") or "" for b in suggested.all()]
    assert offered and len(offered) < total
    assert all(action_cards(a) == [kind] for a in offered), offered
    assert any(a.startswith(f"bribe {kind} ") for a in offered)
    first = suggested.first
    label = first.get_attribute("title") or ""
    first.click() if not phone else first.tap()
    wait_moves(root, 2)  # ours, then the bot's

    entries = root.locator(".sbx-log-list > li")
    assert label in entries.last.inner_text(), "the button played the action it named"
    bot = SEAT_NAMES[lang][1]
    assert bot in entries.first.inner_text() and "P2" not in root.inner_text()
    # told under the turn line, one line a player, marked as news until the reader acts
    news = root.locator("[data-board] [data-status] + [data-last-moves] > li[data-new]")
    assert news.count() >= 1 and news.first.is_visible() and bot in news.first.inner_text()
    marked = root.locator("[data-board] [data-changed=true]")
    assert marked.count() >= 1
    page.wait_for_function("([r, bot]) => r.querySelector('.lr-announce')?.textContent"
                           ".includes(bot)", arg=[root.element_handle(), bot])
    badge = root.locator(f".sbx-player[data-changed=true] .sbx-changed-badge")
    assert badge.count() >= 1 and badge.first.inner_text().strip()  # words, not colour alone
    # the bot's bribe refilled the market: each new stall says so in the sign ! and words,
    # at a size read across the table (the badge was 8.9 px on a phone)
    for part in (".sbx-favor", ".sbx-market"):   # with the marks of the bot's moves
        assert root.locator(part).evaluate(BROKEN_WORDS) == [], part
    stalls = root.locator("[data-board] .pdbmv-stall-target[data-changed=true]")
    assert stalls.count() >= 1, "the bot's answer refilled no stall"
    for stall in stalls.all():
        content, size = stall.evaluate("e => [getComputedStyle(e, '::after').content,"
                                       " parseFloat(getComputedStyle(e, '::after').fontSize)]")
        words = stall.get_attribute("data-changed-text") or ""
        assert words and content == f'"! {words}"' and size >= 12, (content, size)
    assert_sandbox_clean(page)


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_no_sideways_scroll_at_320_px(served_site: ServedSite, open_page: Opener,
                                      lang: str) -> None:
    # the 375 px phone's page (shared with the tests above), narrowed to 320 px
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang), **PHONE)
    page.set_viewport_size({"width": 320, "height": 640})
    in_menu(root, "[data-bot-delay]").select_option("none")
    root.locator("[data-dock] [data-card]").first.tap()
    root.locator("[data-suggestions] [data-action], [data-no-match]").first.wait_for()
    listed(root)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 320, f"page is {width}px wide at 320px"
    page.watch.check()


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_selected_cards_are_listed_the_languages_way(served_site: ServedSite,
                                                     open_page: Opener, lang: str) -> None:
    """Two cards tapped: the selection line names both, joined by the language's list
    separator (、 in Chinese), never a Latin comma glued in by the script."""
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang))
    cards = root.locator("[data-dock] [data-card]")
    picked = [cards.nth(0), cards.nth(1)]
    for card in picked:
        card.click()
    names = [card.get_attribute("aria-label") or "" for card in picked]
    assert all(names)
    said = STRINGS[lang]["selected"].replace("{cards}", STRINGS[lang]["list_sep"].join(names))
    assert root.locator("[data-selection]").inner_text().strip() == said.strip()
    page.watch.check()
