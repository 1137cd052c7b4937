"""The PDBMV sandbox's hand bar on a phone (375x812, touch): a selection keeps the bar short
and the stall it offers to buy in view, and a hint goes away once it is answered. Each test
fails on a console error or a request that leaves the page's origin."""

from __future__ import annotations

import pytest
from tests.browserkit import PHONE_SCREEN, ServedSite
from tests.langkit import sampled
from tests.widgets.sandbox_menu import in_menu

from livewidgets.pdbmv.strings import STRINGS
from tests.pdbmv.browser.test_sandbox import LANGS, Opener, open_sandbox, sandbox_url

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]
PHONE = PHONE_SCREEN


@pytest.mark.parametrize("lang", ["en"])
def test_the_select_cards_hint_goes_with_the_next_selection(served_site: ServedSite,
                                                            open_page: Opener, lang: str) -> None:
    """A Favor token tapped with no card selected says to select cards first; selecting one
    answers it, so the line must not stay above the board and push the page down."""
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang), **PHONE)
    in_menu(root, "[data-bot-delay]").select_option("none")
    message = root.locator("[data-message]")
    hint = STRINGS[lang]["nothing_selected"]
    root.locator("[data-target=bribe]").first.tap()
    assert message.is_visible() and hint in message.inner_text()
    root.locator("[data-dock] [data-card]").first.tap()
    assert not message.is_visible(), message.inner_text()
    page.watch.check()


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_a_selection_keeps_the_bar_short_and_the_offered_stall_in_view(
        served_site: ServedSite, open_page: Opener, lang: str) -> None:
    """With a card selected the bar once grew to a third of the screen and more, one button a
    line, over the very stall it offered to buy. Each card in turn: the bar stays within 35 %
    of the screen, and the stall it offers to buy (else the Favor token it bribes) is visible
    above it."""
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang), **PHONE)
    in_menu(root, "[data-bot-delay]").select_option("none")
    height = PHONE["viewport"]["height"]
    dock = root.locator("[data-dock]")
    cards = root.locator("[data-dock] [data-card]")
    seen_buy = False
    for i in range(cards.count()):
        card = cards.nth(i)
        card.tap()
        offers = [b.get_attribute("data-action") or ""
                  for b in root.locator("[data-suggestions] [data-action]").all()]
        bar = dock.bounding_box()
        assert bar is not None and bar["height"] <= 0.35 * height, (
            f"the bar is {bar and bar['height']:.0f} px with {card.get_attribute('data-card')}")
        buys = [o.split()[1] for o in offers if o.startswith("buy ")]
        bribes = [o.split()[1] for o in offers if o.startswith("bribe ")]
        if buys:
            seen_buy = True
            target = root.locator(f"[data-board] .pdbmv-stall[data-stall='{buys[0]}']")
        elif bribes:
            target = root.locator(f"[data-board] [data-target=bribe][data-treasure='{bribes[0]}']")
        else:
            card.tap()
            continue
        box = target.bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= bar["y"] + 1, (
            f"{offers}: the stall or token it plays on is under the bar")
        card.tap()  # unselect
    assert seen_buy, "no card offered a stall"
    page.watch.check()


# Each offered action's button: its width, its row's width and how many lines its words take
BUTTONS = """r => [...r.querySelectorAll('[data-suggestions] button[data-action]')].map(b => {
  const line = parseFloat(getComputedStyle(b).lineHeight) || 18;
  const range = document.createRange();
  range.selectNodeContents(b);
  const lines = new Set([...range.getClientRects()].filter(x => x.width > 1)
    .map(x => Math.round(x.top / (line / 2)))).size;
  return { text: b.textContent.trim(), width: b.getBoundingClientRect().width,
           row: b.parentElement.clientWidth, lines };
})"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_offered_actions_are_short_on_a_phone(
        served_site: ServedSite, open_page: Opener, lang: str) -> None:
    """French buy buttons once read "Acheter l'Étal 1, maudire le Trésor Parchemin", the
    bar's whole width and more on a phone. Every action a selected card offers is one line
    and at most two thirds of the bar's width; a buy names its stall first."""
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang), **PHONE)
    in_menu(root, "[data-bot-delay]").select_option("none")
    cards = root.locator("[data-dock] [data-card]")
    seen_buy = False
    for i in range(cards.count()):
        cards.nth(i).tap()
        for button in root.evaluate(BUTTONS):
            assert button["lines"] == 1 and button["width"] <= 2 * button["row"] / 3, button
        for buy in root.locator("[data-suggestions] [data-action^='buy ']:not([data-curse])").all():
            seen_buy = True
            stall = (buy.get_attribute("data-action") or "").split()[1]
            assert (buy.text_content() or "").lstrip("★ ").startswith(
                STRINGS[lang]["short_buy"].split("{stall}")[0] + stall), buy.text_content()
        cards.nth(i).tap()  # unselect
    assert seen_buy, "no card offered a stall"
    page.watch.check()
