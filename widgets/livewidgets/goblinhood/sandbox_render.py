"""The sandbox board as HTML, drawn from what one player may see: the static page and the live
widget call the same function.

The position first goes through :func:`engine.goblinhood.observer.seen_by` for the viewer, so
another player's hand, every treasure (ruling treasure-unseen: even its owner's) and the deck's
order are counts before any markup is written: a secret not in the data cannot leak into the
HTML. Only when no secret is at stake (no human seat, the round counted, every hand asked
for) is the whole position drawn.

Squares and cards are :mod:`.board`'s (a letter and a name: never colour alone); the trail is
:mod:`.sandbox_trail`'s. Live, each card of the viewer's hand is a toggle (``data-pick``,
``aria-pressed``) whose ways to lay wait, hidden, by the trail's ends. Whose turn it is is said
once, by the board's own line (``data-status``).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from engine.goblinhood import Play, State
from engine.goblinhood.analysis import distinct_actions
from engine.goblinhood.rounds import due
from engine.goblinhood.observer import seen_by
from engine.goblinhood.messages import card_words

from ..lastmoves import Move, last_moves_html
from ..markup import escape
from ..sandbox import seat_label
from .board import backs, badge, card_face, counter_html, sr_lead
from .sandbox_decide import Gives, decision_html, give_buttons, winner_name
from .sandbox_round import key_html
from .sandbox_trail import lay_buttons, strip_html
from .strings import text, ui

Board = dict[str, Any]

DUE = {"play": ("to_move_seat", "to_play"), "marker": ("give_turn", "to_give"),
       "replay": ("deal_turn", "to_deal")}
"""What the player to move does (:func:`engine.goblinhood.rounds.due`, "play" in a round):
the turn line's words and the badge beside their name."""


def _cards(board: Board, player: str, lang: str, gives: Gives,
           fitting: frozenset[str] | None = None, treasure: bool = False) -> str:
    """One player's hand (or ``treasure``): the cards when the board holds them, else card
    backs. Given ``fitting``, each hand card is a pick button, and one that no end takes (not
    in ``fitting``) is drawn faded and says so: the reader sees it before tapping (a tap
    still tells why). A card in ``gives`` is its give button."""
    cards = board["treasures" if treasure else "hands"].get(player, [])
    if isinstance(cards, int):
        if treasure:
            return (f'<span class="gh-hidden" title="{escape(text(lang, "treasure_hidden"))}">'
                    f'{backs(cards, lang)}</span>')
        return (f'<span class="gh-hidden">{backs(cards, lang)}'
                f'<span class="lr-sr">{escape(text(lang, "hidden_hand", n=cards))}</span></span>')
    items = []
    for card in cards:
        face = card_face(card, board, lang)
        if fitting is not None:
            # data-words: the card as the pick prompt names it (squares and gold, not its id)
            spec = board["cards"][card]
            words = card_words(spec["squares"], spec["gold"], lang)
            fits = card in fitting
            note = "" if fits else (f'<span class="lr-sr gh-nofit">'
                                    f'{escape(text(lang, "fits_nowhere"))}</span>')
            face = (f'<button type="button" class="lr-btn gh-card" data-pick="{escape(card)}" '
                    f'data-words="{escape(words)}" aria-pressed="false"'
                    f'{"" if fits else " data-fits-nowhere"}>'
                    f'{sr_lead(text(lang, "pick_card"), lang)}{face}{note}</button>')
        else:
            face = gives[card](face) if card in gives else f'<span class="gh-card">{face}</span>'
        # data-flip: a hand card's identity, by which the page slides it to the trail once laid
        flip = "" if treasure else f' data-flip="card-{escape(card)}"'
        items.append(f'<li class="gh-hcard" data-card="{escape(card)}"{flip}>{face}</li>')
    return f'<ul class="gh-hand">{"".join(items)}</ul>' if items else backs(0, lang)


def players_html(state: State, board: Board, seats: Sequence[str], lang: str,
                 pickable: str | None, fitting: frozenset[str], gives: Gives) -> str:
    """Each player: name, seat kind, badges, hand (or its backs), treasure (or its back);
    the ``pickable`` player's cards not in ``fitting`` (no end takes them) drawn so, the
    cards in ``gives`` as their give buttons."""
    rows = []
    for p, player in enumerate(state.players):
        badges = badge("out", lang) if p in state.out else ""
        if not state.is_over and p == state.turn:   # to play, or to decide (review 37, A2):
            badges += badge(DUE[due(state) or "play"][1], lang)   # an ambushed player gives too
        seat = escape(seat_label(seats, p, lang, text))
        rows.append(
            f'<li class="gh-player" data-player="{escape(player)}" '
            f'data-flip="player-{escape(player)}">'
            f'<span class="gh-name"><strong>{escape(player)}</strong> ({seat}){badges}</span>'
            f'<span class="gh-what">{escape(ui("hand", lang))}</span>'
            f'{_cards(board, player, lang, gives, fitting if pickable == player else None)}'
            f'<span class="gh-what">{escape(ui("treasure", lang))}</span>'
            f'{_cards(board, player, lang, gives, treasure=True)}</li>')
    return (f'<ul class="gh-players" aria-label="{escape(ui("players", lang))}">'
            f'{"".join(rows)}</ul>')


