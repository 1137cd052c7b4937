"""Round ends, scoring, the match, markers and new deals.

Functions over a :class:`~engine.goblinhood.state.State` (imported for types only: the state
calls them). A round ends in one of two ways: a draw empties the deck with no cycle owed
(everyone still in is scored), or an ambush leaves one player in (they win unscored). A won
round that does not take the match earns a marker card: the losers set one of the cards played
on the trail beside the winner, and the player after the winner picks it for them (or, with
the ``marker`` option ``"hand"``, that player gives one of their own cards); a tied round is
dealt again. Both deals start from setup step 3: nothing more is removed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable

from .chance import generator
from .components import HAND_SIZE, TREASURES_DEALT
from .events import Event, EventKind
from .refusals import M_, IllegalAction
from .rulings import Ruling

if TYPE_CHECKING:
    from .state import State


@dataclass(frozen=True, slots=True)
class Outcome:
    """How the round ended: its winner's seat (None for a tie) and the comparison."""

    winner: int | None
    by: str
    """"last-standing", "gold", "cards" or "tie"."""
    gold: int = 0
    tied: tuple[int, ...] = ()


def outcome(state: State) -> Outcome:
    """The result of the round, read from the position (rulings round-score and
    round-tie-cards); meaningful once the round is over."""
    still = state.still_in()
    if len(still) == 1:
        return Outcome(still[0], "last-standing")
    gold = {p: state.gold(p) for p in still}
    best = max(gold.values())
    tied = tuple(p for p in still if gold[p] == best)
    if len(tied) == 1:
        return Outcome(tied[0], "gold", best, tied)
    held = {p: len(state.hands[p]) + len(state.treasures[p]) for p in tied}
    most = max(held.values())
    top = [p for p in tied if held[p] == most]
    if len(top) == 1:
        return Outcome(top[0], "cards", best, tied)
    return Outcome(None, "tie", best, tied)


def due(state: State) -> str | None:
    """What the round-over phase waits for: "marker", "replay", or None (match won, or the
    round is still being played)."""
    if state.phase == "play" or state.is_over:
        return None
    return "replay" if outcome(state).winner is None else "marker"


def chooser(state: State, winner: int) -> int:
    """The seat that picks the marker: next clockwise after the winner (marker-chooser)."""
    return (winner + 1) % len(state.players)


def marker_choices(state: State) -> list[str]:
    """The cards the marker may be: those played on the trail (trail order, then buried), or,
    with the ``"hand"`` option, the giver's hand then treasure."""
    if state.marker_from == "hand":
        return [*state.hands[state.turn], *state.treasures[state.turn]]
    return state.played()


def end_by_deck(state: State, events: list[Event]) -> None:
    """The last card is drawn and no cycle is owed: score everyone still in."""
    state.phase = "round-over"
    state._log(events, EventKind.ROUND_ENDED, {"reason": "deck-out", "player": state.player})
    for p in state.still_in():
        state._log(events, EventKind.SCORED, {
            "player": state.players[p], "treasure": list(state.treasures[p]),
            "hand": list(state.hands[p]), "gold": state.gold(p),
            "cards": len(state.treasures[p]) + len(state.hands[p])})
    result = outcome(state)
    names = state.players
    state._log(events, EventKind.ROUND_RESULT, {
        "winner": None if result.winner is None else names[result.winner], "by": result.by,
        "gold": result.gold, "tied": [names[p] for p in result.tied],
        "cards": {names[p]: len(state.hands[p]) + len(state.treasures[p])
                  for p in result.tied} if len(result.tied) > 1 else {}})
    if result.winner is not None:
        _win(state, result.winner, events)


def end_last_standing(state: State, events: list[Event], seat: int) -> None:
    """Every other player is ambushed: ``seat`` wins the round at once, unscored."""
    state.phase = "round-over"
    state.turn = seat
    state._log(events, EventKind.ROUND_ENDED, {"reason": "last-standing",
                                               "player": state.players[seat]})
    _win(state, seat, events)


def _win(state: State, seat: int, events: list[Event]) -> None:
    state.wins[seat] += 1
    name = state.players[seat]
    state._log(events, EventKind.ROUND_WON, {"player": name, "wins": state.wins[seat],
                                             "target": state.target})
    if state.wins[seat] >= state.target:
        if state.wins[seat] == 2:
            state._log(events, EventKind.TREASURE_TURNED, {
                "player": name, "treasure": list(state.treasures[seat])})
        state._log(events, EventKind.MATCH_WON, {"player": name})
        return
    state.turn = chooser(state, seat)
    state._log(events, EventKind.MARKER_DUE, {"player": state.player, "winner": name})


