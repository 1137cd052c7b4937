"""The Goblin Hood sandbox's trail at the table (issue 22), measured in chromium as a reader meets
it on a 375 x 812 touch phone (and a 1280 x 800 laptop): the reader lays cards by taps until
the trail is longer than the screen, then the trail is measured.

- Squares of at least 28 px; the cards in one row, left to right in the trail's order.
- Both ends in sight wherever the row is scrolled (the end squares are what a tap there hits).
- The "just laid" tags (who laid a card since the reader's turn) each inside its own card,
  none over another.
- The ways to lay a picked card: 44 px targets, below the trail, on the side of the end they
  extend, over no card of the trail, and what a tap there hits.
- Whose turn it is is said once: the board's line, not a second line of the page's shell.
"""

from __future__ import annotations

from typing import Any, Callable

import pytest
from playwright.sync_api import Locator, Page

from engine.goblinhood import Play, parse_action
from livewidgets.goblinhood import sandbox
from engine.goblinhood.session import KIT
from livewidgets.goblinhood.strings import text
from livewidgets.sandbox import seat_label
from tests.browserkit import PHONE_SCREEN, TARGET_PX, ServedSite, wait_ready
from tests.goblinhood.browser.test_sandbox import CONFIG, ROOT, lay_by_tapping, wait_log
from tests.langkit import SLUGS, sampled
from tests.widgets.sandbox_menu import in_menu

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

PHONE: dict[str, Any] = PHONE_SCREEN
LAPTOP: dict[str, Any] = {"viewport": {"width": 1280, "height": 800}}
SQUARE_PX = 28
"""The smallest square of the sandbox's trail, either way (a letter read at arm's length)."""
Opener = Callable[..., Page]

FINISH = "document.getAnimations().forEach(a => { try { a.finish(); } catch {} });"
"""Cards still sliding in (250 ms) are measured where they land, as the reader then sees them."""

TRAIL = """root => {
  """ + FINISH + """
  const ol = root.querySelector('[data-board] .gh-strip-cards');
  ol.scrollIntoView({block: 'center'});
  const box = e => { const r = e.getBoundingClientRect();
    return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width,
            height: r.height}; };
  const hit = e => { const r = e.getBoundingClientRect();
    const t = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return Boolean(t && (t === e || e.contains(t))); };
  const views = [];
  for (const at of [0, 0.5, 1]) {
    ol.scrollLeft = at * (ol.scrollWidth - ol.clientWidth);
    views.push(['left', 'right'].map(side => {
      const end = ol.querySelector(`.gh-sq[data-end="${side}"]`);
      return {side, seen: hit(end), ...box(end)};
    }));
  }
  ol.scrollLeft = 0;
  return {overflow: ol.scrollWidth - ol.clientWidth, strip: box(ol), views,
          cards: [...ol.children].map(box), squares: [...ol.querySelectorAll('.gh-sq')].map(box),
          tags: [...ol.querySelectorAll('.gh-laid-by')].map(t => ({...box(t),
            card: box(t.closest('li'))}))};
}"""

LAYS = """root => {
  """ + FINISH + """
  const ol = root.querySelector('[data-board] .gh-strip-cards');
  return [...root.querySelectorAll('[data-board] .gh-lay:not([hidden])')].map(b => {
    b.scrollIntoView({block: 'center'});
    const r = b.getBoundingClientRect();
    const strip = ol.getBoundingClientRect();
    const t = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const over = [...ol.children].some(c => { const q = c.getBoundingClientRect();
      return q.left < r.right && r.left < q.right && q.top < r.bottom && r.top < q.bottom; });
    return {side: b.closest('[data-side]').dataset.side, action: b.dataset.action,
            width: r.width, height: r.height, left: r.left, right: r.right, top: r.top,
            stripBottom: strip.bottom, stripLeft: strip.left, stripRight: strip.right,
            hit: Boolean(t && (t === b || b.contains(t))), over};
  });
}"""


def intersect(a: dict[str, float], b: dict[str, float]) -> bool:
    return a["left"] < b["right"] - 0.5 and b["left"] < a["right"] - 0.5 \
        and a["top"] < b["bottom"] - 0.5 and b["top"] < a["bottom"] - 0.5


def open_sandbox(open_page: Opener, url: str, screen: dict[str, Any]) -> tuple[Page, Locator]:
    page = open_page(url, **screen)
    root = page.locator(ROOT).first
    wait_ready(root)
    in_menu(root, "[data-bot-delay]").select_option("none")
    root.locator("[data-more]").click()   # fold the menu again
    return page, root


def at_the_readers_turn(open_page: Opener, served_site: ServedSite,
                        lang: str) -> tuple[Page, Locator, dict[str, Any]]:
    """The page's sandbox on a phone, in ``lang``, once the bots have played up to the
    reader's first turn; the session as Python replays it."""
    url = f"{served_site.subpath_url}{SLUGS[lang]}/goblinhood/sandbox/"
    page, root = open_sandbox(open_page, url, PHONE)
    session = sandbox.start(CONFIG, lang)["session"]
    session = sandbox.bot_move(session, until_human=True)["session"]
    wait_log(root, len(session["log"]) + 1)
    return page, root, session


def fitting_card(session: dict[str, Any]) -> str:
    """The first card of the reader's hand that some end takes."""
    state = KIT.replay(session).state
    return next(c for c in state.hands[state.turn]
                if any(getattr(a, "card", None) == c for a in state.legal_actions()))


