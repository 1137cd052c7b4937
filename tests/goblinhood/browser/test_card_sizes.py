"""Goblin Hood's cards keep their size when Python arrives (issue 22), on a phone and a laptop.

A review measured live cards much smaller than the cards of the drawing the build writes, so
the example jumped when the reader pressed "Change this example" and the small cards were hard
to read. Here, on each worked example's page, every card drawn without a control (a card in a
hand, at the head of a row of the ways to lay) is measured before Python and once the editor
is live: a card is as tall live as the same drawing's cards were before, and its squares no
smaller than before (a card that is a button is a 44 px touch target, taller on purpose).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.browserkit import PHONE_SCREEN, ServedSite, start_editing, wait_ready
from tests.goblinhood.widgets.examples import CONFIGS, PAGES
from tests.langkit import SLUGS

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

SCREENS = {"phone": PHONE_SCREEN, "laptop": {"viewport": {"width": 1280, "height": 800}}}
DRAWN = [kind for kind in CONFIGS if kind != "placements"]
"""The kinds whose picture draws cards without a control (the placements picture's hand cards
are buttons that show where each fits)."""
SIZES = """r => {
  const seen = (e) => e.checkVisibility() && !e.closest('button');
  const cards = [...r.querySelectorAll('span.gh-card')].filter(seen);
  const squares = [...r.querySelectorAll('.gh-card .gh-sq')].filter(seen);
  const h = (e) => Math.round(e.getBoundingClientRect().height);
  return {cards: [...new Set(cards.map(h))], squares: [...new Set(squares.map(h))]};
}"""


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("kind", DRAWN)
def test_live_cards_are_drawn_at_the_pictures_size(kind: str, lang: str, screen: str,
                                                   served_site: ServedSite,
                                                   open_page: Callable[..., Any]) -> None:
    page = open_page(f"{served_site.subpath_url}{SLUGS[lang]}/goblinhood/{PAGES[kind]}/",
                     **SCREENS[screen])
    root = page.locator(f'.lr-widget[data-widget="goblinhood/{kind}"]')
    wait_ready(root)
    before = root.evaluate(SIZES)
    start_editing(root)
    after = root.evaluate(SIZES)
    assert before["cards"], f"{kind}: no card drawn without a control"
    assert set(after["cards"]) <= set(before["cards"]), (before, after)
    assert min(after["squares"]) >= min(before["squares"]) >= 18, (before, after)
