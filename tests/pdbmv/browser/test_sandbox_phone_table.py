"""The PDBMV sandbox played on a phone (375x812, touch), issue 22: the table (turn line, each
other player's last move, track, the market in one row) fits above the hand bar; the hand and
the bar's buttons wrap inside the screen; the selected cards light what they can play; a buy
with two Treasures to curse puts the Treasure first. Each test fails on a console error or a
request that leaves the page's origin."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page
from tests.browserkit import PHONE_SCREEN, ServedSite
from tests.langkit import sampled
from tests.widgets.sandbox_menu import in_menu

from livewidgets.pdbmv.strings import SEAT_NAMES, text
from tests.pdbmv.browser.test_sandbox import LANGS, Opener, idle, open_sandbox, sandbox_url

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]
WIDTH, HEIGHT = 375, 812
PHONE = {**PHONE_SCREEN, "viewport": {"width": WIDTH, "height": HEIGHT}}

READY = """r => !r.hasAttribute('aria-busy') && !r.querySelector('[data-bot-status]').textContent
  && r.querySelector('[data-suggestions] [data-action]')"""
"""The reader's turn again: the bots are done and the bar offers its actions."""


def board_under_header(page: Page, root: Locator) -> float:
    """Scroll the board's top to just under the site's sticky header; the header's bottom."""
    return float(page.evaluate("""b => {
        const h = document.querySelector('.md-header').getBoundingClientRect().bottom;
        window.scrollBy({top: b.getBoundingClientRect().top - h, behavior: 'instant'});
        return h; }""", root.locator("[data-board]").element_handle()))


def box(locator: Locator) -> dict[str, float]:
    found = locator.bounding_box()
    assert found is not None, f"{locator} is not drawn"
    return found


def assert_nothing_sideways(page: Page, root: Locator) -> None:
    """No sideways scroll of the page nor of the bar, and every control of the bar inside the
    screen's width."""
    assert page.evaluate("document.documentElement.scrollWidth") <= WIDTH
    dock = root.locator("[data-dock]")
    assert dock.evaluate("d => d.scrollWidth <= d.clientWidth")
    for control in dock.locator("button").all():
        if control.is_visible():
            b = box(control)
            assert b["x"] >= 0 and b["x"] + b["width"] <= WIDTH + 0.5, (
                f"{control.inner_text()!r} runs off the screen: {b}")


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_the_table_fits_above_the_bar_with_each_bots_last_move(
        served_site: ServedSite, open_page: Opener, lang: str) -> None:
    """Once the reader has played and the bot answered, the board scrolled under the header
    shows the turn line, the bot's move in one line (marked as news), the track and the four
    stalls in one row, all above the hand bar; the whole hand is in sight. The shell's hidden
    turn line says the reader's turn in words (it once showed the key "your_turn")."""
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang), **PHONE)
    in_menu(root, "[data-bot-delay]").select_option("none")
    me = SEAT_NAMES[lang][0]
    assert root.locator("[data-turn]").text_content() == text(lang, "your_turn", player=me)
    root.locator("[data-suggestions] [data-action]").first.tap()
    page.wait_for_function(READY, arg=root.element_handle(), timeout=60_000)
    lines = root.locator("[data-board] [data-status] + [data-last-moves] > li")
    assert lines.count() >= 1
    assert lines.count() == root.locator("[data-last-moves] > li[data-new]").count()
    bots = SEAT_NAMES[lang][1:1 + lines.count()]
    assert all(bot in line.inner_text() for line, bot in zip(lines.all(), bots))

    header = board_under_header(page, root)
    bar = box(root.locator("[data-dock]"))
    for part in ("[data-status]", "[data-last-moves]", ".sbx-favor", ".sbx-market .pdbmv-market"):
        b = box(root.locator(f"[data-board] {part}"))
        assert b["y"] >= header - 1 and b["y"] + b["height"] <= bar["y"] + 1, (
            f"{part} is not between the header ({header:.0f}) and the bar ({bar['y']:.0f}): {b}")
    for line in lines.all():   # one line each, cut with "…" if it must
        assert box(line)["height"] < 1.8 * float(line.evaluate(
            "e => parseFloat(getComputedStyle(e).lineHeight)"))
    stalls = [box(s) for s in root.locator("[data-board] .pdbmv-stall").all()]
    assert len(stalls) == 4 and len({round(s["y"]) for s in stalls}) == 1, "stalls not in a row"
    cards = root.locator("[data-dock] [data-card]")
    assert cards.count() >= 5
    for card in cards.all():
        b = box(card)
        assert b["width"] >= 44 and b["height"] >= 44
        assert b["y"] >= bar["y"] - 1 and b["y"] + b["height"] <= HEIGHT + 1, "a card is cut off"
    assert_nothing_sideways(page, root)
    page.watch.check()


def two_treasures(root: Locator) -> list[Locator]:
    """The first hand cards of two different Treasures."""
    picked: dict[str, Locator] = {}
    for card in root.locator("[data-dock] [data-card]:not([data-card=wild])").all():
        picked.setdefault(card.get_attribute("data-card") or "", card)
    assert len(picked) >= 2, "the hand holds one Treasure only"
    return list(picked.values())[:2]


def sign(locator: Locator) -> dict[str, str]:
    """How a board target is drawn: its ✓ (the ::before), glow, fill, border and outline."""
    found: dict[str, str] = locator.evaluate("""e => { const s = getComputedStyle(e);
        return {check: getComputedStyle(e, '::before').content, glow: s.boxShadow,
                fill: s.backgroundColor, style: s.borderTopStyle, outline: s.outlineStyle}; }""")
    return found


