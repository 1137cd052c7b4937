"""The Dragon's Favor track: one token per space, moved by bribes (right) and curses (left).

The track is a list of Treasure indexes, space 0 being the leftmost (lowest) space. Moving a
token ``steps`` spaces takes it out and puts it back at its new space: every token it passes
shifts one space back toward where it came from, which is the "make room" of the rules.
"""

from __future__ import annotations

from .events import Event, EventKind


def shift(track: list[int], names: tuple[str, ...], token: int, steps: int,
          cause: str) -> list[Event]:
    """Move ``token`` by ``steps`` (positive: right) in place and return the events.

    The move stops at either end of the track (``capped``); a token already there stays put.
    """
    start = track.index(token)
    end = min(max(start + steps, 0), len(track) - 1)
    name = names[token]
    events = [Event(EventKind.TOKEN_MOVED, {
        "treasure": name, "cause": cause, "steps": abs(steps),
        "from": start, "to": end, "capped": abs(end - start) < abs(steps)})]
    if end == start:
        return events
    del track[start]
    track.insert(end, token)
    back = -1 if end > start else 1
    passed = range(start + 1, end + 1) if end > start else range(start - 1, end - 1, -1)
    for space in passed:
        events.append(Event(EventKind.TOKEN_PUSHED, {
            "treasure": names[track[space + back]], "from": space, "to": space + back}))
    return events
