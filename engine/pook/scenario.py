"""The scenario JSON format: read with precise errors, written so that it round-trips.

Keys (the command line's contract): ``players``; ``banners`` (player -> two factions);
``grid`` (``{"at": [r, c], "card": id, "side": "warrior"|"coin"}`` for every card on the
table, Piggy included); ``hands`` (player -> card ids); ``deck`` (card ids, top first);
``turn`` (the player to move, null once the game is over); ``piggy_lock`` (``[r, c]`` of the
card Piggy may not swap with, or null); ``fixed_grid`` (default false); ``actions``. Written
states add ``phase``; two more keys appear only when needed: ``tiebreak`` (``{"tied":
[players], "chosen": [[r, c], ...]}``, once a tie-break has begun: the issue's keys cannot say
who is still tied after a round) and ``levels`` (the ``levels`` option, when not the default).

:func:`to_json` writes lists in a canonical order (grid and hands sorted, banners in faction
order); :func:`from_json` accepts any order, so ``to_json(from_json(to_json(s))) ==
to_json(s)``.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from ..limits import check_name, text_list
from .board import to_json as to_json  # the writing half, re-exported with the reader
from .actions import json_cell
from .components import (DEFAULT_LEVELS, FACTIONS, FIXED_BOX, GRID_SIZE, KINDS,
                         LEVELS, LIMITS, MAX_PLAYERS, MIN_PLAYERS, PIGGY_CODE, SIDES, WARRIOR,
                         box_counts, code_of)
from .refusals import M_, RulesError, ScenarioError
from .rules import GAME_OVER, PHASES
from .rulings import Ruling
from .state import State

KEYS = ("players", "banners", "grid", "hands", "deck", "turn", "piggy_lock", "fixed_grid",
        "phase", "tiebreak", "levels", "actions")
REQUIRED = ("players", "banners", "grid", "turn")

PLAYER_COUNT = M_("player-count")
PLAYER_NAMES = M_("player-names")
NOT_A_PLAYER = M_("not-a-player")
NOT_A_BOOLEAN = M_("not-a-boolean")
BAD_TIEBREAK = M_("bad-tiebreak")


def _strings(value: Any, where: str) -> list[str]:
    return text_list(value, where, ScenarioError, M_("not-strings"))


def _object(value: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise ScenarioError(M_("not-an-object"), where=where)
    return value


def check_names(players: Sequence[object], where: str = "players") -> None:
    """Each player name short and without control characters: the check every game shares
    (:func:`engine.limits.check_name`), located at ``players[i]``."""
    for i, name in enumerate(players):
        check_name(name, LIMITS, f"{where}[{i}]")


def read_levels(value: Any, where: str = "levels") -> tuple[int, ...]:
    """A faction's list of levels (the ``levels`` option)."""
    if (not isinstance(value, (list, tuple)) or len(value) != len(DEFAULT_LEVELS)
            or not all(type(v) is int and v in LEVELS for v in value)):
        raise ScenarioError(M_("bad-levels"), where=where, count=len(DEFAULT_LEVELS))
    return tuple(value)


def read_banner(value: Any, where: str) -> tuple[int, int]:
    """Two different faction ids, as faction indexes in order."""
    if (not isinstance(value, (list, tuple)) or len(value) != 2
            or not all(v in FACTIONS for v in value) or value[0] == value[1]):
        raise ScenarioError(M_("banner-pair"), where=where, factions=", ".join(FACTIONS))
    a, b = sorted(FACTIONS.index(v) for v in value)
    return a, b


