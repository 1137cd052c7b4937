"""The Goblin Hood sandbox in chromium, in every language, on a 375 px touch screen: one page
load per language. On it the test lays cards by tapping a hand
card then a lit end of the drawn trail (what lights up is exactly the engine's legal plays),
lets the bots answer, undoes back to the reader's decision, checks that nothing scrolls
sideways and that axe-core finds nothing serious; then a share link made on that page, pasted
into the tab once it has moved on, shows the same position again (a first visit by a link:
tests/widgets/test_sandbox_failures_browser.py). Each page fails on a console error or a request that
leaves its origin."""

from __future__ import annotations

from typing import Any, Callable

import pytest
from playwright.sync_api import Locator, Page

from engine.goblinhood import Play, parse_action
from livewidgets.goblinhood import sandbox
from engine.goblinhood.session import KIT
from tests.browserkit import PHONE_SCREEN, ServedSite, paste_link, run_axe, wait_ready
from tests.widgets.sandbox_menu import in_menu
from tests.langkit import LANGS, SLUGS, sampled

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]
LANGS = SLUGS
"""Language code -> URL folder of its build."""
PHONE = {**PHONE_SCREEN, "viewport": {"width": 375, "height": 740}}
CONFIG = {"widget": "sandbox", "players": 3, "seed": 7}
"""The page's own example (docs/<lang>/goblinhood/sandbox.md)."""
ROOT = "[data-widget='goblinhood/sandbox']"
Opener = Callable[..., Page]


def open_sandbox(open_page: Opener, url: str) -> tuple[Page, Locator]:
    page = open_page(url, **PHONE)
    root = page.locator(ROOT).first
    wait_ready(root)
    return page, root


def idle(root: Locator) -> None:
    root.page.wait_for_function("r => !r.hasAttribute('aria-busy')", arg=root.element_handle(),
                                timeout=60_000)


def entries(root: Locator) -> int:
    return root.locator("[data-log] .sbx-log-list > li").count()


def parsed(page: Page, html: str) -> str:
    """``html`` as the browser writes it back (attribute forms, entities)."""
    return str(page.evaluate("h => { const d = document.createElement('div'); d.innerHTML = h; "
                             "return d.innerHTML; }", html))


def wait_log(root: Locator, count: int) -> None:
    """Wait until the log holds ``count`` entries (the deal, then each action) and the engine
    is idle: the bots, seeded from the match, play what Python's replay of them plays."""
    root.page.wait_for_function(
        "([r, n]) => r.querySelectorAll('[data-log] .sbx-log-list > li').length === n"
        " && !r.hasAttribute('aria-busy')", arg=[root.element_handle(), count], timeout=60_000)
    idle(root)


def lay_by_tapping(root: Locator, session: dict[str, Any]) -> dict[str, Any]:
    """Tap the reader's first hand card that fits, check that its legal plays light up under
    the trail's ends, each way once (a card whose squares are the same colour lays the same
    way turned round), tap the first; the session after that play."""
    state = KIT.replay(session).state
    plays = {card: sorted(str(a) for a in state.legal_actions()
                          if getattr(a, "card", None) == card) for card in state.hands[state.turn]}

    def way(action: str) -> tuple[str, str, str]:
        play = parse_action(action)
        assert isinstance(play, Play)
        squares = state.cards[play.card].squares
        return play.end, squares[play.cover], squares[1 - play.cover]
    card = next(c for c, legal in plays.items() if legal)
    button = root.locator(f"[data-board] [data-pick='{card}']")
    button.tap()
    assert button.get_attribute("aria-pressed") == "true"
    # the prompt names the card as the reader sees it (its squares and gold), never its id
    prompt = root.locator("[data-pick-help]").inner_text()
    words = button.get_attribute("data-words")
    assert words and words in prompt and card not in prompt
    lit = root.locator("[data-board] .gh-lay:not([hidden])")
    shown = lit.evaluate_all("bs => bs.map(b => b.dataset.action)")
    assert set(shown) <= set(plays[card])
    assert sorted(way(a) for a in shown) == sorted({way(a) for a in plays[card]})
    action = lit.first.get_attribute("data-action")
    assert action
    lit.first.tap()
    return dict(sandbox.act(session, action)["session"])


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_play_undo_share_on_a_phone(open_page: Opener, served_site: ServedSite,
                                    lang: str) -> None:
    url = f"{served_site.subpath_url}{LANGS[lang]}/goblinhood/sandbox/"
    page, root = open_sandbox(open_page, url)
    in_menu(root, "[data-bot-delay]").select_option("none")
    session = sandbox.start(CONFIG, lang)["session"]
    session = sandbox.bot_move(session, until_human=True)["session"]
    # the live board is the engine's position for the reader
    board = root.locator("[data-board]")
    assert board.inner_html() == parsed(page, sandbox.view(session, lang)["html"])
    # two turns, each by tapping a card and then an end; the bots answer in between
    boards = []
    for _ in range(2):
        boards.append(root.locator("[data-board]").inner_html())
        session = lay_by_tapping(root, session)
        session = sandbox.bot_move(session, until_human=True)["session"]
        wait_log(root, len(session["log"]) + 1)
        assert board.inner_html() == parsed(page, sandbox.view(session, lang)["html"])
    # undo: back to the reader's second decision, the very same board
    before = entries(root)
    root.locator("[data-command=undo]").click()
    root.page.wait_for_function(
        "([r, n]) => r.querySelectorAll('[data-log] .sbx-log-list > li').length < n",
        arg=[root.element_handle(), before], timeout=60_000)
    idle(root)
    assert root.locator("[data-board]").inner_html() == boards[1]
    assert in_menu(root, "[data-command=redo]").is_enabled()
    # the phone: nothing scrolls sideways; axe finds nothing serious in the sandbox
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375
    root.locator("[data-board] [data-pick]").first.tap()
    assert run_axe(page, ROOT) == []
    # the share link, made on this page
    in_menu(root, "[data-panel-button=share]").click()
    link_box = root.locator("[data-share-url]")
    page.wait_for_function("b => b.value.includes('#sandbox=')", arg=link_box.element_handle())
    link = link_box.input_value()
    page.watch.check()
    if lang != "en":   # lean: the simulate panel and the pasted link, in one language
        return
    simulate = in_menu(root, "[data-panel-button=simulate]")
    simulate.click()
    root.locator("[data-sim-games]").fill("20")
    root.locator("[data-sim-run]").click()
    rows = root.locator("[data-sim-result] tbody tr")
    rows.first.wait_for(timeout=60_000)
    assert rows.count() == 3
    # the tab moves on (Undo), then the link is pasted into it: the shared position is back
    logged = entries(root)
    root.locator("[data-command=undo]").click()
    idle(root)
    assert entries(root) < logged
    paste_link(root, link)
    assert root.locator("[data-board]").inner_html() == boards[1]
    assert entries(root) == logged
    page.watch.check()


