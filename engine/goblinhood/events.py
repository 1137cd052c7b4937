"""Events: each step of the rules, in the order it happens, as plain data.

An event is a kind and JSON-ready arguments holding everything a sentence or a drawing needs
(who, which card, which colours, how much gold), so that :mod:`engine.goblinhood.messages`
tells it without the state, and the step-by-step widgets draw it from the board that
:meth:`~engine.goblinhood.state.State.apply_steps` gives after it. Some arguments are secret
to some players (a drawn card, the dealt hands): :mod:`engine.goblinhood.observer` hides them.
"""

from __future__ import annotations

from enum import StrEnum

from ..events import Step


class EventKind(StrEnum):
    """Stable event types; their arguments are listed beside each."""

    PLAYED = "played"
    """player, card, end ("left" | "right"), cover (0 | 1: the card's square laid over the
    end), square (its colour), covered (colour of the covered end), covered_card, new_end
    (colour of the card's other square, now the end), match ("same" | "multi")."""
    BURIED = "buried"
    """card: a trail card with no square left in sight."""
    EFFECT = "effect"
    """player, card, cover, effect: the covering square carries an effect label."""
    DREW = "drew"
    """player, card, left (cards left in the deck after the draw)."""
    CYCLE = "cycle"
    """number (1 or 2 in this round), counter ("set-out" | "turned-over"), gathered (card
    ids, in trail order, then the buried ones), deck (its size), card (the card left as the
    trail), squares (its two colours, left to right), source ("given" | "shuffled")."""
    AMBUSHED = "ambushed"
    """player, hand (card ids), ends ([left colour, right colour]), left (players still in)."""
    ROUND_ENDED = "round_ended"
    """reason ("deck-out" | "last-standing"), player (who drew the last card, or who is left)."""
    SCORED = "scored"
    """player, treasure (card ids), hand (card ids), gold, cards: one player's count."""
    ROUND_RESULT = "round_result"
    """winner (a player, or None for a tie), by ("gold" | "cards" | "tie"), gold (the best
    total), tied (players with that total), cards ({player: cards} of the tied players)."""
    ROUND_WON = "round_won"
    """player, wins, target."""
    TREASURE_TURNED = "treasure_turned"
    """player, treasure (card ids): a second round win; its winner turns their treasure face
    up before taking the match (seed 003). Only in a 2-win match."""
    MATCH_WON = "match_won"
    """player."""
    MARKER_DUE = "marker_due"
    """player (who gives), winner."""
    MARKER_GIVEN = "marker_given"
    """player, winner, card: the marker, face down beside the winner, out of play."""
    CARD_RETURNED = "card_returned"
    """card (None when none is left, or hidden), returned (bool): a removed card goes back
    into play."""
    NEW_ROUND = "new_round"
    """round (its number), reason ("next" | "replay"), cards (how many are shuffled)."""
    DEALT = "dealt"
    """hands ({player: card ids}), treasures ({player: card ids}), deck (cards left)."""
    TRAIL_STARTED = "trail_started"
    """card, squares ([left colour, right colour])."""
    FIRST_PLAYER = "first_player"
    """player, gold ({player: gold in hand}), tied (players with the most, seat order)."""


class Event(Step[EventKind]):
    """One step of the rules (:class:`engine.events.Step`), of a kind of :class:`EventKind`."""
    __slots__ = ()
    KINDS = EventKind