def assert_lays(root: Locator, card: str) -> None:
    """The picked card's ways to lay it, as a thumb meets them."""
    lays = root.evaluate(LAYS)
    assert lays, "no way to lay the picked card is lit"
    for lay in lays:
        action = parse_action(lay["action"])
        assert isinstance(action, Play) and action.card == card
        assert lay["side"] == action.end, lay
        assert lay["width"] >= TARGET_PX and lay["height"] >= TARGET_PX, lay
        assert lay["hit"] and not lay["over"], lay
        assert lay["top"] >= lay["stripBottom"] - 0.5, lay
        middle = (lay["stripLeft"] + lay["stripRight"]) / 2
        centre = (lay["left"] + lay["right"]) / 2
        assert (centre < middle) if action.end == "left" else (centre > middle), lay


def assert_trail(root: Locator, overflowing: bool) -> dict[str, Any]:
    seen = root.evaluate(TRAIL)
    print("trail:", {k: seen[k] for k in ("overflow", "strip")}, len(seen["cards"]), "cards")
    if overflowing:
        assert seen["overflow"] > 0, "the trail is not longer than the screen: nothing measured"
    assert min(min(s["width"], s["height"]) for s in seen["squares"]) >= SQUARE_PX
    cards = seen["cards"]
    assert max(c["top"] for c in cards) - min(c["top"] for c in cards) <= 1, "not one row"
    lefts = [c["left"] for c in cards[:-1]]   # the last card is pinned at the row's end
    assert lefts == sorted(lefts) and len(set(lefts)) == len(lefts)
    strip = seen["strip"]
    for view in seen["views"]:
        for end in view:
            assert end["seen"], f"the {end['side']} end is hidden: {view}"
            assert strip["left"] - 0.5 <= end["left"] and end["right"] <= strip["right"] + 0.5
    tags = seen["tags"]
    for i, tag in enumerate(tags):
        card = tag["card"]
        assert card["left"] - 0.5 <= tag["left"] and tag["right"] <= card["right"] + 0.5, tag
        assert card["top"] - 0.5 <= tag["top"] and tag["bottom"] <= card["bottom"] + 0.5, tag
        assert not any(intersect(tag, other) for other in tags[i + 1:]), tag
    return seen


def assert_one_turn_line(root: Locator, session: dict[str, Any], lang: str) -> None:
    state = KIT.replay(session).state
    line = text(lang, "to_move_seat", player=state.player,
                seat=seat_label(session["seats"], state.turn, lang, text))
    assert root.locator("p[data-turn]").is_hidden()   # the shell's own line
    status = root.locator("[data-board] [data-status]")
    assert status.is_visible() and status.inner_text().strip() == line
    shown = root.inner_text()
    assert shown.count(line) == 1
    assert text(lang, "your_turn", player=state.player) not in shown


@pytest.mark.parametrize("lang", sampled(SLUGS))
def test_a_long_trail_reads_on_a_phone_with_both_ends_and_big_targets(
        open_page: Opener, served_site: ServedSite, lang: str) -> None:
    page, root, session = at_the_readers_turn(open_page, served_site, lang)
    tagged = False
    for turn in range(10):
        assert_one_turn_line(root, session, lang)
        if turn:
            tagged = tagged or root.locator("[data-board] .gh-laid-by").count() > 0
        overflow = root.evaluate("r => { const o = r.querySelector('.gh-strip-cards');"
                                 " return o.scrollWidth - o.clientWidth; }")
        if overflow > 0 and tagged:
            break
        card = fitting_card(session)
        root.locator(f"[data-board] [data-pick='{card}']").tap()
        assert_lays(root, card)
        root.locator(f"[data-board] [data-pick='{card}']").tap()   # put it back
        session = lay_by_tapping(root, session)
        session = sandbox.bot_move(session, until_human=True)["session"]
        wait_log(root, len(session["log"]) + 1)
        if KIT.replay(session).state.phase != "play":
            pytest.fail("the round ended before the trail outgrew the phone")
    assert tagged, "no card was tagged with who laid it"
    assert_trail(root, overflowing=True)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375
    page.watch.check()


def test_the_trail_and_its_targets_on_a_laptop(open_page: Opener,
                                               served_site: ServedSite) -> None:
    page, root = open_sandbox(open_page, f"{served_site.subpath_url}en/goblinhood/sandbox/",
                              LAPTOP)
    session = sandbox.start(CONFIG, "en")["session"]
    session = sandbox.bot_move(session, until_human=True)["session"]
    wait_log(root, len(session["log"]) + 1)
    for _ in range(2):   # by the mouse: a card, then its first way to lay it
        card = fitting_card(session)
        root.locator(f"[data-board] [data-pick='{card}']").click()
        lay = root.locator("[data-board] .gh-lay:not([hidden])").first
        action = lay.get_attribute("data-action") or ""
        lay.click()
        session = sandbox.act(session, action)["session"]
        session = sandbox.bot_move(session, until_human=True)["session"]
        wait_log(root, len(session["log"]) + 1)
    # the bots' answer ends round 1 (an ambush): its panel lies over the table's top until
    # the reader goes on (the turn line above it no longer keeps an empty row to push the
    # trail out from under it)
    next_round = root.locator("[data-board] [data-next-round]")
    if next_round.count():
        next_round.click()
    assert_one_turn_line(root, session, "en")
    assert_trail(root, overflowing=False)
    card = fitting_card(session)
    root.locator(f"[data-board] [data-pick='{card}']").click()
    assert_lays(root, card)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 1280
    page.watch.check()
