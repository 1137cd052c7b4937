"""Two bots: a random one (for simulations and the benchmark) and a one-ply greedy one.

Each bot owns a seeded ``random.Random``, never the global one, so a game between bots replays
exactly from its seeds. The greedy bot plays fair: it reads only what its player may see
(:mod:`engine.goblinhood.observer` says what that is), never the deck's order or other hands.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Callable, Protocol

from ..simulation import bot_by_name
from .actions import Action, Give, Play
from .components import LEFT, MULTI, fits
from .refusals import M_, IllegalAction
from .rulings import Ruling
from .state import PLAY, State


def legal_or_refuse(state: State) -> list[Action]:
    """The legal actions, never an empty list: a position without one (which no action leads
    to: a turn starts by ambushing a player who cannot lay a card) is refused."""
    legal = state.legal_actions()
    if not legal:
        raise IllegalAction(M_("no-legal-action"), ruling=Ruling.AMBUSH, player=state.player)
    return legal


class Bot(Protocol):
    name: str

    def choose(self, state: State) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions (at most 8 plays: listing them is cheap)."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        legal = legal_or_refuse(state)
        return legal[int(self.rng.random() * len(legal))]


class GreedyBot:
    """One ply: each legal play is judged by the trail it leaves, before the (unseen) draw.

    A play scores 3 if the card kept in hand still fits one of the new ends (no ambush of
    our own if the ends stay), plus the kept card's gold (tripled when our draw will end the
    round, since the count is next), minus 4 times the share of the squares we cannot see that
    fit the new ends (a small share may ambush the next players). Ties go to the seeded
    generator. A marker is the giver's card with the least gold.
    """

    name = "greedy"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        legal = legal_or_refuse(state)
        if state.phase != PLAY:
            gives = [a for a in legal if isinstance(a, Give)]
            if gives:
                return min(gives, key=lambda a: state.cards[a.card].gold)
            return legal[0]
        unseen = self._unseen(state)
        total = sum(unseen.values()) or 1
        ending = len(state.deck) == 1 and not state.cycles_left
        hand = state.hands[state.turn]
        left, right = state.ends()
        best: list[Action] = []
        best_value = 0.0
        for action in legal:
            assert isinstance(action, Play)
            squares = state.cards[action.card].squares
            new = squares[1 - action.cover]
            ends = (new, right) if action.end == LEFT else (left, new)
            kept = [c for c in hand if c != action.card]
            safe = any(fits(sq, e) for c in kept for sq in state.cards[c].squares for e in ends)
            gold = sum(state.cards[c].gold for c in kept)
            if MULTI in ends:
                share = 1.0
            else:
                share = (sum(unseen[c] for c in set(ends)) + unseen[MULTI]) / total
            value = 3 * safe + gold * (3 if ending else 1) - 4 * share
            if not best or value > best_value:
                best, best_value = [action], value
            elif value == best_value:
                best.append(action)
        return best[int(self.rng.random() * len(best))]

    @staticmethod
    def _unseen(state: State) -> Counter[str]:
        """Squares of the cards the mover cannot see, counted by colour."""
        seen = {card for _, card in state.trail}
        seen.update(state.buried, state.hands[state.turn])
        for p in state.out:
            seen.update(state.hands[p])
        counts: Counter[str] = Counter()
        for card_id, card in state.cards.items():
            if card_id not in seen:
                counts.update(card.squares)
        return counts


KINDS: dict[str, Callable[[int | None], Bot]] = {"random": RandomBot, "greedy": GreedyBot}
BOTS = tuple(KINDS)


def make_bot(name: str, seed: int | None = None) -> Bot:
    """A bot by name: "random" or "greedy"."""
    return bot_by_name(KINDS, name, seed)
