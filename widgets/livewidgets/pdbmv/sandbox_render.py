"""The sandbox board as HTML: the same function draws the static page and the live widget.

Only this module turns game data into markup, and every name that comes from a person (player
names, custom Treasure ids) passes through :func:`html.escape`. The live widget finds its
targets through ``data-*`` attributes (``data-card``, ``data-target``, ``data-stall``,
``data-treasure``); without JavaScript the same markup is a readable picture of the position.
A Treasure is never told by colour alone: each has a shape and its name on every card.
"""

from __future__ import annotations

from typing import Sequence

from engine.pdbmv import Action, Bribe, Buy, State
from engine.pdbmv.components import STALLS, TREASURES, WILD
from engine.pdbmv.messages import LIST_SEP, card_list, card_name

from ..markup import escape
from .sandbox_text import short_name, text

SHAPES = (
    '<polygon points="8,1 15,14 1,14"/>',                                   # triangle
    '<circle cx="8" cy="8" r="6.5"/>',                                      # circle
    '<rect x="2" y="2" width="12" height="12"/>',                           # square
    '<polygon points="8,0.5 15.5,8 8,15.5 0.5,8"/>',                        # diamond
    '<polygon points="6,1 10,1 10,6 15,6 15,10 10,10 10,15 6,15 6,10 1,10 1,6 6,6"/>',  # cross
    '<polygon points="4,1.5 12,1.5 15.5,8 12,14.5 4,14.5 0.5,8"/>',        # hexagon
)
STAR = '<polygon points="8,0.5 10,6 15.5,6 11,9.5 12.8,15 8,11.6 3.2,15 5,9.5 0.5,6 6,6"/>'
KNOWN = [t.id for t in TREASURES]


def symbol(card: str, treasures: Sequence[str]) -> str:
    """A small shape for a card kind (decorative: the name is always written beside it)."""
    if card == WILD:
        shape = STAR
    else:
        index = KNOWN.index(card) if card in KNOWN else list(treasures).index(card)
        shape = SHAPES[index % len(SHAPES)]
    return (f'<svg class="sbx-sym" viewBox="0 0 16 16" width="14" height="14" '
            f'aria-hidden="true" focusable="false">{shape}</svg>')


def kind_class(card: str, treasures: Sequence[str]) -> str:
    """CSS class of a card kind: colour is a second cue only."""
    if card == WILD:
        return "sbx-k-wild"
    index = KNOWN.index(card) if card in KNOWN else list(treasures).index(card)
    return f"sbx-k{index % len(SHAPES)}"


def card_html(card: str, state: State, lang: str, button: bool = False) -> str:
    """One card: its shape and full name; a hand card (a toggle button) shows the short name
    to fit a phone, and carries the full name as its accessible name."""
    full = escape(card_name(card, lang))
    cls = f"sbx-card {kind_class(card, state.treasures)}"
    if button:
        return (f'<button type="button" class="{cls}" data-card="{escape(card)}" '
                f'aria-pressed="false" aria-label="{full}" title="{full}">'
                f'{symbol(card, state.treasures)}<span>{escape(short_name(lang, card))}</span>'
                f'</button>')
    return f'<span class="{cls}">{symbol(card, state.treasures)}<span>{full}</span></span>'


def cards_html(cards: Sequence[str], state: State, lang: str, button: bool = False) -> str:
    if not cards:
        return f'<span class="sbx-empty">{escape(text(lang, "empty"))}</span>'
    return "".join(card_html(c, state, lang, button) for c in cards)


