"""The Dragon's Favor track: one token per space, moved by bribes (right) and curses (left).

The track is a list of Treasure indexes, space 0 being the leftmost (lowest) space. Moving a
token ``steps`` spaces takes it out and puts it back at its new space: every token it passes
shifts one space back toward where it came from, which is the "make room" of the rules.
"""

from __future__ import annotations

from typing import Sequence

from ..protocol import Step
from .events import Event, EventKind


def shift(track: list[int], names: tuple[str, ...], token: int, steps: int,
          cause: str) -> list[Event]:
    """Move ``token`` by ``steps`` (positive: right) in place and return the events.

    The move stops at either end of the track (``capped``); a token already there stays put.
    """
    start = track.index(token)
    end = start + steps
    if end >= len(track):
        end = len(track) - 1
    elif end < 0:
        end = 0
    events = [Event(EventKind.TOKEN_MOVED, {
        "treasure": names[token], "cause": cause, "steps": abs(steps),
        "from": start, "to": end, "capped": end - start != steps})]
    if end == start:
        return events
    del track[start]
    track.insert(end, token)
    back = -1 if end > start else 1  # where a passed token goes: one space toward ``start``
    for space in range(start - back, end - back, -back):
        events.append(Event(EventKind.TOKEN_PUSHED, {
            "treasure": names[track[space + back]], "from": space, "to": space + back}))
    return events


def track_steps(favor: Sequence[str], treasure: str, steps: int, cause: str) -> list[Step]:
    """A bare move of ``treasure`` on a track of Treasure ids (``favor``, leftmost first),
    outside any action: the favor widget's "what if this token moved n spaces".

    Each event of :func:`shift` comes with the track part of the board right after it,
    ``{"favor": [...]}``. The move is one change: the pushed tokens have made room by the time
    the token lands, so every step shows the track after the whole move.
    """
    names = tuple(favor)
    if treasure not in names:
        raise ValueError(f"{treasure!r} is not on the track {list(names)!r}")
    track = list(range(len(names)))
    events = shift(track, names, names.index(treasure), steps, cause)
    return [Step(event.to_json(), {"favor": [names[t] for t in track]}) for event in events]