def _pool(state: State, returned: str | None) -> list[str]:
    """The cards a new deal shuffles: all but the markers and those still removed."""
    aside = set(state.aside())
    aside.discard(returned or "")
    markers = {c for pile in state.markers for c in pile}
    return [c for c in state.cards if c not in aside and c not in markers]


def _check_pool(state: State, size: int) -> None:
    needed = len(state.players) * (HAND_SIZE + TREASURES_DEALT) + 2
    if size < needed:
        raise IllegalAction(M_("too-few-cards"), ruling=Ruling.NEW_ROUND_DEAL, count=size,
                            players=len(state.players), needed=needed)


def give(state: State, card: str) -> list[Event]:
    """The marker: ``card`` set beside the winner, one removed card back, new deal."""
    if due(state) != "marker":
        raise IllegalAction(M_("no-marker-due"), ruling=Ruling.MARKER_ONE_CARD)
    seat = state.turn
    if card not in marker_choices(state):
        raise IllegalAction(M_("not-yours") if state.marker_from == "hand" else M_("not-played"),
                            ruling=Ruling.MARKER_CHOOSER, player=state.player, card=card)
    winner = outcome(state).winner
    assert winner is not None
    aside = state.aside()
    back = generator(state.seed, state.round, "return").choice(aside) if aside else None
    _check_pool(state, len(_pool(state, back)) - 1)
    events: list[Event] = []
    if state.marker_from == "hand":
        pile = state.hands[seat] if card in state.hands[seat] else state.treasures[seat]
        pile.remove(card)
    else:
        state.trail = [square for square in state.trail if square[1] != card]
        state.buried = [c for c in state.buried if c != card]
    state.markers[winner].append(card)
    state._log(events, EventKind.MARKER_GIVEN, {"player": state.player, "card": card,
                                                "winner": state.players[winner]})
    pool = _pool(state, back)
    state._log(events, EventKind.CARD_RETURNED, {"card": back, "returned": back is not None})
    new_round(state, events, "next", pool)
    return events


def deal_again(state: State) -> list[Event]:
    """The tied round is played again (ruling round-tie-replay)."""
    if due(state) != "replay":
        raise IllegalAction(M_("no-replay-due"), ruling=Ruling.ROUND_TIE_REPLAY)
    pool = _pool(state, None)
    _check_pool(state, len(pool))
    events: list[Event] = []
    new_round(state, events, "replay", pool)
    return events


def new_round(state: State, events: list[Event], reason: str, pool: list[str]) -> None:
    """Shuffle ``pool`` with the next round's generator and deal it."""
    state.round += 1
    generator(state.seed, state.round, "deal").shuffle(pool)
    state._log(events, EventKind.NEW_ROUND, {"round": state.round, "reason": reason,
                                             "cards": len(pool)})
    deal(state, pool, events)


def deal(state: State, pool: Iterable[str], events: list[Event]) -> None:
    """Deal ``pool`` (top first) as setup steps 3 to 5 say, then start the first turn."""
    cards = list(pool)
    n = len(state.players)
    state.out, state.buried = [], []
    state.cycles_left, state.phase = state.owed, "play"
    at = 0
    for p in range(n):
        state.hands[p] = cards[at:at + HAND_SIZE]
        state.treasures[p] = cards[at + HAND_SIZE:at + HAND_SIZE + TREASURES_DEALT]
        at += HAND_SIZE + TREASURES_DEALT
    first = state.cards[cards[at]]
    state.trail = [(first.squares[0], first.id), (first.squares[1], first.id)]
    state.deck = cards[at + 1:][::-1]
    names = state.players
    state._log(events, EventKind.DEALT, {
        "hands": {names[p]: list(state.hands[p]) for p in range(n)},
        "treasures": {names[p]: list(state.treasures[p]) for p in range(n)},
        "deck": len(state.deck)})
    state._log(events, EventKind.TRAIL_STARTED, {"card": first.id,
                                                 "squares": list(first.squares)})
    in_hand = [sum(state.cards[c].gold for c in state.hands[p]) for p in range(n)]
    best = max(in_hand)
    tied = [p for p in range(n) if in_hand[p] == best]
    state.turn = tied[0]
    if len(tied) > 1:
        order = list(range(n))
        generator(state.seed, state.round, "first").shuffle(order)
        state.turn = min(tied, key=order.index)
    state._log(events, EventKind.FIRST_PLAYER, {
        "player": state.player, "gold": {names[p]: in_hand[p] for p in range(n)},
        "tied": [names[p] for p in tied]})
    state.next_turn(events, advance=False)
