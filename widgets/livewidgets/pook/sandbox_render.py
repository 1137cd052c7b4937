"""What Pook's sandbox draws: the players, the table (:mod:`.board`'s, as every worked
example's), the viewer's hand, the event log, and each action in words.

Hidden information is hidden here, in Python, not by the page: a hand, a banner or a drawn
card is written into the HTML only for the ``viewer`` (the human at the screen), or for all
once the game is over, when no human plays, or when the reader asked to see every hand. The
static page and the live widget are written by the same functions, so both read alike.
"""

from __future__ import annotations

from typing import Any, Sequence

from engine.pook.actions import Action, Flip, Play
from engine.pook.components import CARD_IDS, FACTIONS, KINDS
from engine.pook.events import Event
from engine.pook.messages import card_name, cell_name, faction_name
from engine.pook.scenario import to_json
from engine.pook.state import State
from engine.pook.view import changed_cells

from ..lastmoves import Move, last_moves_html
from ..markup import escape
from ..sandbox import seat_label
from .board import Marks, identities, table_html
from .strings import t, text


def action_label(action: Action, lang: str, state: State | None = None, key: str = "act_play"
                 ) -> str:
    """An action in words of ``lang`` ("Orc 2 warrior side up at [0, 1], power on [0, 2]");
    a tie-break choice names the card it turns over when ``state`` is the position before.
    ``key``: the words of the card and its cell; ``short_play``, for the line of a player's
    last move, leaves out the side (the table shows it) but not what else the play did (a
    card of the reader's may be what moved)."""
    if isinstance(action, Flip):
        code = None if state is None else state.table.cards.get(action.at)
        card = card_name(CARD_IDS[code], lang) if code is not None else ""
        return text(lang, "act_flip", card=card, cell=cell_name(action.at, lang))
    return t(lang).separator.join([text(lang, key, card=card_name(action.card, lang),
                                        side=text(lang, action.side),
                                        cell=cell_name(action.at, lang)),
                                   *detail_parts(action, lang)])


def detail_parts(action: Play, lang: str, short: str = "act") -> list[str]:
    """What a play does besides putting its card down: its power, Piggy's swap (``short``
    "offer": the swap in a few words and a sign, for a play offered in the hand bar)."""
    parts = []
    if action.target is not None:
        parts.append(text(lang, "act_power" if action.with_card is None else "act_mage",
                          target=cell_name(action.target, lang),
                          card=card_name(action.with_card or "", lang)))
    if action.piggy_with is not None:
        swap = text(lang, f"{short}_piggy_{action.piggy_when}",
                    cell=cell_name(action.piggy_with, lang))
        parts.insert(0 if action.piggy_when == "before" else len(parts), swap)
    return parts


def banner_words(state: State, seat: int, lang: str) -> str:
    """A player's banner in words ("banner: Orc and Mage")."""
    first, second = (faction_name(FACTIONS[f], lang) for f in state.banners[seat])
    return text(lang, "banner_of", first=first, second=second)


def _players_html(state: State, seats: Sequence[str], viewer: int | None, everything: bool,
                  lang: str) -> str:
    mover = state.seat_to_move() if not state.is_over else None
    totals, winners = state.totals(), state.winners()
    items = []
    for seat, name in enumerate(state.players):
        lines = [text(lang, "hand_count", n=sum(state.hands[seat]))]
        if everything or seat == viewer:
            lines += [banner_words(state, seat, lang),
                      text(lang, "points_final" if state.is_over else "points_now", n=totals[seat])]
        else:
            lines.append(text(lang, "banner_secret"))
        if name in winners:
            lines.append(text(lang, "winner"))
        seat_word = seat_label(seats, seat, lang, text)
        current = seat == mover
        mark = f' <span class="sbx-label">({escape(text(lang, "to_move"))})</span>' \
            if current else ""
        items.append(
            f'<li class="sbx-player{" sbx-current" if current else ""}" data-player="'
            f'{escape(name)}" data-flip="player-{escape(name)}"'
            f'{" data-current" if current else ""}>'
            f'<h4>{escape(name)} <span class="sbx-label">{escape(seat_word)}</span>{mark}</h4>'
            + "".join(f"<p>{escape(line)}</p>" for line in lines) + "</li>")
    deck = f'<p data-deck>{escape(text(lang, "deck", n=len(state.deck)))}</p>'
    return (f'<section class="sbx-players"><h3>{escape(text(lang, "players"))}</h3>'
            f'<ul>{"".join(items)}</ul>{deck}</section>')


