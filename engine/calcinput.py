"""The input checks every calculator of the registry shares (:class:`~engine.registry.CalcSpec`).

A calculator's ``calc(inputs)`` reads one JSON object. :meth:`CalcSpec.run` has already checked
that it is an object naming one of the calculator's calculations; what each calculation then
checks first is the same everywhere: no key it does not read (a misspelt key is refused, not
silently ignored), every key it needs present, and whole numbers that are real integers (JSON's
``true`` is not 1). The field checks that carry a game's rules (a seat, a column, a terrain)
stay in the game's own ``calc`` module, with its rulings.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from .errors import M_, RulesError

NOT_A_KEY = M_("not-a-key", "is not an input of the {calc} calculation (expected {keys})")
MISSING = M_("missing", "is missing: the {calc} calculation needs it")


def is_integer(value: Any) -> bool:
    """``value`` is a whole number and not a boolean (``True`` is an ``int`` in Python)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_keys(inputs: Mapping[str, Any], calc: str, keys: Iterable[str],
               required: Iterable[str] = ()) -> None:
    """Refuse (:class:`RulesError` naming the field) a key of ``inputs`` not among ``keys``,
    then the first of ``required`` that ``inputs`` lacks. ``calc``: the calculation's name,
    for the reader."""
    known = frozenset(keys)
    for key in inputs:
        if key not in known:
            raise RulesError(NOT_A_KEY, where=str(key), calc=calc, keys=", ".join(sorted(known)))
    for key in required:
        if key not in inputs:
            raise RulesError(MISSING, where=key, calc=calc)


__all__ = ["MISSING", "NOT_A_KEY", "check_keys", "is_integer"]
