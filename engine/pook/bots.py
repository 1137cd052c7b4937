"""Two bots: a random one (fast, for simulations) and a one-ply greedy one.

Each bot owns a seeded ``random.Random``, never the global one, so bot games replay exactly
from their seeds. Neither looks at hidden information it should not have: the random bot
looks at nothing, and the greedy bot judges a position by its own banner only (other banners
are secret until the end).
"""

from __future__ import annotations

import random
from typing import Protocol, Sequence, TypeVar

from . import scoring
from .actions import AFTER, BEFORE, Action, Flip, Play
from .components import (BANNER_PAIRS, CARD_IDS, COIN, FACTION_OF, KINDS, LEVEL_OF, MAGE, ORC,
                         VIKING, WARRIOR, Cell, neighbours)
from .refusals import M_, ScenarioError
from .rules import TIEBREAK
from .state import State
from .table import Table

T = TypeVar("T")

BOTS = ("random", "greedy")


class Bot(Protocol):
    name: str

    def choose(self, state: State) -> Action: ...


class RandomBot:
    """Builds one legal play at random, step by step, instead of listing them all: a swap
    before (one time in three, when possible), a card kind, warrior side one time in two when
    some cell affords it, a cell, a power two times in three, a swap after one time in three.
    Every choice is legal by construction (the state checks it again anyway)."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def _pick(self, items: Sequence[T]) -> T:
        return items[int(self.rng.random() * len(items))]

    def _chance(self, one_in: int) -> bool:
        return int(self.rng.random() * one_in) == 0

    def choose(self, state: State) -> Action:
        if state.phase == TIEBREAK:
            return Flip(self._pick(state.table.coin_cells()))
        seat = state.seat_to_move()
        hand, lock, table = state.hands[seat], state.lock, state.table
        code = self._pick([c for c in range(KINDS) if hand[c]])
        swaps = [n for n in neighbours(table.piggy) if n in table.cards and n != lock]
        before = self._pick(swaps) if swaps and self._chance(3) else None
        if before is not None:
            table = table.copy()
            table.swap_piggy(before)
        cells = table.open_cells()
        side, at = COIN, self._pick(cells)
        if self._chance(2):
            rows, cols = table.coin_lines()
            level = LEVEL_OF[code]
            affordable = [c for c in cells if rows.get(c[0], 0) + cols.get(c[1], 0) >= level]
            if affordable:
                side, at = WARRIOR, self._pick(affordable)
        target, with_card = None, None
        if side == WARRIOR and not self._chance(3):
            target, with_card = self._power(state, table, seat, code, at)
        if before is not None:
            return Play(CARD_IDS[code], side, at, target, with_card, BEFORE, before)
        freed = with_card is not None and target == lock
        afters = [n for n in neighbours(table.piggy)
                  if (n in table.cards or n == at) and (n != lock or freed)]
        if afters and self._chance(3):
            return Play(CARD_IDS[code], side, at, target, with_card, AFTER, self._pick(afters))
        return Play(CARD_IDS[code], side, at, target, with_card)

    def _power(self, state: State, table: Table, seat: int, code: int,
               at: Cell) -> tuple[Cell | None, str | None]:
        """A random target for the card's power (and a Mage's card), or no power."""
        faction = FACTION_OF[code]
        near = [n for n in neighbours(at)
                if n in table.cards and n != table.piggy and not table.shielded(n)]
        if faction == ORC:
            near = [n for n in near if n in table.warriors]
        elif faction == VIKING:
            near = [n for n in near if n not in table.warriors]
        elif faction != MAGE:
            return None, None
        if not near:
            return None, None
        target = self._pick(near)
        if faction != MAGE:
            return target, None
        hand = state.hands[seat]
        coins = table.coins_for(target)
        warrior = target in table.warriors
        new = [c for c in range(KINDS) if hand[c] - (c == code) >= 1
               and not (warrior and LEVEL_OF[c] > coins)]
        return (target, CARD_IDS[self._pick(new)]) if new else (None, None)


class GreedyBot:
    """One-ply search: plays every legal action on a copy and keeps the best position.

    A position is worth, to the bot's seat, its own banner's points minus the mean points of
    the five other possible banners (its opponents' banners are among those, unseen). In a
    tie-break the banners are public: it chooses the card that gains its banner the most over
    the best of the other tied players. Equal values are broken by the seeded generator.
    """

    name = "greedy"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    @staticmethod
    def evaluate(state: State, seat: int) -> float:
        points = scoring.faction_points(state.table)
        mine = state.banners[seat]
        others = [scoring.banner_points(points, pair) for pair in BANNER_PAIRS if pair != mine]
        return scoring.banner_points(points, mine) - sum(others) / len(others)

    def choose(self, state: State) -> Action:
        if state.phase == TIEBREAK:
            return self._flip(state)
        seat = state.seat_to_move()
        best: list[Action] = []
        best_value = float("-inf")
        for action in state.legal_actions():
            after = state.copy()
            after.apply(action)
            value = self.evaluate(after, seat)
            if value > best_value:
                best, best_value = [action], value
            elif value == best_value:
                best.append(action)
        return best[int(self.rng.random() * len(best))]

    def _flip(self, state: State) -> Action:
        seat = state.seat_to_move()
        tied = state.record()[0]
        table = state.table
        best: list[Action] = []
        best_value = float("-inf")
        for cell in table.coin_cells():
            code = table.cards[cell]
            gain = [LEVEL_OF[code] if FACTION_OF[code] in state.banners[s] else 0 for s in tied]
            mine = gain[tied.index(seat)]
            value = mine - max([g for s, g in zip(tied, gain) if s != seat], default=0)
            if value > best_value:
                best, best_value = [Flip(cell)], value
            elif value == best_value:
                best.append(Flip(cell))
        return best[int(self.rng.random() * len(best))]


def make_bot(name: str, seed: int | None = None) -> Bot:
    """A bot by name (one of :data:`BOTS`)."""
    if name == "random":
        return RandomBot(seed)
    if name == "greedy":
        return GreedyBot(seed)
    raise ScenarioError(M_("unknown-bot"), where="bot", name=name, known=", ".join(BOTS))
