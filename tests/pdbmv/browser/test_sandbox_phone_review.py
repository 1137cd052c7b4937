"""The PDBMV sandbox on a 375 x 812 phone (touch), after the review of issue 22 (8/10): every
word of the table at least 12 px, every track token's name inside its chip, the setup form's
Start in the first screen, a scoring play marked on the lit board target (★ and a double
frame, not colour alone) as on the bar's button, the players' panel never left under the hand
bar, Undo at hand in the bar, and the log of a game undone to its start saying so. Each test
fails on a console error or a request that leaves the page's origin."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator
from tests.browserkit import ServedSite
from tests.langkit import sampled

from livewidgets.pdbmv.strings import text
from tests.pdbmv.browser.test_sandbox import LANGS, Opener, idle, open_sandbox, sandbox_url
from tests.pdbmv.browser.test_sandbox_phone_table import HEIGHT, PHONE, READY, box

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

SMALL_WORDS = """r => {
  const small = [];
  const walker = document.createTreeWalker(r, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const e = node.parentElement;
    if (!node.data.trim() || !e.checkVisibility({visibilityProperty: true})) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if (![...range.getClientRects()].some(b => b.width > 1)) continue;  // for screen readers
    const size = parseFloat(getComputedStyle(e).fontSize);
    if (size < 12) small.push(`${node.data.trim().slice(0, 30)}: ${size} px`);
  }
  return small;
}"""
"""The words drawn under 12 px inside an element (those for screen readers only aside)."""

OVERFLOWING_NAMES = """r => [...r.querySelectorAll('.pdbmv-track :is(.pdbmv-token, .pdbmv-card)')]
  .filter(chip => chip.checkVisibility()).flatMap(chip => {
    const b = chip.getBoundingClientRect();
    const out = [];
    const walker = document.createTreeWalker(chip, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const e = node.parentElement;   // the words a screen reader alone reads are 1 px wide
      if (!node.data.trim() || !e.checkVisibility() || e.getBoundingClientRect().width <= 1
          || e.closest('[data-scores-mark]')) continue;   // a sign on the chip's corner
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const t of range.getClientRects()) {
        if (t.width > 1 && (t.left < b.left - 0.5 || t.right > b.right + 0.5)) {
          out.push(`${node.data}: ${Math.round(t.width)} px in ${Math.round(b.width)}`);
        }
      }
    }
    return out;
  })"""
"""The track's chips whose name runs past the chip's box (their signs, ✓ and ★, sit on its
corners on purpose)."""


@pytest.mark.parametrize("lang", LANGS)
def test_every_word_is_12_px_and_every_token_name_fits_its_chip(
        served_site: ServedSite, open_page: Opener, lang: str) -> None:
    """The review measured stall costs at 9.5 px, track names at 10.9 and "Couronne" 47 px
    wide in a chip of 39: on the live table (board, bar, log) nothing is under 12 px and no
    token's name leaves its chip, in every language, the reader's turn with cards selected
    too, when the line that says what ✓ means is in sight above the bar."""
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang), **PHONE)
    assert root.evaluate(OVERFLOWING_NAMES) == []
    assert root.evaluate(SMALL_WORDS) == []
    root.locator("[data-dock] [data-card]").first.tap()
    assert root.evaluate(SMALL_WORDS) == []
    assert root.evaluate(OVERFLOWING_NAMES) == []
    # what ✓ means, under the market, is above the bar the plays offered grew (review 35, A8:
    # half under it in Chinese)
    assert root.locator("[data-board] [data-legal]").count() >= 1
    legend, bar = box(root.locator("[data-board] .sbx-legal-legend")), box(root.locator("[data-dock]"))
    assert legend["y"] + legend["height"] <= bar["y"] + 0.5, (legend, bar)
    page.watch.check()


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_the_setup_forms_start_is_in_the_first_screen(
        served_site: ServedSite, open_page: Opener, lang: str) -> None:
    """"New game" pressed at the top of the page: the form's Start button is on the screen,
    under the site's header, without the reader scrolling (it was 240 px below it)."""
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang), **PHONE)
    page.evaluate("() => window.scrollTo(0, 0)")
    root.locator("[data-panel-button=setup]").tap()
    start = root.locator("[data-setup] button[type=submit]")
    start.wait_for()
    header = float(page.evaluate(
        "document.querySelector('.md-header').getBoundingClientRect().bottom"))
    b = box(start)
    assert b["y"] >= header - 1 and b["y"] + b["height"] <= HEIGHT, (
        f"Start is at {b['y']:.0f}-{b['y'] + b['height']:.0f} of a {HEIGHT} px screen")
    # the form's last row, under Start at first, comes out above it when reached (review 35,
    # A7: the deal number's row under Start)
    deal = root.locator("[data-setup] [data-deal] > summary")
    deal.focus()
    d, b = box(deal), box(start)
    assert d["y"] + d["height"] <= b["y"] + 0.5 and d["y"] >= header - 1, (d, b)
    page.watch.check()


