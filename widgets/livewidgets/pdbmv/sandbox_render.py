"""The sandbox board as HTML: the same function draws the static page and the live widget.

The pieces (cards, track, stalls, deck, bribes, hands) are :mod:`.board`'s, the worked
examples' own; this module lays out a game around them (status, players, the viewer's hand,
results) and, when live, asks the board for its targets: each Favor token a ``data-target=
"bribe"`` button, each stall heading a ``data-target="buy"`` one, each card of the viewer's
hand a toggle (``data-card``, ``aria-pressed``). Without JavaScript the same markup is a
readable picture of the position.

``changes`` (from :func:`engine.pdbmv.observe.changes_since`) marks what moved since the human
to move last played: each moved Favor token, refilled stall and changed player carries
``data-changed`` and a badge in words (``data-changed-text``; a player's is a text node), so
the change is never told by colour alone.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Mapping, Sequence

from engine.pdbmv import Action, Bribe, Buy, State, to_json
from engine.pdbmv.messages import LIST_SEP, card_name
from engine.i18n import SHARED, catalogue

from ..lastmoves import Move, last_moves_html
from ..markup import escape
from ..sandbox import outcome_line, seat_label
from .board import (bribes_html, cards_html, counted_html, deck_html, discard_html,
                    kinds_of, market_html, points, track_html)
from .strings import short_name, text

Board = dict[str, Any]
Changes = Mapping[str, Any]
"""``{"tokens": {treasure: old space}, "stalls": [stall...], "players": [name...]}``."""


def board_of(state: State) -> Board:
    """The position in the scenario format, plus ``kinds`` (what :mod:`.board` draws)."""
    return to_json(state) | {"kinds": list(state.treasures)}


def short_list(cards: Sequence[str], lang: str) -> str:
    """``2 × Axe, 1 × Wild``: card counts with the short names of card faces."""
    return LIST_SEP[lang].join(f"{n} × {short_name(lang, c)}" for c, n in Counter(cards).items())


FORMS = {"act": ("act_bribe", "act_buy_free", "act_buy", "act_draw"),
         "short": ("short_bribe", "short_buy_free", "short_buy", "act_draw"),
         "did": ("did_bribe", "did_buy_free", "did_buy", "did_draw")}
"""Each form of an action's words (:func:`action_words`): the phrase of a bribe, of a buy at
stall 0, of a buy, of a draw."""


def action_words(action: Action, lang: str, form: str = "act", **slots: Any) -> str:
    """An action in words, in ``lang``, in one of three forms whose phrases share a name:
    ``act`` (the log's label), ``short`` (a button's face once its cards are chosen, with the
    cards' short face names as in the hand: a phone's bar fits two side by side, "Bribe Axe
    ×3") and ``did`` (the past tense of "since your last turn", ``slots``: the player; a drawn
    card stays hidden: the line names no card the reader cannot see)."""
    def name(card: str | None) -> str:
        return short_name(lang, card or "") if form == "short" else card_name(card or "", lang)
    bribe, free, buy, draw = FORMS[form]
    if isinstance(action, Bribe):
        return text(lang, bribe, treasure=name(action.treasure), n=len(action.cards),
                    cards=short_list(action.cards, lang), **slots)
    if isinstance(action, Buy):
        if action.stall == 0:
            return text(lang, free, **slots)
        return text(lang, buy, stall=action.stall, cards=short_list(action.pay, lang),
                    treasure=name(action.curse), **slots)
    return text(lang, draw, **slots)


def changed_attrs(changed: bool, words: str) -> dict[str, str]:
    return {"data-changed": "true", "data-changed-text": words} if changed else {}


def favor_html(board: Board, lang: str, live: bool, changes: Changes | None = None) -> str:
    moved = (changes or {}).get("tokens", {})

    def bribe(treasure: str) -> dict[str, str]:
        where = moved.get(treasure)
        words = "" if where is None else text(lang, "moved_from", n=where + 1)
        name = card_name(treasure, lang)
        title = text(lang, "bribe_target", treasure=name)
        return {"data-target": "bribe", "data-treasure": treasure,
                "data-target-key": f"bribe:{treasure}",
                "title": f"{title} ({words})" if words else title,
                **changed_attrs(where is not None, words)}
    return (f'<section class="sbx-favor"><h3>{escape(text(lang, "favor"))}</h3>'
            f'{track_html(board, lang, targets=bribe if live else None)}</section>')


def market_section(board: Board, lang: str, live: bool, changes: Changes | None = None) -> str:
    refilled = set((changes or {}).get("stalls", []))

    def buy(stall: int) -> dict[str, str]:
        return {"data-target": "buy", "data-stall": str(stall),
                **changed_attrs(stall in refilled, text(lang, "stall_changed")),
                "data-target-key": f"buy:{stall}"}
    return (f'<section class="sbx-market"><h3>{escape(text(lang, "market"))}</h3>'
            f'{market_html(board, lang, targets=buy if live else None)}'
            f'<div class="sbx-piles">{deck_html(board, lang, face_up=False)}'
            f'{discard_html(board, lang)}</div></section>')


def player_html(state: State, board: Board, p: int, seat: str, lang: str, show_hand: bool,
                scores: Mapping[str, int], changed: bool = False) -> str:
    name = state.players[p]
    current = not state.over and p == state.turn
    hand = board["hands"].get(name, [])
    hand_part = f'<p class="sbx-hand-count">{escape(text(lang, "hand_count", n=len(hand)))}</p>'
    if show_hand:
        hand_part += (f'<div class="sbx-hand-cards">'
                      f'{counted_html(hand, kinds_of(board), lang)}</div>')
    marker = ' aria-current="true"' if current else ""
    marker += ' data-changed="true"' if changed else ""
    badge = (f' <span class="sbx-changed-badge">{escape(text(lang, "player_changed"))}</span>'
             if changed else "")
    score_key = "score_final" if state.over else "score_now"
    return (f'<li class="sbx-player{" sbx-current" if current else ""}" data-player="{p}"'
            f'{marker}><h4><span class="sbx-player-name">{escape(name)}</span> '
            f'<span class="sbx-seat">{escape(catalogue(SHARED, lang).bracketed(seat))}</span>'
            f'{badge}</h4>'
            f'<p class="sbx-score-now">{escape(text(lang, score_key, n=scores[name]))}</p>'
            f'<p class="sbx-label">{escape(text(lang, "bribes"))}</p>'
            f'{bribes_html(board, name, lang, text(lang, "no_bribes"))}{hand_part}</li>')


def results_html(state: State, lang: str) -> str:
    """Final scores, ranks and the tie-break trail of a finished game."""
    scores = state.scores()
    ranking = state.ranking()
    rows = []
    for rank, group in enumerate(ranking.groups, 1):
        for name in group:
            rows.append(f'<tr><td>{rank}</td><th scope="row">{escape(name)}</th>'
                        f'<td>{points(scores[name], lang)}</td></tr>')
    trail = ""
    if ranking.trail:
        sep = catalogue(SHARED, lang).clauses
        steps = sep.join(
            f'{text(lang, "space", n=s.space + 1)} ({card_name(s.treasure, lang)}): '
            + LIST_SEP[lang].join(f"{p} {n}" for p, n in zip(s.players, s.counts))
            for s in ranking.trail)
        trail = f'<p class="sbx-tiebreak">{escape(text(lang, "tiebreak_used", steps=steps))}</p>'
    return (f'<section class="sbx-results" data-results><h3>{escape(text(lang, "results"))}</h3>'
            f'<table><thead><tr><th scope="col">{escape(text(lang, "rank"))}</th>'
            f'<th scope="col">{escape(text(lang, "player"))}</th>'
            f'<th scope="col">{escape(text(lang, "score"))}</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>{trail}</section>')


def standings(state: State) -> tuple[tuple[str, ...], dict[str, int]]:
    """A finished game's winners, as the tie-breaks leave them (one, or a shared win), and
    every player's final score."""
    return state.ranking().winners, dict(state.scores())


