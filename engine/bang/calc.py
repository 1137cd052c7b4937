"""The calculator of the registry entry: one JSON object in, one JSON object out.

Two calculations (``"calc"``):

- ``distance``, the contract outside tools rely on: ``{"calc": "distance", "players": n,
  "dead": [seats], "mustang": [seats], "scope": [seats], "from": seat, "to": seat}`` gives
  ``{"distance": d}`` (see :mod:`.table`);
- ``table``, what the widget draws: the same inputs without ``to`` (every key but ``calc``
  optional: five players, nobody dead, no cards, the Sheriff shooting) give the distance the
  shooter sees to every living player (``"distances"``, keys the seats as text), the seats each
  weapon range 1 to 5 reaches (``"reach"``), and the chance of each "draw!" over the 80 cards
  (``"draws"``: hits, of, probability).

- ``credit``, who answers for a death (:mod:`.credit`): ``{"calc": "credit", "roles": [...],
  "victim": seat, "card": name, "played_by": seat or null}`` gives the player held
  responsible, who draws the 3-card reward and who pays the Sheriff's penalty.

Limits, checked first, before any work (``players`` first, since every seat is checked against
it): ``players`` 2 to 16, 5 when left out (an option: the role table covers 4 to 7, no source
bounds a table; 16 only bounds the work); a seat 0 to ``players - 1``; a list holds each seat once and at most
``players`` seats; ``from`` and ``to`` living and different. A bad input is refused with a
:class:`~engine.errors.RulesError` naming the field (``dead[1]``), in this game's catalogue
(an unknown or missing key: the check every calculator shares, :mod:`engine.calcinput`): the
command line prints it on one line and exits 2.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..calcinput import check_keys, whole
from ..errors import RulesError, marker
from .cards import DRAWS, draw_count
from .credit import KEYS as CREDIT_KEYS, REQUIRED as CREDIT_REQUIRED, credit_inputs, seat_of
from .rulings import Ruling
from .table import DEFAULT_SEATS, MAX_SEATS, MIN_SEATS, RANGES, distance, in_range, reach

M_ = marker("bang", __file__)

LISTS = ("dead", "mustang", "scope")
"""The inputs that are lists of seats."""
KEYS: dict[str, frozenset[str]] = {
    "distance": frozenset({"calc", "players", *LISTS, "from", "to"}),
    "table": frozenset({"calc", "players", *LISTS, "from"}),
    "credit": CREDIT_KEYS,
}
"""The keys each calculation reads (any other is refused, so a misspelt one is not ignored)."""
DEFAULTS: dict[str, Any] = {"players": DEFAULT_SEATS, "dead": [], "mustang": [], "scope": [], "from": 0}
"""The ``table`` inputs a caller leaves out."""


def _players(value: Any) -> int:
    return whole(value, "players", M_("not-players"), MAX_SEATS, least=MIN_SEATS,
                 ruling=Ruling.FOUR_TO_SEVEN)


def _seat(value: Any, where: str, players: int) -> int:
    return seat_of(value, where, players, M_("not-a-seat"))


def _seats(value: Any, key: str, players: int) -> frozenset[int]:
    if not isinstance(value, list):
        raise RulesError(M_("not-a-list"), where=key, value=value, ruling=Ruling.SEATS_FROM_ZERO)
    found: set[int] = set()
    for i, item in enumerate(value[:players + 1]):
        seat = _seat(item, f"{key}[{i}]", players)
        if seat in found:
            raise RulesError(M_("twice"), where=f"{key}[{i}]", seat=seat,
                             ruling=Ruling.DEAD_DO_NOT_COUNT if key == "dead"
                             else Ruling.NO_TWO_ALIKE)
        found.add(seat)
    return frozenset(found)


def _living_seat(inputs: Mapping[str, Any], key: str, players: int,
                 dead: frozenset[int]) -> int:
    seat = _seat(inputs[key], key, players)
    if seat in dead:
        raise RulesError(M_("dead-seat"), where=key, seat=seat, ruling=Ruling.LIVING_ONLY)
    return seat


def _table(inputs: Mapping[str, Any]) -> tuple[int, frozenset[int], frozenset[int],
                                                 frozenset[int], int]:
    """The checked table: players, dead, mustang, scope and the living shooter."""
    players = _players(inputs["players"])
    found = {key: _seats(inputs[key], key, players) for key in LISTS}
    dead = found["dead"]
    for key in ("mustang", "scope"):
        for i, seat in enumerate(inputs[key]):
            if seat in dead:
                raise RulesError(M_("dead-card"), where=f"{key}[{i}]", seat=seat,
                                 ruling=Ruling.DEAD_DO_NOT_COUNT)
    shooter = _living_seat(inputs, "from", players, dead)
    return players, dead, found["mustang"], found["scope"], shooter


def table(players: int, dead: frozenset[int], mustang: frozenset[int], scope: frozenset[int],
          shooter: int) -> dict[str, Any]:
    """What the widget shows: see the module's docstring."""
    seen = reach(players, dead, mustang, scope, shooter)
    draws = {}
    for check in DRAWS:
        hits, total = draw_count(check)
        draws[check] = {"hits": hits, "of": total, "probability": hits / total}
    return {"distances": {str(seat): d for seat, d in seen.items()},
            "reach": {str(r): in_range(seen, r) for r in RANGES},
            "draws": draws}


def calc(inputs: Mapping[str, Any]) -> dict[str, Any]:
    """The registry's calculator (``inputs["calc"]`` already checked by
    :meth:`engine.registry.CalcSpec.run`)."""
    name = str(inputs["calc"])
    if name == "credit":
        check_keys(inputs, name, KEYS[name], CREDIT_REQUIRED)
        return credit_inputs(inputs)
    if name == "distance":
        check_keys(inputs, name, KEYS[name], ("players", *LISTS, "from", "to"))
        players, dead, mustang, scope, shooter = _table(inputs)
        target = _living_seat(inputs, "to", players, dead)
        if target == shooter:
            raise RulesError(M_("same-seat"), where="to", seat=target, ruling=Ruling.LIVING_ONLY)
        return {"distance": distance(players, dead, mustang, scope, shooter, target)}
    check_keys(inputs, name, KEYS[name])
    return table(*_table({**DEFAULTS, **inputs}))