def scoring_target(root: Locator) -> Locator | None:
    """Tap the hand's cards one at a time until the bar offers a play that scores at once;
    that play's board target (the bar's button says which), else None."""
    for card in root.locator("[data-dock] [data-card]").all():
        card.tap()
        scoring = root.locator("[data-suggestions] button[data-scores][data-action]")
        if scoring.count():
            action = scoring.first.get_attribute("data-action") or ""
            words = action.split()
            if words[0] == "bribe":
                return root.locator(f"[data-board] [data-target=bribe][data-treasure='{words[1]}']")
            return root.locator(f"[data-board] [data-target=buy][data-stall='{words[1]}']")
        card.tap()
    return None


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_a_scoring_play_is_marked_on_its_board_target(
        served_site: ServedSite, open_page: Opener, lang: str) -> None:
    """A selection with a play that scores at once: the bar's button has ★ and a double frame,
    and so has the lit target of the board it plays (the review found the token lit only);
    the targets that do not score have neither."""
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang), **PHONE)
    target = scoring_target(root)
    assert target is not None, "no card of the hand scores at once"
    assert target.get_attribute("data-legal") is not None
    assert target.get_attribute("data-scores") is not None
    sign = target.locator("[data-scores-mark]")
    assert sign.is_visible() and "★" in sign.inner_text()
    assert target.evaluate("t => getComputedStyle(t).borderTopStyle") == "double"
    others = root.locator("[data-board] [data-target]:not([data-scores])")
    assert others.count() >= 5
    assert all(o.locator("[data-scores-mark]").count() == 0 for o in others.all())
    page.watch.check()


@pytest.mark.parametrize("lang", list(LANGS))
def test_undo_in_the_bar_and_an_empty_log_says_so(
        served_site: ServedSite, open_page: Opener, lang: str) -> None:
    """The players' panel brought into view (as a focus or a link does) lies above the hand
    bar, whole; the bar holds Undo (the toolbar's is far above the table), disabled at the
    start, which takes a played turn back; a log undone to the start says "No moves yet"
    instead of a bare heading, in the page's language."""
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang), **PHONE)
    empty = root.locator(".sbx-log .sbx-log-empty")
    assert empty.inner_text().strip() == text(lang, "no_moves")
    undo = root.locator("[data-dock] [data-dock-undo]")
    assert undo.is_visible() and undo.is_disabled()
    assert undo.inner_text().strip() == text(lang, "undo")
    root.locator("[data-suggestions] [data-action]").first.tap()
    page.wait_for_function(READY, arg=root.element_handle(), timeout=60_000)
    idle(root)
    assert root.locator(".sbx-log-list > li").count() >= 1 and empty.count() == 0
    players = root.locator("[data-board] .sbx-players")
    page.evaluate("() => window.scrollTo(0, 0)")
    players.evaluate("p => p.scrollIntoView({block: 'nearest'})")
    bar, seen = box(root.locator("[data-dock]")), box(players)
    assert seen["y"] + seen["height"] <= bar["y"] + 1, (
        f"the players' panel ends at {seen['y'] + seen['height']:.0f}, under the bar at "
        f"{bar['y']:.0f}")
    b = box(undo)
    assert b["y"] >= bar["y"] - 1 and b["y"] + b["height"] <= HEIGHT + 1
    assert b["width"] >= 44 and b["height"] >= 44
    undo.tap()
    page.wait_for_function(READY, arg=root.element_handle(), timeout=60_000)
    idle(root)
    assert root.locator(".sbx-log-list > li").count() == 0
    assert empty.inner_text().strip() == text(lang, "no_moves")
    assert undo.is_disabled()
    page.watch.check()