def status_text(state: State, seats: Sequence[str], lang: str) -> str:
    """Whose turn it is, or once the game is over who won and by how much ("Ben wins, 157
    to 29": the shared :func:`~livewidgets.sandbox_io.outcome_line`)."""
    if state.over:
        return outcome_line(text, *standings(state), lang)
    return text(lang, "to_move_seat", player=state.player,
                seat=seat_label(seats, state.turn, lang, text))


def token_moves(changes: Changes, state: State, lang: str) -> str:
    """The moved tokens in words: "Axe: space 2 → 4, Crown: space 4 → 3"."""
    favor = board_of(state)["favor"]
    return LIST_SEP[lang].join(
        text(lang, "token_moved", treasure=card_name(t, lang), old=old + 1,
             new=favor.index(t) + 1)
        for t, old in changes.get("tokens", {}).items())


def board_html(state: State, seats: Sequence[str], lang: str, viewer: int | None,
               reveal: bool, live: bool, changes: Changes | None = None,
               moves: Sequence[tuple[str, bool]] = ()) -> str:
    """The whole position: status, the others' last moves (``moves``, see
    :func:`last_moves_html`), track, market, players, the viewer's hand, results."""
    playing = live and not state.over  # a finished game's track and stalls are not targets
    board = board_of(state)
    scores = state.scores()
    changed = set((changes or {}).get("players", []))
    players = "".join(
        player_html(state, board, p, seat_label(seats, p, lang, text), lang,
                    reveal or viewer is None, scores, state.players[p] in changed)
        for p in range(len(state.players)))
    hand = ""
    if viewer is not None:
        cards = board["hands"].get(state.players[viewer], [])
        title = text(lang, "hand_of", player=state.players[viewer])
        hand = (f'<section class="sbx-hand" data-viewer="{viewer}"><h3>{escape(title)}</h3>'
                f'<div class="sbx-hand-cards">'
                f'{cards_html(cards, kinds_of(board), lang, toggle=live)}</div></section>')
    results = results_html(state, lang) if state.over else ""
    return (f'<div class="sbx-board" data-over="{str(state.over).lower()}">'
            f'<p class="sbx-status" data-status>{escape(status_text(state, seats, lang))}</p>'
            f'{last_moves_html(moves, text(lang, "last_moves"))}'
            f'{results}{favor_html(board, lang, playing, changes)}'
            f'{market_section(board, lang, playing, changes)}{legend(playing, "legal_legend", lang)}'
            f'<section class="sbx-players"><h3>{escape(text(lang, "players"))}</h3>'
            f'<ul>{"".join(players)}</ul>'
            f'{legend(any((changes or {}).values()), "changed_legend", lang)}</section>'
            f"{hand}</div>")


def legend(shown: bool, key: str, lang: str) -> str:
    """What a sign on the board means, while it can show: ``changed_legend`` (!, under the
    players while something carries it: under the table, so the table does not move as it
    comes and goes) or ``legal_legend`` (✓, which static/sandbox.js lights on the targets the
    selected cards can play: under the market while the reader can play)."""
    words = escape(text(lang, key))
    return f'<p class="sbx-{key.replace("_", "-")}">{words}</p>' if shown else ""
