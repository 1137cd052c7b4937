"""What every full engine's state offers, after OpenSpiel's ``State``.

Generic machinery (the command line, the conformance tests, the widgets' step-by-step
display, the bots) talks to a game only through this protocol and the game's
:class:`~engine.registry.GameSpec`. A state is mutable, as OpenSpiel's: ``apply`` checks the
whole action first and raises the game's refusal (a ``ValueError``) before anything changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, NamedTuple, Protocol, Sequence, runtime_checkable


@dataclass(frozen=True, slots=True)
class Assumption:
    """A value the sources do not give, taken as an option of the game's ``new_game``: its
    default and, in ``text``, why (an English msgid, translated in the game's catalogue). A
    game lists them for the site's table of what is known and what is assumed."""

    option: str
    default: object
    text: str


class Step(NamedTuple):
    """One event of an action, and the board right after it, both as plain JSON."""

    event: dict[str, Any]
    board: dict[str, Any]
    """The position in the game's scenario format (``GameSpec.to_json``) after ``event``."""


@runtime_checkable
class Action(Protocol):
    """An immutable move with a text form (``str(action)``, read back by
    ``GameSpec.parse_action``) and a JSON form (an element of a scenario's ``actions``)."""

    def to_json(self) -> dict[str, Any]: ...


@runtime_checkable
class GameState(Protocol):
    """A position of a game and the rules that change it."""

    @property
    def players(self) -> Sequence[str]:
        """The players' names, in seat order."""

    @property
    def current_player(self) -> str | None:
        """The name of the player to move; None once the game is over."""

    @property
    def is_over(self) -> bool: ...

    def legal_actions(self) -> Sequence[Any]:
        """Every legal action of the player to move, in a canonical order; [] when over."""

    def apply(self, action: Any) -> list[Any]:
        """Play ``action``; the events it caused, in order (each has ``to_json()``)."""

    def apply_steps(self, action: Any) -> list[Step]:
        """Play ``action`` like :meth:`apply`; each event with the board right after it, as
        the engine itself sees it (the widgets draw these boards, step by step).

        The same events as :meth:`apply`, refused the same way before anything changes; the
        last board is the state after the whole action, so the steps land on the state."""

    def scores(self) -> Mapping[str, int]:
        """Each player's score; before the end, the score if the game ended now."""

    def copy(self) -> GameState:
        """An independent state (look-ahead, simulations)."""
