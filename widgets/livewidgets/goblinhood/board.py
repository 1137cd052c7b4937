"""The pieces of a Goblin Hood position as HTML: one renderer for every worked example.

Every function takes a board in the engine's scenario format (:func:`engine.goblinhood.
to_json`, ``cards`` included) and returns markup that reads without CSS or JavaScript: each
square carries its colour's sign (R, Y, B, ``*`` multicolour; in Chinese 紅, 黃, 藍:
:func:`~engine.goblinhood.messages.colour_letter`) and its colour's name for screen readers;
multicolour squares are striped too. Colour is a second cue only; ``mark`` (what a step
changed) is a text badge beside an outline. Card ids stay in ``data-*`` attributes, never shown.

Widgets vary the markup by parameters: ``ends`` writes a verdict under each end of the trail
(placements), ``hand_act`` makes hand cards buttons (``data-goto`` shows a frame, without
Python), ``reveal`` turns the treasures face up (the count).
"""

from __future__ import annotations

from itertools import groupby
from typing import Any, Callable, Iterator, Mapping, Sequence

from engine.goblinhood.components import COLOUR_LETTERS
from engine.goblinhood.messages import colour_letter, colour_name, counted
from engine.i18n import SHARED, catalogue

from ..markup import escape
from .strings import ui

Board = Mapping[str, Any]
Mark = Mapping[str, Any]
HandAct = Callable[[str, str], Mapping[str, str] | None] | None
"""``hand_act(player, card)``: the attributes of a hand card's button, or None for a card."""


def square(colour: str, lang: str, end: str | None = None) -> str:
    """One square: its letter, seen; its colour's name, read aloud; its class ``gh-red``,
    ``gh-multi``... (a colour the stylesheet does not know, ``gh-other``, is drawn grey)."""
    known = colour if colour in COLOUR_LETTERS else "other"
    data = f' data-end="{end}"' if end else ""
    return (f'<span class="gh-sq gh-{known}"{data}>'
            f'<span aria-hidden="true">{escape(colour_letter(colour, lang))}</span>'
            f'<span class="lr-sr">{escape(colour_name(colour, lang))}</span></span>')


def card_face(card: str, board: Board, lang: str) -> str:
    """A card as a player sees it, its two squares and its gold (the inside of a hand card or
    a button); never its id, which no player sees (issue 21). The gold is its number in a
    circle, as in the pages' pictures, read aloud in words ("2 gold")."""
    spec = board["cards"][card]
    squares = "".join(square(c, lang) for c in spec["squares"])
    return (f'<span class="gh-squares">{squares}</span><span class="gh-gold">'
            f'<span aria-hidden="true">{spec["gold"]}</span>'
            f'<span class="lr-sr">{escape(counted("gold", spec["gold"], lang))}</span></span>')


def badge(key: str, lang: str) -> str:
    return f' <span class="lr-badge">{escape(ui(key, lang))}</span>'


def trail_cards(trail: Sequence[Mapping[str, str]]) \
        -> Iterator[tuple[str, list[tuple[str, str | None]]]]:
    """The visible squares grouped by card, left to right: (card, [(colour, end)...]), ``end``
    naming the trail's end a square is ("left", "right"), else None. The worked examples'
    trail and the sandbox's (:mod:`.sandbox_trail`) both read the trail so."""
    ends = {len(trail) - 1: "right", 0: "left"}
    for card, squares in groupby(enumerate(trail), key=lambda sq: sq[1]["card"]):
        yield card, [(sq["colour"], ends.get(i)) for i, sq in squares]


def trail_card(card: str, body: str, marked: bool, attrs: str = "") -> str:
    """A card on a trail: ``body`` in an item that names it (``data-flip``: the card's
    identity, so that a card moving on the trail slides there), outlined when ``marked``."""
    mark = ' data-mark="true"' if marked else ""
    return (f'<li class="gh-tcard" data-card="{escape(card)}"{mark} '
            f'data-flip="card-{escape(card)}"{attrs}>{body}</li>')


def trail_html(board: Board, lang: str, mark: Mark | None = None,
               ends: Mapping[str, str] | None = None) -> str:
    """The trail: each card with its visible squares (never its id), the two ends named
    (and, given ``ends``, each end's verdict written under it)."""
    marks, ends = (mark or {}).get("trail", {}), ends or {}
    items = []
    for card, squares in trail_cards(board["trail"]):
        cells = "".join(
            f'<span class="gh-cell">{square(colour, lang, end)}'
            + (f'<span class="gh-end-name">{escape(ui(f"{end}_end", lang))}</span>'
               f'{ends.get(end, "")}' if end else "") + "</span>" for colour, end in squares)
        note = badge(marks[card], lang) if card in marks else ""
        items.append(trail_card(card, f'<span class="gh-cells">{cells}</span>{note}',
                                card in marks))
    return (f'<div class="gh-trail-box"><span class="lr-label">{escape(ui("trail", lang))}'
            f'</span><ol class="gh-trail">{"".join(items)}</ol></div>')


