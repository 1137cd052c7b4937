"""Pook's sandbox with the whole table on the screen, on a 375 x 812 touch phone and a 1280 x
800 laptop (issue 22 review: scrolled so that the table showed whole, the line above it with
the bots' last moves was under the site's header and the "since your last turn" box under
the hand bar, so neither was read): after each of two turns, with the table's last row just
above the hand bar, the turn line and every other player's last move are on the screen too,
between the header and the bar.

The match is the one tests/pook/browser/test_sandbox_lines.py plays (three players, seed 1),
opened by its share link so that the bots answer alike."""

from __future__ import annotations

import pytest

from livewidgets.pook.sandbox import SANDBOX
from tests.browserkit import ServedSite
from tests.langkit import SLUGS, sampled
from tests.pook.browser.test_sandbox_lines import (TURN_LINE, answered, opened, started,
                                                   tap_play)
from tests.widgets.test_sandbox_phone_browser import SCREENS, Opener

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

WHOLE_TABLE = """(root, turnLine) => {
  const table = root.querySelector('[data-sandbox-live] [data-board] .pook-table');
  const dock = root.querySelector('[data-dock]');
  const bar = () => dock && dock.getClientRects().length ? dock.getBoundingClientRect().top
    : innerHeight;
  window.scrollBy({top: table.getBoundingClientRect().bottom - bar() + 2, behavior: 'instant'});
  const header = document.querySelector('.md-header');
  const box = e => { const b = e.getBoundingClientRect(); return [b.top, b.bottom]; };
  return {top: header ? header.getBoundingClientRect().bottom : 0, bottom: bar(),
          table: box(table), turn: box(root.querySelector(turnLine)),
          lines: [...root.querySelectorAll('[data-board] [data-last-moves] > li')]
            .map(li => ({text: li.textContent, box: box(li)}))};
}"""
"""Scrolled so that the table's last row is just above the hand bar: where the table, the turn
line and each last move are on the screen, and the room between the header and the bar."""


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", sampled(SLUGS))
def test_the_last_moves_are_read_with_the_whole_table(
        open_page: Opener, served_site: ServedSite, lang: str, screen: str) -> None:
    session = started(lang)
    page, root = opened(open_page, served_site, session, lang, SCREENS[screen])
    for turn in range(2):
        action = str(SANDBOX.replay(session).state.legal_actions()[0])
        tap_play(root, action, screen)
        session = answered(root, session, action)
        seen = root.evaluate(WHOLE_TABLE, TURN_LINE)
        print(lang, screen, turn, seen)
        top, bottom = seen["top"], seen["bottom"]
        assert top - 1 <= seen["table"][0] and seen["table"][1] <= bottom + 1, (
            f"the table does not fit between the header and the bar: {seen}")
        assert top - 1 <= seen["turn"][0], f"the turn line is under the header: {seen}"
        assert len(seen["lines"]) == len(SANDBOX.replay(session).players) - 1, seen
        for line in seen["lines"]:
            assert top - 1 <= line["box"][0] and line["box"][1] <= bottom + 1, (
                f"a last move is off the screen with the whole table: {line}, {seen}")
    page.watch.check()
