"""The calculator of the registry entry: one JSON object in, one JSON object out.

Two calculations: ``table``, what the widget draws, is ``round`` with ``players`` optional
(:data:`DEFAULT_PLAYERS`, the page's worked example, when left out); ``round`` (the contract
of the page ``pi/score``)::

    {"calc": "round", "players": [{"solved_on": 3, "wrong": 1, "detectives": 2},
                                  {"solved_on": null, "wrong": 0, "detectives": 4}, ...]}

Each player (2 to 5, in seat order, numbered from 0) gives the turn they solved their case on
(``null``: never), their wrong guesses this round, and the detectives they have left (0 to 5,
for the whole game). The answer:

- ``turns``: the discovery turns, earliest first; ``end``: the turn the round ends after;
- ``scores``: per player, ``solve`` (7, 5, 3, 1 or 0 by the place of their turn among
  ``turns``), ``penalty`` (2 per wrong guess) and ``points`` (``solve - penalty``);
- ``points``: the players' points alone, in seat order;
- ``ranking``: best first, each ``{"player", "place", "points", "detectives", "penalties",
  "reason"}``, where ``reason`` says why the player is below the one just above: ``"points"``,
  ``"detectives"`` (same points, fewer detectives left), ``"penalties"`` (same points and
  detectives, more penalties) or ``"shared"`` (equal in all three: same place); ``null`` for
  the first.

Limits, checked first, before any work: 2 to 5 players; a turn 1 to 99; wrong guesses 0 to 99
and fewer than the turn solved on (one action a turn); detectives 0 to 5; the round must be
over (fewer than two players unsolved) and nobody may solve after it ended. A bad input is
refused with a :class:`~engine.errors.RulesError` naming the field (``players[2].wrong``), in
this game's catalogue: the command line prints it on one line and exits 2.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..calcinput import MISSING, NOT_A_KEY, check_keys, whole
from ..errors import RulesError, marker
from .rulings import Ruling
from .score import (DETECTIVES, MAX_PLAYERS, MIN_PLAYERS, PENALTY, Player, discovery_turns, key,
                    points, reason, round_end, solve_points)

M_ = marker("pi", __file__)

KEYS = frozenset({"calc", "players"})
DEFAULT_PLAYERS: list[dict[str, Any]] = [
    {"solved_on": 2, "wrong": 0, "detectives": 3}, {"solved_on": 2, "wrong": 1, "detectives": 4},
    {"solved_on": 4, "wrong": 0, "detectives": 2}, {"solved_on": None, "wrong": 1, "detectives": 5}]
"""The ``table`` players a caller leaves out: four players, two of them tied on points."""
PLAYER_KEYS = frozenset({"solved_on", "wrong", "detectives"})
MAX_TURN = 99
"""The latest turn, and the most wrong guesses, an input may name."""

NOT_A_COUNT = M_("not-a-count")
TOO_MANY_WRONG = M_("too-many-wrong")


def _player(value: Any, where: str) -> Player:
    if not isinstance(value, Mapping):
        raise RulesError(M_("not-a-player"), where=where)
    for name in value:
        if name not in PLAYER_KEYS:
            raise RulesError(NOT_A_KEY, where=f"{where}.{name}", calc="round",
                             keys=", ".join(sorted(PLAYER_KEYS)))
    for name in sorted(PLAYER_KEYS - set(value)):
        raise RulesError(MISSING, where=f"{where}.{name}", calc="round")
    turn = value["solved_on"]
    if turn is not None:
        turn = whole(turn, f"{where}.solved_on", M_("not-a-turn"), MAX_TURN, least=1,
                     ruling=Ruling.SOLVE_POINTS)
    wrong = whole(value["wrong"], f"{where}.wrong", NOT_A_COUNT, MAX_TURN,
                  ruling=Ruling.WRONG_GUESS_COSTS_TWO)
    if turn is not None and wrong > turn - 1:
        raise RulesError(TOO_MANY_WRONG, where=f"{where}.wrong", wrong=wrong, most=turn - 1,
                         turn=turn, ruling=Ruling.WRONG_GUESS_COSTS_TWO)
    detectives = whole(value["detectives"], f"{where}.detectives", NOT_A_COUNT, DETECTIVES,
                       ruling=Ruling.FIVE_DETECTIVES)
    return Player(turn, wrong, detectives)


def players_of(inputs: Mapping[str, Any]) -> list[Player]:
    """The checked players of a ``round`` input, in seat order."""
    name = str(inputs.get("calc", "round"))
    check_keys(inputs, name, KEYS, ("players",) if name == "round" else ())
    given = inputs.get("players", DEFAULT_PLAYERS)
    if not isinstance(given, list) or not MIN_PLAYERS <= len(given) <= MAX_PLAYERS:
        shown = len(given) if isinstance(given, list) else given
        raise RulesError(M_("not-players"), where="players", least=MIN_PLAYERS, most=MAX_PLAYERS,
                         value=shown, ruling=Ruling.TWO_TO_FIVE)
    found = [_player(p, f"players[{i}]") for i, p in enumerate(given)]
    end = round_end(found)
    if end is None:
        left = sum(1 for p in found if p.solved_on is None)
        raise RulesError(M_("not-over"), where="players", left=left,
                         ruling=Ruling.ROUND_ENDS_ONE_LEFT)
    for i, p in enumerate(found):
        if p.solved_on is not None and p.solved_on > end:
            raise RulesError(M_("after-end"), where=f"players[{i}].solved_on", turn=p.solved_on,
                             end=end, ruling=Ruling.ROUND_ENDS_ONE_LEFT)
        if p.solved_on is None and p.wrong > end:
            raise RulesError(TOO_MANY_WRONG, where=f"players[{i}].wrong", wrong=p.wrong,
                             most=end, turn=end, ruling=Ruling.WRONG_GUESS_COSTS_TWO)
    return found


def score(found: list[Player]) -> dict[str, Any]:
    """The answer for checked players: see the module's docstring."""
    turns = discovery_turns(found)
    scores = [{"solve": solve_points(p, turns), "penalty": PENALTY * p.wrong,
               "points": points(p, turns)} for p in found]
    order = sorted(range(len(found)), key=lambda i: key(found[i], scores[i]["points"]))
    ranking: list[dict[str, Any]] = []
    for n, i in enumerate(order):
        mine = key(found[i], scores[i]["points"])
        if n == 0:
            why, place = None, 1
        else:
            above = key(found[order[n - 1]], scores[order[n - 1]]["points"])
            why = reason(above, mine)
            place = ranking[-1]["place"] if why == "shared" else n + 1
        ranking.append({"player": i, "place": place, "points": scores[i]["points"],
                        "detectives": found[i].detectives, "penalties": found[i].wrong,
                        "reason": why})
    return {"turns": turns, "end": round_end(found), "scores": scores,
            "points": [s["points"] for s in scores], "ranking": ranking}


def calc(inputs: Mapping[str, Any]) -> dict[str, Any]:
    """The registry's calculator (``inputs["calc"]`` already checked by
    :meth:`engine.registry.CalcSpec.run`)."""
    return score(players_of(inputs))
