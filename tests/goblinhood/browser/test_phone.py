"""Every worked example of Goblin Hood fits one phone screen, with its step caption in sight.

Issue 20: at 375 by 812 (a phone held upright), in every language, each example's player (its
step buttons, the caption and the drawing: the ``.lr-screen``) is no taller than the part of
the screen below the site's sticky header, and at every step, once the player is scrolled up
to that header, the shown caption lies wholly in view. One page load per example and language;
the examples are the pages' own (tests/goblinhood/widgets/examples.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from tests.site.test_every_page_widgets import PAST_THE_EDGE

from tests.langkit import SLUGS, sampled

from tests.browserkit import PHONE_SCREEN, ServedSite, wait_ready
from tests.goblinhood.widgets.examples import CONFIGS, PAGES

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

LANGS = SLUGS
"""Language code -> URL folder of its build."""
PHONE = PHONE_SCREEN

MEASURE = """root => {
  const header = document.querySelector('.md-header');
  const top = header ? header.getBoundingClientRect().bottom : 0;
  const screen = root.querySelector('.lr-screen');
  window.scrollTo(0, window.scrollY + screen.getBoundingClientRect().top - top);
  const box = screen.getBoundingClientRect();
  const caption = root.querySelector('.lr-frame[data-shown] .lr-caption').getBoundingClientRect();
  return {top, height: innerHeight, screen: box.height, captionTop: caption.top,
          captionBottom: caption.bottom};
}"""


@pytest.mark.parametrize("lang", sampled(LANGS))
@pytest.mark.parametrize("kind", CONFIGS)
def test_every_step_of_the_example_fits_a_phone_with_its_caption(
        kind: str, lang: str, served_site: ServedSite, open_page: Callable[..., Any]) -> None:
    page = open_page(f"{served_site.subpath_url}{LANGS[lang]}/goblinhood/{PAGES[kind]}/", **PHONE)
    root = page.locator(f'.lr-widget[data-widget="goblinhood/{kind}"]')
    assert root.count() == 1
    wait_ready(root)
    total = int(root.locator(".lr-player").get_attribute("data-total") or 0)
    for step in range(total + 1):
        if step:
            root.locator('[data-step-to="next"]').first.evaluate("b => b.click()")
            assert root.locator(".lr-player").get_attribute("data-current") == str(step)
        seen = root.evaluate(MEASURE)
        room = seen["height"] - seen["top"]
        assert seen["screen"] <= room, (
            f"{lang} {kind} step {step}: the player is {seen['screen']:.0f} px tall, "
            f"the screen has {room:.0f} px below the header")
        assert seen["top"] - 1 <= seen["captionTop"] and seen["captionBottom"] <= seen["height"], (
            f"{lang} {kind} step {step}: caption out of view {seen}")
    # measured once the cards have landed (a card sliding in passes the edge for 250 ms)
    page.evaluate("() => document.getAnimations().forEach(a => { try { a.finish(); } catch {} })")
    wide = page.evaluate("() => document.documentElement.scrollWidth")
    assert wide <= 375, (wide, page.evaluate(PAST_THE_EDGE, 375))
    page.watch.check()
