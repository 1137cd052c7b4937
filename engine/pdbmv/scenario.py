"""The scenario JSON format: read (with precise errors) and written (round-trips exactly).

Keys: players, favor, favor_values, deck (top first), market ("3".."0" -> cards), hands,
bribes (player -> type -> cards), discard, turn, over, seed; plus actions, which
:func:`run_json` plays (the CLI's ``run``, and every worked example of the site).
"""

from __future__ import annotations

from typing import Any, Mapping

from .actions import ActionSyntaxError, action_from_json
from .components import (CARDS_PER_TREASURE, DEFAULT_TRACK_VALUES, MAX_PLAYERS, MIN_PLAYERS,
                         STALLS, WILD, WILDS_IN_BOX,
                         check_treasure_ids)
from .events import Event
from .rulings import Ruling
from .state import IllegalAction, State


class ScenarioError(ValueError):
    """A scenario that cannot be a position of the game. ``where`` is the JSON path."""

    def __init__(self, where: str, message: str, ruling: Ruling | None = None) -> None:
        text = f"{where}: {message}" + (f" [ruling {ruling.value}]" if ruling else "")
        super().__init__(text)
        self.where = where
        self.reason = message
        self.ruling = ruling


def to_json(state: State) -> dict[str, Any]:
    """The state in the scenario format (cards in canonical order)."""
    name = state.card_name

    def spread(counts: list[int]) -> list[str]:
        return [name(c) for c, n in enumerate(counts) for _ in range(n)]

    out: dict[str, Any] = {
        "players": list(state.players),
        "favor": [state.treasures[t] for t in state.track],
        "favor_values": list(state.track_values),
        "deck": [name(c) for c in reversed(state.deck)],
        "market": {str(s): [name(c) for c in state.market[s]] for s in STALLS},
        "hands": {p: spread(state.hands[i]) for i, p in enumerate(state.players)},
        "bribes": {p: {state.treasures[t]: [state.treasures[t]] * (n - state.bribe_wilds[i][t])
                       + [WILD] * state.bribe_wilds[i][t]
                       for t, n in enumerate(state.bribes[i]) if n}
                   for i, p in enumerate(state.players)},
        "discard": spread(state.discard),
        "turn": state.player,
        "over": state.over,
    }
    if state.seed is not None:
        out["seed"] = state.seed
    return out


