"""The position of a match and the rules of a turn: laying a card, drawing, cycles, ambushes.

The state is mutable, as OpenSpiel's: :meth:`State.apply` checks the whole action first and
raises :class:`IllegalAction` before anything changes, then plays it and returns its events.
Round ends, scoring, markers and new deals live in :mod:`engine.goblinhood.rounds`.

:meth:`State.apply_steps` plays the same rules and gives the board after each event, for the
step-by-step widgets: the rules change the state first, then log the event through
:meth:`State._log`, which hands it to ``self.watch`` when a caller is watching (in plain
:meth:`State.apply` that hook is None, so the cost is one attribute test per event).
"""

from __future__ import annotations

from typing import Mapping, Sequence

from ..protocol import Step
from ..steps import Watch, record_steps
from . import effects, rounds
from .actions import Action, Deal, Give, Play
from .board import to_json
from .chance import generator
from .components import (CYCLES_OWED, DEFAULT_MARKER, ENDS, HAND_SIZE, LEFT, MULTI, RIGHT,
                         Card, fits)
from .events import Event, EventKind
from .refusals import M_
from .refusals import IllegalAction as IllegalAction  # raised here, declared low
from .rulings import Ruling

PLAY, ROUND_OVER = "play", "round-over"
"""The two phases: a round being played, and a round that has ended."""


MATCH_OVER = M_("match-over")
ONE_LEFT = M_("one-left")
TURN_IS_OUT = M_("turn-is-out")
NOBODY_TO_MOVE = M_("nobody-to-move")


