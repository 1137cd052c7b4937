"""The state of a game of Pook and the rules that change it.

A position is the table, each player's banner and hand (counts per card code), the deck (top
card last, so a draw is a cheap ``pop``), the seat whose turn it is, Piggy's lock and, once a
tie-break has begun, its record (who is still tied, the cards chosen so far this round).

The phase is not stored: it follows from the position. While a hand or the deck holds a
card, the game is in its ``play`` phase; then, if players are tied for first and a coin card
other than Piggy is left, in its ``tiebreak`` phase; otherwise it is ``over``. So a board in
the middle of an action is always a readable position, and the JSON form round-trips.

:meth:`State.apply` checks the whole action first (:mod:`engine.pook.rules`), then changes the
state and returns the events. :meth:`State.apply_steps` plays the same way and also gives the
board right after each event: every event is emitted through :meth:`State._emit` just after
the change it tells, and during ``apply_steps`` that takes a snapshot (:mod:`engine.steps`).
"""

from __future__ import annotations

from typing import Any, Sequence

from ..protocol import Step
from ..steps import Watch, record_steps
from . import legal, rules, scoring
from .actions import BEFORE, Action, Flip, Play
from .board import to_json
from .components import CARD_IDS, COIN, DEFAULT_LEVELS, FACTIONS, KINDS, WARRIOR, Cell
from .events import Event, EventKind
from .rules import OVER, PLAY, TIEBREAK, Plan
from .table import Table

SIDE = {True: WARRIOR, False: COIN}