def status_html(state: State, seats: Sequence[str], lang: str) -> str:
    """Round, round wins, whose turn it is (and which kind of seat), or the match's end.

    The last line, on a row of its own, says whose turn it is and, once a round is over, what
    they do: give the winner a marker, or deal again (review 36, A2: "The round is over" on
    a line of its own, hidden while the round was played, left an empty band on a phone)."""
    items = [text(lang, "round_n", n=state.round)]
    if state.target > 1:
        wins = ", ".join(f"{n} {w}" for n, w in zip(state.players, state.wins))
        items.append(text(lang, "wins_line", wins=wins, target=state.target))
    lines = [f"<li>{escape(line)}</li>" for line in items]
    if state.is_over:
        last = text(lang, "match_over", player=state.leader)
    else:
        seat = seat_label(seats, state.turn, lang, text)
        key = DUE[due(state) or "play"][0]
        winner = winner_name(state) if key == "give_turn" else ""
        last = text(lang, key, player=state.player, seat=seat, winner=winner)
    # The last line says whose turn it is, or that the match is over: the page's one turn line
    # (data-status; the shell then draws no second one, reads this one aloud, and focuses it,
    # hence tabindex -1, when the control the reader used is gone).
    lines.append(f'<li class="gh-turn" data-status tabindex="-1">{escape(last)}</li>')
    return f'<ul class="gh-status sbx-status">{"".join(lines)}</ul>'


def prompt_html(state: State, lang: str, shown: str, controls: str = "") -> str:
    """The line that tells the reader what to tap (``data-pick-help``, rewritten by the page
    once a card is picked), between the trail and the players, where the eye is after a tap
    (issue 22: under the table it was below a phone's fold). Its room never changes, so the
    table under it stays put: a hidden twin in the same grid cell holds the longest thing it
    may say with this deck, even while it is empty. ``controls``: the decision's, under it."""
    words = [card_words(spec.squares, spec.gold, lang) for spec in state.cards.values()]
    said = [shown, text(lang, "pick_help")] + [text(lang, key, card=card) for card in words
                                               for key in ("picked", "picked_none")]
    room = max(said, key=len)
    return (f'<p class="gh-prompt"><span class="gh-prompt-room" aria-hidden="true">'
            f'{escape(room)}</span><span class="sbx-pick-help" data-pick-help>'
            f'{escape(shown)}</span></p>{controls}')


def board_html(state: State, seats: Sequence[str], lang: str, viewer: str | None,
               reveal: bool, live: bool, laid: Mapping[str, str], moves: Sequence[Move],
               round_end: str) -> str:
    """The whole sandbox board for ``viewer`` (see the module's docstring): ``laid``, card ->
    who laid it (oldest first), outlined, tagged and slid in from that player's place;
    ``moves``, each other player's last move (:func:`~livewidgets.lastmoves.last_moves`);
    ``round_end``, the panel of a round's count (:func:`.sandbox_round.round_end_html`). The
    hand comes right under the trail, the demonstration deck's note last: on a phone both ends
    and the hand are on the first screen (review 33, B4)."""
    shown_all = reveal or viewer is None or state.phase != "play"
    board = seen_by(state, None if shown_all else viewer)
    ours = live and not state.is_over and seats[state.turn] == "human"
    pickable = (state.player if ours and state.phase == "play"
                and (shown_all or viewer == state.player) else None)
    # a round over waits for a human seat's choice (the marker, or a new deal): asked in the
    # prompt line, the cards to give lit where they lie (:mod:`.sandbox_decide`)
    deciding = ours and state.phase != "play"
    gives = give_buttons(state, lang) if deciding else {}
    # on a bot's turn the prompt line says who plays (review 36, A3: an empty band under
    # the trail); at the match's end no turn follows, so it takes no room
    bots = live and not state.is_over and seats[state.turn] != "human"
    shown, controls = (decision_html(state, board, gives, lang) if deciding else (
        text(lang, "pick_help") if pickable else text(
            lang, "bot_turn", player=state.player,
            seat=seat_label(seats, state.turn, lang, text)) if bots else "", ""))
    plays = [a for a in distinct_actions(state) if isinstance(a, Play)] if pickable else []
    ends: Mapping[str, str] | None = lay_buttons(state, plays, lang) if pickable else None
    fitting = frozenset(a.card for a in plays)
    nofit = bool(pickable) and any(c not in fitting for c in board["hands"].get(pickable, []))
    # the key on the static board too (the live board replaces it without a change)
    key = key_html(lang, nofit) if board["trail"] else ""
    return (f'<div class="gh-board sbx-board">{round_end}'
            f'{status_html(state, seats, lang)}'
            f'{last_moves_html(moves, text(lang, "last_moves"))}'
            f'{strip_html(board, lang, laid, ends, key, gives)}'
            f'{"" if state.is_over else prompt_html(state, lang, shown, controls)}'
            f'{players_html(state, board, seats, lang, pickable, fitting, gives)}'
            f'{counter_html(board, state.owed, lang)}'
            f'<p class="gh-demo">{escape(ui("demo", lang))}</p></div>')
