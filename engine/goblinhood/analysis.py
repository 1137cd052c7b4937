"""What a player can work out from a position: where a hand card may go, and what the cards
they cannot see might be.

A player holding a card asks which end of the trail it fits, with which square covering, and
if it fits nowhere, why not. The answer is the engine's own: each way is played on a copy of
the position (:meth:`State.apply`), so a verdict can never differ from what a play would do,
and a refusal keeps its code, reason and ruling. A card whose squares are the same colour lays
one way at each end, never two (:func:`~engine.goblinhood.components.covers`), and so do the
legal actions offered to a player (:func:`distinct_actions`).

A player also knows which cards they cannot see (the deck, the other hands, every treasure):
:func:`unseen_shuffled` deals those again at random, a position that player cannot tell from
the real one, so a simulation from it uses nothing they do not know.

After a few moves, a player asks how the last round ended, if one did (:func:`last_round_end`):
which round, each player's count, who won it and why, read from the moves' events.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from typing import Sequence

from .actions import Action, Play
from .components import ENDS, covers
from .events import Event, EventKind
from .refusals import RulesError
from .state import PLAY, State


@dataclass(frozen=True)
class Way:
    """One way to lay a card: the play, the colour of the covering square, the colour the end
    shows after it, and the rules' refusal (``None``: it fits)."""

    play: Play
    square: str
    new_end: str
    refusal: RulesError | None


def ways_to_lay(state: State, card: str) -> list[Way]:
    """Every way to lay ``card`` now (left end first, square 0 covering first), each with the
    verdict of playing it. The state does not change."""
    squares = state.cards[card].squares
    out = []
    for end in ENDS:
        for cover in covers(squares):
            play = Play(card, end, cover)
            try:
                state.copy().apply(play)
                refusal = None
            except RulesError as err:
                refusal = err
            out.append(Way(play, squares[cover], squares[1 - cover], refusal))
    return out


def distinct_actions(state: State) -> list[Action]:
    """The legal actions, a card whose squares are the same colour laid one way at each end
    (:func:`~engine.goblinhood.components.covers`), not twice: the choices a player really
    has, as a player counts them."""
    return [a for a in state.legal_actions()
            if not isinstance(a, Play) or a.cover in covers(state.cards[a.card].squares)]


def unseen_shuffled(state: State, seen_by: str, rng: random.Random) -> State:
    """A copy of ``state`` where every card ``seen_by`` cannot see (the deck, the other hands
    still in play, every treasure) is dealt again at random into the same places: a
    simulation from it uses nothing the viewer does not know.

    The player to move may then hold a hand that fits neither end: their turn starts, as
    every turn does, with that check (the ambush, and the round's end if one player is left),
    before any bot chooses. A round already over is copied as it is: its count is done, and
    dealing its cards again would change who won it."""
    other = state.copy()
    if state.phase != PLAY:
        return other
    me = state.players.index(seen_by)
    hands = [p for p in range(len(state.players)) if p != me and p not in state.out]
    pool = list(other.deck)
    for p in hands:
        pool += other.hands[p]
    for cards in other.treasures:
        pool += cards
    rng.shuffle(pool)
    other.deck, pool = pool[:len(other.deck)], pool[len(other.deck):]
    for p in hands:
        size = len(other.hands[p])
        other.hands[p], pool = pool[:size], pool[size:]
    for p, cards in enumerate(other.treasures):
        size = len(cards)
        other.treasures[p], pool = pool[:size], pool[size:]
    other.reshuffle = []   # a deck given for a cycle no longer holds the gathered cards
    other.next_turn([], advance=False)   # the start of the turn: an ambush, maybe
    return other


__all__ = ["Way", "distinct_actions", "unseen_shuffled", "ways_to_lay"]


ROUND_TOLD = (EventKind.ROUND_ENDED, EventKind.ROUND_RESULT, EventKind.ROUND_WON,
              EventKind.MATCH_WON)
"""The events that say why a round ended, who won it, and who won the match."""


@dataclass(frozen=True)
class RoundEnd:
    """How a round ended: its ``number``, each player's count (the SCORED events: none when
    the round ended with one player left standing), the events of :data:`ROUND_TOLD`, and
    the players who won it."""

    number: int
    scored: list[Event]
    told: list[Event]
    winners: frozenset[str]


def last_round_end(state: State, events: Sequence[Sequence[Event]]) -> RoundEnd | None:
    """The last round that ended among ``events`` (the events of each action, oldest first,
    up to ``state``), or None when none did. Its number is the one before any round dealt
    after it (the bots may have dealt the next round already), else ``state``'s round."""
    ended = [i for i, caused in enumerate(events)
             if any(e.kind is EventKind.ROUND_ENDED for e in caused)]
    if not ended:
        return None
    caused = events[ended[-1]]
    dealt = [e.args["round"] for later in events[ended[-1]:] for e in later
             if e.kind is EventKind.NEW_ROUND]
    told = [e for e in caused if e.kind in ROUND_TOLD]
    return RoundEnd(number=dealt[-1] - 1 if dealt else state.round,
                    scored=[e for e in caused if e.kind is EventKind.SCORED], told=told,
                    winners=frozenset(e.args["player"] for e in told
                                      if e.kind is EventKind.ROUND_WON))
