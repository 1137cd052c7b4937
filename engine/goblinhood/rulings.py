"""How this engine reads each rule of Goblin Hood, and each point the sources leave open.

Every ruling has a stable id. The engine cites it when it refuses an action or a scenario, the
site gives it a section of ``docs/<lang>/goblinhood/rulings.md`` (the id is the anchor), and
``tests/goblinhood/test_rulings.py`` holds one test named ``test_<id with underscores>`` whose
docstring quotes the text below; a meta-test keeps the three in step.
"""

from __future__ import annotations

from enum import StrEnum


class Ruling(StrEnum):
    """Stable ruling ids; the one-line text of each is the docstring under it."""

    TURN_ORDER = "turn-order"
    """Turns pass clockwise, in the seat order of players, skipping players who are out."""
    FIRST_PLAYER = "first-player"
    """The player with the most gold in their two hand cards takes the first turn of a round."""
    FIRST_PLAYER_TIE = "first-player-tie"
    """Among players tied for the most gold in hand, the first in a seeded shuffle of the seats
    starts."""
    SETUP_REMOVED = "setup-removed"
    """At setup, 4 cards (an option) are taken off the shuffled deck unseen and sit out."""
    SETUP_DEAL = "setup-deal"
    """Each player gets 2 hand cards then 1 face-down treasure, seat by seat; the next card
    starts the trail, its first square on the left."""
    TREASURE_UNSEEN = "treasure-unseen"
    """Treasure cards stay face down, unseen even by their owner, until the round is scored."""
    OWN_HAND = "own-hand"
    """A player lays one card from their own hand, on their own turn."""
    COVER_AN_END = "cover-an-end"
    """A play covers one of the two open ends with one square of the card; its other square
    becomes the new end."""
    TURN_CARD = "turn-card"
    """Either square of a card may be the covering one: a card may be turned round."""
    COLOURS_MATCH = "colours-match"
    """The covering square must have the colour of the end it covers."""
    MULTI_EITHER_SIDE = "multi-either-side"
    """A multicolour square matches every colour, whether it is on the hand card or is the
    trail's end."""
    COVERING_EFFECT = "covering-effect"
    """Only the covering square's effect would apply; printed effects are unknown, so the
    engine applies none."""
    DRAW_BACK = "draw-back"
    """After laying a card, the player draws the top card of the deck, back to 2 in hand."""
    AMBUSH = "ambush"
    """A player whose turn starts with no hand card that fits either end, either way round, is
    ambushed: out of the round, their cards out of play."""
    LAST_STANDING = "last-standing"
    """When an ambush leaves one player in, that player wins the round at once, unscored."""
    CYCLES_BY_SEATS = "cycles-by-seats"
    """A round owes 0, 1 or 2 deck cycles for 2, 3 or 4 players who started it, ambushes
    or not."""
    DECK_CYCLE = "deck-cycle"
    """When a draw empties the deck and a cycle is owed, every trail card but the one just
    played, covered ones included, becomes the new deck; that card alone is the trail."""
    CYCLE_KEEPS_OUT = "cycle-keeps-out"
    """A deck cycle leaves out the cards of ambushed players and the cards removed at setup."""
    ROUND_END_LAST_CARD = "round-end-last-card"
    """When a draw empties the deck and no cycle is owed, the round ends at once."""
    ROUND_SCORE = "round-score"
    """At the end, each player still in counts the gold of their treasure and hand cards; the
    most gold wins the round."""
    ROUND_TIE_CARDS = "round-tie-cards"
    """Players tied for the most gold are separated by who holds the most cards."""
    ROUND_TIE_REPLAY = "round-tie-replay"
    """A tie on gold and cards wins nothing: the round is dealt again, as after a round win."""
    MATCH_LENGTH = "match-length"
    """A match is won by the first player to win 2 rounds, or 1 round when the players choose
    so before they start."""
    MARKER_ONE_CARD = "marker-one-card"
    """A round win that does not end the match earns its winner one marker card, not one per
    loser."""
    MARKER_CHOOSER = "marker-chooser"
    """The marker is one of the cards played on the trail this round, covered ones included;
    the player next clockwise after the winner picks it for the losers."""
    MARKER_RETURN = "marker-return"
    """For each marker, one card removed at setup returns at random; none when none is left."""
    NEW_ROUND_DEAL = "new-round-deal"
    """A new round shuffles every card but the markers and those still removed, and deals
    again without removing more."""
    ROUND_OVER = "round-over"
    """Once a round is over, nobody lays a card; once the match is won, nothing is played."""


READINGS: frozenset[Ruling] = frozenset({
    Ruling.SETUP_REMOVED,
    Ruling.SETUP_DEAL,
    Ruling.MULTI_EITHER_SIDE,
    Ruling.CYCLES_BY_SEATS,
    Ruling.DECK_CYCLE,
    Ruling.CYCLE_KEEPS_OUT,
    Ruling.ROUND_TIE_CARDS,
    Ruling.ROUND_TIE_REPLAY,
    Ruling.MARKER_ONE_CARD,
    Ruling.MARKER_CHOOSER,
    Ruling.MARKER_RETURN,
    Ruling.NEW_ROUND_DEAL,
})
"""The rulings that hold a choice of ours, not a rule the sources state (each badged "our
reading" on the pages: :attr:`engine.registry.EntrySpec.readings`)."""
