"""The input checks every calculator of the registry shares (:class:`~engine.registry.CalcSpec`).

A calculator's ``calc(inputs)`` reads one JSON object. :meth:`CalcSpec.run` has already checked
that it is an object naming one of the calculator's calculations; what each calculation then
checks first is the same everywhere: no key it does not read (a misspelt key is refused, not
silently ignored), every key it needs present (:func:`check_keys`), and then each field of one
of three kinds: a whole number within bounds (:func:`whole`; a real integer, since JSON's
``true`` is not 1), one of a set of names (:func:`one_of`), or a list of a bounded length
(:func:`sized_list`). Each refuses with the game's own message (its wording, its catalogue, its
ruling), naming the field; the message's sentence receives the value and whichever bounds it
names (``{least}``, ``{most}``, ``{names}``), so a game writes only what differs. What carries a
game's rules (a seat that must be alive, a tile that must touch a leaf) stays in the game's own
``calc`` module, with its rulings.
"""

from __future__ import annotations

import string
from functools import lru_cache
from typing import Any, Collection, Iterable, Mapping

from .errors import M_, Message, RulesError

NOT_A_KEY = M_("not-a-key")
MISSING = M_("missing")


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


@lru_cache(maxsize=None)
def _slots(message: Message) -> frozenset[str]:
    """The names of the ``{slots}`` of a message's English sentence (its translations name the
    same ones)."""
    return frozenset(name for _, name, _, _ in string.Formatter().parse(message.template)
                     if name)


def refused(refusal: Message, where: str, ruling: str | None, given: Mapping[str, Any], /,
            **params: Any) -> RulesError:
    """``refusal`` at ``where``: its sentence gets those of ``given`` it names (the value, the
    bounds), then ``params`` (any other slot, given as the caller means it)."""
    slots = _slots(refusal)
    found = {name: value for name, value in given.items() if name in slots}
    return RulesError(refusal, where=where, ruling=ruling, **{**found, **params})


def whole(value: Any, where: str, refusal: Message, most: int, /, *, least: int = 0,
          ruling: str | None = None, **params: Any) -> int:
    """``value`` when it is a whole number from ``least`` to ``most`` (not a boolean);
    otherwise :func:`refused` with ``refusal`` naming ``where``."""
    if not is_integer(value) or not least <= value <= most:
        raise refused(refusal, where, ruling, {"value": value, "least": least, "most": most},
                      **params)
    return int(value)


def one_of(value: Any, where: str, refusal: Message, names: Collection[str], /, *,
           ruling: str | None = None, **params: Any) -> str:
    """``value`` when it is one of ``names`` (a text); otherwise :func:`refused` with
    ``refusal`` naming ``where`` (its ``{names}``: the names, comma-separated)."""
    if not isinstance(value, str) or value not in names:
        raise refused(refusal, where, ruling, {"value": value, "names": ", ".join(names)},
                      **params)
    return value


def sized_list(value: Any, where: str, refusal: Message, most: int, /, *, least: int = 0,
               ruling: str | None = None, **params: Any) -> list[Any]:
    """``value`` when it is a list of ``least`` to ``most`` items; otherwise :func:`refused`
    with ``refusal`` naming ``where``."""
    if not isinstance(value, list) or not least <= len(value) <= most:
        raise refused(refusal, where, ruling, {"value": value, "least": least, "most": most},
                      **params)
    return value


__all__ = ["MISSING", "NOT_A_KEY", "check_keys", "is_integer", "one_of", "refused",
           "sized_list", "whole"]
