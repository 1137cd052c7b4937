"""The variants of a worked example the reader may ask for, each still a scenario of the rules:
the first bribe made of another type, a card more or fewer in a bribe or in a hand.

Each takes a scenario and gives a new one (the one given is not changed), or refuses what the
rules do not allow (a Wild joins a bribe of a type, never a bribe of its own); the caller
replays the new scenario, which the engine refuses in its turn if the box cannot hold it.

The end-of-game risk has what-ifs of its own, on the counts the risk depends on rather than on
a scenario (:func:`risk_position`): a card more in view or back among the unseen, a deck of
another size. The same refusal applies: a count the box cannot give is refused.
"""

from __future__ import annotations

import copy
from typing import Any, Mapping

from .analysis import RefillRisk, box_counts, counted_risk, visible_counts
from .board import to_json
from .components import WILD
from .refusals import M_
from .rulings import Ruling
from .scenario import ScenarioError
from .state import NOT_A_TREASURE, State

Json = dict[str, Any]

NO_BRIBE_CARD = M_("no-bribe-card")
NO_WILD = M_("no-wild-in-bribe")
NO_BRIBE_FOR_WILD = M_("no-bribe-for-wild")
NO_HAND_CARD = M_("no-hand-card")
NOT_THE_WHOLE_BOX = M_("not-the-whole-box")
NO_UNSEEN_CARD = M_("no-unseen-card")
NO_SEEN_CARD = M_("no-seen-card")
DECK_EMPTY = M_("deck-empty")
DECK_TOO_BIG = M_("deck-too-big")


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


def ending(position: Mapping[str, Any]) -> Json | None:
    """The scenario that ends a game still going on from ``position`` (a board in the
    scenario format), the rules' own way: the player to move draws from an empty deck, which
    joins the hands to the bribes, counts every score line and breaks the ties. None when
    the game is already over."""
    if position.get("over"):
        return None
    out: Json = {k: v for k, v in position.items() if k != "over"}
    return out | {"deck": [], "actions": [{"player": position["turn"], "do": "draw"}]}


def risk_position(state: State) -> Json:
    """What the risk of a bribe depends on, from the seat of the player to move
    (:mod:`engine.pdbmv.analysis`): the cards of each kind they see and the unseen ones (the
    track's order, Wild last), the deck size, and the track. The risk is what the mover can
    know from the box, so a position with cards missing from the deck and the other hands (a
    study position of a few cards) is refused. (No kind can be over the box's count: the
    scenario reader refuses that first.)"""
    box, seen = box_counts(state), visible_counts(state)
    hidden = len(state.deck) + sum(sum(h) for q, h in enumerate(state.hands) if q != state.turn)
    if sum(box) - sum(seen) != hidden:
        raise ScenarioError(NOT_THE_WHOLE_BOX, player=state.player,
                            unseen=sum(box) - sum(seen), hidden=hidden)
    board = to_json(state)
    kinds = [*board["favor"], WILD]
    index = {state.card_name(c): c for c in range(state.wild + 1)}
    return {"players": board["players"], "turn": board["turn"], "favor": board["favor"],
            "favor_values": board["favor_values"],
            "seen": {kind: seen[index[kind]] for kind in kinds},
            "unseen": {kind: box[index[kind]] - seen[index[kind]] for kind in kinds},
            "deck": len(state.deck)}


def position_risks(position: Mapping[str, Any]) -> list[RefillRisk]:
    """The risk of bribing each type (in the order of the types' ids, as
    :func:`~engine.pdbmv.analysis.risk_table` lists them), from a :func:`risk_position`'s
    unseen cards and deck size."""
    unseen, deck = position["unseen"], position["deck"]
    return [counted_risk(kind, sum(unseen.values()), unseen[kind] + unseen[WILD], deck)
            for kind in sorted(position["favor"])]


def with_seen_card(position: Mapping[str, Any], card: str, delta: int) -> Json:
    """One ``card`` comes into the mover's view (``delta`` 1) or goes back among the unseen
    (-1); the deck shrinks with the unseen cards when it must."""
    out = copy.deepcopy(dict(position))
    source = "unseen" if delta > 0 else "seen"
    if out[source][card] == 0:
        raise ScenarioError(NO_UNSEEN_CARD if delta > 0 else NO_SEEN_CARD, where=source,
                            player=out["turn"], card=card)
    out["seen"][card] += delta
    out["unseen"][card] -= delta
    out["deck"] = min(out["deck"], sum(out["unseen"].values()))
    return out


def with_deck_size(position: Mapping[str, Any], delta: int) -> Json:
    """One unseen card more (``delta`` 1) or fewer (-1) in the deck: the other hands hold
    the rest, so the deck holds no more than the unseen cards."""
    deck, unseen = position["deck"] + delta, sum(position["unseen"].values())
    if deck < 0:
        raise ScenarioError(DECK_EMPTY, where="deck")
    if deck > unseen:
        raise ScenarioError(DECK_TOO_BIG, where="deck", unseen=unseen)
    return {**position, "deck": deck}


__all__ = ["DECK_EMPTY", "NO_BRIBE_CARD", "NO_BRIBE_FOR_WILD", "NO_HAND_CARD", "NO_WILD",
           "bribed_type", "ending", "position_risks", "risk_position", "with_bribe_card",
           "with_bribe_type", "with_deck_size", "with_hand_card", "with_seen_card"]
