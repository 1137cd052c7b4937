"""Two bots: a random one (fast, for simulations) and a one-ply greedy one.

Each bot owns a seeded ``random.Random``, never the global one, so a game between bots
replays exactly from its seeds.
"""

from __future__ import annotations

import random
from typing import Callable, Protocol

from ..simulation import bot_by_name
from .actions import Action, Bribe, Buy, Draw
from .components import STALLS, WILD
from .state import State


class Bot(Protocol):
    name: str

    def choose(self, state: State) -> Action: ...


class RandomBot:
    """Picks a kind of action uniformly among those it can take, then its details uniformly.

    It samples instead of listing every legal action (hundreds of card combinations), which is
    what makes thousands of simulated games per second possible. Every choice is legal.
    """

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        p, w, market = state.turn, state.wild, state.market
        hand, bribes = state.hands[p], state.bribes[p]
        types = [t for t in range(w) if hand[t] or (bribes[t] and hand[w])]
        held = sum(hand)
        stalls = [s for s in STALLS if market[s] and (s == 0 or (held > hand[w] and held >= s))]
        kinds = 1 + (1 if types else 0) + (1 if stalls else 0)
        pick = self._below(kinds)
        if types and pick == 1:
            return self._bribe(state, types[self._below(len(types))])
        if stalls and pick == kinds - 1:
            return self._buy(state, stalls[self._below(len(stalls))])
        return Draw()

    def _below(self, n: int) -> int:
        """Uniform in 0..n-1 (``int(random() * n)``: much cheaper than ``randrange``)."""
        return int(self.rng.random() * n)

    def _bribe(self, state: State, t: int) -> Action:
        hand, w, name = state.hands[state.turn], state.wild, state.treasures[t]
        least = 0 if state.bribes[state.turn][t] else 1
        while True:
            n = least + self._below(hand[t] - least + 1)
            wilds = self._below(hand[w] + 1)
            if n + wilds:
                return Bribe(name, (name,) * n + (WILD,) * wilds)

    def _buy(self, state: State, stall: int) -> Action:
        if stall == 0:
            return Buy(0)
        hand, w = state.hands[state.turn], state.wild
        cards = [c for c, n in enumerate(hand) for _ in range(n)]
        while True:
            picked: set[int] = set()
            while len(picked) < stall:  # ``stall`` distinct cards; cheaper than rng.sample
                picked.add(self._below(len(cards)))
            pay = [cards[i] for i in picked]
            treasures = sorted({c for c in pay if c != w})
            if treasures:
                curse = state.treasures[treasures[self._below(len(treasures))]]
                return Buy(stall, tuple(state.card_name(c) for c in pay), curse)


class GreedyBot:
    """One-ply search: play every legal action on a copy and keep the best evaluation.

    Evaluation of a position, for the bot's player P: P's score if the game ended now, minus
    the best such score among the other players (hand cards joining bribes as at the end). A
    finished game adds 1000 for a win (shared or not). Ties go to the earliest action in
    ``legal_actions`` order among those the seeded generator picks.
    """

    name = "greedy"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def evaluate(self, state: State, player: int) -> int:
        scores = state.scores()
        mine = scores[state.players[player]]
        best_other = max(s for n, s in scores.items() if n != state.players[player])
        bonus = 0
        if state.over and state.players[player] in state.ranking().winners:
            bonus = 1000
        return mine - best_other + bonus

    def choose(self, state: State) -> Action:
        me = state.turn
        best: list[Action] = []
        best_value = None
        for action in state.legal_actions():
            after = state.copy()
            after.apply(action)
            value = self.evaluate(after, me)
            if best_value is None or value > best_value:
                best, best_value = [action], value
            elif value == best_value:
                best.append(action)
        return self.rng.choice(best)


KINDS: dict[str, Callable[[int | None], Bot]] = {"random": RandomBot, "greedy": GreedyBot}
BOTS = tuple(KINDS)


def make_bot(name: str, seed: int | None = None) -> Bot:
    """A bot by name ("random" or "greedy")."""
    return bot_by_name(KINDS, name, seed)
