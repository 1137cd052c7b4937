"""Checking an action against the rules before anything changes.

:func:`check_play` walks a play in the order the turn happens (Piggy's swap before, the card,
its cost, its power, Piggy's swap after) on a trial copy of the table, and either refuses it
with the ruling it breaks or returns a :class:`Plan` that :mod:`engine.pook.state` carries
out without checking again. :mod:`engine.pook.legal` lists the same plays by construction; a
property test keeps the two in step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .actions import AFTER, BEFORE, Flip, Play
from .components import (CARD_IDS, FACTION_OF, KNIGHT, LEVEL_OF, MAGE, ORC, PIGGY_CODE, SIDES,
                         VIKING, WARRIOR, Cell, adjacent, code_of, neighbours)
from .refusals import M_, IllegalAction
from .rulings import Ruling
from .table import Table

if TYPE_CHECKING:
    from .state import State

PLAY, TIEBREAK, OVER = "play", "tiebreak", "over"
PHASES = (PLAY, TIEBREAK, OVER)

GAME_OVER = M_("game-over", "the game is over")
ONLY_FLIPS = M_("only-flips", "every card is on the table: only the tie-break's flips are left")
NO_TIEBREAK = M_("no-tiebreak", "a card is flipped only in a tie-break, once every card is on "
                                "the table")
NOT_A_CARD = M_("not-a-card", "{card!r} is not a card of this game")
PIGGY_NOT_PLAYED = M_("piggy-not-played", "Piggy is never in a hand and cannot be played")
NOT_IN_HAND = M_("not-in-hand", "{player} holds no {card}")
BAD_SIDE = M_("bad-side", "a card goes down 'warrior' or 'coin' side up, not {side!r}")
SWAP_HALF = M_("swap-half", "a Piggy swap needs both 'before' or 'after' and a cell")
SWAP_NOT_NEXT = M_("swap-not-next", "{cell} is not next to Piggy at {piggy}")
SWAP_EMPTY = M_("swap-empty", "there is no card at {cell} to swap with Piggy")
SWAP_LOCKED = M_("swap-locked", "Piggy may not swap again with the {card} at {cell}: the "
                                "previous player swapped with it")
CELL_TAKEN = M_("cell-taken", "{cell} already holds a card")
NOT_ADJACENT = M_("not-adjacent", "{cell} is not next to any card on the table")
OUTSIDE_BOX = M_("outside-box", "a card at {cell} would not fit in a 5 by 5 box with the rest")
OUTSIDE_FIXED = M_("outside-fixed", "{cell} is outside the fixed box of rows and columns -2 "
                                    "to 2")
TOO_FEW_COINS = M_("too-few-coins", "{card} needs coins in its row and column, at least "
                                    "{level}; {cell} has {coins}")
POWER_ON_COIN = M_("power-on-coin", "a card played coin side up has no power to use")
KNIGHT_NOTHING = M_("knight-nothing", "the Knight's power is its shield: there is nothing to "
                                      "target")
CARD_WITHOUT_MAGE = M_("card-without-mage", "only a Mage's power names a card from the hand")
TARGET_NOT_NEXT = M_("target-not-next", "the target {target} is not next to {cell}")
TARGET_EMPTY = M_("target-empty", "there is no card at {target}")
TARGET_PIGGY = M_("target-piggy", "no power can target Piggy")
TARGET_SHIELDED = M_("target-shielded", "the {card} at {target} is shielded by a Knight")
ORC_NEEDS_WARRIOR = M_("orc-needs-warrior", "the Orc turns a warrior-side card; the {card} at "
                                            "{target} shows its coin side")
VIKING_NEEDS_COIN = M_("viking-needs-coin", "the Viking turns a coin-side card; the {card} at "
                                            "{target} shows its warrior side")
MAGE_NEEDS_CARD = M_("mage-needs-card", "the Mage's power needs a card from the hand to put at "
                                        "{target}")
MAGE_NOT_A_CARD = M_("mage-not-a-card", "{card!r} is not a faction card that can be in a hand")
MAGE_NOT_IN_HAND = M_("mage-not-in-hand", "{player} has no {card} left in hand for the Mage")
MAGE_COST = M_("mage-cost", "{card} would go down warrior side up at {target}, which needs "
                            "coins, at least {level}; there are {coins}")
FLIP_EMPTY = M_("flip-empty", "there is no card at {cell} to choose")
FLIP_PIGGY = M_("flip-piggy", "Piggy cannot be chosen in a tie-break")
FLIP_WARRIOR = M_("flip-warrior", "the {card} at {cell} already shows its warrior side")


class Plan(NamedTuple):
    """A checked play: everything the state needs to carry it out."""

    seat: int
    code: int
    warrior: bool
    at: Cell
    coins: int
    before: Cell | None
    after: Cell | None
    target: Cell | None
    new_code: int | None
    """The Mage's replacement card, or None."""


