"""The PDBMV sandbox's session: the generic kit (:mod:`livewidgets.sandboxkit`) set up for
this game, plus the names a new game's seats get in each language.

A session is how a game started plus the actions played, as plain JSON; every call replays it
(see the kit's docstring for its format, its checks and its share links). This module keeps
the names the rest of the sandbox imports (:func:`replay`, :func:`decode_fragment`, ...), each
the kit's, so a link made before the kit existed decodes the same, with the same refusals.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from engine.pdbmv.game import GAME
from engine.pdbmv.setup import DEFAULTS

from ..sandboxkit import Replay, SandboxKit, SessionError

DEFAULT_NAMES = ("Ana", "Ben", "Chen", "Dana", "Emil")
"""Names of a new game's seats when no language is given: short, readable everywhere."""

KIT = SandboxKit(GAME, names=DEFAULT_NAMES, defaults=DEFAULTS, default_bot="greedy")
VERSION = KIT.version
SEATS = KIT.seats
"""What can sit in a seat: a person at this screen, or one of the engine's bots."""
DEFAULT_SEED = KIT.default_seed
FRAGMENT_KEY = KIT.fragment_key
LINK_CHARS = KIT.link_chars

__all__ = ["DEFAULT_NAMES", "DEFAULT_SEED", "FRAGMENT_KEY", "KIT", "LINK_CHARS", "Replay",
           "SEATS", "SessionError", "VERSION", "check_session", "decode_fragment",
           "default_seats", "encode_fragment", "new_session", "replay", "setup_of",
           "start_state"]


def new_session(config: Mapping[str, Any], names: Sequence[str] | None = None) -> dict[str, Any]:
    """A session from a widget config: ``scenario``, or ``players`` (2..5 or names) + ``seed``;
    a count of players is named from ``names`` (the page's language's list)."""
    return KIT.new_session(config, names)


def setup_of(session: Mapping[str, Any], players: Sequence[str]) -> dict[str, Any]:
    """What the setup form shows for this session: its seed and options, defaults filled in."""
    return KIT.setup_of(session, players)


def default_seats(count: int) -> list[str]:
    """The first seat is the reader; the engine's greedy bot plays the others."""
    return KIT.default_seats(count)


def start_state(start: Any) -> Any:
    """The position before the first logged action."""
    return KIT.start_state(start)


def replay(session: Mapping[str, Any], upto: int | None = None) -> Replay:
    """Play the session's log (or its first ``upto`` actions) from the start."""
    return KIT.replay(session, upto)


def check_session(data: Any, start_at: str | None = "start") -> dict[str, Any]:
    """Validate a session from outside and return it normalised (see the kit)."""
    return KIT.check_session(data, start_at)


def encode_fragment(session: Mapping[str, Any]) -> str:
    """``sandbox=<base64url of the deflated session JSON>`` for a URL fragment."""
    return KIT.encode_fragment(session)


def decode_fragment(fragment: Any) -> dict[str, Any]:
    """Inverse of :func:`encode_fragment`, every step bounded before it runs (see the kit)."""
    return KIT.decode_fragment(fragment)
