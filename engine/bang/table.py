"""Seats round the table, and who can reach whom.

Seats are numbered 0 to ``players - 1`` clockwise, seat 0 being the Sheriff
(``seats-from-zero``). Between two living players the distance is the number of steps from one
to the other, counting living players only (``neighbours-at-one``, ``dead-do-not-count``), the
shorter way round; then plus 1 when the target has a Mustang (``mustang-adds-one``), minus 1
when the shooter has a Scope (``scope-takes-one``), never below 1 (``never-below-one``). So A
to B may differ from B to A (``not-mutual``). A weapon reaches a player at a distance up to its
range (``weapon-ranges``) and never changes a distance (``weapons-keep-distance``).
"""

from __future__ import annotations

from typing import Any, Collection, Mapping

WEAPONS: dict[str, int] = {"Colt .45": 1, "Volcanic": 1, "Schofield": 2, "Remington": 3,
                           "Rev. Carabine": 4, "Winchester": 5}
"""Each weapon's range, printed on its card. The help page gives only the Colt .45's (1); the
Volcanic's 1 and the Winchester's 5 were found in public descriptions of the game (the Sources
section); Schofield 2, Remington 3 and Rev. Carabine 4 are assumptions (``weapon-ranges``)."""
RANGES: tuple[int, ...] = tuple(sorted(set(WEAPONS.values())))
"""The ranges a weapon can have: 1 to 5."""
MIN_PLAYERS, MAX_PLAYERS = 4, 7
"""The player counts the page's role table covers (``four-to-seven``): the facts the pages
and the aid print, and the drawing's seat counts."""
MIN_SEATS, MAX_SEATS, DEFAULT_SEATS = 2, 16, 5
"""What the calculator accepts as ``players``: an option, not a rule. Two is the fewest with a
shooter and a target; 16 only bounds the work (no source sets a largest table); five when a
caller leaves it out."""


def living(players: int, dead: Collection[int]) -> list[int]:
    """The living seats, clockwise from seat 0."""
    return [seat for seat in range(players) if seat not in dead]


def seats_between(players: int, dead: Collection[int], shooter: int, target: int) -> int:
    """Steps from ``shooter`` to ``target`` among the living, the shorter way round (both
    alive and different)."""
    ring = living(players, dead)
    steps = (ring.index(target) - ring.index(shooter)) % len(ring)
    return min(steps, len(ring) - steps)


def distance(players: int, dead: Collection[int], mustang: Collection[int],
             scope: Collection[int], shooter: int, target: int) -> int:
    """The distance ``shooter`` sees to ``target``, with the cards in play."""
    d = seats_between(players, dead, shooter, target)
    d += 1 if target in mustang else 0
    d -= 1 if shooter in scope else 0
    return max(1, d)


def reach(players: int, dead: Collection[int], mustang: Collection[int],
          scope: Collection[int], shooter: int) -> dict[int, int]:
    """The distance ``shooter`` sees to every other living player."""
    return {seat: distance(players, dead, mustang, scope, shooter, seat)
            for seat in living(players, dead) if seat != shooter}


def in_range(distances: dict[int, int], weapon_range: int) -> list[int]:
    """The seats a weapon of ``weapon_range`` reaches, given the shooter's distances."""
    return sorted(seat for seat, d in distances.items() if d <= weapon_range)


CARDS = ("mustang", "scope")
"""The blue cards in front of a player that change distances, as the calculator's inputs
name their lists of seats."""


def toggled(table: Mapping[str, Any], key: str, seat: int) -> dict[str, Any]:
    """``table`` (the calculator's inputs) with ``seat`` added to or taken out of its list
    ``key`` (``dead``, ``mustang``, ``scope``). A player who dies leaves the table with every
    card in front of them (``dead-do-not-count``): no Mustang or Scope stays on a dead seat."""
    seats = list(table[key])
    new = {**table, key: sorted(s for s in seats if s != seat) if seat in seats
           else sorted([*seats, seat])}
    if key == "dead" and seat in new["dead"]:
        new.update({card: [s for s in new[card] if s != seat] for card in CARDS})
    return new


def resized(table: Mapping[str, Any], players: int) -> dict[str, Any]:
    """``table`` with ``players`` seats. Seats are 0 to ``players - 1`` (``seats-from-zero``):
    a seat past the end leaves every list, and a shooter who sat there gives the shot back to
    the Sheriff, seat 0 (who is always seated)."""
    new = {**table, "players": players}
    new.update({key: [s for s in table[key] if s < players] for key in ("dead", *CARDS)})
    if isinstance(new["from"], int) and new["from"] >= players:
        new["from"] = 0
    return new
