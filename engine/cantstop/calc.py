"""The calculator of the registry entry: one JSON object in, one JSON object out.

Two calculations (``"calc"``):

- ``odds``, the contract outside tools rely on: ``{"calc": "odds", "allowed": [sums]}`` (the
  sums usable now) gives ``{"rolls": k, "of": 1296, "probability": k / 1296}``, ``k`` the
  ordered rolls of four dice that go on;
- ``board``, what the widget draws: ``{"calc": "board", "climbers": [sums], "closed": [sums],
  "more": n}`` (the columns of the climbers placed this turn, the closed columns, how many
  rolls ahead to look; a column in both is one a climber has topped this turn, which still
  holds that climber and is closed for the rest of the turn: ``topped-is-closed``) gives
  the sums usable now and ``odds`` of them, plus the rolls that stop the turn (sorted dice,
  and how many ordered rolls each is) and the chance of going on for each of the next
  ``more`` rolls in a row;
- ``moves``, the worked examples of the pages: ``{"calc": "moves", "dice": [four faces],
  "climbers": [sums], "closed": [sums]}`` gives the dice in increasing order and every way
  to use them (``options``: each the pairing's ``sums`` and the columns it ``climbs``), none
  on a bust. With one climber free and two new columns, a pairing gives two options, one
  column each (``one-free-climber``).

Every input is checked before any work, and a bad one refused with a
:class:`~engine.errors.RulesError` that names its field (``allowed[2]``), in this game's
catalogue (an unknown key: the check every calculator shares, :mod:`engine.calcinput`): the
command line prints it on one line and exits 2.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..calcinput import check_keys, is_integer, whole
from ..errors import RulesError, marker
from .dice import (CLIMBERS, DICE, FACES, ROLLS, SUMS, chance, moves, rolls_going_on,
                   stopping_rolls, usable_sums)
from .rulings import Ruling

M_ = marker("cantstop", __file__)

KEYS: dict[str, frozenset[str]] = {
    "odds": frozenset({"calc", "allowed"}),
    "board": frozenset({"calc", "climbers", "closed", "more"}),
    "moves": frozenset({"calc", "dice", "climbers", "closed"}),
}
"""The keys each calculation reads (any other is refused, so a misspelt one is not ignored)."""
MAX_MORE = 20
"""Rolls in a row the ``board`` calculation looks ahead at most."""
DEFAULT_MORE = 5

NOT_A_LIST = M_("not-a-list")


def sums_of(inputs: Mapping[str, Any], key: str) -> list[int]:
    """The list of column sums at ``key``: each 2 to 12, none twice (refused at its index)."""
    value = inputs.get(key, [])
    if not isinstance(value, list):
        raise RulesError(NOT_A_LIST, where=key)
    seen: list[int] = []
    for i, item in enumerate(value):
        if not is_integer(item) or item not in SUMS:
            raise RulesError(M_("not-a-sum"), where=f"{key}[{i}]", value=item,
                             ruling=Ruling.FOUR_DICE_TWO_PAIRS)
        if item in seen:
            raise RulesError(M_("twice"), where=f"{key}[{i}]", value=item)
        seen.append(item)
    return seen


def odds(allowed: list[int]) -> dict[str, Any]:
    """``{"rolls": k, "of": 1296, "probability": k / 1296}`` for these usable sums."""
    k = rolls_going_on(allowed)
    return {"rolls": k, "of": ROLLS, "probability": k / ROLLS}


def board(climbers: list[int], closed: list[int], more: int) -> dict[str, Any]:
    """What the widget shows of one position: see the module's docstring."""
    allowed = usable_sums(climbers, closed)
    p = chance(allowed)
    stops = [{"dice": list(r.dice), "rolls": r.count} for r in stopping_rolls(allowed)]
    return {"allowed": allowed, **odds(allowed), "stops": stops,
            "survive": [float(p ** n) for n in range(1, more + 1)]}


def dice_of(inputs: Mapping[str, Any]) -> tuple[int, ...]:
    """The four faces at ``dice``, each 1 to 6 (refused at its index)."""
    value = inputs.get("dice")
    if not isinstance(value, list) or len(value) != DICE:
        raise RulesError(M_("not-dice"), where="dice", count=DICE,
                         ruling=Ruling.FOUR_DICE_TWO_PAIRS)
    return tuple(whole(face, f"dice[{i}]", M_("not-a-face"), FACES, least=1,
                       ruling=Ruling.FOUR_DICE_TWO_PAIRS) for i, face in enumerate(value))


def calc(inputs: Mapping[str, Any]) -> dict[str, Any]:
    """The registry's calculator (``inputs["calc"]`` already checked by
    :meth:`engine.registry.CalcSpec.run`)."""
    name = str(inputs["calc"])
    check_keys(inputs, name, KEYS[name])
    if name == "odds":
        if "allowed" not in inputs:
            raise RulesError(NOT_A_LIST, where="allowed")
        return odds(sums_of(inputs, "allowed"))
    if name == "moves":
        dice = dice_of(inputs)
    climbers = sums_of(inputs, "climbers")
    if len(climbers) > CLIMBERS:
        raise RulesError(M_("too-many-climbers"), where="climbers", count=len(climbers),
                         most=CLIMBERS,
                         ruling=Ruling.THREE_CLIMBERS)
    closed = sums_of(inputs, "closed")
    if name == "moves":
        return {"dice": sorted(dice), "options": [
            {"sums": list(m.sums), "climbs": list(m.climbs)} for m in moves(dice, climbers, closed)]}
    return board(climbers, closed,
                 whole(inputs.get("more", DEFAULT_MORE), "more", M_("not-a-count"), MAX_MORE,
                       least=1))
