"""Events: each step the rules take, in order, with every value a sentence about it needs.

An event is plain data: a kind and JSON-ready arguments (cells as ``[row, col]`` lists, cards
as ids). The command line prints them, the step-by-step widgets draw them, and
:mod:`engine.pook.messages` tells each as one sentence in every language of the site.
"""

from __future__ import annotations

from enum import StrEnum

from ..events import Step


class EventKind(StrEnum):
    """Stable event types; their arguments are listed beside each."""

    PIGGY_SWAPPED = "piggy_swapped"
    """player, when ("before" | "after"), from (Piggy's cell before), to (the other card's
    cell before, Piggy's after), card, side (of the other card, which moves to ``from``)."""
    CARD_PLAYED = "card_played"
    """player, card, side, at, coins (coin-side cards in the row and column of ``at`` before
    the card lands: what a warrior's level is checked against)."""
    POWER = "power"
    """player, faction ("mage" | "orc" | "viking"), at (the card just played), target,
    target_card, target_side: a power is used on a card no Knight shields."""
    CARD_REPLACED = "card_replaced"
    """player, at, old, new, side: the Mage's new card takes ``at`` with the old card's side;
    the old card goes to the player's hand."""
    PIGGY_UNLOCKED = "piggy_unlocked"
    """at, card: the card Piggy could not swap with has left the table (a Mage took it)."""
    CARD_FLIPPED = "card_flipped"
    """at, card, side (the side now up), cause ("orc" | "viking" | "tiebreak")."""
    PIGGY_LOCKED = "piggy_locked"
    """at, card (both None when nothing is locked): the lock for the next turn, told when it
    changes."""
    CARD_DRAWN = "card_drawn"
    """player, card (None in a view that hides it)."""
    TURN_SKIPPED = "turn_skipped"
    """player: no card in hand while others still hold some."""
    GAME_ENDED = "game_ended"
    """(no argument) every card is on the table."""
    FACTION_SCORED = "faction_scored"
    """faction, levels (of its warrior-side cards, highest first), points."""
    PLAYER_SCORED = "player_scored"
    """player, banner ([faction, faction]), points."""
    TIE = "tie"
    """players (seat order), points, round (1 for the first tie-break round)."""
    TIEBREAK_PICK = "tiebreak_pick"
    """player, at, card: a tied player's choice of a coin-side card."""
    WON = "won"
    """winners, points, how ("score" | "tiebreak" | "shared")."""


class Event(Step[EventKind]):
    """One step of the rules (:class:`engine.events.Step`), of a kind of :class:`EventKind`."""
    __slots__ = ()
    KINDS = EventKind
