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

GAME_OVER = M_("game-over")
NOT_IN_HAND = M_("not-in-hand")
BAD_SIDE = M_("bad-side")
CARD_WITHOUT_MAGE = M_("card-without-mage")


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
        raise IllegalAction(M_("only-flips"), ruling=Ruling.TIEBREAK_FLIP)
    if phase == PLAY and flipping:
        raise IllegalAction(M_("no-tiebreak"), ruling=Ruling.TIEBREAK_FLIP)


def check_swap(table: Table, cell: Cell, lock: Cell | None) -> None:
    """Piggy may swap with ``cell``: a card right next to it, and not the locked one."""
    if not adjacent(cell, table.piggy):
        raise IllegalAction(M_("swap-not-next"), ruling=Ruling.PIGGY_SWAP, cell=where(cell),
                            piggy=where(table.piggy))
    if cell not in table.cards:
        raise IllegalAction(M_("swap-empty"), ruling=Ruling.PIGGY_SWAP, cell=where(cell))
    if cell == lock:
        raise IllegalAction(M_("swap-locked"), ruling=Ruling.PIGGY_LOCK, cell=where(cell),
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
        raise IllegalAction(M_("cell-taken"), ruling=Ruling.PLACE_ADJACENT, cell=where(at))
    if not any(n in table.cards for n in neighbours(at)):
        raise IllegalAction(M_("not-adjacent"), ruling=Ruling.PLACE_ADJACENT, cell=where(at))
    if not table.fits(at):
        raise IllegalAction(M_("outside-fixed") if table.fixed else M_("outside-box"),
                            ruling=Ruling.GRID_FIVE_BY_FIVE, cell=where(at))


def check_play(state: State, action: Play) -> Plan:
    """The plan of ``action`` for the player to move, or the refusal naming the ruling."""
    check_phase(state, flipping=False)
    seat = state.seat_to_move()
    player, hand = state.players[seat], state.hands[seat]
    code = code_of(action.card)
    if code is None:
        raise IllegalAction(M_("not-a-card"), ruling=Ruling.PLAY_ONE_CARD, card=action.card)
    if code == PIGGY_CODE:
        raise IllegalAction(M_("piggy-not-played"), ruling=Ruling.PLAY_ONE_CARD)
    if not hand[code]:
        raise IllegalAction(NOT_IN_HAND, ruling=Ruling.PLAY_ONE_CARD, player=player,
                            card=action.card)
    if action.side not in SIDES:
        raise IllegalAction(BAD_SIDE, ruling=Ruling.PLAY_EITHER_SIDE, side=action.side)
    when, swap = action.piggy_when, action.piggy_with
    if (when is None) != (swap is None) or when not in (None, BEFORE, AFTER):
        raise IllegalAction(M_("swap-half"), ruling=Ruling.PIGGY_SWAP)
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
        raise IllegalAction(M_("too-few-coins"), ruling=Ruling.WARRIOR_COST, card=action.card,
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
        raise IllegalAction(M_("power-on-coin"), ruling=Ruling.POWERS_WARRIOR_ONLY)
    faction = FACTION_OF[code]
    if faction == KNIGHT:
        raise IllegalAction(M_("knight-nothing"), ruling=Ruling.KNIGHT_NO_ACTION)
    if action.with_card is not None and faction != MAGE:
        raise IllegalAction(CARD_WITHOUT_MAGE, ruling=Ruling.MAGE_REPLACE)
    if not adjacent(target, action.at):
        raise IllegalAction(M_("target-not-next"), ruling=Ruling.POWER_TARGETS,
                            target=where(target),
                            cell=where(action.at))
    old = table.cards.get(target)
    if old is None:
        raise IllegalAction(M_("target-empty"), ruling=Ruling.POWER_TARGETS, target=where(target))
    if old == PIGGY_CODE:
        raise IllegalAction(M_("target-piggy"), ruling=Ruling.POWER_TARGETS)
    card = state_card(table, target)
    if table.shielded(target):
        raise IllegalAction(M_("target-shielded"), ruling=Ruling.KNIGHT_SHIELD, card=card,
                            target=where(target))
    target_warrior = target in table.warriors
    if faction == ORC and not target_warrior:
        raise IllegalAction(M_("orc-needs-warrior"), ruling=Ruling.ORC_FLIP, card=card,
                            target=where(target))
    if faction == VIKING and target_warrior:
        raise IllegalAction(M_("viking-needs-coin"), ruling=Ruling.VIKING_FLIP, card=card,
                            target=where(target))
    if faction != MAGE:
        return None
    if action.with_card is None:
        raise IllegalAction(M_("mage-needs-card"), ruling=Ruling.MAGE_REPLACE, target=where(target))
    new = code_of(action.with_card)
    if new is None or new == PIGGY_CODE:
        raise IllegalAction(M_("mage-not-a-card"), ruling=Ruling.MAGE_REPLACE,
                            card=action.with_card)
    if state.hands[seat][new] - (new == code) < 1:
        raise IllegalAction(M_("mage-not-in-hand"), ruling=Ruling.MAGE_REPLACE,
                            player=state.players[seat], card=action.with_card)
    if target_warrior:
        coins = table.coins_for(target)
        if LEVEL_OF[new] > coins:
            raise IllegalAction(M_("mage-cost"), ruling=Ruling.MAGE_TYPE_FOR_TYPE,
                                card=action.with_card, target=where(target),
                                level=LEVEL_OF[new], coins=coins)
    return new


def check_flip(state: State, action: Flip) -> None:
    """A tie-break choice: a coin-side card other than Piggy."""
    check_phase(state, flipping=True)
    table, cell = state.table, action.at
    code = table.cards.get(cell)
    if code is None:
        raise IllegalAction(M_("flip-empty"), ruling=Ruling.TIEBREAK_FLIP, cell=where(cell))
    if code == PIGGY_CODE:
        raise IllegalAction(M_("flip-piggy"), ruling=Ruling.TIEBREAK_FLIP)
    if cell in table.warriors:
        raise IllegalAction(M_("flip-warrior"), ruling=Ruling.TIEBREAK_FLIP,
                            card=state_card(table, cell), cell=where(cell))