def test_hot_seat_covers_the_screen_between_two_humans(open_page: Opener,
                                                       served_site: ServedSite) -> None:
    page, root = open_sandbox(open_page, f"{served_site.subpath_url}en/goblinhood/sandbox/")
    root.locator("[data-panel-button=setup]").click()
    form = root.locator("[data-setup]")
    form.locator("[data-player-count]").select_option("2")
    for i in range(2):
        form.locator("[data-seat-row] select").nth(i).select_option("human")
    form.locator("[data-deal] > summary").click()   # the deal number is folded
    form.locator("[data-seed]").fill("5")
    form.locator("button[type=submit]").click()
    session = sandbox.start({"players": ["Ana", "Ben"], "seats": ["human", "human"],
                             "seed": 5}, "en")["session"]
    wait_log(root, 1)
    first = KIT.replay(session).state.player
    assert root.locator("[data-pass-device]").is_hidden()   # a new game opens on its first human
    session = lay_by_tapping(root, session)
    wait_log(root, 2)
    state = KIT.replay(session).state
    cover = root.locator("[data-pass-device]")
    assert cover.is_visible() and state.player in cover.inner_text()
    assert root.locator("[data-private]").is_hidden()
    hidden_board = root.locator("[data-board]").inner_html()
    for card in state.hands[state.players.index(first)] + [c for t in state.treasures for c in t]:
        assert f'data-card="{card}"' not in hidden_board and f">{card}<" not in hidden_board
    cover.locator("[data-show-hand]").click()
    assert root.locator("[data-private]").is_visible()
    picks = root.locator("[data-board] [data-pick]").evaluate_all(
        "bs => bs.map(b => b.dataset.pick)")
    assert picks == state.hands[state.turn]
    assert run_axe(page, ROOT) == []
    page.watch.check()


def test_the_keyboard_picks_a_card_and_lays_it(open_page: Opener,
                                               served_site: ServedSite) -> None:
    page, root = open_sandbox(open_page, f"{served_site.subpath_url}fr/goblinhood/sandbox/")
    session = sandbox.start(CONFIG, "fr")["session"]
    state = KIT.replay(session).state
    card = next(c for c in state.hands[state.turn]
                if any(getattr(a, "card", None) == c for a in state.legal_actions()))
    in_menu(root, "[data-bots=pause]").click()   # the position right after the reader's play
    root.locator(f"[data-board] [data-pick='{card}']").focus()
    page.keyboard.press("Enter")
    focused = page.evaluate("() => document.activeElement.dataset.action")
    assert parse_action(focused).card == card
    page.keyboard.press("Enter")
    session = dict(sandbox.act(session, focused, "fr")["session"])
    wait_log(root, 2)
    # the focus went on to the board's turn line (its button is gone): the board, focus aside
    assert page.evaluate("() => document.activeElement.hasAttribute('data-status')")
    page.evaluate("() => document.activeElement.blur()")
    assert root.locator("[data-board]").inner_html() == parsed(page,
                                                               sandbox.view(session, "fr")["html"])
    assert "Chaque joueur" in root.locator("[data-log]").inner_text()
    page.watch.check()
