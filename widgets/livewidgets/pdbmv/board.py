"""The pieces of a PDBMV board as HTML: one renderer for the worked examples and the sandbox.

Every function takes a board in the scenario format (``engine.pdbmv.to_json``, plus ``kinds``:
the Treasure ids in the engine's card order, see :mod:`.replay`) and returns markup that reads
on its own, without CSS or JavaScript. A card or token always carries its name in words and a
shape (an inline SVG, so it is drawn even without the stylesheet): colour is a second cue only.
``mark`` (from :mod:`.replay`) says what a worked example's step changed; it is written as a
text badge, not only shown as a highlight. Every name that can come from a person (players,
custom Treasure ids) goes through :func:`escape`.

A live widget gets the same markup through parameters, not a second set of functions:
``targets`` turns each Favor token or stall heading into a button carrying the attributes it
returns (the favor widget's ``data-act="pick"``, the sandbox's ``data-target``), and ``toggle``
makes cards pressable (the sandbox's hand). The classes (``pdbmv-*``) are styled by
``static/pdbmv.css``, which every page of the site loads.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from engine.pdbmv.components import DEFAULT_TRACK_VALUES, STALLS, TREASURES, WILD
from engine.pdbmv.messages import card_list, card_name, counted

from ..markup import escape
from .sandbox_text import short_name
from .strings import ui

Board = Mapping[str, Any]
Mark = Mapping[str, Any]
Attrs = Mapping[str, str]
"""Attributes of a control, name to value (values are escaped when written)."""

SHAPES = (
    '<polygon points="8,1 15,14 1,14"/>',                                   # triangle
    '<circle cx="8" cy="8" r="6.5"/>',                                      # circle
    '<rect x="2" y="2" width="12" height="12"/>',                           # square
    '<polygon points="8,0.5 15.5,8 8,15.5 0.5,8"/>',                        # diamond
    '<polygon points="6,1 10,1 10,6 15,6 15,10 10,10 10,15 6,15 6,10 1,10 1,6 6,6"/>',  # cross
    '<polygon points="4,1.5 12,1.5 15.5,8 12,14.5 4,14.5 0.5,8"/>',        # hexagon
)
"""One shape per Treasure, in the order of :data:`TREASURES` (custom types reuse them)."""
STAR = '<polygon points="8,0.5 10,6 15.5,6 11,9.5 12.8,15 8,11.6 3.2,15 5,9.5 0.5,6 6,6"/>'
KNOWN_IDS = [t.id for t in TREASURES]


def kinds_of(board: Board) -> list[str]:
    """Card kinds in the engine's canonical order: the Treasure ids, then Wild."""
    return [*board.get("kinds", board["favor"]), WILD]


def _index(card: str, kinds: Sequence[str]) -> int:
    """A card kind's shape and colour: the default Treasures keep theirs whatever the order."""
    index = KNOWN_IDS.index(card) if card in KNOWN_IDS else list(kinds).index(card)
    return index % len(SHAPES)


def kind_class(card: str, kinds: Sequence[str]) -> str:
    """CSS class giving a card kind its colour (``pdbmv-k0`` … ``pdbmv-k5``, ``pdbmv-wild``)."""
    return "pdbmv-wild" if card == WILD else f"pdbmv-k{_index(card, kinds)}"


def symbol(card: str, kinds: Sequence[str]) -> str:
    """A card kind's shape (decorative: the name is always written beside it)."""
    shape = STAR if card == WILD else SHAPES[_index(card, kinds)]
    return (f'<svg class="pdbmv-sym" viewBox="0 0 16 16" width="14" height="14" '
            f'aria-hidden="true" focusable="false">{shape}</svg>')


def attributes(attrs: Attrs) -> str:
    """`` name="value"`` for each attribute (names come from code, values are escaped)."""
    return "".join(f' {name}="{escape(value)}"' for name, value in attrs.items())


def card_html(card: str, kinds: Sequence[str], lang: str, badge: str = "",
              count: int | None = None, toggle: bool = False) -> str:
    """One card: shape plus name; ``count`` makes it a pile of equal cards (``Axe ×3``), and
    a badge after it says what just happened to it.

    ``toggle``: a pressable button (``aria-pressed``) with the short face name, to fit a
    phone, and the full name as its accessible name (the sandbox's hand)."""
    full = escape(card_name(card, lang))
    attrs = f'class="pdbmv-card {kind_class(card, kinds)}" data-card="{escape(card)}"'
    tally = "" if count is None else f'<span class="pdbmv-count">×{count}</span>'
    if toggle:
        chip = (f'<button type="button" {attrs} aria-pressed="false" aria-label="{full}" '
                f'title="{full}">{symbol(card, kinds)}'
                f'<span>{escape(short_name(lang, card))}</span>{tally}</button>')
    else:
        chip = f'<span {attrs}>{symbol(card, kinds)}<span>{full}</span>{tally}</span>'
    return chip + (f' <span class="lr-badge">{escape(badge)}</span>' if badge else "")


def _none(lang: str, words: str | None = None) -> str:
    return f'<p class="lr-none">{escape(words or ui("empty", lang))}</p>'


def cards_html(cards: Sequence[str], kinds: Sequence[str], lang: str,
               badges: Mapping[int, str] | None = None, toggle: bool = False) -> str:
    """An ordered row of cards (a stall, the deck, a hand), or the word "empty"."""
    if not cards:
        return _none(lang)
    badges = badges or {}
    items = "".join(f'<li{" data-mark" if i in badges else ""}>'
                    f"{card_html(c, kinds, lang, badges.get(i, ''), toggle=toggle)}</li>"
                    for i, c in enumerate(cards))
    return f'<ol class="pdbmv-cards">{items}</ol>'


