"""Events: every step the rules describe, in the order it happens.

An event is plain data (a kind and JSON-ready arguments), in the spirit of boardgame.io's log.
The step-by-step widgets display exactly this list; :mod:`engine.pdbmv.messages` turns each
event into a sentence in French, English or Chinese.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Mapping, NamedTuple, Union

JsonValue = Union[None, bool, int, float, str, list["JsonValue"], dict[str, "JsonValue"]]


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


class Event(NamedTuple):
    """One step of the rules, with the values needed to tell it.

    A named tuple rather than a dataclass: games create millions of events in simulations,
    and a tuple is the cheapest immutable record Python has.
    """

    kind: EventKind
    args: Mapping[str, Any]

    def to_json(self) -> dict[str, JsonValue]:
        """``{"type": kind, **args}``: the form the CLI prints and the widgets read."""
        out: dict[str, JsonValue] = {"type": self.kind.value}
        out.update(self.args)
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Event:
        """Inverse of :meth:`to_json`."""
        args = dict(data)
        kind = EventKind(args.pop("type"))
        return cls(kind, args)