@pytest.mark.parametrize("lang", sampled(LANGS))
def test_two_treasures_light_their_stall_and_offer_their_curses_first(
        served_site: ServedSite, open_page: Opener, lang: str) -> None:
    """Two cards of two Treasures can only buy stall 2: that stall is lit and in sight above
    the bar, with the turn line and the bots' last moves under the header, every other stall
    and token dimmed, the lit one marked ✓ with a glow (not a frame: those are ★'s and !'s
    signs); the bar offers one button per Treasure to curse, named by that Treasure (what
    differs comes first), side by side inside the screen, where a tap on the stall takes the
    reader; the button tapped plays that curse."""
    page, root = open_sandbox(open_page, sandbox_url(served_site, lang), **PHONE)
    in_menu(root, "[data-bot-delay]").select_option("none")
    # nothing selected: what needs no card is lit (stall 0, free)
    lit = root.locator("[data-board] [data-target][data-legal]")
    assert [t.get_attribute("data-stall") for t in lit.all()] == ["0"]
    first, second = two_treasures(root)
    first.tap()
    second.tap()
    assert [(t.get_attribute("data-target"), t.get_attribute("data-stall")) for t in lit.all()] \
        == [("buy", "2")]
    stall = box(root.locator("[data-board] .pdbmv-stall[data-stall='2']"))
    bar = box(root.locator("[data-dock]"))
    header = float(page.evaluate("document.querySelector('.md-header').getBoundingClientRect()"
                                 ".bottom"))
    assert stall["y"] >= header - 1 and stall["y"] + stall["height"] <= bar["y"] + 1
    # scrolled to the stall, the page keeps the turn line and the bots' last moves in sight
    for part in ("[data-status]", "[data-last-moves]"):
        seen = box(root.locator(f"[data-board] {part}"))
        assert seen["y"] >= header - 1 and seen["y"] + seen["height"] <= bar["y"] + 1, (
            f"{part} is not between the header ({header:.0f}) and the bar ({bar['y']:.0f}): "
            f"{seen}")
    assert bar["height"] <= 0.35 * HEIGHT, f"the bar is {bar['height']:.0f} px"
    # lit: a fill, a glow and the sign ✓, said by the legend under the market; never a
    # frame of the other signs (★'s double frame, !'s dashed one), nor on what is unlit
    unlit = root.locator("[data-board] [data-target]:not([data-legal])")
    assert unlit.count() >= 3 and all(sign(t)["check"] in ("none", "normal") for t in unlit.all())
    legal = root.locator("[data-board] [data-legal]")
    shown, plain = sign(legal), sign(unlit.first)
    assert shown["check"].startswith('"✓"') and shown["glow"] != "none", shown
    assert shown["fill"] != plain["fill"], "the lit target has no fill of its own"
    # (a double frame there says the play scores at once, with ★: not the lit sign's)
    scores_here = legal.get_attribute("data-scores") is not None
    assert shown["style"] != "double" or scores_here, shown
    assert "dashed" not in (shown["style"], shown["outline"]), shown
    scores = page.evaluate("""() => { const b = document.createElement('button');
        b.setAttribute('data-scores', '');
        document.querySelector('.sbx-live').append(b);
        const s = getComputedStyle(b).borderTopStyle; b.remove(); return s; }""")
    assert scores == "double" and (scores != shown["style"] or scores_here)
    legend = root.locator("[data-board] .sbx-legal-legend")
    assert legend.is_visible() and legend.inner_text().strip() == text(lang, "legal_legend")
    assert legend.inner_text().startswith("✓")

    group = root.locator("[data-suggestions] [data-curse-group='2']")
    buttons = group.locator("button[data-action]")
    kinds = [first.get_attribute("data-card"), second.get_attribute("data-card")]
    assert sorted(b.get_attribute("data-curse") or "" for b in buttons.all()) == sorted(
        k or "" for k in kinds)
    for card in (first, second):
        button = group.locator(f"button[data-curse='{card.get_attribute('data-card')}']")
        face = card.locator("span").first.inner_text().strip()
        assert button.inner_text().strip().startswith(face), (button.inner_text(), face)
    rows = {round(box(b)["y"]) for b in buttons.all()}
    assert len(rows) == 1, "the curse buttons are not side by side"
    assert_nothing_sideways(page, root)
    # a tap on the stall itself takes the reader to this choice: nothing is played yet
    played = root.locator(".sbx-log-list > li").count()
    root.locator("[data-board] [data-target='buy'][data-stall='2']").tap()
    assert page.evaluate("() => document.activeElement?.closest('[data-curse-group]')"
                         "?.dataset.curseGroup") == "2"
    assert root.locator(".sbx-log-list > li").count() == played

    chosen = group.locator(f"button[data-curse='{kinds[1]}']")
    title = chosen.get_attribute("title") or ""
    chosen.tap()
    page.wait_for_function(READY, arg=root.element_handle(), timeout=60_000)
    idle(root)
    entries = root.locator(".sbx-log-list > li").all_inner_texts()
    assert any(title in entry for entry in entries), (title, entries)
    page.watch.check()


def test_nothing_is_lit_on_a_bots_turn(served_site: ServedSite, open_page: Opener) -> None:
    """While a bot plays, no target is lit and none is a control (the reader cannot act)."""
    page, root = open_sandbox(open_page, sandbox_url(served_site, "en"), **PHONE)
    in_menu(root, "[data-bot-delay]").select_option("slow")
    root.locator("[data-suggestions] [data-action]").first.tap()
    page.wait_for_function("r => r.querySelector('[data-bot-status]').textContent",
                           arg=root.element_handle(), timeout=30_000)
    targets = root.locator("[data-board] [data-target]")
    assert targets.count() >= 5
    assert root.locator("[data-board] [data-legal]").count() == 0
    assert all(t.is_disabled() for t in targets.all())
    page.watch.check()