def from_json(data: Any) -> State:
    """A state from a scenario object (``actions`` is not read), or a :class:`ScenarioError`
    naming the field at fault.

    Every board of ``State.apply_steps`` reads back, with one exception no dealt game can
    reach: in a position set up by hand, the board right after a player lays the last card
    of every hand while the deck still holds cards (before the draw) is refused
    (``stuck-deck``): as a position, nobody could move in it."""
    data = _object(data, "scenario")
    for key in data:
        if key not in KEYS:
            raise ScenarioError(M_("unknown-key"), where=str(key), known=", ".join(KEYS))
    for key in REQUIRED:
        if key not in data:
            raise ScenarioError(M_("required"), where=key)
    players = _strings(data["players"], "players")
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise ScenarioError(PLAYER_COUNT, where="players", low=MIN_PLAYERS, high=MAX_PLAYERS,
                            count=len(players))
    check_names(players)
    if len(set(players)) != len(players) or not all(p.strip() for p in players):
        raise ScenarioError(PLAYER_NAMES, where="players")
    levels = read_levels(data["levels"]) if "levels" in data else DEFAULT_LEVELS
    fixed = data.get("fixed_grid", False)
    if not isinstance(fixed, bool):
        raise ScenarioError(NOT_A_BOOLEAN, where="fixed_grid")
    state = State(players, _banners(data["banners"], players), fixed, levels)
    counts = [0] * (KINDS + 1)
    limits = box_counts(levels)

    def take(card: Any, where: str, piggy: bool = False) -> int:
        code = code_of(card)
        if code is None or (code == PIGGY_CODE and not piggy):
            raise ScenarioError(M_("unknown-card") if piggy else M_("hand-card"), where=where,
                                card=card)
        counts[code] += 1
        if counts[code] > limits[code]:
            raise ScenarioError(M_("too-many"), where=where, card=card, limit=limits[code])
        return code

    _grid(state, data["grid"], take)
    hands = _object(data.get("hands", {}), "hands")
    for p, cards in hands.items():
        if p not in players:
            raise ScenarioError(NOT_A_PLAYER, where=f"hands.{p}")
        for i, card in enumerate(_strings(cards, f"hands.{p}")):
            state.hands[players.index(p)][take(card, f"hands.{p}[{i}]")] += 1
    deck = _strings(data.get("deck", []), "deck")
    state.deck = [take(card, f"deck[{i}]") for i, card in enumerate(deck)][::-1]
    if state.deck and not any(any(hand) for hand in state.hands):
        raise ScenarioError(M_("stuck-deck"), where="deck")
    _lock(state, data.get("piggy_lock"))
    _end_of_game(state, data)
    return state


def _banners(value: Any, players: list[str]) -> list[tuple[int, int]]:
    """Every player's banner, in seat order; no pair twice (ruling banners-unique)."""
    block = _object(value, "banners")
    for p in block:
        if p not in players:
            raise ScenarioError(NOT_A_PLAYER, where=f"banners.{p}")
    banners: list[tuple[int, int]] = []
    for p in players:
        if p not in block:
            raise ScenarioError(M_("banner-missing"), where="banners", player=p)
        pair = read_banner(block[p], f"banners.{p}")
        if pair in banners:
            raise ScenarioError(M_("banner-taken"), where=f"banners.{p}",
                                ruling=Ruling.BANNERS_UNIQUE,
                                other=players[banners.index(pair)])
        banners.append(pair)
    return banners


def _grid(state: State, value: Any, take: Callable[..., int]) -> None:
    """The table: each entry checked and placed, then Piggy and the 5 by 5 limit."""
    if not isinstance(value, list):
        raise ScenarioError(M_("grid-not-list"), where="grid")
    table = state.table
    for i, entry in enumerate(value):
        where = f"grid[{i}]"
        if not isinstance(entry, Mapping) or set(entry) != {"at", "card", "side"}:
            raise ScenarioError(M_("grid-entry"), where=where)
        cell = json_cell(entry["at"])
        if cell is None:
            raise ScenarioError(M_("scenario-cell"), where=f"{where}.at")
        if cell in table.cards:
            raise ScenarioError(M_("cell-twice"), where=f"{where}.at", cell=list(cell))
        if table.fixed and not all(FIXED_BOX[0] <= v <= FIXED_BOX[1] for v in cell):
            raise ScenarioError(M_("scenario-outside-fixed"), where=f"{where}.at",
                                ruling=Ruling.GRID_FIVE_BY_FIVE)
        code = take(entry["card"], f"{where}.card", piggy=True)
        side = entry["side"]
        if side not in SIDES:
            raise ScenarioError(M_("scenario-side"), where=f"{where}.side")
        if code == PIGGY_CODE:
            if side == WARRIOR:
                raise ScenarioError(M_("piggy-warrior"), where=f"{where}.side",
                                    ruling=Ruling.PIGGY_IS_A_COIN)
            table.piggy = cell
        table.place(cell, code, side == WARRIOR)
    if sum(1 for code in table.cards.values() if code == PIGGY_CODE) != 1:
        raise ScenarioError(M_("piggy-count"), where="grid")
    rows = {r for r, _ in table.cards}
    cols = {c for _, c in table.cards}
    height, width = max(rows) - min(rows) + 1, max(cols) - min(cols) + 1
    if height > GRID_SIZE or width > GRID_SIZE:
        raise ScenarioError(M_("too-wide"), where="grid", ruling=Ruling.GRID_FIVE_BY_FIVE,
                            rows=height, cols=width)


