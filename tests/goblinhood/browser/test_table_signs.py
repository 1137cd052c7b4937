"""Goblin Hood's sandbox at the table on a 375 x 812 touch phone (review 33, section B), in every
language: the round's end waits for the reader, the signs have a key, a lit choice marks the
end it covers, the hand and both ends share the first screen, no reader text is under 12 px,
and a long trail says how many cards it hides.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Locator

from engine.goblinhood.messages import card_name
from engine.goblinhood.rounds import outcome
from engine.goblinhood.session import KIT
from livewidgets.goblinhood import sandbox
from livewidgets.goblinhood.strings import text, ui
from livewidgets.sandbox import seat_label
from tests.browserkit import ServedSite, paste_link
from tests.goblinhood.browser.test_last_moves import before_the_round_ends, tap_lay
from tests.goblinhood.browser.test_sandbox import wait_log
from tests.goblinhood.browser.test_trail_phone import (
    LAPTOP, PHONE, Opener, at_the_readers_turn, fitting_card, open_sandbox)
from tests.langkit import SLUGS
from tests.widgets.sandbox_menu import in_menu

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

LANGS = ["en", "fr", "zh", "zh-Hans"]

SMALL_TEXT = """root => {
  const small = [];
  for (const e of root.querySelectorAll('[data-board] *')) {
    const own = [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    if (!own || !e.getClientRects().length) continue;
    const st = getComputedStyle(e);
    if (st.visibility === 'hidden' || e.closest('[aria-hidden="true"], .lr-sr, [hidden]')) continue;
    const size = parseFloat(st.fontSize);
    if (size < 12) small.push([e.className, e.textContent.trim().slice(0, 20), size]);
  }
  return small;
}"""

FIRST_SCREEN = """root => {
  const b = root.querySelector('[data-board]');
  const box = s => b.querySelector(s).getBoundingClientRect();
  return {hand: box('.gh-hand [data-pick]').bottom, left: box('.gh-sq[data-end="left"]').bottom,
          key: box('[data-key]').height, lays: box('.gh-ends').bottom,
          keyTop: box('[data-key]').top,
          names: Math.max(...[...b.querySelectorAll('.gh-end-name')]
            .map(n => n.getBoundingClientRect().bottom)),
          prompt: box('[data-pick-help]').top, height: innerHeight};
}"""


FOCUS_AFTER_THE_PANEL = """r => {
  const b = r.querySelector('[data-board]');
  const control = b.querySelector('[data-pick], [data-decide]')
    ?? r.querySelector('[data-action-groups] button');
  const target = control && control.offsetParent ? control : b.querySelector('[data-status]');
  const name = e => e ? `${e.tagName}${e.matches('[data-status]') ? '[data-status]' : ''}`
    + `${e.dataset.pick ? '[data-pick]' : ''}${e.dataset.action ? '[data-action]' : ''}` : null;
  const a = document.activeElement;
  return {inside: r.contains(a), on: name(a), expected: name(target), same: a === target,
          status: a.matches('[data-status]')};
}"""
"""Where the focus is once the round-end panel is gone, and where the page's rule puts it:
the first control (a hand card, else the first of every legal action) when it is in sight,
else the turn line."""


def lang_code(lang: str) -> str:
    """The code the sandbox's Python takes for the page's language."""
    return "zh-Hans" if lang == "zh-Hans" else lang


IN_SIGHT = """line => {
  const range = document.createRange();
  range.selectNodeContents(line);
  return [...range.getClientRects()].filter(r => r.width > 1).map(r => {
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return Boolean(at && line.contains(at));
  });
}"""
"""For each line of the prompt's text (scrolled into view), whether the prompt itself is what
the reader sees at its middle (review 36, A1: the give buttons covered it)."""

UNDER = """buttons => buttons.flatMap((b, i) => {
  b.scrollIntoView({block: 'nearest', inline: 'nearest'});
  const r = b.getBoundingClientRect();
  const points = [[r.left + r.width / 2, r.top + r.height / 2], [r.left + 2, r.top + 2],
                  [r.right - 2, r.top + 2], [r.left + 2, r.bottom - 2], [r.right - 2, r.bottom - 2]];
  const at = points.map(([x, y]) => document.elementFromPoint(x, y));
  return at.every(e => e && b.contains(e)) ? []
    : [[i, b.dataset.action, at.map(e => e && (e.closest('[data-action]')?.dataset.action ?? e.className))]];
})"""
"""Each button (``i``, its action) whose centre or a corner, once scrolled into view, is not
the button itself, with what is there instead."""

BAND = """r => { const [before, turn] = [...r.querySelectorAll('[data-board] .gh-status > li')]
  .slice(-2).map(li => li.getBoundingClientRect()); return turn.top - before.bottom; }"""
"""The room between the turn line and the status line above it (review 36, A3: 40 px)."""


@pytest.mark.parametrize("lang,screen", [(lang, PHONE) for lang in LANGS] + [("en", LAPTOP)],
                         ids=[*LANGS, "en-laptop"])
def test_the_round_end_waits_for_next_round(open_page: Opener, served_site: ServedSite,
                                            lang: str, screen: dict[str, Any]) -> None:
    """A round ends: a panel on the table says its end and who won, in the page's language,
    holds the focus on "Next round", and goes when the reader presses it (by touch on a
    phone, the keyboard on a laptop). Then the reader gives the marker as they lay a card
    (review 36, A1-A2): the turn line says who gives whom, the prompt line says what to tap
    and is in sight, every card of the trail is a lit button that says so in words (a buried
    card is offered under the prompt), the focus on the first; one press gives it and round
    2 starts, the choice gone."""
    touch = screen is PHONE
    session, action = before_the_round_ends(lang_code(lang))
    # the game's link pasted into the language's live sandbox page (tests/livepages.py): a
    # page opened whole on the link would start Python for this test alone
    url = f"{served_site.subpath_url}{SLUGS[lang]}/goblinhood/sandbox/"
    page, root = open_sandbox(open_page, url, screen)
    paste_link(root, "#" + sandbox.share(session))
    # a sandbox drawn anew for the link takes the bots' usual pace: none, as open_sandbox set
    in_menu(root, "[data-bot-delay]").select_option("none")
    root.locator("[data-more]").click()   # fold the menu again
    wait_log(root, len(session["log"]) + 1)
    assert root.locator("[data-round-end]").count() == 0, "a panel before the round's end"
    tap_lay(root, action, touch)
    session = sandbox.bot_move(sandbox.act(session, action)["session"],
                               until_human=True)["session"]
    wait_log(root, len(session["log"]) + 1)
    panel = root.locator("[data-board] [data-round-end]")
    assert panel.count() == 1, "no round-end panel"
    state = KIT.replay(session).state
    title = text(lang_code(lang), "round_end_title", n=1)
    assert panel.locator("h3").inner_text().strip() == title
    assert panel.get_attribute("role") == "dialog"
    said = panel.locator("[data-round-said]").inner_text()
    assert any(p in said for p in state.players), said
    button = panel.locator("[data-next-round]")
    label = text(lang_code(lang), "see_table" if state.is_over else "next_round")
    assert button.inner_text().strip() == label
    assert button.evaluate("b => document.activeElement === b"), "the focus is not on it"
    box = button.bounding_box()
    assert box and box["height"] >= 44 and 0 <= box["y"] and box["y"] + box["height"] <= 812
    button.tap() if touch else page.keyboard.press("Enter")
    assert root.locator("[data-board] [data-round-end]").count() == 0
    # the focus stays in the game (here the reader gives the marker: no hand card to pick): on
    # the first control in sight, else on the turn line (the page's fallback)
    focus = root.evaluate(FOCUS_AFTER_THE_PANEL)
    print(lang, "focus after the panel", focus)
    assert focus["inside"], f"the focus left the game: {focus}"
    assert focus["same"], focus
    assert focus["on"] == "BUTTON[data-action]", focus
    won = outcome(state).winner
    assert won is not None
    winner, code = state.players[won], lang_code(lang)
    assert root.locator("[data-board] [data-status]").inner_text().strip() == text(
        code, "give_turn", player=state.player, winner=winner,
        seat=seat_label(session["seats"], state.turn, code, text))
    assert root.evaluate(BAND) <= 4, "an empty band over the turn line"
    giver = root.locator(f"[data-board] .gh-player[data-player='{state.player}'] .gh-name")
    assert ui("to_give", code) in giver.inner_text(), "the giver's badge says to play"
    help_line = root.locator("[data-board] [data-pick-help]")
    assert help_line.inner_text().strip() == text(code, "give_help", winner=winner)
    help_line.scroll_into_view_if_needed()
    seen = help_line.evaluate(IN_SIGHT)
    assert seen and all(seen), f"the prompt is covered: {seen}"
    # every card of the trail is a lit button with its words, a buried one under the prompt
    choices = root.locator("[data-board] [data-decide]")
    assert choices.count() == len(state.legal_actions()) > 1
    cards = root.locator("[data-board] .gh-strip-cards > li")
    lit = root.locator("[data-board] .gh-strip-cards > li > [data-decide]")
    assert lit.count() == cards.count() > 0
    buried = root.locator("[data-board] .gh-buried [data-decide]")
    assert buried.count() == len(state.buried), "a buried card is not offered"
    assert lit.count() + buried.count() == choices.count(), "a choice apart from the trail"
    for i in range(lit.count()):
        give = lit.nth(i)
        card = (give.get_attribute("data-action") or "").split()[1]
        assert give.get_attribute("aria-label") == text(
            code, "act_give", card=card_name(card, state.cards, code))
        assert give.locator(".gh-give-tag").inner_text().strip() == text(code, "give_tag")
        size = give.bounding_box()
        assert size and min(size["width"], size["height"]) > 43.9, (card, size)
    # each card to give, brought into view, is what the reader touches at its centre and
    # corners (review 37, A1: the pinned right end lay over the 5th and 6th and took the tap)
    hidden = lit.evaluate_all(UNDER)
    assert not hidden, f"cards to give lie under something else: {hidden}"
    # a tap on the 5th (the one under the pinned end at 375 px) gives that card
    target = lit.nth(min(4, lit.count() - 1)) if touch else lit.first
    given = target.get_attribute("data-action")
    assert given is not None
    target.tap() if touch else page.keyboard.press("Enter")
    session = sandbox.bot_move(sandbox.act(session, given)["session"],
                               until_human=True)["session"]
    wait_log(root, len(session["log"]) + 1)
    assert given.split()[1] in KIT.replay(session).state.markers[won], "no marker given"
    assert root.locator("[data-board] [data-decide]").count() == 0, "still asked to give"
    assert root.locator("[data-board] [data-round-end]").count() == 0, "the panel is back"
    round_line = root.locator("[data-board] .gh-status > li").first.inner_text().strip()
    assert round_line == text(code, "round_n", n=2)
    page.watch.check()


@pytest.mark.parametrize("lang", LANGS)
def test_key_lit_end_first_screen_and_text_sizes(open_page: Opener, served_site: ServedSite,
                                                 lang: str) -> None:
    """At the reader's first turn: the key says both signs in words, the hand and the trail's
    ends are on the first screen with the key in the lit choices' room (no empty band) under
    the ends' names, no
    reader text of the board is under 12 px; a picked card marks the end it covers."""
    page, root, session = at_the_readers_turn(open_page, served_site, lang)
    key = root.locator("[data-board] [data-key]")
    words = key.inner_text()
    assert text(lang_code(lang), "key_end") in words
    if root.locator("[data-board] [data-fits-nowhere]").count():
        assert text(lang_code(lang), "key_nofit") in words
    page.evaluate("window.scrollTo(0, 0)")
    seen = root.evaluate(FIRST_SCREEN)
    print(lang, seen)
    assert seen["hand"] <= seen["height"] and seen["left"] <= seen["height"], seen
    assert seen["key"] > 20, "the key is not drawn in the choices' room"
    # under the ends' names, never over them (review 38: a French key of four lines rose
    # over "extrémité gauche / droite")
    assert seen["keyTop"] >= seen["names"] - 0.5, seen
    assert not root.evaluate(SMALL_TEXT)
    card = fitting_card(session)
    root.locator(f"[data-board] [data-pick='{card}']").tap()
    sides = root.evaluate("""r => [...r.querySelectorAll('[data-board] .gh-lay:not([hidden])')]
        .map(b => b.closest('[data-side]').dataset.side)""")
    covered = root.evaluate("""r => [...r.querySelectorAll(
        '[data-board] .gh-strip-cards .gh-sq[data-covered]')].map(s => s.dataset.end)""")
    assert sides and sorted(set(sides)) == sorted(covered), (sides, covered)
    assert not key.is_visible() or key.evaluate(
        "k => getComputedStyle(k).visibility === 'hidden'"), "the key lies over the choices"
    page.watch.check()


SCROLLED = """r => new Promise(done => {
  const row = r.querySelector('[data-board] .gh-strip-cards');
  const side = s => r.querySelector(`[data-board] [data-more-side="${s}"]`).textContent;
  let last = row.scrollLeft, still = 0;
  const frame = () => {
    if (row.scrollLeft !== last) [last, still] = [row.scrollLeft, 0];
    else if (++still >= 4) return done({left: side('left'), right: side('right')});
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})"""
"""Once the trail's row has not scrolled for four frames in a row (the keyboard's smooth
scroll has ended), what the cue says on each side. The cue is drawn again on each of the
row's scroll events: waiting on the cue itself instead, a cue that never changes cost the
whole wait's timeout (30 s) before the test could fail."""


HIDES = """r => { const o = r.querySelector('.gh-strip-cards');
  const middle = [...o.children].slice(1, -1).map(c => c.offsetWidth);
  const cue = r.querySelector('[data-board] [data-trail-more]');
  return {over: o.scrollWidth - o.clientWidth, card: Math.max(0, ...middle),
          cue: cue.checkVisibility(), counts: /[0-9]/.test(cue.textContent)}; }"""
"""How far the trail runs past its box, its widest middle card, whether the cue is shown and
whether it counts some card."""


def test_a_long_trail_says_what_it_hides(open_page: Opener, served_site: ServedSite) -> None:
    """A trail that hides cards on a phone: the cue counts the cards out of sight on each
    side, the counts change as the row scrolls (by keyboard too). A trail only a few pixels
    wider than its box hides no card: no cue then (it said "swipe" with no count, which no
    scroll changed: the 18:00 run of review 33's B7)."""
    page, root, session = at_the_readers_turn(open_page, served_site, "en")
    state: Any = KIT.replay(session).state
    for _ in range(10):
        seen = root.evaluate(HIDES)
        assert seen["counts"] or not seen["cue"], f"the cue counts no card out of sight: {seen}"
        if seen["card"] and seen["over"] > seen["card"]:
            break
        card = fitting_card(session)
        root.locator(f"[data-board] [data-pick='{card}']").tap()
        lay = root.locator("[data-board] .gh-lay:not([hidden])").first
        action = lay.get_attribute("data-action") or ""
        lay.tap()
        session = sandbox.bot_move(sandbox.act(session, action)["session"],
                                   until_human=True)["session"]
        wait_log(root, len(session["log"]) + 1)
        state = KIT.replay(session).state
        assert state.phase == "play" and not state.is_over
    cue = root.locator("[data-board] [data-trail-more]")
    cue.wait_for(state="visible")   # counted once the cards have slid in
    assert text("en", "trail_more") in cue.inner_text()
    row = root.locator("[data-board] .gh-strip-cards")
    row.focus()
    for key, shown, empty in (("ArrowLeft", "right", "left"), ("ArrowRight", "left", "right")):
        for _ in range(40):   # the keyboard scrolls the row to one end...
            page.keyboard.press(key)
        # ...and, the row still, the cue counts the cards out of sight on the other side only
        sides = root.evaluate(SCROLLED)
        assert sides[shown] and not sides[empty], sides
        assert int(sides[shown].strip("◀▶ ")) > 0, sides
    page.watch.check()