def where(cell: Cell) -> str:
    """A cell as refusals show it: ``[0, 1]``."""
    return f"[{cell[0]}, {cell[1]}]"


def check_phase(state: State, flipping: bool) -> None:
    """Plays only while cards are in hand; flips only in a tie-break; nothing once over."""
    phase = state.phase
    if phase == OVER:
        raise IllegalAction(GAME_OVER, ruling=Ruling.GAME_OVER)
    if phase == TIEBREAK and not flipping:
        raise IllegalAction(ONLY_FLIPS, ruling=Ruling.TIEBREAK_FLIP)
    if phase == PLAY and flipping:
        raise IllegalAction(NO_TIEBREAK, ruling=Ruling.TIEBREAK_FLIP)


def check_swap(table: Table, cell: Cell, lock: Cell | None) -> None:
    """Piggy may swap with ``cell``: a card right next to it, and not the locked one."""
    if not adjacent(cell, table.piggy):
        raise IllegalAction(SWAP_NOT_NEXT, ruling=Ruling.PIGGY_SWAP, cell=where(cell),
                            piggy=where(table.piggy))
    if cell not in table.cards:
        raise IllegalAction(SWAP_EMPTY, ruling=Ruling.PIGGY_SWAP, cell=where(cell))
    if cell == lock:
        raise IllegalAction(SWAP_LOCKED, ruling=Ruling.PIGGY_LOCK, cell=where(cell),
                            card=state_card(table, cell))


def swap_targets(table: Table, lock: Cell | None) -> list[Cell]:
    """The cards Piggy may swap with (:func:`check_swap`): right next to it, not the locked
    one, in reading order."""
    return [n for n in neighbours(table.piggy) if n in table.cards and n != lock]


def state_card(table: Table, cell: Cell) -> str:
    """The id of the card at ``cell``."""
    return CARD_IDS[table.cards[cell]]


def check_cell(table: Table, at: Cell) -> None:
    """A card may go down at ``at``: an empty cell next to a card, inside the 5 by 5 limit.
    Also the widgets' question "may anything be played here?", answered with the same
    refusal and ruling as a play would get."""
    if at in table.cards:
        raise IllegalAction(CELL_TAKEN, ruling=Ruling.PLACE_ADJACENT, cell=where(at))
    if not any(n in table.cards for n in neighbours(at)):
        raise IllegalAction(NOT_ADJACENT, ruling=Ruling.PLACE_ADJACENT, cell=where(at))
    if not table.fits(at):
        raise IllegalAction(OUTSIDE_FIXED if table.fixed else OUTSIDE_BOX,
                            ruling=Ruling.GRID_FIVE_BY_FIVE, cell=where(at))


def check_play(state: State, action: Play) -> Plan:
    """The plan of ``action`` for the player to move, or the refusal naming the ruling."""
    check_phase(state, flipping=False)
    seat = state.seat_to_move()
    player, hand = state.players[seat], state.hands[seat]
    code = code_of(action.card)
    if code is None:
        raise IllegalAction(NOT_A_CARD, ruling=Ruling.PLAY_ONE_CARD, card=action.card)
    if code == PIGGY_CODE:
        raise IllegalAction(PIGGY_NOT_PLAYED, ruling=Ruling.PLAY_ONE_CARD)
    if not hand[code]:
        raise IllegalAction(NOT_IN_HAND, ruling=Ruling.PLAY_ONE_CARD, player=player,
                            card=action.card)
    if action.side not in SIDES:
        raise IllegalAction(BAD_SIDE, ruling=Ruling.PLAY_EITHER_SIDE, side=action.side)
    when, swap = action.piggy_when, action.piggy_with
    if (when is None) != (swap is None) or when not in (None, BEFORE, AFTER):
        raise IllegalAction(SWAP_HALF, ruling=Ruling.PIGGY_SWAP)
    table, lock = state.table, state.lock
    if when == BEFORE:
        assert swap is not None
        check_swap(table, swap, lock)
        table = table.copy()
        table.swap_piggy(swap)
    at = action.at
    check_cell(table, at)
    warrior = action.side == WARRIOR
    coins = table.coins_for(at)
    if warrior and LEVEL_OF[code] > coins:
        raise IllegalAction(TOO_FEW_COINS, ruling=Ruling.WARRIOR_COST, card=action.card,
                            level=LEVEL_OF[code], cell=where(at), coins=coins)
    new_code = None
    if action.target is not None:
        new_code = _check_power(state, table, action, code, warrior, seat)
    elif action.with_card is not None:
        raise IllegalAction(CARD_WITHOUT_MAGE, ruling=Ruling.MAGE_REPLACE)
    if when == AFTER:
        assert swap is not None
        freed = new_code is not None and action.target == lock
        after = table.copy()
        after.place(at, code, warrior)
        check_swap(after, swap, None if freed else lock)
    return Plan(seat, code, warrior, at, coins, swap if when == BEFORE else None,
                swap if when == AFTER else None, action.target, new_code)


