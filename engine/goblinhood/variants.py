"""The same scenario with fewer players, later in the round, another card in a hand, a card
worth more gold, a treasure card more or another play: the variants of a worked example the
reader may ask for, each still a position of the rules.

The deck cycles a round owes depend on the players who started it (ruling cycles-by-seats),
and an ambush with two players left ends the round (ruling last-standing): so the ambush and
cycle widgets let the reader choose how many players sit at the table. The scenario of the
fence seats the most the reader may choose; :func:`with_players` keeps the first ``n`` seats.
The cards of the seats dropped are simply out of the example, like the cards removed at setup.
"""

from __future__ import annotations

import copy
from typing import Any, Mapping

from ..calcinput import is_integer
from .components import CYCLES_OWED, MIN_PLAYERS
from .refusals import M_
from .rulings import Ruling
from .scenario import ScenarioError, from_json, to_json

Json = dict[str, Any]

SEATS = M_("widget-seats")
NO_SUCH_CARD = M_("widget-hand-place")
MOST_GOLD = 3
"""The demonstration deck's highest gold value: one more than 3 goes back to 0."""
NO_SUCH_CYCLE = M_("widget-no-cycle")


def seats(scenario: Mapping[str, Any]) -> int:
    """How many players the fence's scenario seats (the most the reader may choose)."""
    return len(scenario["players"])


def with_players(scenario: Mapping[str, Any], n: int, done: int = 0) -> Json:
    """The scenario with its first ``n`` players, ``done`` deck cycles already played this
    round (its counter out), and the decks it gives for the cycles no more than those owed."""
    high = seats(scenario)
    if not MIN_PLAYERS <= n <= high:
        raise ScenarioError(M_("widget-seats"), where="players", ruling=Ruling.CYCLES_BY_SEATS,
                            low=MIN_PLAYERS,
                        high=high, n=n)
    owed = CYCLES_OWED[n]
    if not 0 <= done <= max(owed - 1, 0) or (owed == 0 and done):
        raise ScenarioError(M_("widget-no-cycle"), where="cycles_left",
                            ruling=Ruling.CYCLES_BY_SEATS,
                        n=n, owed=owed, done=done)
    out = copy.deepcopy(dict(scenario))
    kept = out["players"][:n]
    out["players"] = kept
    for key in ("hands", "treasures", "markers", "wins"):
        if isinstance(out.get(key), dict):
            out[key] = {p: v for p, v in out[key].items() if p in kept}
    if isinstance(out.get("out"), list):
        out["out"] = [p for p in out["out"] if p in kept]
    out["cycles_left"] = owed - done
    if isinstance(out.get("reshuffle"), list):
        out["reshuffle"] = out["reshuffle"][:owed - done]
    return out


def swapped(scenario: Mapping[str, Any], player: str, index: Any) -> Json:
    """Card ``index`` (0 or 1) of ``player``'s hand exchanged for the next card, in the deck's
    card order, that is nowhere in the scenario and has other squares (wrapping round).

    The page names the card by its place in the hand, which an exchange keeps, so the button
    pressed is found again (and keeps the focus) once the widget is redrawn. An ``index`` that
    is not a place of the hand (not even a whole number) is refused naming it."""
    out = copy.deepcopy(dict(scenario))
    hand = out.get("hands", {}).get(player, [])
    at = index if is_integer(index) else -1
    if not 0 <= at < len(hand):
        raise ScenarioError(M_("widget-hand-place"), where="index", ruling=Ruling.DRAW_BACK,
                            player=player,
                        count=len(hand), n=index)
    card = hand[at]
    state = from_json(scenario)
    placed = state.placed()
    order = list(state.cards)
    start, squares = order.index(card), sorted(state.cards[card].squares)
    for step in range(1, len(order)):
        other = order[(start + step) % len(order)]
        if other not in placed and sorted(state.cards[other].squares) != squares:
            hand[at] = other
            break
    return out


def with_gold(scenario: Mapping[str, Any], card: str) -> Json:
    """The scenario with ``card`` worth one gold more (3 goes back to 0: the demonstration
    deck's values are made up anyway)."""
    out = copy.deepcopy(dict(scenario))
    cards = to_json(from_json(out))["cards"]
    if card not in cards:
        raise ScenarioError(M_("unknown-card"), where="card", card=card)
    cards[card]["gold"] = (cards[card]["gold"] + 1) % (MOST_GOLD + 1)
    out["cards"] = cards
    return out


def with_treasure(scenario: Mapping[str, Any], player: str, delta: int) -> Json:
    """One treasure card more for ``player`` (``delta`` 1: of the cards in play nowhere, the
    first worth the least, so that a tie on gold goes to the cards at once) or one fewer (-1;
    the card dealt at setup stays, ruling setup-deal)."""
    out = copy.deepcopy(dict(scenario))
    state = from_json(out)
    treasures = out.setdefault("treasures", {}).setdefault(player, [])
    if delta > 0:
        aside = sorted(state.aside(), key=lambda c: state.cards[c].gold)  # stable: card order
        if aside:
            treasures.append(aside[0])
    elif len(treasures) <= 1:
        raise ScenarioError(M_("widget-one-treasure"), where=f"treasures.{player}",
                            ruling=Ruling.SETUP_DEAL, player=player)
    else:
        treasures.pop()
    return out


def with_play(scenario: Mapping[str, Any], card: str, end: str, cover: int) -> Json:
    """The scenario with its first action replaced by this play of the player to move (the
    rest kept): the engine judges the play when the scenario is played."""
    out = copy.deepcopy(dict(scenario))
    action = {"player": out["turn"], "do": "play", "card": card, "end": end, "cover": cover}
    out["actions"] = [action, *out.get("actions", [])[1:]]
    return out