class State:
    """A position: the trail, the deck, every hand and treasure, who is out, the match."""

    __slots__ = ("players", "cards", "trail", "buried", "hands", "treasures", "deck", "out",
                 "cycles_left", "turn", "reshuffle", "phase", "seed", "round", "target", "wins",
                 "markers", "marker_from", "watch")

    def __init__(self, players: Sequence[str], cards: Mapping[str, Card],
                 seed: int | None = None, target: int = 1,
                 marker_from: str = DEFAULT_MARKER) -> None:
        n = len(players)
        self.players: tuple[str, ...] = tuple(players)
        self.cards: Mapping[str, Card] = cards
        """Every card of the match, in a fixed order (never changed: states share it)."""
        self.trail: list[tuple[str, str]] = []
        """Visible squares, left end first: (colour, card id)."""
        self.buried: list[str] = []
        """Trail cards with every square covered (they return at a deck cycle)."""
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.treasures: list[list[str]] = [[] for _ in range(n)]
        self.deck: list[str] = []
        """Card ids, top of the deck LAST (drawing is a cheap ``pop``)."""
        self.out: list[int] = []
        """Seats ambushed this round, in the order it happened."""
        self.cycles_left = CYCLES_OWED[n]
        self.turn = 0
        self.reshuffle: list[list[str]] = []
        """Decks given for the coming cycles, each top first; empty: the seeded shuffle."""
        self.phase = PLAY
        self.seed = seed
        self.round = 1
        self.target = target
        """Round wins that take the match (1 or 2)."""
        self.wins: list[int] = [0] * n
        self.markers: list[list[str]] = [[] for _ in range(n)]
        """Cards given face down to each winner of a round: out of play for the match."""
        self.marker_from = marker_from
        """Where a marker comes from: "trail" (the cards played this round) or "hand" (the
        giver's own hand and treasure); see :data:`~.components.MARKER_FROM`."""
        self.watch: Watch | None = None

    def copy(self) -> State:
        """An independent state (look-ahead, simulations); the card data is shared."""
        other = State.__new__(State)
        other.players, other.cards = self.players, self.cards
        other.trail, other.buried = list(self.trail), list(self.buried)
        other.hands = [list(h) for h in self.hands]
        other.treasures = [list(t) for t in self.treasures]
        other.deck, other.out = list(self.deck), list(self.out)
        other.cycles_left, other.turn, other.phase = self.cycles_left, self.turn, self.phase
        other.reshuffle = [list(d) for d in self.reshuffle]
        other.seed, other.round, other.target = self.seed, self.round, self.target
        other.wins = list(self.wins)
        other.markers = [list(m) for m in self.markers]
        other.marker_from = self.marker_from
        other.watch = None
        return other

    # -- who and what --------------------------------------------------------------------

    @property
    def player(self) -> str:
        """The name of the seat ``turn`` points at."""
        return self.players[self.turn]

    @property
    def owed(self) -> int:
        """Deck cycles a round of this many players owes (ruling cycles-by-seats)."""
        return CYCLES_OWED[len(self.players)]

    def still_in(self) -> list[int]:
        """Seats not ambushed this round, in seat order."""
        return [p for p in range(len(self.players)) if p not in self.out]

    def ends(self) -> tuple[str, str]:
        """Colours of the trail's left and right ends."""
        return self.trail[0][0], self.trail[-1][0]

    def gold(self, seat: int) -> int:
        """Gold of a seat's treasure and hand cards."""
        cards = self.cards
        return (sum(cards[c].gold for c in self.treasures[seat])
                + sum(cards[c].gold for c in self.hands[seat]))

    def can_play(self, seat: int) -> bool:
        """Whether some hand card of ``seat`` fits some end, either way round."""
        left, right = self.trail[0][0], self.trail[-1][0]
        if left == MULTI or right == MULTI:
            return bool(self.hands[seat])
        cards = self.cards
        for card in self.hands[seat]:
            for square in cards[card].squares:   # fits(), inlined: run at every turn
                if square == left or square == right or square == MULTI:
                    return True
        return False

    def placed(self) -> set[str]:
        """Every card with a place in the match: trail, buried, hands, treasures, deck,
        markers. The others are the cards still removed since setup."""
        found = {card for _, card in self.trail}
        found.update(self.buried, self.deck)
        for group in (self.hands, self.treasures, self.markers):
            for cards in group:
                found.update(cards)
        return found

    def aside(self) -> list[str]:
        """The cards removed at setup and not returned, in card order."""
        placed = self.placed()
        return [c for c in self.cards if c not in placed]

    # -- the protocol --------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase == ROUND_OVER and max(self.wins) >= self.target

    @property
    def leader(self) -> str:
        """The player with the most round wins, the first in seat order among equals: once
        the match is over, the one who took it (ruling match-length: nobody else reached its
        round wins)."""
        return self.players[self.wins.index(max(self.wins))]

    @property
    def current_player(self) -> str | None:
        """The player to act: the mover, the marker's giver, the dealer of a replay; None
        once the match is won."""
        return None if self.is_over else self.players[self.turn]

    def scores(self) -> dict[str, int]:
        """Each player's gold if the round were scored now (0 once ambushed)."""
        return {name: 0 if p in self.out else self.gold(p)
                for p, name in enumerate(self.players)}

    def legal_actions(self) -> list[Action]:
        """Every legal action, in order: hand cards in hand order, the left end then the
        right, square 0 then 1; or the marker cards; or the deal of a replay."""
        if self.phase == PLAY:
            ends = ((LEFT, self.trail[0][0]), (RIGHT, self.trail[-1][0]))
            out: list[Action] = []
            cards = self.cards
            for card in self.hands[self.turn]:
                squares = cards[card].squares
                for end, colour in ends:
                    multi = colour == MULTI
                    for cover in (0, 1):
                        square = squares[cover]   # fits(), inlined: the bots' hot loop
                        if multi or square == colour or square == MULTI:
                            out.append(Play(card, end, cover))
            return out
        due = rounds.due(self)
        if due == "marker":
            return [Give(c) for c in rounds.marker_choices(self)]
        return [Deal()] if due == "replay" else []

    def apply(self, action: Action) -> list[Event]:
        """Play ``action`` for the player to act; the events it caused, in order."""
        if self.is_over:
            raise IllegalAction(MATCH_OVER, ruling=Ruling.ROUND_OVER, winner=self.leader)
        if isinstance(action, Play):
            return self._play(action)
        if isinstance(action, Give):
            return rounds.give(self, action.card)
        if isinstance(action, Deal):
            return rounds.deal_again(self)
        raise TypeError(f"not an action: {action!r}")

    def apply_steps(self, action: Action) -> list[Step]:
        """Play ``action`` as :meth:`apply` does; each event with the board right after it
        (:func:`engine.steps.record_steps`)."""
        return record_steps(self, action, to_json)

    def _log(self, events: list[Event], kind: EventKind, args: Mapping[str, object]) -> None:
        """Record an event whose change the state already shows."""
        events.append(Event(kind, args))
        if self.watch is not None:
            self.watch(events)

    # -- a turn --------------------------------------------------------------------------

    def _check_play(self, action: Play) -> Card:
        """Every refusal of a play, before anything changes; the card laid."""
        if self.phase != PLAY:
            raise IllegalAction(M_("round-is-over"), ruling=Ruling.ROUND_OVER)
        # A position no action leads to (a hand-made one, read without its check): refused
        # here, before anything changes, rather than met half-way through the turn.
        if self.turn in self.out:
            raise IllegalAction(TURN_IS_OUT, ruling=Ruling.TURN_ORDER, player=self.player)
        if len(self.out) >= len(self.players) - 1:
            raise IllegalAction(ONE_LEFT, ruling=Ruling.LAST_STANDING)
        if action.end not in ENDS:
            raise IllegalAction(M_("no-such-end"), ruling=Ruling.COVER_AN_END, end=action.end)
        if action.cover not in (0, 1):
            raise IllegalAction(M_("no-such-square"), ruling=Ruling.TURN_CARD, cover=action.cover)
        if action.card not in self.hands[self.turn]:
            raise IllegalAction(M_("not-in-hand"), ruling=Ruling.OWN_HAND, player=self.player,
                                card=action.card)
        card = self.cards[action.card]
        colour = self.trail[0 if action.end == LEFT else -1][0]
        square = card.squares[action.cover]
        if not fits(square, colour):
            raise IllegalAction(M_("no-match"), ruling=Ruling.COLOURS_MATCH, cover=action.cover,
                                card=card.id, square=square, end=action.end, colour=colour)
        if len(self.deck) == 1 and self.cycles_left and self.reshuffle:
            expected = self._gathered(exclude=None)
            if sorted(self.reshuffle[0]) != sorted(expected):
                raise IllegalAction(M_("given-deck"), ruling=Ruling.DECK_CYCLE, count=len(expected),
                                    expected=" ".join(expected),
                                    given=" ".join(self.reshuffle[0]) or "nothing")
        return card

    def _play(self, action: Play) -> list[Event]:
        card = self._check_play(action)
        p, trail, cover = self.turn, self.trail, action.cover
        square, new_end = card.squares[cover], card.squares[1 - cover]
        self.hands[p].remove(card.id)
        if action.end == LEFT:
            covered, covered_card = trail[0]
            trail[0] = (square, card.id)
            trail.insert(0, (new_end, card.id))
            still_seen = trail[2][1] == covered_card
        else:
            covered, covered_card = trail[-1]
            trail[-1] = (square, card.id)
            trail.append((new_end, card.id))
            still_seen = trail[-3][1] == covered_card
        events: list[Event] = []
        self._log(events, EventKind.PLAYED, {
            "player": self.player, "card": card.id, "end": action.end, "cover": cover,
            "square": square, "covered": covered, "covered_card": covered_card,
            "new_end": new_end, "match": "same" if square == covered else "multi"})
        if not still_seen:
            self.buried.append(covered_card)
            self._log(events, EventKind.BURIED, {"card": covered_card})
        effect = card.effects[cover]
        if effect is not None:
            for event in effects.apply_covering_effect(self, self.player, card.id, cover,
                                                       effect):
                self._log(events, event.kind, event.args)
        hand = self.hands[p]
        while len(hand) < HAND_SIZE and self.phase == PLAY and self.deck:
            self._draw(events, action.end)
        if self.phase == PLAY:
            self.next_turn(events)
        return events

    def played(self) -> list[str]:
        """The cards played on the trail and still there: trail order, then buried ones."""
        return self._gathered(exclude=None)

    def _gathered(self, exclude: str | None) -> list[str]:
        """Trail cards in trail order (each once, ``exclude`` left out), then buried ones."""
        seen: list[str] = []
        for _, card in self.trail:
            if card != exclude and (not seen or seen[-1] != card):
                seen.append(card)
        return seen + self.buried

    def _draw(self, events: list[Event], played_end: str) -> None:
        """Draw the top card; an emptied deck cycles or ends the round."""
        card = self.deck.pop()
        self.hands[self.turn].append(card)
        self._log(events, EventKind.DREW, {"player": self.player, "card": card,
                                           "left": len(self.deck)})
        if self.deck:
            return
        if self.cycles_left:
            self._cycle(events, played_end)
        else:
            rounds.end_by_deck(self, events)

    def _cycle(self, events: list[Event], played_end: str) -> None:
        """The trail but its last card becomes the new deck (rulings deck-cycle and
        cycle-keeps-out: only trail and buried cards are gathered)."""
        keep = self.trail[:2] if played_end == LEFT else self.trail[-2:]
        gathered = self._gathered(exclude=keep[0][1])
        self.cycles_left -= 1
        number = self.owed - self.cycles_left
        if self.reshuffle:
            deck, source = self.reshuffle.pop(0), "given"
        else:
            deck, source = list(gathered), "shuffled"
            generator(self.seed, self.round, f"cycle-{number}").shuffle(deck)
        self.deck = deck[::-1]
        self.trail, self.buried = list(keep), []
        self._log(events, EventKind.CYCLE, {
            "number": number, "counter": "set-out" if number == 1 else "turned-over",
            "gathered": gathered, "deck": len(deck), "card": keep[0][1],
            "squares": [keep[0][0], keep[1][0]], "source": source})

    def next_turn(self, events: list[Event], advance: bool = True) -> None:
        """Pass the turn clockwise to the next player still in (``advance``), or check the
        player ``turn`` names; each one whose hand fits nowhere is ambushed on the way."""
        n = len(self.players)
        for _ in range(n + 1):   # each pass ambushes a seat still in, or returns
            if advance:
                seat = self.turn
                for _ in range(n):   # at most once round the table
                    seat = (seat + 1) % n
                    if seat not in self.out:
                        break
                else:
                    raise IllegalAction(NOBODY_TO_MOVE, ruling=Ruling.LAST_STANDING)
                self.turn = seat
            elif self.turn in self.out:
                raise IllegalAction(TURN_IS_OUT, ruling=Ruling.TURN_ORDER, player=self.player)
            advance = True
            if self.can_play(self.turn):
                return
            self.out.append(self.turn)
            left = self.still_in()
            self._log(events, EventKind.AMBUSHED, {
                "player": self.player, "hand": list(self.hands[self.turn]),
                "ends": list(self.ends()), "left": [self.players[p] for p in left]})
            if len(left) == 1:
                rounds.end_last_standing(self, events, left[0])
                return
            if not left:
                raise IllegalAction(NOBODY_TO_MOVE, ruling=Ruling.LAST_STANDING)
        raise IllegalAction(NOBODY_TO_MOVE, ruling=Ruling.LAST_STANDING)
