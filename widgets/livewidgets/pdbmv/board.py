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

from engine.i18n import SHARED, catalogue
from engine.pdbmv.components import DEFAULT_TRACK_VALUES, STALLS, TREASURES, WILD
from engine.pdbmv.messages import card_list, card_name, counted

from ..markup import escape
from .strings import short_name, ui

Board = Mapping[str, Any]
Mark = Mapping[str, Any]


def points(value: int, lang: str, signed: bool = False) -> str:
    """A score written as the language writes numbers: a curse's negative score with the
    minus sign ("−3", never the hyphen of "-3", which reads as a dash); ``signed``: a gain
    keeps its plus ("+2") on a score line."""
    text = catalogue(SHARED, lang).number(value)
    return f"+{text}" if signed and value >= 0 else text


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
              count: int | None = None, toggle: bool = False, compact: bool = False,
              flip: Attrs | None = None) -> str:
    """One card: shape plus name; ``count`` makes it a pile of equal cards (``Axe ×3``), and
    a badge after it says what just happened to it.

    ``toggle``: a pressable button (``aria-pressed``) with the short face name, to fit a
    phone, and the full name as its accessible name (the sandbox's hand). ``compact``: the
    short face name too, shown instead of the full one where the widget is narrow (the full
    name stays for screen readers). ``flip``: identity attributes (``data-flip``,
    ``data-flip-from``) the player animates from frame to frame."""
    full = escape(card_name(card, lang))
    extra = attributes(flip or {})
    attrs = f'class="pdbmv-card {kind_class(card, kinds)}" data-card="{escape(card)}"{extra}'
    tally = "" if count is None else f'<span class="pdbmv-count">×{count}</span>'
    if toggle:
        chip = (f'<button type="button" {attrs} aria-pressed="false" aria-label="{full}" '
                f'title="{full}">{symbol(card, kinds)}'
                f'<span>{escape(short_name(lang, card))}</span>{tally}</button>')
    elif compact:
        chip = (f'<span {attrs}>{symbol(card, kinds)}<span class="pdbmv-long">{full}</span>'
                f'<span class="pdbmv-short" aria-hidden="true">'
                f"{escape(short_name(lang, card))}</span>{tally}</span>")
    else:
        chip = f'<span {attrs}>{symbol(card, kinds)}<span>{full}</span>{tally}</span>'
    return chip + (f' <span class="lr-badge">{escape(badge)}</span>' if badge else "")


def _none(lang: str, words: str | None = None) -> str:
    return f'<p class="lr-none">{escape(words or ui("empty", lang))}</p>'


def cards_html(cards: Sequence[str], kinds: Sequence[str], lang: str,
               badges: Mapping[int, str] | None = None, toggle: bool = False,
               flips: Mapping[int, Attrs] | None = None,
               control: Callable[[int, str], Attrs] | None = None,
               compact: bool = False) -> str:
    """An ordered row of cards (a stall, the deck, a hand), or the word "empty".

    ``flips``: the player's identity attributes of some cards (by index); ``control(i, card)``:
    each card a button with these attributes (the refill widget's deck, edited on the board);
    ``compact``: short face names where a worked example is narrow (see :func:`card_html`)."""
    if not cards:
        return _none(lang)
    badges, flips = badges or {}, flips or {}
    items = []
    for i, c in enumerate(cards):
        chip = card_html(c, kinds, lang, badges.get(i, ""), toggle=toggle, flip=flips.get(i),
                         compact=compact and not toggle)
        if control is not None:
            chip = (f'<button type="button" class="pdbmv-card-btn"{attributes(control(i, c))}>'
                    f"{chip}</button>")
        items.append(f'<li{" data-mark" if i in badges else ""}>{chip}</li>')
    return f'<ol class="pdbmv-cards">{"".join(items)}</ol>'


def tally(cards: Sequence[str], kinds: Sequence[str]) -> dict[str, int]:
    """How many cards of each kind, in the kinds' order (Treasures, then Wild)."""
    counts = {card: cards.count(card) for card in set(cards)}
    return {card: counts[card] for card in sorted(counts, key=list(kinds).index)}