def hand_html(state: State, seat: int, lang: str, live: bool) -> str:
    """A player's hand: one entry per card (a toggle button in the live widget)."""
    cards = [CARD_IDS[code] for code in range(KINDS) for _ in range(state.hands[seat][code])]
    name = state.players[seat]
    items = [f'<li><button type="button" class="pook-hand-card" data-card="{card}" '
             f'aria-pressed="false">{escape(card_name(card, lang))}</button></li>' if live else
             f'<li><span class="pook-hand-card">{escape(card_name(card, lang))}</span></li>'
             for card in cards]
    # The holder's banner and points beside the hand (in the bar): in sight while playing.
    mine = t(lang).separator.join([banner_words(state, seat, lang),
                                   text(lang, "points_now", n=state.totals()[seat])])
    return (f'<section class="sbx-hand" data-hand="{escape(name)}">'
            f'<h3>{escape(text(lang, "hand_of", player=name))}</h3>'
            f'<p class="pook-mine" data-mine>{escape(mine)}</p>'
            f'<ul class="pook-hand">{"".join(items)}</ul></section>')


LAST_MOVE_LINES = 3
"""The room of a player's last move on a phone (:func:`~livewidgets.lastmoves.last_moves_html`):
a play with a power and Piggy's swap takes three lines there, in French."""

Played = Sequence[tuple[tuple[int, int], str, int]]
"""The plays the page slides in: (cell, player, index of the move in the log), oldest first."""


def flips_of(board: dict[str, Any], played: Played = ()) -> dict[tuple[int, int], dict[str, str]]:
    """The identities by which the page slides what moved: the table's own
    (:func:`.board.identities`), and each card just played (``played``) comes from its
    player's box, one after the other (``data-flip-order``). A card found twice is known by the
    move that laid it, so that the next redraw slides only what is new."""
    flips = identities(board)
    for order, (cell, player, move) in enumerate(played):
        attrs = flips.setdefault(cell, {})
        attrs.setdefault("data-flip", f"move-{move}")
        attrs.update({"data-flip-from": f"player-{player}", "data-flip-order": str(order)})
    return flips


def board_html(state: State, seats: Sequence[str], lang: str, viewer: int | None,
               everything: bool, view: tuple[list[int], list[int]], live: bool,
               last: Sequence[Event] = (), played: Played = (),
               moves: Sequence[Move] = ()) -> str:
    """Each other player's last move (``moves``, first under the shell's turn line), the
    table (``view``: :func:`.board.steady_window`), the players and the viewer's hand (every
    hand when ``everything``); ``last``: the events whose cells are marked; ``played``: the
    plays whose cards slide from their players (:func:`flips_of`)."""
    board = to_json(state)
    tied, chosen = state.record() if not state.cards_left() else ([], [])
    marks = Marks(locked=state.lock, new=changed_cells(last), picked=set(chosen))
    table = table_html(board, lang, marks, live=live, view=view,
                       show_open=not state.is_over,
                       flips=flips_of(board, played) if live else None)
    hands = "".join(hand_html(state, seat, lang, live and (not everything
                                                           or seat == state.seat_to_move()))
                    for seat in range(len(state.players))
                    if any(state.hands[seat]) and (everything or seat == viewer))
    # The table first: on a phone it is what the reader plays on (the players come after).
    return (f'<div class="sbx-board pook-sandbox">'
            f'{last_moves_html(moves, text(lang, "last_moves"), lines=LAST_MOVE_LINES)}{table}'
            f'{_players_html(state, seats, viewer, everything, lang)}{hands}</div>')
