"""The game state and the rules that change it.

Cards of one kind are interchangeable, so hands, bribes and the discard pile are counts per
card kind (Treasure index, Wild last); only the deck and the market stalls keep an order. The
state is mutable, as OpenSpiel's: :meth:`State.apply` checks the whole action first, then
changes the state and returns the events. A rejected action raises :class:`IllegalAction`
before anything changes. Undo is a replay from the setup plus the action log.

:meth:`State.apply_steps` plays the same rules and also gives the position right after each
event, for the step-by-step widgets. The rules code says where one event's change ends: just
before it changes the state again, it hands the events so far to ``self.watch``
(:mod:`engine.steps`). In plain
:meth:`State.apply` that hook is None, so the cost is one attribute test per change (a few per
action, against the hundreds of operations of choosing and applying it).
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Iterator, Sequence

from ..protocol import Step
from ..steps import Watch, record_steps
from . import favor, scoring
from .actions import Action, Bribe, Buy, Draw
from .board import to_json
from .components import STALLS, WILD
from .events import Event, EventKind
from .refusals import M_, RulesError
from .rulings import Ruling


class IllegalAction(RulesError):
    """An action the rules forbid here. ``ruling`` names the rule; the state is unchanged."""


GAME_OVER = M_("game-over")
NOT_A_TREASURE = M_("not-a-treasure")


class State:
    """A position: the track, deck, market, hands, bribes, discard pile and player to move."""

    __slots__ = ("players", "treasures", "track_values", "track", "deck", "market", "hands",
                 "bribes", "bribe_wilds", "discard", "turn", "over", "seed", "wild", "_index",
                 "watch")

    def __init__(self, players: Sequence[str], treasures: Sequence[str],
                 track_values: Sequence[int], seed: int | None = None) -> None:
        k = len(treasures)
        self.players: tuple[str, ...] = tuple(players)
        self.treasures: tuple[str, ...] = tuple(treasures)
        self.track_values: tuple[int, ...] = tuple(track_values)
        self.track: list[int] = list(range(k))
        """Treasure index on each space, leftmost first."""
        self.deck: list[int] = []
        """Card indexes, top of the deck LAST (so dealing is a cheap ``pop``)."""
        self.market: list[list[int]] = [[] for _ in STALLS]
        """Cards of each stall, indexed by the stall's cost, in the order dealt."""
        self.hands: list[list[int]] = [[0] * (k + 1) for _ in players]
        self.bribes: list[list[int]] = [[0] * k for _ in players]
        """Card count of each bribe, Wilds included."""
        self.bribe_wilds: list[list[int]] = [[0] * k for _ in players]
        self.discard: list[int] = [0] * (k + 1)
        self.turn = 0
        self.over = False
        self.seed = seed
        self.wild = k
        """Card index of a Wild (after the Treasure indexes)."""
        self._index = {name: i for i, name in enumerate((*self.treasures, WILD))}
        self.watch: Watch | None = None
        """Set only while :meth:`apply_steps` runs: called with the action's events so far
        whenever the state reflects all of them and is about to change again."""

    def copy(self) -> State:
        """An independent state for look-ahead (the bots' one-ply search, simulations)."""
        other = State.__new__(State)
        other.players, other.treasures = self.players, self.treasures
        other.track_values, other.track = self.track_values, list(self.track)
        other.deck = list(self.deck)
        other.market = [list(s) for s in self.market]
        other.hands = [list(h) for h in self.hands]
        other.bribes = [list(b) for b in self.bribes]
        other.bribe_wilds = [list(b) for b in self.bribe_wilds]
        other.discard = list(self.discard)
        other.turn, other.over, other.seed = self.turn, self.over, self.seed
        other.wild, other._index, other.watch = self.wild, self._index, None
        return other

    # -- names ---------------------------------------------------------------------------

    def card_name(self, card: int) -> str:
        return WILD if card == self.wild else self.treasures[card]

    def card_index(self, name: str) -> int | None:
        return self._index.get(name)

    @property
    def player(self) -> str:
        """The player to move (after the end: the one whose action ended the game)."""
        return self.players[self.turn]

    @property
    def current_player(self) -> str | None:
        """The player to move; None once the game is over (:class:`engine.protocol.GameState`)."""
        return None if self.over else self.players[self.turn]

    # -- queries -------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.over

    def values(self) -> list[int]:
        """Current value of each Treasure index."""
        return scoring.value_of(self.track, self.track_values)

    def scores(self) -> dict[str, int]:
        """Each player's score; before the end, the score if the game ended now."""
        value = self.values()
        return {name: scoring.score(self.hands[p], self.bribes[p], value)
                for p, name in enumerate(self.players)}

    def ranking(self) -> scoring.Ranking:
        """Ranks with the tie-break trail (after the end, or as if it ended now)."""
        bribes = [list(b) for b in self.bribes]
        for p, hand in enumerate(self.hands):
            scoring.join_bribes(list(hand), bribes[p])
        s = self.scores()
        return scoring.rank(self.players, [s[n] for n in self.players], bribes, self.track,
                            self.treasures)

    def legal_actions(self) -> list[Action]:
        """Every legal action of the player to move (cards named by id, canonical order).

        Their number grows with the kinds in hand (bribes: kinds x cards x Wilds; buys: the
        cube of the kinds), which is why the number of Treasure types is limited
        (``LIMITS.max_card_ids``): with 12 types the worst position has 4,106 actions, listed
        in milliseconds (``tests/pdbmv/engine/test_limits.py``). Each is built in canonical
        order already, so none is sorted again."""
        if self.over:
            return []
        return [*self._legal_bribes(), *self._legal_buys(), Draw()]

    def _canonical_ids(self) -> bool:
        """Whether cards listed by index are in canonical order (Treasure ids sorted, as
        ``new_game`` and ``from_json`` make them; Wilds last)."""
        return list(self.treasures) == sorted(self.treasures)

    def _legal_bribes(self) -> Iterator[Action]:
        hand, w = self.hands[self.turn], self.wild
        make = Bribe.listed if self._canonical_ids() else Bribe
        wilds = [(WILD,) * k for k in range(hand[w] + 1)]
        for t, name in enumerate(self.treasures):
            least = 0 if self.bribes[self.turn][t] else 1
            for n in range(least, hand[t] + 1):
                own = (name,) * n
                for k in range(0 if n else 1, hand[w] + 1):
                    yield make(name, own + wilds[k])

    def _legal_buys(self) -> Iterator[Action]:
        hand, w = self.hands[self.turn], self.wild
        make = Buy.listed if self._canonical_ids() else Buy
        names = (*self.treasures, WILD)
        kinds = [c for c, n in enumerate(hand) if n]
        for stall in STALLS:
            if not self.market[stall]:
                continue
            if stall == 0:
                yield Buy(0)
                continue
            for pay in combinations_with_replacement(kinds, stall):
                if stall > 1 and any(pay.count(c) > hand[c] for c in set(pay)):
                    continue
                cards = tuple(names[c] for c in pay)
                for t in dict.fromkeys(pay):  # distinct, in increasing order: pay is sorted
                    if t != w:
                        yield make(stall, cards, names[t])

    # -- rules ---------------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Play ``action`` for the player to move; return the events it caused, in order."""
        if self.over:
            raise IllegalAction(GAME_OVER, ruling=Ruling.GAME_OVER)
        if isinstance(action, Bribe):
            return self._bribe(action)
        if isinstance(action, Buy):
            return self._buy(action)
        if isinstance(action, Draw):
            return self._draw()
        raise TypeError(f"not an action: {action!r}")

    def apply_steps(self, action: Action) -> list[Step]:
        """Play ``action`` as :meth:`apply` does; each event with ``to_json`` of the position
        right after it (:func:`engine.steps.record_steps`)."""
        return record_steps(self, action, to_json)

    def _count(self, cards: Sequence[str]) -> dict[int, int]:
        """Count ``cards`` by kind and check the player to move holds them all (a card id
        foreign to this game is never in hand: ruling cards-in-hand)."""
        counts: dict[int, int] = {}
        index = self._index
        for name in cards:
            c = index.get(name)
            if c is None:
                raise IllegalAction(M_("unknown-card"), ruling=Ruling.CARDS_IN_HAND, card=name)
            counts[c] = counts.get(c, 0) + 1
        hand = self.hands[self.turn]
        for c, n in counts.items():
            if n > hand[c]:
                raise IllegalAction(M_("holds-too-few"), ruling=Ruling.CARDS_IN_HAND,
                                    player=self.player, held=hand[c], card=self.card_name(c),
                                    wanted=n)
        return counts

    def _bribe(self, action: Bribe) -> list[Event]:
        p, w = self.turn, self.wild
        t = self.card_index(action.treasure)
        if t is None or t == w:
            raise IllegalAction(NOT_A_TREASURE, ruling=Ruling.BRIBE_ONE_TYPE,
                                treasure=action.treasure)
        if not action.cards:
            raise IllegalAction(M_("bribe-no-card"), ruling=Ruling.BRIBE_ONE_TYPE)
        counts = self._count(action.cards)
        treasures, wilds = counts.get(t, 0), counts.get(w, 0)
        if treasures + wilds != len(action.cards):
            raise IllegalAction(M_("bribe-mixed"), ruling=Ruling.BRIBE_ONE_TYPE,
                                treasure=action.treasure)
        new = self.bribes[p][t] == 0
        if new and treasures == 0:
            raise IllegalAction(M_("bribe-wilds-only"), ruling=Ruling.BRIBE_NEW_NEEDS_TREASURE,
                                player=self.player, treasure=action.treasure)
        size = treasures + wilds
        hand = self.hands[p]
        hand[t] -= treasures
        hand[w] -= wilds
        self.bribes[p][t] += size
        self.bribe_wilds[p][t] += wilds
        events = [Event(EventKind.BRIBE, {"player": self.player, "treasure": action.treasure,
                                          "cards": list(action.cards), "new": new})]
        if self.watch is not None:
            self.watch(events)
        events += favor.shift(self.track, self.treasures, t, size, "bribe")
        self._refill(t, events)
        return self._end_turn(events)

    def _refill(self, t: int, events: list[Event]) -> None:
        """Deal from the deck into the stalls until a card of type ``t`` or a Wild (or the
        deck runs out, which ends the game); append the events to ``events``."""
        names, deck, w, watch = self.treasures, self.deck, self.wild, self.watch
        events.append(Event(EventKind.REFILL_STARTED, {"treasure": names[t]}))
        dealt = 0
        while deck:
            if watch is not None:
                watch(events)
            card = deck.pop()
            stall = STALLS[dealt % 4]
            dealt += 1
            self.market[stall].append(card)
            name = WILD if card == w else names[card]
            events.append(Event(EventKind.CARD_DEALT, {"stall": stall, "card": name}))
            if card == t or card == w:
                events.append(Event(EventKind.REFILL_STOPPED, {
                    "stall": stall, "card": name, "reason": "wild" if card == w else "match"}))
                return
        self._end_game("refill_deck_out", events)

    def _buy(self, action: Buy) -> list[Event]:
        p, stall = self.turn, action.stall
        if stall not in STALLS:
            raise IllegalAction(M_("no-such-stall"), ruling=Ruling.BUY_STALL, stall=stall)
        if not self.market[stall]:
            raise IllegalAction(M_("stall-empty"), ruling=Ruling.BUY_STALL, stall=stall)
        if len(action.pay) != stall:
            raise IllegalAction(M_("wrong-cost"), ruling=Ruling.BUY_COST, stall=stall,
                                paid=len(action.pay))
        counts = self._count(action.pay)
        w = self.wild
        if stall and counts.get(w) == stall:
            raise IllegalAction(M_("wilds-only-payment"), ruling=Ruling.BUY_COST)
        cursed = None if action.curse is None else self.card_index(action.curse)
        if stall == 0 and action.curse is not None:
            raise IllegalAction(M_("free-stall-curse"), ruling=Ruling.BUY_FREE_STALL)
        if stall and (cursed is None or cursed == w or cursed not in counts):
            if action.curse is None:
                raise IllegalAction(M_("no-curse"), ruling=Ruling.BUY_CURSE)
            raise IllegalAction(M_("bad-curse"), ruling=Ruling.BUY_CURSE, curse=action.curse)
        hand = self.hands[p]
        events: list[Event] = []
        if stall:
            for c, n in counts.items():
                hand[c] -= n
                self.discard[c] += n
            events.append(Event(EventKind.PAID, {"player": self.player, "stall": stall,
                                                 "cards": list(action.pay)}))
            if self.watch is not None:
                self.watch(events)
        taken = self.market[stall]
        self.market[stall] = []
        for c in taken:
            hand[c] += 1
        events.append(Event(EventKind.CARDS_TAKEN, {
            "player": self.player, "stall": stall, "cards": [self.card_name(c) for c in taken]}))
        if cursed is not None:
            events.append(Event(EventKind.CURSE, {"player": self.player,
                                                  "treasure": action.curse, "steps": stall}))
            if self.watch is not None:
                self.watch(events)
            events += favor.shift(self.track, self.treasures, cursed, -stall, "curse")
        return self._end_turn(events)

    def _draw(self) -> list[Event]:
        if not self.deck:
            events: list[Event] = []
            self._end_game("draw_deck_empty", events)
            return events
        card = self.deck.pop()
        self.hands[self.turn][card] += 1
        events = [Event(EventKind.CARD_DRAWN, {"player": self.player,
                                               "card": self.card_name(card)})]
        return self._end_turn(events)

    def _end_turn(self, events: list[Event]) -> list[Event]:
        if not self.over:
            if self.watch is not None:
                self.watch(events)
            self.turn = (self.turn + 1) % len(self.players)
        return events

    def _end_game(self, reason: str, events: list[Event]) -> None:
        """End at once: join hands to bribes, score every player, rank with tie-breaks (the
        events are appended to ``events``)."""
        watch = self.watch
        if watch is not None:
            watch(events)
        self.over = True
        events.append(Event(EventKind.GAME_ENDED, {"reason": reason, "player": self.player}))
        for p, name in enumerate(self.players):
            hand, bribe = self.hands[p], self.bribes[p]
            for t, treasure in enumerate(self.treasures):
                if watch is not None:
                    watch(events)
                count = scoring.join_bribe(hand, bribe, t)
                if count:
                    events.append(Event(EventKind.JOINED_BRIBE, {
                        "player": name, "treasure": treasure, "count": count}))
        value = self.values()
        for p, name in enumerate(self.players):
            events += scoring.score_events(name, self.treasures, self.hands[p], self.bribes[p],
                                           value)[1]
        events += scoring.ranking_events(self.ranking())
