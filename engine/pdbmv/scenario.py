"""The scenario JSON format: read (with precise errors) and written (round-trips exactly).

Keys: players, favor, favor_values, deck (top first), market ("3".."0" -> cards), hands,
bribes (player -> type -> cards), discard, turn, over, seed; plus actions, which
:mod:`engine.playthrough` plays (the CLI's ``run``, and every worked example of the site)
with :func:`check_turn` and :func:`result_json`.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..limits import check_name, text_list
from .board import to_json as to_json  # the writing half, re-exported with the reader
from .components import (CARDS_PER_TREASURE, DEFAULT_TRACK_VALUES, LIMITS, STALLS, WILD,
                         WILDS_IN_BOX, check_treasure_ids)
from .refusals import M_, RulesError
from .rulings import Ruling
from .state import GAME_OVER, State


class ScenarioError(RulesError):
    """A scenario that cannot be a position of the game. ``where`` is the JSON path.

    An action a scenario plays and the rules refuse keeps its own type (an ``IllegalAction``
    or ``ActionSyntaxError``), located at ``actions[i]``: every one is a :class:`RulesError`.
    """


NOT_A_CARD = M_("not-a-card")


def _strings(value: Any, where: str) -> list[str]:
    return text_list(value, where, ScenarioError, M_("not-strings"))


def check_seats(players: list[str], where: str = "players") -> None:
    """Seat names: 2 to 5 (checked before anything else is looked at), each a short name
    without control characters, all distinct."""
    check_players_count(len(players), where)
    for i, name in enumerate(players):
        check_name(name, LIMITS, f"{where}[{i}]")
    if len(set(players)) != len(players):
        raise ScenarioError(M_("player-names"), where=where)


def check_players_count(count: int, where: str | None = "players") -> None:
    """A number of players within the limits, reported as given (``-1`` stays ``-1``)."""
    low, high = LIMITS.players
    if not low <= count <= high:
        raise ScenarioError(M_("player-count"), where=where, low=low, high=high, count=count)


def _cards_in(data: Mapping[str, Any]) -> int:
    """How many cards the scenario's piles, stalls, hands and bribes name together (a pile
    that is not a list counts nothing: its own check refuses it later)."""
    def size(value: Any) -> int:
        return len(value) if isinstance(value, list) else 0

    def sizes(block: Any) -> int:
        return sum(size(v) for v in block.values()) if isinstance(block, Mapping) else 0

    bribes = data.get("bribes")
    return (size(data.get("deck")) + size(data.get("discard")) + sizes(data.get("market"))
            + sizes(data.get("hands"))
            + (sum(sizes(b) for b in bribes.values()) if isinstance(bribes, Mapping) else 0))


def from_json(data: Any) -> State:
    """Build a state from a scenario object, or raise :class:`ScenarioError`.

    The limits (:data:`~engine.pdbmv.components.LIMITS`) come first: players, treasure types
    and the number of cards are counted before any card is read, and every look-up is a dict,
    so reading costs time in proportion to the input, whatever it holds."""
    if not isinstance(data, Mapping):
        raise ScenarioError(M_("not-an-object"), where="scenario")
    known = {"players", "favor", "favor_values", "deck", "market", "hands", "bribes", "discard",
             "turn", "over", "seed", "actions"}
    for key in data:
        if key not in known:
            raise ScenarioError(M_("unknown-key"), where=str(key), known=", ".join(sorted(known)))
    for key in ("players", "favor", "deck", "turn"):
        if key not in data:
            raise ScenarioError(M_("required"), where=key)
    players = _strings(data["players"], "players")
    check_seats(players)
    try:
        favor = list(check_treasure_ids(_strings(data["favor"], "favor")))
    except RulesError as err:
        raise err.at("favor") from None
    cards = _cards_in(data)
    if cards > LIMITS.max_cards:
        raise ScenarioError(M_("too-many-cards-in-all"), where="scenario", count=cards,
                            most=LIMITS.max_cards)
    values = data.get("favor_values")
    if values is None:
        if len(favor) != len(DEFAULT_TRACK_VALUES):
            raise ScenarioError(M_("values-required"),
                                where="favor_values", spaces=len(DEFAULT_TRACK_VALUES))
        values = list(DEFAULT_TRACK_VALUES)
    if (not isinstance(values, list) or len(values) != len(favor)
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in values)):
        raise ScenarioError(M_("values-per-space"),
                            where="favor_values", count=len(favor))
    seed = data.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise ScenarioError(M_("not-an-integer"), where="seed")
    # Treasure indexes follow the sorted ids, not the track: JSON keeps only the track order,
    # so any other choice would reorder card lists and legal actions on a round trip.
    state = State(players, sorted(favor), values, seed)
    order = {t: i for i, t in enumerate(state.treasures)}
    state.track = [order[t] for t in favor]
    seat = {name: i for i, name in enumerate(players)}

    def card(name: Any, where: str) -> int:
        c = state.card_index(name) if isinstance(name, str) else None
        if c is None:
            raise ScenarioError(NOT_A_CARD, where=where, card=name, wild=WILD)
        return c

    state.deck = [card(c, f"deck[{i}]") for i, c in enumerate(_strings(data["deck"], "deck"))]
    state.deck.reverse()
    market = data.get("market", {})
    if not isinstance(market, Mapping):
        raise ScenarioError(M_("market-not-map"), where="market")
    for key, cards in market.items():
        if key not in {str(s) for s in STALLS}:
            raise ScenarioError(M_("not-a-stall"), where=f"market.{key}")
        state.market[int(key)] = [card(c, f"market.{key}[{i}]")
                                  for i, c in enumerate(_strings(cards, f"market.{key}"))]
    for field in ("hands", "bribes"):
        block = data.get(field, {})
        if not isinstance(block, Mapping):
            raise ScenarioError(M_("cards-not-map"),
                                where=field)
        for p in block:
            if p not in players:
                raise ScenarioError(M_("not-a-player"), where=f"{field}.{p}")
    for p, cards in data.get("hands", {}).items():
        hand = state.hands[seat[p]]
        for i, c in enumerate(_strings(cards, f"hands.{p}")):
            hand[card(c, f"hands.{p}[{i}]")] += 1
    for p, bribes in data.get("bribes", {}).items():
        if not isinstance(bribes, Mapping):
            raise ScenarioError(M_("bribes-not-map"),
                                where=f"bribes.{p}")
        _read_bribes(state, seat[p], p, bribes, card)
    for i, c in enumerate(_strings(data.get("discard", []), "discard")):
        state.discard[card(c, f"discard[{i}]")] += 1
    turn = data["turn"]
    if not isinstance(turn, str) or turn not in seat:
        raise ScenarioError(M_("turn-not-a-player"),
                            where="turn", player=turn)
    state.turn = seat[turn]
    over = data.get("over", False)
    if not isinstance(over, bool):
        raise ScenarioError(M_("not-a-boolean"), where="over")
    state.over = over
    _check_box(state)
    return state


def _read_bribes(state: State, p: int, name: str, bribes: Mapping[str, Any], card: Any) -> None:
    for t_name, cards in bribes.items():
        where = f"bribes.{name}.{t_name}"
        t = state.card_index(t_name)
        if t is None or t == state.wild:
            raise ScenarioError(M_("bribe-not-a-treasure"),
                                where=where)
        kinds = [card(c, f"{where}[{i}]") for i, c in enumerate(_strings(cards, where))]
        if any(k not in (t, state.wild) for k in kinds):
            raise ScenarioError(M_("bribe-holds-one-type"),
                                where=where, ruling=Ruling.BRIBE_ONE_TYPE, treasure=t_name)
        if t not in kinds:
            raise ScenarioError(M_("bribe-needs-its-type"),
                                where=where, ruling=Ruling.BRIBE_NEW_NEEDS_TREASURE,
                                treasure=t_name)
        state.bribes[p][t] = len(kinds)
        state.bribe_wilds[p][t] = kinds.count(state.wild)


def _check_box(state: State) -> None:
    """No more cards of a kind than the real box holds."""
    totals = list(state.discard)
    for c in state.deck:
        totals[c] += 1
    for stall in state.market:
        for c in stall:
            totals[c] += 1
    for p in range(len(state.players)):
        for c, n in enumerate(state.hands[p]):
            totals[c] += n
        for t, n in enumerate(state.bribes[p]):
            totals[t] += n - state.bribe_wilds[p][t]
            totals[-1] += state.bribe_wilds[p][t]
    for c, n in enumerate(totals):
        limit = WILDS_IN_BOX if c == state.wild else CARDS_PER_TREASURE
        if n > limit:
            raise ScenarioError(M_("too-many-cards"),
                                where="scenario", count=n, card=state.card_name(c), limit=limit)


def result_json(state: State) -> dict[str, Any] | None:
    """Scores, ranking and tie-break trail of a finished game (None while it goes on)."""
    if not state.over:
        return None
    ranking = state.ranking()
    return {
        "scores": state.scores(),
        "ranking": [list(g) for g in ranking.groups],
        "winners": list(ranking.winners),
        "tiebreak": [{"players": list(s.players), "space": s.space, "treasure": s.treasure,
                      "counts": dict(zip(s.players, s.counts))} for s in ranking.trail],
    }


def check_turn(state: State, action: object, player: object) -> None:
    """``player`` may play ``action`` now: the game goes on and it is their turn (the
    play-through of :mod:`engine.playthrough` locates the refusal at ``actions[i]``)."""
    if state.over:
        raise ScenarioError(GAME_OVER, ruling=Ruling.GAME_OVER)
    if player != state.player:
        raise ScenarioError(M_("not-your-turn"), ruling=Ruling.TURN, player=player,
                            turn=state.player)
