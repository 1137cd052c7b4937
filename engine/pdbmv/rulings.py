"""How this engine reads each rule of the game.

Every ruling has a stable id. The engine cites it in :class:`IllegalAction`, the site writes it
out on its rulings page, and ``tests/pdbmv/engine/test_rulings.py`` holds one test named after each
(``test_<id with dashes as underscores>``); a meta-test keeps the three in step.
"""

from __future__ import annotations

from enum import StrEnum


class Ruling(StrEnum):
    """Stable ruling ids. The text of each lives on the site's rulings page."""

    TURN = "turn"
    """The player to move does exactly one of bribe, buy or draw; then the next seat moves."""
    GAME_OVER = "game-over"
    """No action is taken once the game has ended."""
    CARDS_IN_HAND = "cards-in-hand"
    """A player plays or pays only cards of this game that are in their own hand."""
    BRIBE_ONE_TYPE = "bribe-one-type"
    """A bribe plays one or more cards of a single Treasure type T, plus any Wilds."""
    BRIBE_NEW_NEEDS_TREASURE = "bribe-new-needs-treasure"
    """A new bribe of T needs a T card; Wilds alone may only join an existing bribe of T."""
    BRIBE_JOINS = "bribe-joins"
    """The bribed cards join the player's bribe of T."""
    FAVOR_BRIBE = "favor-bribe"
    """T's token moves right one space per bribed card, Wilds included, capped at the last
    space; each token it passes moves one space left."""
    REFILL_ORDER = "refill-order"
    """After a bribe, cards are dealt to stalls 3, 2, 1, 0, 3, ...; every refill starts at 3."""
    REFILL_STOP = "refill-stop"
    """The refill stops right after a card of type T or a Wild is placed."""
    REFILL_DECK_OUT = "refill-deck-out"
    """If the deck runs out (or is empty) before such a card is placed, the game ends at once."""
    BUY_STALL = "buy-stall"
    """A buy names a non-empty stall."""
    BUY_COST = "buy-cost"
    """A buy discards exactly the stall's cost, never more; at least one paid card is a
    Treasure when the cost is above 0."""
    BUY_TAKE = "buy-take"
    """The buyer takes every card of the stall into hand."""
    BUY_CURSE = "buy-curse"
    """A paid buy curses one Treasure type among the paid cards: its token moves left one space
    per paid card, never past the first space; each token it passes moves one space right."""
    BUY_FREE_STALL = "buy-free-stall"
    """Stall 0 costs nothing and curses nothing."""
    DISCARD_OUT = "discard-out"
    """Paid cards go to a discard pile that never returns to play."""
    DRAW = "draw"
    """Drawing takes the top card of the deck; drawing the last card does not end the game."""
    DRAW_EMPTY_ENDS = "draw-empty-ends"
    """Choosing to draw from an empty deck ends the game at once."""
    END_JOIN_BRIBES = "end-join-bribes"
    """At the end, hand Treasure cards of a type the player has bribed join that bribe; Wilds and
    other Treasures stay in hand."""
    SCORE_BRIBE = "score-bribe"
    """Each bribe card, Wilds included, scores the value of its token's space."""
    SCORE_HAND_TREASURE = "score-hand-treasure"
    """Each Treasure left in hand loses its type's value."""
    SCORE_HAND_WILD = "score-hand-wild"
    """Each Wild left in hand loses 2."""
    RANK_SCORE = "rank-score"
    """A higher score ranks first."""
    RANK_TIEBREAK = "rank-tiebreak"
    """Tied players compare their bribe card counts (Wilds included) of the type on the
    rightmost space, then the next space left, and so on."""
    RANK_SHARED = "rank-shared"
    """Players still equal share the rank; everyone sharing first rank wins."""


READINGS: frozenset[Ruling] = frozenset({
    Ruling.TURN,            # who takes the first turn
    Ruling.BRIBE_JOINS,     # one pile per Treasure type, never two
    Ruling.FAVOR_BRIBE,     # six spaces, one token each; "the 4 space" is the last; refills
    Ruling.REFILL_ORDER,    # every refill starts again at stall 3
    Ruling.REFILL_STOP,     # after a bribe of Wilds only, the bribe's type stops the refill
    Ruling.BUY_STALL,       # an empty stall cannot be bought
    Ruling.BUY_CURSE,       # the first space is a floor
    Ruling.DISCARD_OUT,     # the discard pile is never reshuffled
    Ruling.SCORE_HAND_WILD, # 2 per Wild as both rules summaries say, not the overview's range
    Ruling.RANK_SCORE,      # every player is ranked, not only the winner
    Ruling.RANK_TIEBREAK,   # counted after the end-of-game join, space by space, bribes only
    Ruling.RANK_SHARED,     # players level after every space share the rank
})
"""The rulings that hold a choice of ours, not a rule the sources state (each badged "our
reading" on the pages: :attr:`engine.registry.EntrySpec.readings`)."""