class State:
    """A position of Pook (see the module docstring for what is stored and what derived)."""

    __slots__ = ("players", "banners", "hands", "deck", "table", "turn", "lock", "levels",
                 "tied", "chosen", "watch")

    def __init__(self, players: Sequence[str], banners: Sequence[tuple[int, int]],
                 fixed_grid: bool = False, levels: Sequence[int] = DEFAULT_LEVELS) -> None:
        self.players: tuple[str, ...] = tuple(players)
        self.banners: list[tuple[int, int]] = list(banners)
        """Each seat's two factions (indexes into FACTIONS, in order)."""
        self.hands: list[list[int]] = [[0] * KINDS for _ in self.players]
        self.deck: list[int] = []
        """Card codes, top of the deck LAST."""
        self.table = Table(fixed_grid)
        self.turn = 0
        """The seat to move (a seat with an empty hand is passed over: see seat_to_move)."""
        self.lock: Cell | None = None
        """Cell of the card Piggy may not swap with this turn."""
        self.levels: tuple[int, ...] = tuple(levels)
        self.tied: list[int] | None = None
        """Seats still tied in a tie-break that has begun (None: not begun)."""
        self.chosen: list[Cell] = []
        """Cells chosen so far in this tie-break round, in seat order of the choosers."""
        self.watch: Watch | None = None

    def copy(self) -> State:
        """An independent state (the bots' look-ahead, simulations)."""
        other = State.__new__(State)
        other.players, other.banners = self.players, list(self.banners)
        other.hands = [list(h) for h in self.hands]
        other.deck, other.table = list(self.deck), self.table.copy()
        other.turn, other.lock, other.levels = self.turn, self.lock, self.levels
        other.tied = None if self.tied is None else list(self.tied)
        other.chosen, other.watch = list(self.chosen), None
        return other

    # -- what the position says ----------------------------------------------------------

    def cards_left(self) -> bool:
        """True while a card is in a hand or in the deck."""
        return bool(self.deck) or any(map(any, self.hands))

    def record(self) -> tuple[list[int], list[Cell]]:
        """The tie-break's (seats still tied, cells chosen this round): the stored record, or
        the leaders of the table as it stands when none has begun."""
        if self.tied is not None:
            return self.tied, self.chosen
        totals = self.totals()
        return scoring.leaders(range(len(self.players)), totals), []

    @property
    def phase(self) -> str:
        """``play``, ``tiebreak`` or ``over`` (derived: see the module docstring)."""
        if self.cards_left():
            return PLAY
        tied, chosen = self.record()
        if len(tied) >= 2 and (chosen or self.table.coin_cells()):
            return TIEBREAK
        return OVER

    def seat_to_move(self) -> int:
        """In play: the stored seat, or the next one holding a card. In a tie-break: the
        tied player whose choice is next."""
        if any(self.hands[self.turn]):
            return self.turn
        if not self.cards_left():
            tied, chosen = self.record()
            return tied[len(chosen)] if len(chosen) < len(tied) else self.turn
        n = len(self.players)
        for step in range(n):
            seat = (self.turn + step) % n
            if any(self.hands[seat]):
                return seat
        return self.turn

    @property
    def current_player(self) -> str | None:
        """The player to move; None once the game is over."""
        return None if self.phase == OVER else self.players[self.seat_to_move()]

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def faction_points(self) -> list[int]:
        return scoring.faction_points(self.table)

    def totals(self) -> list[int]:
        """Each seat's points, by its banner, on the table as it stands."""
        points = scoring.faction_points(self.table)
        return [scoring.banner_points(points, banner) for banner in self.banners]

    def scores(self) -> dict[str, int]:
        """Each player's points on the table as it stands (final once the game is over)."""
        return dict(zip(self.players, self.totals()))

    def winners(self) -> list[str]:
        """The winners once the game is over (several when they share the win), else []."""
        if self.phase != OVER:
            return []
        return [self.players[seat] for seat in self.record()[0]]

    def legal_actions(self) -> list[Action]:
        """Every legal action of the player to move, in a canonical order; [] when over."""
        phase = self.phase
        if phase == PLAY:
            return list(legal.legal_plays(self))
        if phase == TIEBREAK:
            return list(legal.legal_flips(self))
        return []

    # -- playing -------------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Play ``action`` for the player to move; the events it caused, in order. A refused
        action raises :class:`~engine.pook.refusals.IllegalAction` and changes nothing."""
        if isinstance(action, Play):
            return self._play(rules.check_play(self, action))
        if isinstance(action, Flip):
            rules.check_flip(self, action)
            return self._flip(action.at)
        raise TypeError(f"not a Pook action: {action!r}")

    def apply_steps(self, action: Action) -> list[Step]:
        """Play ``action`` as :meth:`apply` does; each event with the board right after it
        (:func:`engine.steps.record_steps`)."""
        return record_steps(self, action, to_json)

    def _emit(self, events: list[Event], kind: EventKind, args: dict[str, Any]) -> None:
        """Record one event, told just after the change it describes."""
        event = Event(kind, args)
        events.append(event)
        if self.watch is not None:
            self.watch(events)

    def _play(self, plan: Plan) -> list[Event]:
        events: list[Event] = []
        seat, table = plan.seat, self.table
        player, hand = self.players[seat], self.hands[seat]
        swapped: Cell | None = None
        if plan.before is not None:
            swapped = self._swap(events, player, "before", plan.before)
        hand[plan.code] -= 1
        table.place(plan.at, plan.code, plan.warrior)
        self._emit(events, EventKind.CARD_PLAYED, {
            "player": player, "card": CARD_IDS[plan.code], "side": SIDE[plan.warrior],
            "at": list(plan.at), "coins": plan.coins})
        if plan.target is not None:
            swapped = self._power(events, plan, player, swapped)
        if plan.after is not None:
            swapped = self._swap(events, player, "after", plan.after)
        if swapped != self.lock:
            self.lock = swapped
            self._emit(events, EventKind.PIGGY_LOCKED, {
                "at": None if swapped is None else list(swapped),
                "card": None if swapped is None else CARD_IDS[table.cards[swapped]]})
        if self.deck:
            code = self.deck.pop()
            hand[code] += 1
            self._emit(events, EventKind.CARD_DRAWN, {"player": player, "card": CARD_IDS[code]})
        self._next_turn(events, seat)
        return events

    def _swap(self, events: list[Event], player: str, when: str, cell: Cell) -> Cell:
        """Piggy trades places with the card at ``cell``; the card's new cell."""
        old = self.table.piggy
        self._emit(events, EventKind.PIGGY_SWAPPED, swap_piggy(self.table, player, when, cell))
        return old

    def _power(self, events: list[Event], plan: Plan, player: str,
               swapped: Cell | None) -> Cell | None:
        """Resolve the played card's power; the cell of this turn's swapped card after it (a
        Mage may take that card off the table)."""
        table, target = self.table, plan.target
        assert target is not None
        old, warrior = table.cards[target], target in table.warriors
        faction = FACTIONS[plan.code // 3]
        self._emit(events, EventKind.POWER, {
            "player": player, "faction": faction, "at": list(plan.at), "target": list(target),
            "target_card": CARD_IDS[old], "target_side": SIDE[warrior]})
        if plan.new_code is not None:
            hand = self.hands[plan.seat]
            hand[plan.new_code] -= 1
            hand[old] += 1
            table.place(target, plan.new_code, warrior)
            self._emit(events, EventKind.CARD_REPLACED, {
                "player": player, "at": list(target), "old": CARD_IDS[old],
                "new": CARD_IDS[plan.new_code], "side": SIDE[warrior]})
            if target == self.lock:
                self.lock = None
                self._emit(events, EventKind.PIGGY_UNLOCKED, {"at": list(target),
                                                              "card": CARD_IDS[old]})
            return None if target == swapped else swapped
        if warrior:
            table.warriors.discard(target)
        else:
            table.warriors.add(target)
        self._emit(events, EventKind.CARD_FLIPPED, {
            "at": list(target), "card": CARD_IDS[old], "side": SIDE[not warrior],
            "cause": faction})
        return swapped

    def _next_turn(self, events: list[Event], seat: int) -> None:
        """Pass the turn to the next seat holding a card, or end the game."""
        if not self.cards_left():
            self._end(events)
            return
        n = len(self.players)
        for step in range(1, n + 1):
            nxt = (seat + step) % n
            if any(self.hands[nxt]):
                self.turn = nxt
                return
            self._emit(events, EventKind.TURN_SKIPPED, {"player": self.players[nxt]})

    # -- the end -------------------------------------------------------------------------

    def _count(self, events: list[Event], seats: Sequence[int]) -> list[int]:
        """Tell every faction's points and the points of ``seats``; every seat's total."""
        for faction, name in enumerate(FACTIONS):
            levels = scoring.faction_levels(self.table, faction)
            self._emit(events, EventKind.FACTION_SCORED, {
                "faction": name, "levels": levels, "points": sum(levels)})
        totals = self.totals()
        for seat in seats:
            a, b = self.banners[seat]
            self._emit(events, EventKind.PLAYER_SCORED, {
                "player": self.players[seat], "banner": [FACTIONS[a], FACTIONS[b]],
                "points": totals[seat]})
        return totals

    def end_count(self) -> list[Event]:
        """The end of the game as the rules tell it on this table, with its cards as they lie:
        the end, each faction, each player, then the win or the tie (what the last card laid
        sets off). On a copy: the state does not change, so a page can tell the count of a
        table it sets up with every card already down."""
        events: list[Event] = []
        self.copy()._end(events)
        return events

    def _end(self, events: list[Event]) -> None:
        """Every card is on the table: count, then declare a winner or open the tie-break."""
        self._emit(events, EventKind.GAME_ENDED, {})
        totals = self._count(events, range(len(self.players)))
        tied = scoring.leaders(range(len(self.players)), totals)
        if len(tied) > 1:
            self.tied, self.chosen = tied, []
        self._settle(events, tied, totals, "score")

    def _settle(self, events: list[Event], tied: list[int], totals: list[int],
                how: str) -> None:
        """A single leader wins; tied leaders go to a tie-break round if a coin card other
        than Piggy is left, or share the win."""
        names = [self.players[seat] for seat in tied]
        points = totals[tied[0]]
        if len(tied) == 1:
            self._emit(events, EventKind.WON, {"winners": names, "points": points, "how": how})
        elif self.table.coin_cells():
            self._emit(events, EventKind.TIE, {"players": names, "points": points})
        else:
            self._emit(events, EventKind.WON, {"winners": names, "points": points,
                                               "how": "shared"})

    def _flip(self, cell: Cell) -> list[Event]:
        """A tied player's choice; once every tied player has chosen, the chosen cards turn
        warrior side up and the tied players are counted again."""
        events: list[Event] = []
        tied, chosen = self.record()
        picks = [*chosen, cell]
        seat = tied[len(chosen)]
        # The last choice of a round closes it at once (the record never holds a full round,
        # so every board in between is a position the scenario format can say).
        self.tied, self.chosen = list(tied), picks if len(picks) < len(tied) else []
        table = self.table
        self._emit(events, EventKind.TIEBREAK_PICK, {
            "player": self.players[seat], "at": list(cell), "card": CARD_IDS[table.cards[cell]]})
        if self.chosen:
            return events
        for pick in dict.fromkeys(picks):
            table.warriors.add(pick)
            self._emit(events, EventKind.CARD_FLIPPED, {
                "at": list(pick), "card": CARD_IDS[table.cards[pick]], "side": WARRIOR,
                "cause": "tiebreak"})
        totals = self._count(events, self.tied)
        self.tied = scoring.leaders(self.tied, totals)
        self._settle(events, self.tied, totals, "tiebreak")
        return events



def swap_piggy(table: Table, player: str, when: str, cell: Cell) -> dict[str, Any]:
    """Piggy trades places with the card at ``cell`` on ``table`` (changed in place); the
    arguments of the :attr:`~EventKind.PIGGY_SWAPPED` event that tells it."""
    old, code, warrior = table.piggy, table.cards[cell], cell in table.warriors
    table.swap_piggy(cell)
    return {"player": player, "when": when, "from": list(old), "to": list(cell),
            "card": CARD_IDS[code], "side": SIDE[warrior]}


def piggy_turn(table: Table, lock: Cell | None, player: str,
               cell: Cell) -> tuple[Table, list[Event]]:
    """One player's swap of Piggy on its own, as the page of Piggy's swap tells a round of
    them (the card each player also plays left out): refused as the rules refuse it
    (:func:`~engine.pook.rules.check_swap`), else made on a copy of ``table``. The new table,
    and the two events the engine tells: Piggy swapped (before the play), then the lock on
    the card swapped with, now on Piggy's old cell: the next player's locked card."""
    rules.check_swap(table, cell, lock)
    table, old, code = table.copy(), table.piggy, table.cards[cell]
    swapped = Event(EventKind.PIGGY_SWAPPED, swap_piggy(table, player, BEFORE, cell))
    return table, [swapped, Event(EventKind.PIGGY_LOCKED, {"at": list(old),
                                                           "card": CARD_IDS[code]})]
