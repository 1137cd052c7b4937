"""The pieces of the board as HTML: cards, the Dragon's Favor track, the market, the deck.

Every function takes a board in the scenario format (``engine.pdbmv.to_json``) and returns
markup that reads on its own without CSS or JavaScript: each card and token carries its name
in words and a shape (CSS draws the shape from the ``lr-k<n>`` class), so nothing relies on
colour. ``mark`` (from :mod:`livewidgets.replay`) says what the current step changed; it is
shown as a text badge, not only as a highlight. Every name that can come from a page author
(players, custom Treasure ids) goes through :func:`html.escape`.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from engine.pdbmv.components import DEFAULT_TRACK_VALUES, STALLS, TREASURES, WILD
from engine.pdbmv.messages import card_name, counted

from ..markup import escape
from .strings import ui

KNOWN_IDS = [t.id for t in TREASURES]

Board = Mapping[str, Any]
Mark = Mapping[str, Any]


def kind_class(card: str, kinds: Sequence[str]) -> str:
    """CSS class giving a card kind its shape and colour: the default types keep theirs."""
    if card == WILD:
        return "lr-wild"
    index = KNOWN_IDS.index(card) if card in KNOWN_IDS else list(kinds).index(card)
    return f"lr-k{index % len(KNOWN_IDS)}"


def card_label(card: str, lang: str) -> str:
    """A card's name in words, escaped."""
    return escape(card_name(card, lang))


def card_html(card: str, kinds: Sequence[str], lang: str, badge: str = "") -> str:
    """One card: shape plus name, and an optional badge saying what just happened to it."""
    extra = f' <span class="lr-badge">{escape(badge)}</span>' if badge else ""
    return (f'<span class="lr-card {kind_class(card, kinds)}" data-card="{escape(card)}">'
            f'<span class="lr-sym" aria-hidden="true"></span>{card_label(card, lang)}</span>'
            f"{extra}")


def cards_html(cards: Sequence[str], kinds: Sequence[str], lang: str,
               badges: Mapping[int, str] | None = None) -> str:
    """An ordered row of cards, or the word "empty"."""
    if not cards:
        return f'<p class="lr-none">{escape(ui("empty", lang))}</p>'
    badges = badges or {}
    items = "".join(f'<li{" data-mark" if i in badges else ""}>'
                    f"{card_html(c, kinds, lang, badges.get(i, ''))}</li>"
                    for i, c in enumerate(cards))
    return f'<ol class="lr-cards">{items}</ol>'


def kinds_of(board: Board) -> list[str]:
    """Card kinds in the engine's canonical order: the Treasure ids, then Wild."""
    return [*board.get("kinds", board["favor"]), WILD]


def track_html(board: Board, lang: str, mark: Mark | None = None, pick: str | None = None,
               interactive: bool = False) -> str:
    """The Dragon's Favor track, lowest space first, one token per space.

    ``interactive`` makes each token a button (``data-act="pick"``); ``pick`` is pressed.
    """
    mark = mark or {}
    kinds = kinds_of(board)
    values = board.get("favor_values") or list(DEFAULT_TRACK_VALUES)
    spaces = []
    for space, treasure in enumerate(board["favor"]):
        badge = ""
        if mark.get("token") == treasure:
            badge = ui(f"mark_{mark['mark']}", lang, n=mark["from"] + 1)
        chip = card_html(treasure, kinds, lang, badge)
        if interactive:  # named by its visible text: the card, and the badge if any
            chip = (f'<button type="button" class="lr-token" data-act="pick" '
                    f'data-treasure="{escape(treasure)}" '
                    f'aria-pressed="{"true" if treasure == pick else "false"}">{chip}</button>')
        head = f'{escape(ui("space", lang, n=space + 1))} · {escape(ui("worth", lang, v=values[space]))}'
        attrs = ' data-mark="true"' if badge else ""
        spaces.append(f'<li class="lr-space"{attrs}><span class="lr-space-head">{head}</span>'
                      f"{chip}</li>")
    return (f'<ol class="lr-track" aria-label="{escape(ui("track", lang))}">'
            f'{"".join(spaces)}</ol>')


def market_html(board: Board, lang: str, mark: Mark | None = None) -> str:
    """The four stalls, 3 to 0 (the order a refill deals into them)."""
    mark = mark or {}
    kinds = kinds_of(board)
    stalls = []
    for stall in STALLS:
        cards = board["market"].get(str(stall), [])
        badges = {}
        if mark.get("stall") == stall and mark.get("mark") and cards:
            badges[len(cards) - 1] = ui(f"mark_{mark['mark']}", lang)
        cost = ui("costs", lang, n=stall) if stall else ui("free", lang)
        head = f'{escape(ui("stall", lang, n=stall))} · {escape(cost)}'
        stalls.append(f'<div class="lr-stall" data-stall="{stall}"><p class="lr-stall-head">'
                      f'{head}</p>{cards_html(cards, kinds, lang, badges)}</div>')
    return (f'<div class="lr-market" role="group" aria-label="{escape(ui("market", lang))}">'
            f'{"".join(stalls)}</div>')


def deck_html(board: Board, lang: str) -> str:
    """The deck, top card first."""
    deck = board["deck"]
    head = (ui("deck", lang, n=counted("card", len(deck), lang)) if deck
            else ui("deck_empty", lang))
    body = cards_html(deck, kinds_of(board), lang) if deck else ""
    return f'<div class="lr-deck"><p class="lr-label">{escape(head)}</p>{body}</div>'


def board_html(board: Board, lang: str, mark: Mark | None = None,
               parts: Sequence[str] = ("track", "market", "deck"), pick: str | None = None,
               interactive: bool = False) -> str:
    """The requested parts of the board, in a stable order (``pick``/``interactive``: see
    :func:`track_html`)."""
    drawn = {
        "track": lambda: track_html(board, lang, mark, pick, interactive),
        "market": lambda: market_html(board, lang, mark),
        "deck": lambda: deck_html(board, lang),
    }
    return f'<div class="lr-board">{"".join(drawn[p]() for p in parts)}</div>'