def _check_power(state: State, table: Table, action: Play, code: int, warrior: bool,
                 seat: int) -> int | None:
    """Check the power's target (and a Mage's card); the Mage's new card code, else None."""
    target = action.target
    assert target is not None
    if not warrior:
        raise IllegalAction(POWER_ON_COIN, ruling=Ruling.POWERS_WARRIOR_ONLY)
    faction = FACTION_OF[code]
    if faction == KNIGHT:
        raise IllegalAction(KNIGHT_NOTHING, ruling=Ruling.KNIGHT_NO_ACTION)
    if action.with_card is not None and faction != MAGE:
        raise IllegalAction(CARD_WITHOUT_MAGE, ruling=Ruling.MAGE_REPLACE)
    if not adjacent(target, action.at):
        raise IllegalAction(TARGET_NOT_NEXT, ruling=Ruling.POWER_TARGETS, target=where(target),
                            cell=where(action.at))
    old = table.cards.get(target)
    if old is None:
        raise IllegalAction(TARGET_EMPTY, ruling=Ruling.POWER_TARGETS, target=where(target))
    if old == PIGGY_CODE:
        raise IllegalAction(TARGET_PIGGY, ruling=Ruling.POWER_TARGETS)
    card = state_card(table, target)
    if table.shielded(target):
        raise IllegalAction(TARGET_SHIELDED, ruling=Ruling.KNIGHT_SHIELD, card=card,
                            target=where(target))
    target_warrior = target in table.warriors
    if faction == ORC and not target_warrior:
        raise IllegalAction(ORC_NEEDS_WARRIOR, ruling=Ruling.ORC_FLIP, card=card,
                            target=where(target))
    if faction == VIKING and target_warrior:
        raise IllegalAction(VIKING_NEEDS_COIN, ruling=Ruling.VIKING_FLIP, card=card,
                            target=where(target))
    if faction != MAGE:
        return None
    if action.with_card is None:
        raise IllegalAction(MAGE_NEEDS_CARD, ruling=Ruling.MAGE_REPLACE, target=where(target))
    new = code_of(action.with_card)
    if new is None or new == PIGGY_CODE:
        raise IllegalAction(MAGE_NOT_A_CARD, ruling=Ruling.MAGE_REPLACE, card=action.with_card)
    if state.hands[seat][new] - (new == code) < 1:
        raise IllegalAction(MAGE_NOT_IN_HAND, ruling=Ruling.MAGE_REPLACE,
                            player=state.players[seat], card=action.with_card)
    if target_warrior:
        coins = table.coins_for(target)
        if LEVEL_OF[new] > coins:
            raise IllegalAction(MAGE_COST, ruling=Ruling.MAGE_TYPE_FOR_TYPE,
                                card=action.with_card, target=where(target),
                                level=LEVEL_OF[new], coins=coins)
    return new


def check_flip(state: State, action: Flip) -> None:
    """A tie-break choice: a coin-side card other than Piggy."""
    check_phase(state, flipping=True)
    table, cell = state.table, action.at
    code = table.cards.get(cell)
    if code is None:
        raise IllegalAction(FLIP_EMPTY, ruling=Ruling.TIEBREAK_FLIP, cell=where(cell))
    if code == PIGGY_CODE:
        raise IllegalAction(FLIP_PIGGY, ruling=Ruling.TIEBREAK_FLIP)
    if cell in table.warriors:
        raise IllegalAction(FLIP_WARRIOR, ruling=Ruling.TIEBREAK_FLIP,
                            card=state_card(table, cell), cell=where(cell))