def tally(cards: Sequence[str], kinds: Sequence[str]) -> dict[str, int]:
    """How many cards of each kind, in the kinds' order (Treasures, then Wild)."""
    counts = {card: cards.count(card) for card in set(cards)}
    return {card: counts[card] for card in sorted(counts, key=list(kinds).index)}


def _chips(cards: Sequence[str], kinds: Sequence[str], lang: str) -> str:
    return " ".join(card_html(c, kinds, lang, count=n) for c, n in tally(cards, kinds).items())


def counted_html(cards: Sequence[str], kinds: Sequence[str], lang: str) -> str:
    """An unordered pile (a hand) as one chip per kind with its count: ``Axe ×3`` reads faster
    than a row of equal cards."""
    if not cards:
        return _none(lang)
    items = "".join(f"<li>{card_html(c, kinds, lang, count=n)}</li>"
                    for c, n in tally(cards, kinds).items())
    return f'<ul class="pdbmv-pile">{items}</ul>'


def bribes_html(board: Board, player: str, lang: str, none: str | None = None) -> str:
    """A player's bribes, one item per bribe: its Treasure cards and Wilds, counted (``none``:
    the words when there is no bribe; "empty" by default)."""
    piles = board["bribes"].get(player, {})
    if not piles:
        return _none(lang, none)
    kinds = kinds_of(board)
    items = "".join(f"<li>{_chips(cards, kinds, lang)}</li>" for cards in piles.values())
    return f'<ul class="pdbmv-bribes">{items}</ul>'


def track_html(board: Board, lang: str, mark: Mark | None = None,
               targets: Callable[[str], Attrs] | None = None) -> str:
    """The Dragon's Favor track, lowest space first, one token per space.

    ``targets(treasure)``: each token is a button with these attributes (named by its visible
    text: the card, and the badge if any)."""
    mark = mark or {}
    kinds = kinds_of(board)
    values = board.get("favor_values") or list(DEFAULT_TRACK_VALUES)
    spaces = []
    for space, treasure in enumerate(board["favor"]):
        badge = ""
        if mark.get("token") == treasure:
            badge = ui(f"mark_{mark['mark']}", lang, n=mark["from"] + 1)
        token = card_html(treasure, kinds, lang, badge)
        if targets is not None:
            token = (f'<button type="button" class="pdbmv-token"{attributes(targets(treasure))}>'
                     f"{token}</button>")
        head = (f'{escape(ui("space", lang, n=space + 1))} · '
                f'{escape(ui("worth", lang, v=values[space]))}')
        marked = ' data-mark="true"' if badge else ""
        spaces.append(f'<li class="pdbmv-space" data-space="{space}"{marked}>'
                      f'<span class="pdbmv-space-head">{head}</span>{token}</li>')
    return (f'<ol class="pdbmv-track" aria-label="{escape(ui("track", lang))}">'
            f'{"".join(spaces)}</ol>')


def market_html(board: Board, lang: str, mark: Mark | None = None,
                targets: Callable[[int], Attrs] | None = None) -> str:
    """The four stalls, 3 to 0 (the order a refill deals into them); a stall's last card is
    the one dealt last. ``targets(stall)``: each stall's heading is a button with these
    attributes."""
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
        if targets is not None:
            head = (f'<button type="button" class="pdbmv-stall-target"'
                    f'{attributes(targets(stall))}>{head}</button>')
        stalls.append(f'<div class="pdbmv-stall" data-stall="{stall}">'
                      f'<p class="pdbmv-stall-head">{head}</p>'
                      f"{cards_html(cards, kinds, lang, badges)}</div>")
    return (f'<div class="pdbmv-market" role="group" aria-label="{escape(ui("market", lang))}">'
            f'{"".join(stalls)}</div>')


def deck_html(board: Board, lang: str, face_up: bool = True) -> str:
    """The deck: top card first in a worked example; face down (its size only) in a game."""
    deck = board["deck"]
    if not face_up:
        return (f'<p class="pdbmv-deck" data-deck="{len(deck)}">'
                f'{escape(ui("deck_left", lang, n=len(deck)))}</p>')
    head = (ui("deck", lang, n=counted("card", len(deck), lang)) if deck
            else ui("deck_empty", lang))
    body = cards_html(deck, kinds_of(board), lang) if deck else ""
    return (f'<div class="pdbmv-deck" data-deck="{len(deck)}"><p class="lr-label">'
            f"{escape(head)}</p>{body}</div>")


def discard_html(board: Board, lang: str) -> str:
    """The discard pile, counted by kind (``2 × Axe, 1 × Wild``)."""
    discard = board.get("discard", [])
    cards = card_list(discard, lang) if discard else ui("empty", lang)
    return f'<p class="pdbmv-discard">{escape(ui("discard", lang, cards=cards))}</p>'


def board_html(board: Board, lang: str, mark: Mark | None = None,
               parts: Sequence[str] = ("track", "market", "deck"),
               targets: Callable[[str], Attrs] | None = None) -> str:
    """A worked example's board: the requested parts, in a stable order (``targets``: the
    Favor tokens', see :func:`track_html`)."""
    drawn = {
        "track": lambda: track_html(board, lang, mark, targets),
        "market": lambda: market_html(board, lang, mark),
        "deck": lambda: deck_html(board, lang),
    }
    return f'<div class="pdbmv-board">{"".join(drawn[p]() for p in parts)}</div>'
