"""The record every playable engine tells its steps with: a kind and its arguments.

An event is plain data: a kind (a member of the game's ``EventKind``, a :class:`StrEnum`) and
JSON-ready arguments. The command line prints it, the step-by-step widgets draw it, and the
game's ``messages`` tells it as one sentence in every language of the site. A game declares
its kinds and binds them (``class Event(Step[EventKind])`` with ``KINDS = EventKind``); the
JSON form, ``{"type": kind, **args}``, and reading it back are the same in every game, so they
are written here once.

A named tuple rather than a dataclass: simulations create millions of events, and a tuple is
the cheapest immutable record Python has (a game's subclass adds no slot).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Generic, Mapping, NamedTuple, Self, TypeVar

K = TypeVar("K", bound=StrEnum)


class Step(NamedTuple, Generic[K]):
    """One step of the rules: its kind and its arguments. A game's ``Event`` subclasses it with
    its kinds as ``KINDS`` (what :meth:`from_json` reads a ``type`` with)."""

    kind: K
    args: Mapping[str, Any]

    def to_json(self) -> dict[str, Any]:
        """``{"type": kind, **args}``: the form the command line prints and widgets read."""
        out: dict[str, Any] = {"type": self.kind.value}
        out.update(self.args)
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        """The inverse of :meth:`to_json`."""
        args = dict(data)
        kinds: type[K] = getattr(cls, "KINDS")
        return cls(kinds(args.pop("type")), args)