def counted_html(cards: Sequence[str], state: State, lang: str) -> str:
    """Cards grouped by kind, one chip each with its count (``Axe ×3``): bribes and hands
    are unordered piles, so a count reads faster than a row of equal cards."""
    if not cards:
        return f'<span class="sbx-empty">{escape(text(lang, "empty"))}</span>'
    counts: dict[str, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    return "".join(
        f'<span class="sbx-card {kind_class(c, state.treasures)}">{symbol(c, state.treasures)}'
        f'<span>{escape(card_name(c, lang))}</span><span class="sbx-count">×{n}</span></span>'
        for c, n in counts.items())


def spread(state: State, counts: Sequence[int]) -> list[str]:
    """Counts per card kind as a list of card ids, in canonical order."""
    return [state.card_name(c) for c, n in enumerate(counts) for _ in range(n)]


def short_list(cards: Sequence[str], lang: str) -> str:
    """``2 × Axe, 1 × Wild``: card counts with the short names of card faces."""
    counts: dict[str, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    return LIST_SEP[lang].join(f"{n} × {short_name(lang, c)}" for c, n in counts.items())


def action_label(action: Action, lang: str) -> str:
    """An action in words, in ``lang``."""
    if isinstance(action, Bribe):
        return text(lang, "act_bribe", treasure=card_name(action.treasure, lang),
                    cards=short_list(action.cards, lang))
    if isinstance(action, Buy):
        if action.stall == 0:
            return text(lang, "act_buy_free")
        return text(lang, "act_buy", stall=action.stall, cards=short_list(action.pay, lang),
                    treasure=card_name(action.curse or "", lang))
    return text(lang, "act_draw")


def favor_html(state: State, lang: str, live: bool) -> str:
    spaces = []
    for space, t in enumerate(state.track):
        name = state.treasures[t]
        token = f'{symbol(name, state.treasures)}<span>{escape(card_name(name, lang))}</span>'
        cls = f"sbx-token {kind_class(name, state.treasures)}"
        if live:
            label = escape(text(lang, "bribe_target", treasure=card_name(name, lang)))
            token = (f'<button type="button" class="{cls}" data-target="bribe" '
                     f'data-treasure="{escape(name)}" title="{label}">{token}</button>')
        else:
            token = f'<span class="{cls}">{token}</span>'
        spaces.append(
            f'<li class="sbx-space" data-space="{space}"><span class="sbx-space-label">'
            f'{escape(text(lang, "space", n=space + 1))} · '
            f'{escape(text(lang, "value", n=state.track_values[space]))}</span>{token}</li>')
    return (f'<section class="sbx-favor"><h3>{escape(text(lang, "favor"))}</h3>'
            f'<ol class="sbx-track">{"".join(spaces)}</ol></section>')


def market_html(state: State, lang: str, live: bool) -> str:
    stalls = []
    for stall in STALLS:
        cost = text(lang, "stall_free") if stall == 0 else text(lang, "stall_cost", n=stall)
        title = f'{escape(text(lang, "stall", n=stall))} · {escape(cost)}'
        if live:
            title = (f'<button type="button" class="sbx-stall-target" data-target="buy" '
                     f'data-stall="{stall}">{title}</button>')
        cards = [state.card_name(c) for c in state.market[stall]]
        stalls.append(f'<li class="sbx-stall" data-stall="{stall}"><span class="sbx-stall-title">'
                      f'{title}</span><span class="sbx-cards">{cards_html(cards, state, lang)}'
                      f'</span></li>')
    discard = spread(state, state.discard)
    pile = card_list(discard, lang) if discard else text(lang, "empty")
    return (f'<section class="sbx-market"><h3>{escape(text(lang, "market"))}</h3>'
            f'<ul class="sbx-stalls">{"".join(stalls)}</ul>'
            f'<p class="sbx-piles"><span class="sbx-deck" data-deck="{len(state.deck)}">'
            f'{escape(text(lang, "deck_line", n=len(state.deck)))}</span> '
            f'<span class="sbx-discard">{escape(text(lang, "discard_line", cards=pile))}</span>'
            f'</p></section>')


def player_html(state: State, p: int, seat: str, lang: str, show_hand: bool,
                scores: dict[str, int]) -> str:
    name = state.players[p]
    current = not state.over and p == state.turn
    bribes = []
    for t, size in enumerate(state.bribes[p]):
        if size:
            wilds = state.bribe_wilds[p][t]
            treasure = state.treasures[t]
            cards = [treasure] * (size - wilds) + [WILD] * wilds
            bribes.append(f'<li>{counted_html(cards, state, lang)}</li>')
    bribe_list = (f'<ul class="sbx-bribes">{"".join(bribes)}</ul>' if bribes else
                  f'<p class="sbx-empty">{escape(text(lang, "no_bribes"))}</p>')
    hand = spread(state, state.hands[p])
    hand_part = f'<p class="sbx-hand-count">{escape(text(lang, "hand_count", n=len(hand)))}</p>'
    if show_hand:
        hand_part += f'<div class="sbx-hand-cards">{counted_html(hand, state, lang)}</div>'
    marker = ' aria-current="true"' if current else ""
    score_key = "score_final" if state.over else "score_now"
    return (f'<li class="sbx-player{" sbx-current" if current else ""}" data-player="{p}"'
            f'{marker}><h4><span class="sbx-player-name">{escape(name)}</span> '
            f'<span class="sbx-seat">({escape(text(lang, seat))})</span></h4>'
            f'<p class="sbx-score-now">{escape(text(lang, score_key, n=scores[name]))}</p>'
            f'<p class="sbx-label">{escape(text(lang, "bribes"))}</p>{bribe_list}{hand_part}</li>')


def results_html(state: State, lang: str) -> str:
    """Final scores, ranks and the tie-break trail of a finished game."""
    scores = state.scores()
    ranking = state.ranking()
    rows = []
    for rank, group in enumerate(ranking.groups, 1):
        for name in group:
            rows.append(f'<tr><td>{rank}</td><th scope="row">{escape(name)}</th>'
                        f'<td>{scores[name]}</td></tr>')
    trail = ""
    if ranking.trail:
        sep = "; "
        steps = sep.join(
            f'{text(lang, "space", n=s.space + 1)} ({card_name(s.treasure, lang)}): '
            + ", ".join(f"{p} {n}" for p, n in zip(s.players, s.counts)) for s in ranking.trail)
        trail = f'<p class="sbx-tiebreak">{escape(text(lang, "tiebreak_used", steps=steps))}</p>'
    return (f'<section class="sbx-results" data-results><h3>{escape(text(lang, "results"))}</h3>'
            f'<table><thead><tr><th scope="col">{escape(text(lang, "rank"))}</th>'
            f'<th scope="col">{escape(text(lang, "player"))}</th>'
            f'<th scope="col">{escape(text(lang, "score"))}</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>{trail}</section>')


def status_text(state: State, seats: Sequence[str], lang: str) -> str:
    if state.over:
        return text(lang, "game_over")
    return text(lang, "to_move_seat", player=state.player, seat=text(lang, seats[state.turn]))


def board_html(state: State, seats: Sequence[str], lang: str, viewer: int | None,
               reveal: bool, live: bool) -> str:
    """The whole position: status, track, market, players, the viewer's hand, results."""
    playing = live and not state.over  # a finished game's track and stalls are not targets
    scores = state.scores()
    players = "".join(
        player_html(state, p, seats[p], lang, reveal or viewer is None, scores)
        for p in range(len(state.players)))
    hand = ""
    if viewer is not None:
        cards = spread(state, state.hands[viewer])
        title = text(lang, "hand_of", player=state.players[viewer])
        hand = (f'<section class="sbx-hand" data-viewer="{viewer}"><h3>{escape(title)}</h3>'
                f'<div class="sbx-hand-cards">{cards_html(cards, state, lang, button=live)}</div>'
                f'</section>')
    results = results_html(state, lang) if state.over else ""
    return (f'<div class="sbx-board" data-over="{str(state.over).lower()}">'
            f'<p class="sbx-status" data-status>{escape(status_text(state, seats, lang))}</p>'
            f'{results}{favor_html(state, lang, playing)}{market_html(state, lang, playing)}'
            f'<section class="sbx-players"><h3>{escape(text(lang, "players"))}</h3>'
            f'<ul>{"".join(players)}</ul></section>{hand}</div>')
