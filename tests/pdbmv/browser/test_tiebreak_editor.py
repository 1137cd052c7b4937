"""The tie-breaks page's third example ("A shared first place", three players) on a 1280 x 800
laptop (issue 22), in the four languages (sampled). It was 776 px tall before the press and
942 px after, its editor 21 rows of steppers scrolling inside itself. Now:

- the example, from its top under the site's header, fits the window before and after
  "Change this example";
- the editor shows one player's cards at a time, picked with radio buttons that the arrow
  keys move between (a screen reader hears the group's legend and each player's name);
- switched to Ben with the keyboard and given one more card in his hand, the example shows
  the engine's own answer for that change (read from livewidgets.api, not copied here).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.pdbmv.messages import card_name
from livewidgets import api
from livewidgets.pdbmv.strings import ui
from tests.browserkit import LANG_FOLDERS, ServedSite, wait_ready, wait_until
from tests.langkit import sampled
from tests.widgets.test_examples_on_screens import SCREENS, _url

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

ROOM = """r => { r.scrollIntoView({block: 'start', behavior: 'instant'});
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
  const box = r.getBoundingClientRect();
  return {header, top: box.top, height: box.height, window: innerHeight}; }"""
"""The example's box once scrolled to its place under the header, and the room there is."""

SHOWN = ".lr-frame[data-shown] .lr-caption"


def _fits(root: Any, lang: str, when: str) -> None:
    seen = root.evaluate(ROOM)
    print(f"{lang} {when}: {seen['height']:.0f} px tall from y={seen['top']:.0f} "
          f"({seen['window'] - seen['header']:.0f} px under the header)")
    assert seen["height"] <= seen["window"] - seen["header"] + 1, (
        f"{lang} {when}: the example is {seen['height']:.0f} px tall, the window leaves "
        f"{seen['window'] - seen['header']:.0f} px under the header")


@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_one_player_at_a_time_and_the_engine_answers(
        lang: str, served_site: ServedSite, open_page: Any) -> None:
    page = open_page(_url(served_site, lang, "pdbmv/tie-breaks/"), **SCREENS["laptop"])
    root = page.locator('.lr-widget[data-widget="pdbmv/scoring"]').nth(2)
    wait_ready(root)
    config = json.loads(root.get_attribute("data-config") or "{}")
    players = config["scenario"]["players"]
    assert len(players) == 3
    _fits(root, lang, "before the press")

    root.locator(".lr-change").first.click()
    wait_until(root, "([r]) => ['ready', 'error'].includes(r.dataset.edit)", None, 60_000)
    assert root.get_attribute("data-edit") == "ready"
    page.evaluate("() => document.getAnimations().forEach(a => a.finish())")
    _fits(root, lang, "with its editor")

    # one player's table: the first player's, and a radio button per player
    captions = root.locator(".lr-controls caption")
    assert captions.all_inner_texts() == [ui("player_position", lang, player=players[0])]
    group = root.locator(".lr-controls fieldset")
    assert group.locator("legend").inner_text().strip() == ui("player", lang)
    radios = group.get_by_role("radio")
    assert [r.get_attribute("data-arg-player") for r in radios.all()] == players
    assert radios.first.is_checked()

    # the keyboard: the arrow moves to the next player, whose cards the editor then shows
    radios.first.focus()
    page.keyboard.press("ArrowRight")
    ben = players[1]
    captions.filter(has_text=ui("player_position", lang, player=ben)).wait_for()
    assert group.get_by_role("radio", name=ben).is_checked()
    assert captions.count() == 1
    _fits(root, lang, f"showing {ben}")

    # one more card in Ben's hand: the example ends as the engine says
    card = config["scenario"]["favor"][-1]
    state = api.start("pdbmv", config, lang)["state"]
    expected = api.act("pdbmv", state, {"act": "hand", "player": ben, "card": card,
                                        "delta": "1"}, lang)["frames"][-1]["text"]
    before = root.locator(SHOWN).inner_text()
    assert before != expected, "the change would not change the example's end"
    root.get_by_role("button", name=ui("add_hand", lang, card=card_name(card, lang),
                                       player=ben)).click()
    page.wait_for_function("([r, s, t]) => r.querySelector(s).textContent.trim() === t",
                           arg=[root.element_handle(), SHOWN, expected])
    assert group.get_by_role("radio", name=ben).is_checked(), "the edit went back to Ana"
    _fits(root, lang, "changed")
    page.watch.check()
