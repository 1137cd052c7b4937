"""The Goblin Hood sandbox names a card the way a player sees it, by its squares and gold, never
by the engine's id ("c17"): not in the board's text, its buttons' names, the log, the action
list, the pick prompts, the "since your last turn" line, nor what undo says (issue 21)."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import pytest

from engine.goblinhood.messages import card_words
from livewidgets.goblinhood import sandbox
from engine.goblinhood.session import KIT
from tests.langkit import LANGS
from tests.readkit import readable

CARD_ID = re.compile(r"\bc\d+\b")


def picks(html: str) -> list[tuple[str, str]]:
    """Each pickable hand card: (its id, the words its button gives the pick prompt)."""
    return [(card, unescape(words)) for card, words in re.findall(
        r'data-pick="([^"]+)" data-words="([^"]+)"', html)]


def said(page: dict[str, Any]) -> list[str]:
    """What the sandbox shows or says of one view."""
    out = readable(page["html"]) + readable(page["log_html"])
    out += [a["label"] for a in page["actions"]] + list(page["latest"])
    return out + [page.get("since", "")]


@pytest.mark.parametrize("lang", LANGS)
def test_the_sandbox_never_shows_a_card_id(lang: str) -> None:
    start = sandbox.start({"players": 3, "seed": 5, "seats": ["human", "greedy", "random"]},
                          lang)
    session = start["session"]
    strings = sandbox.browser_strings(lang)
    shown: list[str] = readable(sandbox.static_html({"players": 3, "seed": 5}, lang))
    humans_turns = 0
    for _ in range(6):
        session = sandbox.bot_move(session, until_human=True, lang=lang)["session"]
        page = sandbox.view(session, lang)
        shown += said(page)
        if page["over"]:
            break
        humans_turns += 1
        state = KIT.replay(session).state
        cards = picks(page["html"])
        assert cards, "the human's turn offers its hand's cards to pick"
        for card, words in cards:
            spec = state.cards[card]
            assert words == card_words(spec.squares, spec.gold, lang)
            lit = f'data-for-card="{card}"' in page["html"]
            shown.append(strings["picked" if lit else "picked_none"].format(card=words))
        session = sandbox.act(session, page["actions"][0]["text"], lang)["session"]
    assert humans_turns >= 3
    undone = sandbox.undo(session, lang)
    shown += undone["undone"] + said(sandbox.view(undone["session"], lang))
    leaks = sorted({m for piece in shown for m in CARD_ID.findall(piece)})
    assert not leaks, leaks
    # the log does tell each play: by the card's squares and gold
    state = KIT.replay(session).state
    laid = [s for s in shown if any(card_words(c.squares, c.gold, lang) in s
                                    for c in state.cards.values())]
    assert len(laid) >= 6
