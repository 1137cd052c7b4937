"""The step watcher behind every game's ``apply_steps``: each event with the board after it.

A state that offers :meth:`engine.protocol.GameState.apply_steps` plays its rules once, with
no second copy of them for the widgets: its rules code says where one event's change ends by
handing the action's events so far to ``state.watch`` just after the change they tell (and
before the state changes again). In plain ``apply`` that hook is None, so the cost is one
attribute test per change. :func:`record_steps` sets the hook for one action and turns those
calls into :class:`~engine.protocol.Step` s, the board written by the game's ``to_json``.
"""

from __future__ import annotations

from typing import Any, Callable, Protocol, Sequence, TypeVar

from .protocol import Step

Watch = Callable[[Sequence[Any]], None]
"""Called with the action's events so far whenever the state shows all of them."""


class Watchable(Protocol):
    """A state whose rules report each event's end to :attr:`watch`."""

    watch: Watch | None

    def apply(self, action: Any) -> list[Any]: ...


S = TypeVar("S", bound=Watchable)


def record_steps(state: S, action: Any, board: Callable[[S], dict[str, Any]]) -> list[Step]:
    """Play ``action`` on ``state`` as ``apply`` does; each event (``to_json()``) with
    ``board(state)`` right after it. The same events as ``apply``, refused the same way
    before anything changes; the last board is the position after the whole action (the turn
    has passed), so replaying the steps lands exactly on the state."""
    steps: list[Step] = []

    def settle(events: Sequence[Any]) -> None:
        """The state shows ``events``: the ones without a board yet get this one."""
        for event in events[len(steps):]:
            steps.append(Step(event.to_json(), board(state)))

    state.watch = settle
    try:
        events = state.apply(action)
    finally:
        state.watch = None
    settle(events)
    if steps:
        steps[-1] = Step(steps[-1].event, board(state))
    return steps
