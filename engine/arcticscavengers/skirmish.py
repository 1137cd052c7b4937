"""A skirmish, resolved: each player's fight and headcount, then the winner or a deadlock.

Works on checked hands (:mod:`.calc` checks the input first). Steps, each a ruling:

1. Fight (``fight-is-the-sum``): the fight values of the person cards, plus the tools. Each
   person wields one tool at most and a tool adds only to a person who fights already
   (``one-tool-each``), so the best tools go to the fighters and the rest stay idle. With a
   provocateur the player may fight with the number of people instead, tools ignored
   (``provocateur-counts-heads``); the calculator does so when that is more
   (``provocateur-when-better``).
2. The highest fight wins (``highest-fight-wins``). With 2 players the winner needs 2 more
   (``two-player-win-by-two``).
3. A tie for the highest fight goes to the first player in turn order with a rogue
   (``rogue-takes-ties``); with 2 players only equal fights are a tie a rogue can take
   (``rogue-needs-equal-fights``).
4. Otherwise the most people among the tied wins (``headcount-breaks-ties``), except with 2
   players (``two-player-no-headcount``).
5. Otherwise a deadlock: the contested resource goes unseen into the junkyard, which is then
   shuffled (``deadlock-to-junkyard``, ``junkyard-shuffled``).

Turn order starts with the initiator, who is the first player for rounds 1 to 3 and then
moves one seat left (clockwise) each round (``initiator-stays``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from .cards import PEOPLE, TOOLS

FIRST_SKIRMISH = 3
"""Rounds 1 and 2 have no skirmish (``skirmish-from-round-3``)."""
CONTESTED = 14
"""Contested resources in a game: one per skirmish, won or deadlocked."""
LAST_SKIRMISH = FIRST_SKIRMISH + CONTESTED - 1
"""The round of the 14th and last skirmish (``fourteen-contested``)."""
INITIATOR_ROUNDS = 3
"""The first player keeps the initiator card for rounds 1 to 3 (``initiator-stays``)."""
WIN_BY_TWO = 2
"""The margin a 2-player skirmish needs (``two-player-win-by-two``)."""


@dataclass(frozen=True)
class Hand:
    """The cards one player reveals for the skirmish."""

    cards: tuple[str, ...]
    tools: tuple[str, ...]


@dataclass(frozen=True)
class Force:
    """One player's side of the skirmish, worked out."""

    natural: int
    """Fight from the cards and the tools they wield."""
    people: int
    """People revealed (the headcount)."""
    fight: int
    """The fight that counts: ``natural``, or ``people`` when a provocateur makes it more."""
    provoked: bool
    tools_used: tuple[str, ...]
    tools_idle: tuple[str, ...]
    rogue: bool

    def to_json(self) -> dict[str, Any]:
        return {"fight": self.fight, "natural": self.natural, "people": self.people,
                "provocateur": self.provoked, "tools_used": list(self.tools_used),
                "tools_idle": list(self.tools_idle), "rogue": self.rogue}


def initiator(round_: int, players: int) -> int:
    """The seat holding the initiator card in ``round_`` (seat 0 is the first player)."""
    return max(0, round_ - INITIATOR_ROUNDS) % players


def turn_order(round_: int, players: int) -> list[int]:
    """Seats in turn order: the initiator, then clockwise (to the left)."""
    first = initiator(round_, players)
    return [(first + i) % players for i in range(players)]


def force(hand: Hand) -> Force:
    """Fight and headcount of one hand (steps 1 of the module)."""
    fighters = sorted((PEOPLE[c].fight for c in hand.cards if PEOPLE[c].fight > 0),
                      reverse=True)
    tools = sorted(hand.tools, key=lambda t: (-TOOLS[t].bonus, t))
    used, idle = tuple(tools[:len(fighters)]), tuple(tools[len(fighters):])
    natural = sum(fighters) + sum(TOOLS[t].bonus for t in used)
    people = sum(PEOPLE[c].people for c in hand.cards)
    provoked = "provocateur" in hand.cards and people > natural
    return Force(natural=natural, people=people, fight=people if provoked else natural,
                 provoked=provoked, tools_used=used, tools_idle=idle,
                 rogue="rogue" in hand.cards)


def resolve(hands: Sequence[Hand], round_: int) -> dict[str, Any]:
    """The whole skirmish: see the module's docstring for the steps and the answer's keys."""
    forces = [force(hand) for hand in hands]
    order = turn_order(round_, len(hands))
    fights = [f.fight for f in forces]
    top = max(fights)
    leaders = [seat for seat in order if fights[seat] == top]
    duel = len(hands) == 2
    winner: int | None = None
    why = "deadlock"
    if duel:
        low = min(fights)
        if top - low >= WIN_BY_TWO:
            winner, why = leaders[0], "margin"
        elif top == low:
            rogues = [seat for seat in order if forces[seat].rogue]
            if rogues:
                winner, why = rogues[0], "rogue"
        else:
            why = "short-margin"
    elif len(leaders) == 1:
        winner, why = leaders[0], "highest"
    else:
        rogues = [seat for seat in order if forces[seat].rogue]
        if rogues:
            winner, why = rogues[0], "rogue"
        else:
            most = max(forces[seat].people for seat in leaders)
            heads = [seat for seat in leaders if forces[seat].people == most]
            if len(heads) == 1:
                winner, why = heads[0], "headcount"
    return {"players": [f.to_json() for f in forces], "round": round_,
            "initiator": order[0], "order": order, "top": top,
            "tied": leaders if len(leaders) > 1 else [],
            "winner": winner, "outcome": "deadlock" if winner is None else "win", "why": why,
            "contested": "junkyard" if winner is None else "winner",
            "junkyard_shuffled": winner is None,
            "cards_discarded": "end-of-round"}
