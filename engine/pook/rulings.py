"""How this engine reads each rule of Pook, one stable id per rule and per open question.

The engine cites an id in every refusal, the rulings page of each language has a section with
the id as its anchor, and ``tests/pook/test_rulings.py`` holds one test named after each
(``test_<id with dashes as underscores>``); the conformance suite keeps the three in step.
The docstrings are short English reminders; the pages carry the full wording.
"""

from __future__ import annotations

from enum import StrEnum


class Ruling(StrEnum):
    """Stable ruling ids (also anchors of ``docs/<lang>/pook/rulings.md``)."""

    SETUP = "setup"
    """Piggy lies coin side up at [0, 0]; each player gets six cards; with fewer than four
    players the cards left over form a face-down deck."""
    BANNERS_UNIQUE = "banners-unique"
    """Each player holds one secret banner of two factions; no two players hold the same pair,
    but two banners may share one faction."""
    FIRST_SEAT_STARTS = "first-seat-starts"
    """The sources do not say who starts: the first seat of the player list does."""
    TURN_ORDER = "turn-order"
    """Turns pass in seat order; only the player to move may act."""
    PLAY_ONE_CARD = "play-one-card"
    """A turn plays exactly one card from the mover's own hand; Piggy is never in a hand."""
    PLAY_EITHER_SIDE = "play-either-side"
    """The card goes down warrior side up or coin side up, as the player chooses."""
    PLACE_ADJACENT = "place-adjacent"
    """The card goes on an empty cell orthogonally next to a card already on the table."""
    GRID_FIVE_BY_FIVE = "grid-five-by-five"
    """All cards must fit in one 5 by 5 box that may sit anywhere (there is no board); with the
    ``fixed_grid`` option the box is rows and columns -2 to 2."""
    WARRIOR_COST = "warrior-cost"
    """A warrior's level is at most the number of coin-side cards in the row and the column of
    its cell."""
    COIN_FREE = "coin-free"
    """A card played coin side up costs nothing."""
    PIGGY_IS_A_COIN = "piggy-is-a-coin"
    """Piggy counts as a coin card (the sources); read as a card with only a coin side: it is
    never turned over and never a tie-break choice."""
    PIGGY_SWAP = "piggy-swap"
    """Once per turn at most, before or after the play, Piggy may trade places with an
    orthogonally adjacent card; both keep their sides."""
    PIGGY_LOCK = "piggy-lock"
    """Piggy may not trade places with the card the previous player traded it with."""
    LOCK_NAMES_CARD = "lock-names-card"
    """The lock follows that card, not its cell: a card a Mage puts in its place is free."""
    PIGGY_IGNORES_SHIELD = "piggy-ignores-shield"
    """Piggy is immune to the Knight, the Mage and the cards they affect, read as: their
    powers never reach Piggy, and what they did to a card never stops Piggy's swap (a
    shielded card, a card a Mage has just put down)."""
    DRAW_AFTER_TURN = "draw-after-turn"
    """After the turn, if the deck is not empty, the player draws its top card."""
    EMPTY_HAND_SKIPS = "empty-hand-skips"
    """A player whose hand is empty while others still hold cards is passed over (hands stay
    even in a dealt game; only a position set up by hand can need it)."""
    POWERS_WARRIOR_ONLY = "powers-warrior-only"
    """A power fires only for a card played warrior side up, and only if the player wants."""
    POWER_TARGETS = "power-targets"
    """A power targets a card orthogonally next to the card just played, never Piggy."""
    KNIGHT_SHIELD = "knight-shield"
    """A warrior-side Knight shields every card orthogonally next to it (coin side too), not
    itself: no power may target a shielded card."""
    KNIGHT_NO_ACTION = "knight-no-action"
    """The Knight's power does not apply when it is laid, read as: nothing to resolve then
    (the shield is a lasting state). Read as "the shield starts after that turn", games are
    the same: nothing a shield stops can happen before the turn ends."""
    MAGE_REPLACE = "mage-replace"
    """The Mage replaces an adjacent card with a card from the player's hand."""
    MAGE_TYPE_FOR_TYPE = "mage-type-for-type"
    """Warrior for warrior (the new warrior pays the cost at that cell), coin for coin; not the
    English help's level for level."""
    MAGE_REPLACED_TO_HAND = "mage-replaced-to-hand"
    """The Mage exchanges the card with one from the hand: the removed card goes to the
    player's hand."""
    MAGE_NO_CHAIN = "mage-no-chain"
    """The card the Mage puts down does not use its power."""
    ORC_FLIP = "orc-flip"
    """The Orc turns an adjacent warrior-side card to its coin side."""
    VIKING_FLIP = "viking-flip"
    """The Viking turns an adjacent coin-side card to its warrior side, with no cost and no
    power."""
    GAME_END = "game-end"
    """The game ends when every card is on the table: hands and deck empty; the turn that
    lays the last card still ends with Piggy's swap if its player wants one."""
    FACTION_SCORE = "faction-score"
    """A faction scores the sum of the levels of its warrior-side cards."""
    PLAYER_SCORE = "player-score"
    """A player scores the sum of the two factions on their banner."""
    TIEBREAK_FLIP = "tiebreak-flip"
    """Tied leaders each choose a coin-side card other than Piggy (the same one is allowed);
    the chosen cards turn warrior side up and the scores are counted again, as often as
    needed."""
    TIEBREAK_ORDER = "tiebreak-order"
    """Tied players choose in seat order, from the first seat (the sources do not say)."""
    TIEBREAK_SHARED = "tiebreak-shared"
    """Players still tied when no coin card other than Piggy is left share the win."""
    TIEBREAK_AMONG_TIED = "tiebreak-among-tied"
    """The tie-break only orders the tied players: the others cannot win through it."""
    GAME_OVER = "game-over"
    """Nothing can be played once the game is over."""


READINGS: frozenset[Ruling] = frozenset({
    Ruling.FIRST_SEAT_STARTS,
    Ruling.GRID_FIVE_BY_FIVE,
    Ruling.PIGGY_IS_A_COIN,
    Ruling.PIGGY_SWAP,
    Ruling.LOCK_NAMES_CARD,
    Ruling.PIGGY_IGNORES_SHIELD,
    Ruling.DRAW_AFTER_TURN,
    Ruling.EMPTY_HAND_SKIPS,
    Ruling.KNIGHT_SHIELD,
    Ruling.KNIGHT_NO_ACTION,
    Ruling.MAGE_TYPE_FOR_TYPE,
    Ruling.MAGE_NO_CHAIN,
    Ruling.VIKING_FLIP,
    Ruling.GAME_END,
    Ruling.TIEBREAK_FLIP,
    Ruling.TIEBREAK_ORDER,
    Ruling.TIEBREAK_SHARED,
    Ruling.TIEBREAK_AMONG_TIED,
})
"""The rulings that hold a choice of ours, not a rule the sources state (each badged "our
reading" on the pages: :attr:`engine.registry.EntrySpec.readings`)."""
