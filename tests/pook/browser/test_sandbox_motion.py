"""Pook's sandbox on a 375 x 812 touch phone (issue 22): what would score is marked, and only
new moves move. Measured in chromium, in each language:

- a hand card tapped, the lit cells where a play of it scores or locks at once carry the mark
  (★ and a double frame, never colour alone) with its words for a screen reader, and the
  bar's folded key explains the sign (the help line does not repeat it); the plays offered at
  such a cell are marked alike;
- in a game of four, the bots paused, the reader plays, then "Skip the wait" lets every bot
  play in one redraw:
  each card they played (the board's ``data-flip-order``) starts its own slide, one after the
  other (a different delay each), from the bot's box;
- Undo then redraws the earlier position with no animation at all (nothing new was played).

Animations are counted by wrapping ``Element.prototype.animate`` before the redraw: each call
records the element's order and its delay.
"""

from __future__ import annotations

import pytest
from tests.langkit import sampled

from livewidgets.pook.strings import text
from tests.browserkit import ServedSite
from tests.widgets.test_sandbox_phone_browser import LANGS, Opener, idle, open_sandbox, press

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

RECORD = """() => {
  window.__lrMoves = [];
  if (window.__lrWrapped) return;
  window.__lrWrapped = true;
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (frames, options) {
    window.__lrMoves.push({slide: JSON.stringify(frames).includes('translate'),
                           order: this.dataset.flipOrder ?? null,
                           delay: (options && options.delay) || 0});
    return animate.call(this, frames, options);
  };
}"""

HUMAN_TURN = ("r => !r.hasAttribute('aria-busy') && "
              "r.querySelector('[data-hand-slot] button[data-card]:not([disabled])')")


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_pook_marks_what_scores_and_slides_only_new_cards(
        served_site: ServedSite, open_page: Opener, lang: str) -> None:
    page, root = open_sandbox(open_page, served_site, "pook", lang, "phone")
    note, legend = text(lang, "scores_note"), text(lang, "scores_legend")

    # A game of four (the reader and three bots, the setup's seats for a larger table).
    press(root.locator("[data-panel-button=setup]"), "phone")
    root.locator("[data-setup] [data-player-count]").select_option("4")
    assert root.locator("[data-setup] [data-seat-row]").count() == 4
    press(root.locator("[data-setup] button[type=submit]"), "phone")
    page.wait_for_function(HUMAN_TURN + " && r.querySelectorAll('.sbx-player').length === 4",
                           arg=root.element_handle(), timeout=60_000)

    # The bots wait: their moves will come in one redraw when the reader skips the wait.
    press(root.locator("[data-more]"), "phone")
    press(root.locator("[data-bots=pause]"), "phone")
    press(root.locator("[data-more]"), "phone")

    # A card whose lit cells include one where a play scores or locks.
    marked = root.locator("[data-board] button.pook-cell[data-legal][data-scores]")
    cards = root.locator("[data-hand-slot] button[data-card]:not([disabled])")
    for i in range(cards.count()):
        press(cards.nth(i), "phone")
        if marked.count():
            break
    assert marked.count() >= 1, "no lit cell is marked as scoring"
    unmarked = root.locator("[data-board] button.pook-cell[data-legal]:not([data-scores])")
    print(lang, "lit and marked", marked.count(), "lit, not marked", unmarked.count())
    cell = marked.first
    assert cell.locator("[data-scores-mark] [aria-hidden=true]").inner_text() == "★"
    assert note in (cell.locator("[data-scores-mark] .sbx-sr").text_content() or "")
    # the sign's legend is the folded key's, said once (not on the help line at each tap)
    assert legend not in root.locator("[data-selection]").inner_text()
    assert legend in (root.locator("[data-signs-key]").text_content() or "")
    # a pattern, not a colour: the frame is doubled
    assert cell.evaluate("c => getComputedStyle(c).borderTopStyle") == "double"

    # The plays offered there: those that score carry the same mark and words.
    press(cell, "phone")
    offered = root.locator("[data-suggestions] [data-action][data-scores]")
    offered.first.wait_for(state="visible")
    assert note in (offered.first.text_content() or "")
    assert legend not in root.locator("[data-selection]").inner_text()
    before = root.locator(".sbx-log-list > li").count()
    press(offered.first, "phone")
    idle(root)

    # Every bot plays in one redraw: each new card slides, each at its own time.
    page.evaluate(RECORD)
    press(root.locator("[data-more]"), "phone")
    press(root.locator("[data-bots=skip]"), "phone")
    page.wait_for_function(HUMAN_TURN, arg=root.element_handle(), timeout=60_000)
    new_moves = root.locator(".sbx-log-list > li").count() - before - 1
    orders = root.evaluate("r => [...r.querySelectorAll('[data-board] [data-flip-order]')]"
                           ".map(e => e.dataset.flipOrder)")
    moves = page.evaluate("() => window.__lrMoves")
    slid = {m["order"]: m["delay"] for m in moves if m["slide"] and m["order"] is not None}
    print(lang, "bots' moves", new_moves, "new cards", orders, "slides", slid)
    assert new_moves == 3 and len(orders) == new_moves, (new_moves, orders)
    assert set(orders) <= set(slid), f"a new card did not slide: {orders} {slid}"
    assert len(set(slid[o] for o in orders)) == len(orders), "the cards all left at once"

    # Undo: the earlier position comes back, and nothing moves.
    page.evaluate(RECORD)
    press(root.locator("[data-command=undo]"), "phone")
    page.wait_for_function(HUMAN_TURN, arg=root.element_handle(), timeout=60_000)
    assert root.locator(".sbx-log-list > li").count() == before
    assert page.evaluate("() => window.__lrMoves") == [], "Undo animated the board"
    page.watch.check()
