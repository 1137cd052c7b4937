"""The compact player's markup, from Python: every step written into the page, the track one
row with an arrow for a move, impossible controls that say why, a Wild put in a bribe."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import pytest

from livewidgets import api
from livewidgets.strings import UI
from tests.langkit import LANGS

FAVOR = ["axe", "feather", "scroll", "crown", "sword", "relic"]
TIE = {"players": ["Ana", "Ben"], "favor": FAVOR, "turn": "Ana", "deck": [], "hands": {},
       "bribes": {"Ana": {"relic": ["relic"]}, "Ben": {"relic": ["relic"]}}}
REFILL = {"players": ["Ana", "Ben"], "favor": FAVOR, "turn": "Ana",
          "deck": ["crown", "sword", "axe"], "hands": {"Ana": ["axe"]},
          "actions": [{"player": "Ana", "do": "bribe", "treasure": "axe", "cards": ["axe"]}]}


def plain(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def frames(html: str) -> list[str]:
    return re.findall(r'<figure class="lr-frame" data-frame="\d+"[^>]*>(.*?)</figure>', html, re.S)


@pytest.mark.parametrize("lang", LANGS)
def test_static_and_live_are_the_same_player_opening_at_the_start(lang: str) -> None:
    config = {"widget": "refill", "scenario": REFILL}
    static = api.render("pdbmv", config, lang)
    live = api.start("pdbmv", config, lang)
    count = len(frames(static))
    assert count > 1 and count == len(live["frames"]) == len(frames(live["html"]))
    shown = re.findall(r'data-frame="(\d+)" data-shown', static)
    assert shown == ["0"]                                   # the starting position
    assert plain(frames(static)[0]).startswith(plain(UI[lang]["step_start"]))
    assert UI[lang]["start_count"].format(total=len(frames(static)) - 1) in unescape(static)
    # the same captions, static and live (the live one also edits the deck on the board)
    captions = lambda html: re.findall(r'<figcaption class="lr-caption">(.*?)</figcaption>', html)
    assert captions(static) == captions(live["html"])
    assert 'data-act="cycle"' in frames(live["html"])[0] and 'data-act' not in frames(static)[0]


@pytest.mark.parametrize("lang", LANGS)
def test_the_outcome_is_a_heading_of_its_own(lang: str) -> None:
    html = api.render("pdbmv", {"widget": "refill", "scenario": REFILL}, lang)
    head = re.search(r'<strong class="lr-outcome-head">(.*?)</strong>(.)', html)
    assert head and head[1] == UI[lang]["outcome"] and not head[1].rstrip().endswith((":", "："))


def test_a_move_is_drawn_as_an_arrow_from_the_old_space_on_one_row() -> None:
    view = api.start("pdbmv", {"widget": "favor", "scenario": REFILL}, "en")
    view = api.act("pdbmv", view["state"], {"act": "pick", "treasure": "scroll", "step": "0"},
                   "en")
    view = api.act("pdbmv", view["state"], {"act": "steps", "n": "2"}, "en")
    moved = frames(view["html"])[1]                      # scroll: space 3 -> space 5
    arrow = re.search(r'<svg class="pdbmv-move lr-arrow" viewBox="0 0 600 20"[^>]*><line x1="(\d+)"[^>]*/>'
                      r'<polygon points="(\d+),', moved)
    assert arrow and (arrow[1], arrow[2]) == ("250", "450")
    assert moved.count('<ol class="pdbmv-track"') == 1 and moved.count('class="pdbmv-space"') == 6
    assert 'data-flip="token-scroll"' in moved            # the token slides between frames
    assert "pdbmv-move" not in frames(view["html"])[0]


def test_a_dealt_card_flies_from_the_deck_and_the_deck_moves_up() -> None:
    """Every deck card keeps its identity while cards are dealt from the top (the count of
    cards under it), and a card dealt to a stall names the old frame's top card as its origin:
    the player slides the one from the deck to the stall and the rest of the deck up."""
    html = api.render("pdbmv", {"widget": "refill", "scenario": REFILL}, "en")
    shown = frames(html)
    identities = [re.findall(r'data-flip="(deck-\d+)"', frame) for frame in shown]
    assert identities[0] == ["deck-2", "deck-1", "deck-0"]       # crown, sword, axe
    dealt = [(i, origin) for i, frame in enumerate(shown)
             for origin in re.findall(r'data-flip-from="([^"]+)"', frame)]
    assert dealt, "no card was dealt"
    for i, origin in dealt:
        assert origin == identities[i - 1][0]                    # the previous frame's top card
        assert origin not in identities[i]                       # which left the deck
        assert identities[i] == identities[i - 1][1:]            # the others stay themselves


@pytest.mark.parametrize("lang", LANGS)
def test_an_impossible_control_says_why_as_the_refusal_would(lang: str) -> None:
    view = api.start("pdbmv", {"widget": "scoring", "scenario": TIE}, lang)
    # the editor shows one player's cards at a time: Ben's
    view = api.act("pdbmv", view["state"], {"act": "who", "player": "Ben"}, lang)
    wanted = ('data-act="hand"', 'data-arg-player="Ben"', 'data-arg-card="sword"', 'data-arg-delta="-1"')
    minus = [b for b in re.findall(r"<button[^>]*>", view["html"]) if all(w in b for w in wanted)]
    assert len(minus) == 1 and 'aria-disabled="true"' in minus[0], minus
    described = re.search(r'aria-describedby="([^"]+)"', minus[0])
    assert described, "the minus of an empty hand does not say why"
    reason = re.search(rf'id="{described[1]}" hidden>(.*?)</span>', view["html"])
    refused = api.act("pdbmv", view["state"], {"act": "hand", "player": "Ben", "card": "sword",
                                                "delta": "-1"}, lang)
    assert reason and unescape(reason[1]) == refused["refused"]["message"]


def test_a_wild_joins_a_bribe_and_breaks_the_tie() -> None:
    view = api.start("pdbmv", {"widget": "scoring", "scenario": TIE}, "en")
    assert view["frames"][-1]["text"] == "Shared win: Ana, Ben."
    wild = api.act("pdbmv", view["state"], {"act": "bribe-wild", "player": "Ben",
                                            "card": "relic", "delta": "1"}, "en")
    assert wild["state"]["scenario"]["bribes"]["Ben"]["relic"] == ["relic", "wild"]
    assert wild["frames"][-1]["text"] == "Ben wins."
    assert wild["current"] == len(wild["frames"]) - 1     # an edit is seen at its result
    refused = api.act("pdbmv", view["state"], {"act": "bribe-wild", "player": "Ben",
                                               "card": "axe", "delta": "1"}, "en")
    assert refused["refused"]["code"] == "no-bribe-for-wild"
    out = api.act("pdbmv", wild["state"], {"act": "bribe-wild", "player": "Ben",
                                           "card": "relic", "delta": "-1"}, "en")
    assert out["frames"][-1]["text"] == "Shared win: Ana, Ben."