def _chips(cards: Sequence[str], kinds: Sequence[str], lang: str, compact: bool) -> list[str]:
    return [card_html(c, kinds, lang, count=n, compact=compact)
            for c, n in tally(cards, kinds).items()]


def counted_html(cards: Sequence[str], kinds: Sequence[str], lang: str,
                 compact: bool = False) -> str:
    """An unordered pile (a hand) as one chip per kind with its count: ``Axe ×3`` reads faster
    than a row of equal cards (``compact``: short face names where a worked example is
    narrow)."""
    if not cards:
        return _none(lang)
    items = "".join(f"<li>{chip}</li>" for chip in _chips(cards, kinds, lang, compact))
    return f'<ul class="pdbmv-pile">{items}</ul>'


def bribes_html(board: Board, player: str, lang: str, none: str | None = None,
                compact: bool = False) -> str:
    """A player's bribes, one item per bribe: its Treasure cards and Wilds, counted (``none``:
    the words when there is no bribe; "empty" by default; ``compact``: short face names where
    a worked example is narrow)."""
    piles = board["bribes"].get(player, {})
    if not piles:
        return _none(lang, none)
    kinds = kinds_of(board)
    items = "".join(f"<li>{' '.join(_chips(cards, kinds, lang, compact))}</li>"
                    for cards in piles.values())
    return f'<ul class="pdbmv-bribes">{items}</ul>'


def move_arrow(start: int, end: int, size: int) -> str:
    """An arrow under a track of ``size`` spaces, from the middle of space ``start`` to the
    middle of space ``end`` (0-based): where a token moved. Decorative: the caption and the
    badge say it in words."""
    x1, x2 = (start + 0.5) * 100, (end + 0.5) * 100
    tip = x2 - 18 if x2 > x1 else x2 + 18
    return (f'<svg class="pdbmv-move lr-arrow" viewBox="0 0 {size * 100} 20" preserveAspectRatio="none" '
            f'aria-hidden="true" focusable="false"><line x1="{x1:g}" y1="10" x2="{tip:g}" '
            f'y2="10" vector-effect="non-scaling-stroke"/>'
            f'<polygon points="{x2:g},10 {tip:g},2 {tip:g},18"/></svg>')


def track_html(board: Board, lang: str, mark: Mark | None = None,
               targets: Callable[[str], Attrs] | None = None) -> str:
    """The Dragon's Favor track: one row of spaces, lowest first, one token per space, at
    every width (a narrow widget shows short names); a token that moved has an arrow from its
    old space to its new one.

    ``targets(treasure)``: each token is a button with these attributes (named by its visible
    text: the card, and the badge if any)."""
    mark = mark or {}
    kinds = kinds_of(board)
    values = board.get("favor_values") or list(DEFAULT_TRACK_VALUES)
    spaces, arrow = [], ""
    for space, treasure in enumerate(board["favor"]):
        badge = ""
        if mark.get("token") == treasure:
            badge = ui(f"mark_{mark['mark']}", lang, n=mark["from"] + 1)
            if mark["from"] != space:
                arrow = move_arrow(mark["from"], space, len(board["favor"]))
        elif mark.get("treasure") == treasure and mark.get("type") in ("bribe", "joined_bribe"):
            badge = ui("mark_bribed", lang)     # the token this bribe will move
        # the mark said, not drawn: a space is too narrow for a badge (its outline shows it)
        token = card_html(treasure, kinds, lang, compact=True,
                          flip={"data-flip": f"token-{treasure}"})
        token += f' <span class="lr-badge lr-sr">{escape(badge)}</span>' if badge else ""
        if targets is not None:
            token = (f'<button type="button" class="pdbmv-token"{attributes(targets(treasure))}>'
                     f"{token}</button>")
        head = (f'<span class="pdbmv-space-n" data-n="{space + 1}">'
                f'<span class="pdbmv-long">{escape(ui("space", lang, n=space + 1))} ·</span>'
                f'</span> <span class="pdbmv-worth">{escape(ui("worth", lang, v=values[space]))}'
                "</span>")
        marked = ' data-mark="true"' if badge else ""
        spaces.append(f'<li class="pdbmv-space" data-space="{space}"{marked}>'
                      f'<span class="pdbmv-space-head">{head}</span>{token}</li>')
    return (f'<div class="pdbmv-track-wrap"><ol class="pdbmv-track" '
            f'aria-label="{escape(ui("track", lang))}">{"".join(spaces)}</ol>{arrow}</div>')


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
        badges, flips = {}, {}
        if mark.get("stall") == stall and mark.get("mark") and cards:
            badges[len(cards) - 1] = ui(f"mark_{mark['mark']}", lang)
            if mark.get("type") == "card_dealt":   # it flies from the top of the deck
                flips[len(cards) - 1] = {"data-flip-from": deck_identity(len(board["deck"]))}
        cost = ui("costs", lang, n=stall) if stall else ui("free", lang)
        head = (f'<span class="pdbmv-stall-name">{escape(ui("stall", lang, n=stall))}</span>'
                f'<span class="pdbmv-sep"> · </span><span class="pdbmv-cost">{escape(cost)}</span>')
        if targets is not None:
            head = (f'<button type="button" class="pdbmv-stall-target"'
                    f'{attributes(targets(stall))}>{head}</button>')
        stalls.append(f'<div class="pdbmv-stall" data-stall="{stall}">'
                      f'<p class="pdbmv-stall-head">{head}</p>'
                      f"{cards_html(cards, kinds, lang, badges, flips=flips, compact=True)}"
                      "</div>")
    return (f'<div class="pdbmv-market" role="group" aria-label="{escape(ui("market", lang))}">'
            f'{"".join(stalls)}</div>')


