"""The calls every game's sandbox answers the same way: refusals, import, export, share links.

A sandbox's Python module (``livewidgets.<game>.sandbox``) is what the shared front end calls
by name (``import_scenario``, ``export``, ``share``, ``restore``, ...). Most of its calls are
the game's own (the board, the actions, the bots); these are not: they only move a session
through the game's :class:`~.sandboxkit.SandboxKit` and say a refusal in the reader's language
with the game's words. A game binds them once::

    CALLS = SandboxCalls(KIT, text)      # text(lang, key, **slots): the game's sandbox words
    import_scenario, export, share, restore = (CALLS.import_scenario, CALLS.export,
                                               CALLS.share, CALLS.restore)

The words used: ``bad_json`` (``line``, ``column``, ``reason``), ``bad_scenario`` and
``bad_link`` (``where``, ``reason``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from engine.errors import RulesError

from .sandboxkit import JsonSyntaxError, SandboxKit, Session

__all__ = ["SandboxCalls", "refusal"]


def refusal(message: str, err: RulesError | None = None, **extra: Any) -> dict[str, Any]:
    """A refusal for the page: ``message`` in its language, and the refusal's code, field and
    ruling id (the page links the ruling)."""
    found: dict[str, Any] = {}
    if err is not None:
        found = {"code": err.code, "where": err.where,
                 "ruling": None if err.ruling is None else str(err.ruling)}
    return {"error": {"message": message, **found, **extra}}


@dataclass(frozen=True)
class SandboxCalls:
    """The session calls of one game's sandbox (see the module's docstring)."""

    kit: SandboxKit
    text: Callable[..., str]
    """``text(lang, key, **slots)``: the game's sandbox sentence ``key`` in ``lang``."""

    def import_scenario(self, source: str, lang: str = "en",
                        seats: list[str] | None = None) -> dict[str, Any]:
        """A session from pasted scenario JSON, checked by the engine (its actions too) after
        the game's limits (size, nesting, lengths: :func:`engine.limits.loads`)."""
        try:
            return {"session": self.kit.import_scenario(source, seats)}
        except JsonSyntaxError as err:
            return refusal(self.text(lang, "bad_json", line=err.line, column=err.column,
                                     reason=err.reason(lang)), err)
        except RulesError as err:
            where = err.where or "scenario"
            return refusal(self.text(lang, "bad_scenario", where=where,
                                     reason=err.detail(lang)), err, where=where)

    def export(self, session: Session) -> str:
        """The current position in the engine's scenario format (pretty JSON)."""
        return self.kit.export(session)

    def share(self, session: Session) -> str:
        """The URL fragment (without ``#``) that restores this exact session."""
        return self.kit.encode_fragment(session)

    def restore(self, fragment: str, lang: str = "en") -> dict[str, Any]:
        """The session in a URL fragment, or one sentence in ``lang`` saying why it cannot be
        restored (the page then starts a new game): every part of the link is checked first,
        see :meth:`SandboxKit.decode_fragment`."""
        try:
            return {"session": self.kit.decode_fragment(fragment)}
        except RulesError as err:
            where = err.where or "fragment"
            return refusal(self.text(lang, "bad_link", where=where, reason=err.detail(lang)),
                           err, where=where)
