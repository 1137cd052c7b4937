"""The scenario JSON format: read with precise errors, written so that it round-trips exactly.

Keys (the issue's contract): ``players`` (seat order, clockwise), ``cards`` (id to
``{"squares": [colour, colour], "gold": n}``; the demonstration deck when absent), ``trail``
(visible squares, left end first, each ``{"colour", "card"}``), ``buried``, ``hands``,
``treasures``, ``deck`` (top first), ``out``, ``cycles_left``, ``turn``, ``reshuffle``
(optional decks for the coming cycles), ``phase`` (``"play"`` or ``"round-over"``) and
``actions``. Keys this engine adds, written only when they differ from their default: ``seed``
(of the seeded shuffles), ``round`` (1), ``target`` (round wins that take the match: 1 when
absent, as the contract's scenarios are single rounds, though a new match defaults to 2),
``wins`` and ``markers`` (of a 2-win match), ``marker`` (where a marker comes from:
``"trail"``, or ``"hand"`` for the giver's own cards). Cards listed nowhere are the ones removed at setup.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..limits import text_list
from .actions import Deal, Give
from .board import to_json as to_json  # the writing half, re-exported with the reader
from .cards import read_cards
from .components import DEFAULT_MARKER, DEMONSTRATION_DECK, HAND_SIZE, MARKER_FROM
from .placement import Places, read_trail
from .refusals import M_, RulesError
from .rounds import chooser, marker_choices, outcome
from .rulings import Ruling
from .setup import check_players
from .state import MATCH_OVER, ONE_LEFT, PLAY, ROUND_OVER, TURN_IS_OUT, State


class ScenarioError(RulesError):
    """A scenario that cannot be a position of the game; ``where`` is the JSON path.

    An action a scenario plays and the rules refuse keeps its own type (``IllegalAction`` or
    ``ActionSyntaxError``), located at ``actions[i]``: every one is a :class:`RulesError`.
    """


CONTRACT = ("players", "cards", "trail", "buried", "hands", "treasures", "deck", "out",
            "cycles_left", "turn", "reshuffle", "phase")
EXTRAS = ("seed", "round", "target", "wins", "markers", "marker")
REQUIRED = ("players", "trail", "hands", "deck", "turn")

NOT_STRINGS = M_("not-strings")
NOT_A_PLAYER = M_("not-a-player")
NOT_PER_PLAYER = M_("not-per-player")
DECK_EMPTY = M_("deck-empty")
WINS_TOO_MANY = M_("wins-too-many")


def _strings(value: Any, where: str) -> list[str]:
    return text_list(value, where, ScenarioError, NOT_STRINGS)


def _number(data: Mapping[str, Any], key: str, low: int, high: int, default: int,
            where: str | None = None) -> int:
    value = data.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ScenarioError(M_("whole-number"), where=where or key, low=low, high=high, value=value)
    return value


def _seat(players: list[str], value: Any, where: str) -> int:
    if value not in players:
        raise ScenarioError(NOT_A_PLAYER, where=where, value=value)
    return players.index(value)


def _per_player(data: Mapping[str, Any], key: str, players: list[str],
                places: Places) -> list[list[str]]:
    """A ``{player: [card ids]}`` block, each card placed once."""
    block = data.get(key, {})
    if not isinstance(block, Mapping):
        raise ScenarioError(NOT_PER_PLAYER, where=key)
    rows: list[list[str]] = [[] for _ in players]
    for name, cards in block.items():
        seat = _seat(players, name, f"{key}.{name}")
        rows[seat] = [places.put(c, f"{key}.{name}[{i}]")
                      for i, c in enumerate(_strings(cards, f"{key}.{name}"))]
    return rows


def from_json(data: Any) -> State:
    """A state from a scenario object (``actions`` is not read), or a :class:`RulesError`
    naming the field. Every card has one place; what makes a position playable is checked
    by :func:`check_position` (``run`` does both: it is the spec's ``check_start``)."""
    if not isinstance(data, Mapping):
        raise ScenarioError(M_("not-an-object"), where="scenario")
    known = (*CONTRACT, *EXTRAS, "actions")
    for key in data:
        if key not in known:
            raise ScenarioError(M_("unknown-key"), where=str(key), known=", ".join(known))
    for key in REQUIRED:
        if key not in data:
            raise ScenarioError(M_("required"), where=key)
    players = _strings(data["players"], "players")
    check_players(players)
    cards = DEMONSTRATION_DECK if data.get("cards") is None else read_cards(data["cards"],
                                                                              "cards")
    seed = data.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise ScenarioError(M_("not-an-integer"), where="seed", value=seed)
    marker = data.get("marker", DEFAULT_MARKER)
    if marker not in MARKER_FROM:
        raise ScenarioError(M_("bad-marker"), where="marker", ruling=Ruling.MARKER_CHOOSER,
                            value=marker)
    state = State(players, cards, seed, _number(data, "target", 1, 2, 1), marker)
    state.round = _number(data, "round", 1, 10**9, 1)
    phase = data.get("phase", PLAY)
    if phase not in (PLAY, ROUND_OVER):
        raise ScenarioError(M_("bad-phase"), where="phase", value=phase)
    state.phase = phase
    places = Places(cards)
    state.trail = read_trail(data["trail"], places, 0 if phase == ROUND_OVER else 2)
    state.buried = [places.put(c, f"buried[{i}]")
                    for i, c in enumerate(_strings(data.get("buried", []), "buried"))]
    state.hands = _per_player(data, "hands", players, places)
    state.treasures = _per_player(data, "treasures", players, places)
    state.deck = [places.put(c, f"deck[{i}]")
                  for i, c in enumerate(_strings(data["deck"], "deck"))][::-1]
    state.markers = _per_player(data, "markers", players, places)
    state.out = []
    for i, name in enumerate(_strings(data.get("out", []), "out")):
        seat = _seat(players, name, f"out[{i}]")
        if seat in state.out:
            raise ScenarioError(NOT_A_PLAYER, where=f"out[{i}]", value=name)
        state.out.append(seat)
    state.cycles_left = _number(data, "cycles_left", 0, state.owed, state.owed)
    state.turn = _seat(players, data["turn"], "turn")
    wins = data.get("wins", {})
    if not isinstance(wins, Mapping):
        raise ScenarioError(NOT_PER_PLAYER, where="wins")
    for name in wins:
        seat = _seat(players, name, f"wins.{name}")
        state.wins[seat] = _number(wins, name, 0, state.target, 0, f"wins.{name}")
    state.reshuffle = _read_reshuffle(data.get("reshuffle", []), state)
    for p, name in enumerate(players):
        if len(state.hands[p]) > HAND_SIZE:
            raise ScenarioError(M_("too-many-in-hand"), where=f"hands.{name}",
                                ruling=Ruling.DRAW_BACK,
                                count=len(state.hands[p]), most=HAND_SIZE)
    return state


def check_position(state: State) -> None:
    """What a position between two actions satisfies, so that someone can act: a
    :class:`ScenarioError` naming the field and the ruling otherwise. :func:`from_json`
    leaves it out, because it also reads the boards the engine writes between two events of
    one action (a hand of one card just after a play, an empty deck just before a cycle)."""
    if state.phase == PLAY:
        _check_play(state)
    else:
        _check_round_over(state)


def _read_reshuffle(value: Any, state: State) -> list[list[str]]:
    if not isinstance(value, list):
        raise ScenarioError(NOT_STRINGS, where="reshuffle")
    owed = state.cycles_left if state.phase == PLAY else state.owed
    if len(value) > owed:
        raise ScenarioError(M_("extra-decks"), where="reshuffle", ruling=Ruling.DECK_CYCLE,
                            count=len(value), owed=owed)
    decks = []
    for d, deck in enumerate(value):
        cards = _strings(deck, f"reshuffle[{d}]")
        for i, card in enumerate(cards):
            if card not in state.cards:
                raise ScenarioError(M_("unknown-card"), where=f"reshuffle[{d}][{i}]", card=card)
            if card in cards[:i]:
                raise ScenarioError(M_("duplicate-in-deck"), where=f"reshuffle[{d}]", card=card)
        decks.append(list(cards))
    return decks


def _check_play(state: State) -> None:
    """What a round being played always satisfies."""
    names = state.players
    if len(state.still_in()) < 2:
        raise ScenarioError(ONE_LEFT, where="out", ruling=Ruling.LAST_STANDING)
    if state.turn in state.out:
        raise ScenarioError(TURN_IS_OUT, where="turn", ruling=Ruling.TURN_ORDER,
                            player=state.player)
    for p in state.still_in():
        if len(state.hands[p]) != HAND_SIZE:
            raise ScenarioError(M_("hand-not-full"), where=f"hands.{names[p]}",
                                ruling=Ruling.DRAW_BACK, player=names[p],
                                count=len(state.hands[p]), size=HAND_SIZE)
    if not state.deck:
        raise ScenarioError(DECK_EMPTY, where="deck", ruling=Ruling.ROUND_END_LAST_CARD)
    for p, count in enumerate(state.wins):
        if count >= state.target:
            raise ScenarioError(WINS_TOO_MANY, where=f"wins.{names[p]}",
                                ruling=Ruling.MATCH_LENGTH, player=names[p], wins=count)
    if not state.can_play(state.turn):
        raise ScenarioError(M_("cannot-play"), where="turn", ruling=Ruling.AMBUSH,
                            player=state.player)


def _check_round_over(state: State) -> None:
    """What a finished round always satisfies: how it ended, and what it waits for."""
    names = state.players
    if not state.still_in():
        raise ScenarioError(M_("nobody-left"), where="out", ruling=Ruling.LAST_STANDING)
    if state.deck and len(state.still_in()) > 1:
        raise ScenarioError(M_("not-ended"), where="phase", ruling=Ruling.ROUND_END_LAST_CARD)
    winner = outcome(state).winner
    for p, count in enumerate(state.wins):
        if count >= state.target and p != winner:
            raise ScenarioError(WINS_TOO_MANY, where=f"wins.{names[p]}",
                                ruling=Ruling.MATCH_LENGTH, player=names[p], wins=count)
    if winner is None:
        return
    if state.wins[winner] == 0:
        raise ScenarioError(M_("winner-without-win"), where=f"wins.{names[winner]}",
                            ruling=Ruling.ROUND_SCORE, player=names[winner])
    giver = chooser(state, winner)
    if not state.is_over and state.turn != giver:
        raise ScenarioError(M_("not-the-giver"), where="turn", ruling=Ruling.MARKER_CHOOSER,
                            winner=names[winner], giver=names[giver])
    if not state.is_over and not marker_choices(state):
        raise ScenarioError(M_("no-marker-card"), where="trail", ruling=Ruling.MARKER_CHOOSER)


def result_json(state: State) -> dict[str, Any]:
    """Gold and cards of the players still in, and the round's winner once it is over."""
    names = state.players
    still = state.still_in()
    winner: str | None = None
    if state.phase == ROUND_OVER:
        seat = outcome(state).winner
        winner = "tie" if seat is None else names[seat]
    return {"gold": {names[p]: state.gold(p) for p in still},
            "cards": {names[p]: len(state.hands[p]) + len(state.treasures[p]) for p in still},
            "round_winner": winner}


def check_turn(state: State, action: object, player: object) -> None:
    """``player`` may play ``action`` now: the match goes on and it is their turn to act
    (the mover, the marker's giver, the dealer of a replay); the play-through of
    :mod:`engine.playthrough` locates the refusal at ``actions[i]``."""
    if state.is_over:
        raise ScenarioError(MATCH_OVER, ruling=Ruling.ROUND_OVER, action=str(action),
                            winner=state.leader)
    if player != state.current_player:
        ruling = (Ruling.MARKER_CHOOSER if isinstance(action, Give) else
                  Ruling.ROUND_TIE_REPLAY if isinstance(action, Deal) else Ruling.TURN_ORDER)
        raise ScenarioError(M_("not-your-turn"), ruling=ruling, action=str(action), player=player,
                            turn=state.current_player)
