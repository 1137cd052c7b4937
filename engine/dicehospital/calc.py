"""The calculator of the registry entry: one JSON object in, one JSON object out.

Two calculations (``"calc"``):

- ``discharge``, the contract outside tools rely on: ``{"calc": "discharge", "patients": n}``
  gives ``{"points": p}``, the points of ``n`` patients discharged in one round, from the
  tips page's list (7 patients: 14). The bonus for an empty hospital is not in it
  (``bonus-apart``).
- ``rounds``, what the widget draws: ``{"calc": "rounds", "now": a, "later": b, "hold": h,
  "empty_now": bool, "empty_later": bool}`` (every key but ``calc`` optional: 6 ready now, 4
  ready next round, none held, the hospital empty after either round) compares discharging
  the ``a`` patients ready now with holding ``h`` of them for the next round, where ``b``
  others are ready anyway. It answers ``hold``, ``now`` and ``later`` (``patients``, ``track``,
  ``bonus``, ``points``) and their ``total`` for that choice, ``options`` (the total for every
  number held, 0 up to what the next round can take) and ``best`` (the largest total and the
  numbers held that reach it).

Limits, checked first, before any work: a count of patients is a whole number from 0 to 12
(``twelve-at-most``: the page scores no thirteenth patient), ``hold`` at most ``now``, and
``later + hold`` at most 12; ``empty_now`` and ``empty_later`` are ``true`` or ``false``. A bad
input is refused with a :class:`~engine.errors.RulesError` naming the field, in this game's
catalogue (an unknown or missing key: the check every calculator shares,
:mod:`engine.calcinput`): the command line prints it on one line and exits 2.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..calcinput import check_keys, is_integer, whole
from ..errors import RulesError, marker
from .rulings import Ruling
from .track import BONUS, MAX_PATIENTS, points, split

M_ = marker("dicehospital", __file__)

KEYS: dict[str, frozenset[str]] = {
    "discharge": frozenset({"calc", "patients"}),
    "rounds": frozenset({"calc", "now", "later", "hold", "empty_now", "empty_later"}),
}
"""The keys each calculation reads (any other is refused, so a misspelt one is not ignored)."""
DEFAULTS: dict[str, Any] = {"now": 6, "later": 4, "hold": 0, "empty_now": True,
                            "empty_later": True}
"""The ``rounds`` inputs a caller leaves out."""

NOT_PATIENTS = M_("not-patients")


def patients_of(value: Any, where: str) -> int:
    """A count of patients discharged in one round, 0 to 12, refused by name otherwise."""
    return whole(value, where, NOT_PATIENTS, MAX_PATIENTS, ruling=Ruling.TWELVE_AT_MOST)


def _flag(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise RulesError(M_("not-yes-no"), where=where, value=value,
                         ruling=Ruling.EMPTY_HOSPITAL_BONUS)
    return value


def _round(patients: int, total: int) -> dict[str, int]:
    track = points(patients)
    return {"patients": patients, "track": track, "bonus": total - track, "points": total}


def rounds(ready: int, coming: int, hold: int, empty_now: bool,
           empty_later: bool) -> dict[str, Any]:
    """What the widget shows: see the module's docstring (inputs already checked)."""
    first, second = split(ready, coming, hold, empty_now, empty_later)
    options = [{"hold": h, "total": sum(split(ready, coming, h, empty_now, empty_later))}
               for h in range(min(ready, MAX_PATIENTS - coming) + 1)]
    top = max(option["total"] for option in options)
    return {"hold": hold, "now": _round(ready - hold, first), "later": _round(coming + hold, second),
            "total": first + second, "options": options,
            "best": {"total": top, "hold": [o["hold"] for o in options if o["total"] == top]},
            "bonus": BONUS}


def checked_rounds(inputs: Mapping[str, Any]) -> tuple[int, int, int, bool, bool]:
    """The ``rounds`` inputs, defaults filled, each checked in order: ``now``, ``later``,
    ``hold``, ``empty_now``, ``empty_later``."""
    given = {**DEFAULTS, **inputs}
    ready = patients_of(given["now"], "now")
    coming = patients_of(given["later"], "later")
    hold = given["hold"]
    if not is_integer(hold) or hold < 0:
        raise RulesError(NOT_PATIENTS, where="hold", most=MAX_PATIENTS, value=hold,
                         ruling=Ruling.TWELVE_AT_MOST)
    if hold > ready:
        raise RulesError(M_("hold-more"), where="hold", hold=hold, ready=ready,
                         ruling=Ruling.COUNT_PER_ROUND)
    if coming + hold > MAX_PATIENTS:
        raise RulesError(M_("hold-over"), where="hold", total=coming + hold, most=MAX_PATIENTS,
                         ruling=Ruling.TWELVE_AT_MOST)
    return (ready, coming, int(hold), _flag(given["empty_now"], "empty_now"),
            _flag(given["empty_later"], "empty_later"))


def calc(inputs: Mapping[str, Any]) -> dict[str, Any]:
    """The registry's calculator (``inputs["calc"]`` already checked by
    :meth:`engine.registry.CalcSpec.run`)."""
    name = str(inputs["calc"])
    if name == "discharge":
        check_keys(inputs, name, KEYS[name], ("patients",))
        return {"points": points(patients_of(inputs["patients"], "patients"))}
    check_keys(inputs, name, KEYS[name])
    return rounds(*checked_rounds(inputs))
