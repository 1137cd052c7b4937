"""A building under construction, round by round (HQ expansion, module 2).

A building placed in round ``placed`` is covered with ``build_time`` cards from its owner's
deck. At the start of each of the owner's later rounds one card comes off
(``one-card-each-round``: the page names the owner's next round; we read it as every later
round until the building is finished). From the round after it was placed
(``build-from-next-round``), tribe members played from the hand work on it: each takes one
card off, and one wielding a toolkit takes 2 more (``toolkit-two-more``; a person wields one
tool at most, ``one-tool-each``, so there are never more toolkits than workers). With no card
left, the building is finished and works at once.

The game's last round bounds the table (``fourteen-contested``: round 16).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

WORKER_CARDS = 1
"""Cards each worker takes off a building (``build-from-next-round``)."""
TOOLKIT_EXTRA = 2
"""Cards a toolkit lets its wielder take off beyond their own one (``toolkit-two-more``)."""


@dataclass(frozen=True)
class Work:
    """Tribe members (and how many of them wield a toolkit) working in one round."""

    round: int
    members: int
    toolkits: int

    @property
    def cards(self) -> int:
        return WORKER_CARDS * self.members + TOOLKIT_EXTRA * self.toolkits


def progress(build_time: int, placed: int, work: Sequence[Work], last: int) -> dict[str, Any]:
    """Each round from ``placed`` to the building's completion (or ``last``): the card taken
    off at the start, the cards the workers take off, the cards left; checked input."""
    by_round = {w.round: w for w in work}
    left = build_time
    rows: list[dict[str, Any]] = [{"round": placed, "start": 0, "worked": 0, "left": left}]
    finished: int | None = None
    for round_ in range(placed + 1, last + 1):
        start = 1 if left > 0 else 0
        left -= start
        worked = 0
        if left > 0 and round_ in by_round:
            worked = min(left, by_round[round_].cards)
            left -= worked
        rows.append({"round": round_, "start": start, "worked": worked, "left": left})
        if left == 0:
            finished = round_
            break
    alone = placed + build_time
    return {"build_time": build_time, "placed": placed, "rounds": rows, "finished": finished,
            "without_workers": alone if alone <= last else None}