def hand_card(card: str, board: Board, lang: str, marked: str | None = None,
              act: Mapping[str, str] | None = None) -> str:
    """A hand card, or (``act``: its attributes, and its ``label``: what it does, said before
    the card to a screen reader) a button that acts on it."""
    face = card_face(card, board, lang)
    note = badge(marked, lang) if marked else ""
    if act is None:
        attrs = ' data-mark="true"' if marked else ""
        return (f'<li class="gh-hcard" data-card="{escape(card)}"{attrs}>'
                f'<span class="gh-card">{face}</span>{note}</li>')
    attrs = "".join(f' {k}="{escape(v)}"' for k, v in act.items() if k != "label")
    return (f'<li class="gh-hcard" data-card="{escape(card)}">'
            f'<button type="button" class="lr-btn gh-card"{attrs}>'
            f'{sr_lead(act["label"], lang)}{face}</button>{note}</li>')


def sr_lead(words: str, lang: str) -> str:
    """What a card's button does, for screen readers, before the card itself: the button's
    name is then these words and the card as shown (so it holds the visible text)."""
    lead = catalogue(SHARED, lang).labelled(words, "") if words else ""
    return f'<span class="lr-sr">{escape(lead)}</span>' if lead else ""


def backs(count: int, lang: str) -> str:
    """``count`` cards face down: card backs, named for screen readers."""
    if not count:
        return f'<span class="lr-none">{escape(ui("no_cards", lang))}</span>'
    words = escape(f'{ui("face_down", lang)} ×{count}')
    return (f'<span class="gh-backs" role="img" aria-label="{words}">'
            + '<span class="gh-back"></span>' * count + "</span>")


def players_html(board: Board, lang: str, mark: Mark | None = None, reveal: bool = False,
                 hand_act: HandAct = None, only: Sequence[str] | None = None,
                 open_hands: Sequence[str] | None = None) -> str:
    """Each player on one (wrapping) line: name, badges, hand, treasure; ``only`` the players
    named, when the others do not matter. The hands of ``open_hands`` (all when None, or once
    ``reveal``) are shown; the others lie face down, as the players see them, which keeps the
    picture small enough for a phone."""
    mark = mark or {}
    rows = []
    out = set(board.get("out", []))
    playing = board.get("phase") == "play"
    none = backs(0, lang)
    for player in board["players"]:
        if only is not None and player not in only:
            continue
        badges = ""
        if player in out:
            badges += badge("out", lang)
        elif playing and player == board["turn"]:
            badges += badge("to_play", lang)
        if mark.get("winner") == player:
            badges += badge("winner", lang)
        drawn = mark.get("drawn", {}).get(player)
        hand = board["hands"].get(player, [])
        cards = "".join(hand_card(c, board, lang, "mark_drawn" if c == drawn else None,
                                  hand_act(player, c) if hand_act else None) for c in hand)
        hand_html = f'<ul class="gh-hand">{cards}</ul>' if cards else none
        if not (reveal or open_hands is None or player in open_hands):
            hand_html = backs(len(hand), lang)
        treasures = board.get("treasures", {}).get(player, [])
        if only is not None:   # an example about one hand: the treasure does not matter
            treasure = ""
        elif reveal:
            shown = "".join(hand_card(c, board, lang) for c in treasures)
            treasure = f'<ul class="gh-hand">{shown}</ul>' if shown else none
        else:
            treasure = backs(len(treasures), lang)
        marked = ' data-mark="true"' if mark.get("player") == player else ""
        rows.append(f'<li class="gh-player"{marked} data-player="{escape(player)}">'
                    f'<span class="gh-name"><strong>{escape(player)}</strong>{badges}</span>'
                    f'<span class="lr-sr">{escape(ui("hand", lang))}</span>'
                    f"{hand_html}"
                    + (f'<span class="gh-what">{escape(ui("treasure", lang))}</span>{treasure}'
                       if treasure else "") + "</li>")
    return (f'<ul class="gh-players" aria-label="{escape(ui("players", lang))}">'
            f'{"".join(rows)}</ul>')


def counter_html(board: Board, owed: int, lang: str) -> str:
    """The deck (its cards, or their count) and, in a round that owes deck cycles, the goblin
    counter and the cycles still owed."""
    deck = board["deck"] if isinstance(board["deck"], int) else len(board["deck"])
    parts = [ui("deck", lang, n=deck) if deck else ui("deck_empty", lang)]
    if owed:
        done = owed - board.get("cycles_left", owed)
        counter = ("counter_none", "counter_set", "counter_turned")[max(0, min(done, 2))]
        parts += [ui(counter, lang), ui("cycles_left", lang, n=board.get("cycles_left", 0))]
    return ('<ul class="gh-status">' + "".join(f"<li>{escape(p)}</li>" for p in parts)
            + "</ul>")


def board_html(board: Board, lang: str, owed: int, mark: Mark | None = None,
               ends: Mapping[str, str] | None = None, reveal: bool = False,
               hand_act: HandAct = None, only: Sequence[str] | None = None,
               status: bool = True, open_hands: Sequence[str] | None = None) -> str:
    """A whole position: the demonstration-deck label, trail, players, and (``status``) the
    deck and counter."""
    return (f'<div class="gh-board"><p class="gh-demo">{escape(ui("demo", lang))}</p>'
            f"{trail_html(board, lang, mark, ends)}"
            f"{players_html(board, lang, mark, reveal, hand_act, only, open_hands)}"
            f'{counter_html(board, owed, lang) if status else ""}</div>')
