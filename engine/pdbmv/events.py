"""Events: every step the rules describe, in the order it happens.

An event is plain data (a kind and JSON-ready arguments), in the spirit of boardgame.io's log.
The step-by-step widgets display exactly this list; :mod:`engine.pdbmv.messages` turns each
event into a sentence in French, English or Chinese.
"""

from __future__ import annotations

from enum import StrEnum

from ..events import Step


class EventKind(StrEnum):
    """Stable event types. Their arguments are listed beside each."""

    BRIBE = "bribe"
    """player, treasure, cards (list), new (bool): cards join the player's bribe of treasure."""
    TOKEN_MOVED = "token_moved"
    """treasure, cause ("bribe" | "curse"), steps (asked), from, to (spaces, 0 = leftmost),
    capped (bool: stopped by the end of the track before ``steps`` spaces)."""
    TOKEN_PUSHED = "token_pushed"
    """treasure, from, to: a token passed by the moving token shifts one space to make room."""
    REFILL_STARTED = "refill_started"
    """treasure: the refill deals until a card of this type or a Wild is placed."""
    CARD_DEALT = "card_dealt"
    """stall, card: the deck's top card goes to that stall."""
    REFILL_STOPPED = "refill_stopped"
    """stall, card, reason ("match" | "wild"): why the refill stopped."""
    PAID = "paid"
    """player, stall, cards: cards discarded to pay for a stall (they leave play)."""
    CARDS_TAKEN = "cards_taken"
    """player, stall, cards: every card of the stall goes to the player's hand."""
    CURSE = "curse"
    """player, treasure, steps: the cursed type; a ``token_moved`` follows."""
    CARD_DRAWN = "card_drawn"
    """player, card."""
    GAME_ENDED = "game_ended"
    """reason ("refill_deck_out" | "draw_deck_empty"), player (whose action ended it)."""
    JOINED_BRIBE = "joined_bribe"
    """player, treasure, count: hand cards of that type join the player's bribe at the end."""
    SCORE_LINE = "score_line"
    """player, source ("bribe" | "hand" | "wild"), treasure (None for Wilds), count, value
    (per card), points (count x value, negative for hand cards)."""
    SCORE_TOTAL = "score_total"
    """player, score."""
    TIEBREAK = "tiebreak"
    """players (tied, seat order), space, treasure, counts ({player: bribe cards})."""
    RANKING = "ranking"
    """ranking (list of lists of players, best first), winners."""


class Event(Step[EventKind]):
    """One step of the rules (:class:`engine.events.Step`), of a kind of :class:`EventKind`."""
    __slots__ = ()
    KINDS = EventKind
