"""The variants of a worked example the reader may ask for, each still a scenario of the rules:
the first bribe made of another type, a card more or fewer in a bribe or in a hand.

Each takes a scenario and gives a new one (the one given is not changed), or refuses what the
rules do not allow (a Wild joins a bribe of a type, never a bribe of its own); the caller
replays the new scenario, which the engine refuses in its turn if the box cannot hold it.
"""

from __future__ import annotations

import copy
from typing import Any, Mapping

from .components import WILD
from .refusals import M_
from .rulings import Ruling
from .scenario import ScenarioError
from .state import NOT_A_TREASURE

Json = dict[str, Any]

NO_BRIBE_CARD = M_("no-bribe-card")
NO_WILD = M_("no-wild-in-bribe")
NO_BRIBE_FOR_WILD = M_("no-bribe-for-wild")
NO_HAND_CARD = M_("no-hand-card")


def _first_bribe(scenario: Mapping[str, Any]) -> int | None:
    for i, action in enumerate(scenario.get("actions", [])):
        if action.get("do") == "bribe":
            return i
    return None


def bribed_type(scenario: Mapping[str, Any]) -> str | None:
    """The Treasure type of the scenario's first bribe (None: it makes no bribe)."""
    at = _first_bribe(scenario)
    return None if at is None else str(scenario["actions"][at]["treasure"])


def with_bribe_type(scenario: Mapping[str, Any], treasure: str) -> Json:
    """The first bribe made of ``treasure`` instead: its Treasure cards change type, and so do
    as many cards of the old type in the briber's starting hand."""
    out = copy.deepcopy(dict(scenario))
    at = _first_bribe(out)
    if at is None or treasure not in out["favor"]:
        raise ScenarioError(NOT_A_TREASURE, where="treasure", ruling=Ruling.BRIBE_ONE_TYPE,
                            treasure=treasure)
    action = out["actions"][at]
    old = action["treasure"]
    hand = out.setdefault("hands", {}).setdefault(action["player"], [])
    for i, card in enumerate(action["cards"]):
        if card == old:
            action["cards"][i] = treasure
            if old in hand:
                hand[hand.index(old)] = treasure
    action["treasure"] = treasure
    return out


def with_bribe_card(scenario: Mapping[str, Any], player: str, treasure: str, delta: int,
                    wild: bool = False) -> Json:
    """One card more or fewer (``delta`` 1 or -1) in ``player``'s bribe of ``treasure``: a
    card of that type, or (``wild``) a Wild counted with it."""
    out = copy.deepcopy(dict(scenario))
    bribes = out.setdefault("bribes", {}).setdefault(player, {})
    pile = bribes.get(treasure, [])
    card = WILD if wild else treasure
    if delta > 0:
        if wild and not pile:
            raise ScenarioError(NO_BRIBE_FOR_WILD, where=f"bribes.{player}", player=player,
                                card=treasure)
        bribes[treasure] = pile + [WILD] if wild else [treasure] + pile
    elif card not in pile:
        raise ScenarioError(NO_WILD if wild else NO_BRIBE_CARD, where=f"bribes.{player}",
                            player=player, card=treasure)
    else:
        pile.remove(card)
        if pile:
            bribes[treasure] = pile
        else:
            del bribes[treasure]
    return out


def with_hand_card(scenario: Mapping[str, Any], player: str, card: str, delta: int) -> Json:
    """One ``card`` more or fewer (``delta`` 1 or -1) in ``player``'s hand."""
    out = copy.deepcopy(dict(scenario))
    hand = out.setdefault("hands", {}).setdefault(player, [])
    if delta > 0:
        hand.append(card)
    elif card in hand:
        hand.remove(card)
    else:
        raise ScenarioError(NO_HAND_CARD, where=f"hands.{player}", player=player, card=card)
    return out


__all__ = ["NO_BRIBE_CARD", "NO_BRIBE_FOR_WILD", "NO_HAND_CARD", "NO_WILD", "bribed_type",
           "with_bribe_card", "with_bribe_type", "with_hand_card"]