def _lock(state: State, value: Any) -> None:
    """``piggy_lock``: null, or the cell of a card other than Piggy."""
    if value is None:
        return
    cell = json_cell(value)
    if cell is None or state.table.cards.get(cell, PIGGY_CODE) == PIGGY_CODE:
        raise ScenarioError(M_("bad-lock"), where="piggy_lock")
    state.lock = cell


def _end_of_game(state: State, data: Mapping[str, Any]) -> None:
    """``turn``, ``tiebreak`` and ``phase``, which depend on whether cards are left."""
    players, turn = state.players, data["turn"]
    if state.cards_left():
        if "tiebreak" in data:
            raise ScenarioError(M_("tiebreak-early"), where="tiebreak")
        if turn not in players:
            raise ScenarioError(M_("turn-player"), where="turn", turn=turn)
        state.turn = players.index(turn)
    else:
        if "tiebreak" in data:
            _tiebreak(state, data["tiebreak"])
        mover = state.current_player
        if turn != mover:
            expected = "null" if mover is None else repr(mover)
            raise ScenarioError(M_("turn-at-end"), where="turn", expected=expected, turn=turn)
    given = data.get("phase")
    if given is not None and (given not in PHASES or given != state.phase):
        raise ScenarioError(M_("wrong-phase"), where="phase", phase=state.phase, given=given)


def _tiebreak(state: State, value: Any) -> None:
    """A tie-break in progress: the players still tied, in seat order, and this round's
    choices (fewer than the tied players: the last choice closes a round at once)."""
    players = state.players
    if not isinstance(value, Mapping) or set(value) != {"tied", "chosen"}:
        raise ScenarioError(BAD_TIEBREAK, where="tiebreak")
    tied = value["tied"]
    if (not isinstance(tied, list) or not tied or not all(p in players for p in tied)
            or [players.index(p) for p in tied] != sorted({players.index(p) for p in tied})):
        raise ScenarioError(BAD_TIEBREAK, where="tiebreak.tied")
    # Their points are not checked: in the middle of a round's flips (a step of
    # ``apply_steps``) the table has moved on while the record still names the round's players.
    seats = [players.index(p) for p in tied]
    chosen = value["chosen"]
    cells = [json_cell(c) for c in chosen] if isinstance(chosen, list) else [None]
    table = state.table
    if len(cells) >= len(seats) or any(
            c is None or table.cards.get(c, PIGGY_CODE) == PIGGY_CODE or c in table.warriors
            for c in cells):
        raise ScenarioError(M_("bad-chosen"), where="tiebreak.chosen")
    state.tied = seats
    state.chosen = [c for c in cells if c is not None]


def result_json(state: State) -> dict[str, Any]:
    """The count on the table as it stands; ``winners`` stays empty until the game is over."""
    points = state.faction_points()
    return {"factions": dict(zip(FACTIONS, points)), "scores": state.scores(),
            "winners": state.winners()}


def check_turn(state: State, action: object, player: object) -> None:
    """``player`` may play ``action`` now: the game goes on and it is their move (the
    play-through of :mod:`engine.playthrough` locates the refusal at ``actions[i]``)."""
    mover = state.current_player
    if mover is None:
        raise ScenarioError(GAME_OVER, ruling=Ruling.GAME_OVER)
    if player != mover:
        raise ScenarioError(M_("not-your-turn"), ruling=Ruling.TURN_ORDER, player=player,
                            turn=mover)