def deck_identity(below: int) -> str:
    """A deck card's identity from frame to frame: the number of cards under it, which stays
    the same while cards are dealt from the top. So when a refill deals, the rest of the deck
    slides up one place and the dealt card flies from where the top was (the old frame's card
    with as many cards under it as the deck has now)."""
    return f"deck-{below}"


def deck_html(board: Board, lang: str, face_up: bool = True,
              control: Callable[[int, str], Attrs] | None = None,
              delete_act: str | None = None) -> str:
    """The deck: top card first in a worked example; face down (its size only) in a game.
    ``control(i, card)``: each card a button (an edit on the board); Delete on one sends
    ``delete_act``."""
    deck = board["deck"]
    if not face_up:
        return (f'<p class="pdbmv-deck" data-deck="{len(deck)}">'
                f'{escape(ui("deck_left", lang, n=len(deck)))}</p>')
    head = (ui("deck", lang, n=counted("card", len(deck), lang)) if deck
            else ui("deck_empty", lang))
    flips = {i: {"data-flip": deck_identity(len(deck) - 1 - i)} for i in range(len(deck))}
    body = (cards_html(deck, kinds_of(board), lang, flips=flips,
                       control=control, compact=True) if deck else "")
    delete = f' data-delete-act="{escape(delete_act)}"' if delete_act else ""
    return (f'<div class="pdbmv-deck" data-deck="{len(deck)}"{delete}><p class="lr-label">'
            f"{escape(head)}</p>{body}</div>")


def discard_html(board: Board, lang: str) -> str:
    """The discard pile, counted by kind (``2 × Axe, 1 × Wild``)."""
    discard = board.get("discard", [])
    cards = card_list(discard, lang) if discard else ui("empty", lang)
    return f'<p class="pdbmv-discard">{escape(ui("discard", lang, cards=cards))}</p>'


def board_html(board: Board, lang: str, mark: Mark | None = None,
               parts: Sequence[str] = ("track", "market", "deck"),
               targets: Callable[[str], Attrs] | None = None,
               deck_control: Callable[[int, str], Attrs] | None = None,
               delete_act: str | None = None) -> str:
    """A worked example's board: the requested parts, in a stable order (``targets``: the
    Favor tokens', see :func:`track_html`; ``deck_control``, ``delete_act``: the deck's cards
    as controls, see :func:`deck_html`)."""
    drawn = {
        "track": lambda: track_html(board, lang, mark, targets),
        "market": lambda: market_html(board, lang, mark),
        "deck": lambda: deck_html(board, lang, control=deck_control, delete_act=delete_act),
    }
    return f'<div class="pdbmv-board">{"".join(drawn[p]() for p in parts)}</div>'