def _strings(value: Any, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ScenarioError(where, "must be a list of strings")
    return value


def from_json(data: Any) -> State:
    """Build a state from a scenario object, or raise :class:`ScenarioError`."""
    if not isinstance(data, Mapping):
        raise ScenarioError("scenario", "must be a JSON object")
    known = {"players", "favor", "favor_values", "deck", "market", "hands", "bribes", "discard",
             "turn", "over", "seed", "actions"}
    for key in data:
        if key not in known:
            raise ScenarioError(str(key), f"unknown key (expected one of {', '.join(sorted(known))})")
    for key in ("players", "favor", "deck", "turn"):
        if key not in data:
            raise ScenarioError(key, "is required")
    players = _strings(data["players"], "players")
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise ScenarioError("players", f"needs {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                                       f"not {len(players)}")
    if len(set(players)) != len(players) or not all(p.strip() for p in players):
        raise ScenarioError("players", "names must be distinct and not blank")
    try:
        favor = list(check_treasure_ids(_strings(data["favor"], "favor")))
    except ValueError as err:
        raise ScenarioError("favor", str(err)) from None
    values = data.get("favor_values")
    if values is None:
        if len(favor) != len(DEFAULT_TRACK_VALUES):
            raise ScenarioError("favor_values", f"is required when favor does not have "
                                                f"{len(DEFAULT_TRACK_VALUES)} spaces")
        values = list(DEFAULT_TRACK_VALUES)
    if (not isinstance(values, list) or len(values) != len(favor)
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in values)):
        raise ScenarioError("favor_values", f"must be {len(favor)} integers, one per space")
    seed = data.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise ScenarioError("seed", "must be an integer")
    # Treasure indexes follow the sorted ids, not the track: JSON keeps only the track order,
    # so any other choice would reorder card lists and legal actions on a round trip.
    state = State(players, sorted(favor), values, seed)
    state.track = [state.treasures.index(t) for t in favor]

    def card(name: Any, where: str) -> int:
        c = state.card_index(name) if isinstance(name, str) else None
        if c is None:
            raise ScenarioError(where, f"{name!r} is not a card id ({WILD!r} or one of favor)")
        return c

    state.deck = [card(c, f"deck[{i}]") for i, c in enumerate(_strings(data["deck"], "deck"))]
    state.deck.reverse()
    market = data.get("market", {})
    if not isinstance(market, Mapping):
        raise ScenarioError("market", "must map stalls \"3\", \"2\", \"1\", \"0\" to card lists")
    for key, cards in market.items():
        if key not in {str(s) for s in STALLS}:
            raise ScenarioError(f"market.{key}", "is not a stall (use \"3\", \"2\", \"1\", \"0\")")
        state.market[int(key)] = [card(c, f"market.{key}[{i}]")
                                  for i, c in enumerate(_strings(cards, f"market.{key}"))]
    for field in ("hands", "bribes"):
        block = data.get(field, {})
        if not isinstance(block, Mapping):
            raise ScenarioError(field, "must map player names to their cards")
        for p in block:
            if p not in players:
                raise ScenarioError(f"{field}.{p}", "is not one of players")
    for p, cards in data.get("hands", {}).items():
        for i, c in enumerate(_strings(cards, f"hands.{p}")):
            state.hands[players.index(p)][card(c, f"hands.{p}[{i}]")] += 1
    for p, bribes in data.get("bribes", {}).items():
        if not isinstance(bribes, Mapping):
            raise ScenarioError(f"bribes.{p}", "must map treasure ids to card lists")
        _read_bribes(state, players.index(p), p, bribes, card)
    for i, c in enumerate(_strings(data.get("discard", []), "discard")):
        state.discard[card(c, f"discard[{i}]")] += 1
    turn = data["turn"]
    if turn not in players:
        raise ScenarioError("turn", f"{turn!r} is not one of players")
    state.turn = players.index(turn)
    over = data.get("over", False)
    if not isinstance(over, bool):
        raise ScenarioError("over", "must be true or false")
    state.over = over
    _check_box(state)
    return state


def _read_bribes(state: State, p: int, name: str, bribes: Mapping[str, Any], card: Any) -> None:
    for t_name, cards in bribes.items():
        where = f"bribes.{name}.{t_name}"
        t = state.card_index(t_name)
        if t is None or t == state.wild:
            raise ScenarioError(where, "is not a treasure id of favor")
        kinds = [card(c, f"{where}[{i}]") for i, c in enumerate(_strings(cards, where))]
        if any(k not in (t, state.wild) for k in kinds):
            raise ScenarioError(where, f"a bribe of {t_name} holds only {t_name} cards and Wilds",
                                Ruling.BRIBE_ONE_TYPE)
        if t not in kinds:
            raise ScenarioError(where, f"a bribe needs at least one {t_name} card",
                                Ruling.BRIBE_NEW_NEEDS_TREASURE)
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
            raise ScenarioError("scenario", f"{n} {state.card_name(c)} cards in play; the box "
                                            f"holds {limit}")


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


def run_scenario(data: Any) -> tuple[State, list[Event]]:
    """Load a scenario and play its actions; raise ScenarioError naming the field or action."""
    state = from_json(data)
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise ScenarioError("actions", "must be a list of action objects")
    events: list[Event] = []
    for i, raw in enumerate(actions):
        where = f"actions[{i}]"
        if not isinstance(raw, dict):
            raise ScenarioError(where, "must be an object with 'player' and 'do'")
        try:
            action = action_from_json(raw)
        except ActionSyntaxError as err:
            raise ScenarioError(where, str(err)) from None
        player = raw.get("player")
        if state.over:
            raise ScenarioError(where, "the game is over", Ruling.GAME_OVER)
        if player != state.player:
            raise ScenarioError(where, f"it is {state.player}'s turn, not {player!r}'s",
                                Ruling.TURN)
        try:
            events += state.apply(action)
        except IllegalAction as err:
            raise ScenarioError(where, f"{action}: {err.reason}", err.ruling) from None
    return state, events


def run_json(data: Any) -> dict[str, Any]:
    """The ``run`` command's output object."""
    state, events = run_scenario(data)
    return {"state": to_json(state), "events": [e.to_json() for e in events],
            "result": result_json(state)}
