"""The table's own changes when a reader edits it (:func:`engine.bang.table.toggled`,
:func:`~engine.bang.table.resized`), each test named by the ruling it follows."""

from __future__ import annotations

from typing import Any

from engine import registry
from engine.bang.calc import DEFAULTS
from engine.bang.table import resized, toggled

TABLE: dict[str, Any] = {**DEFAULTS, "players": 6, "dead": [3], "mustang": [2, 5],
                         "scope": [2], "from": 0}


def answered(table: dict[str, Any]) -> Any:
    """The calculator's answer: every table these functions give is one it accepts."""
    return registry.entry("bang").run({"calc": "table", **table})


def test_dead_do_not_count_a_dead_player_keeps_no_card() -> None:
    """Killing seat 2 takes its Mustang and its Scope out of play; the others' stay."""
    killed = toggled(TABLE, "dead", 2)
    assert (killed["dead"], killed["mustang"], killed["scope"]) == ([2, 3], [5], [])
    assert "2" not in answered(killed)["distances"]


def test_dead_do_not_count_reviving_gives_no_card_back() -> None:
    """A revived player comes back with nothing in front of them."""
    back = toggled(toggled(TABLE, "dead", 2), "dead", 2)
    assert (back["dead"], back["mustang"], back["scope"]) == ([3], [5], [])


def test_no_two_alike_a_card_is_given_or_taken() -> None:
    """A second tap on a seat's Mustang takes it back: one Mustang a player, at most."""
    assert toggled(TABLE, "mustang", 0)["mustang"] == [0, 2, 5]
    assert toggled(TABLE, "mustang", 5)["mustang"] == [2]
    assert toggled(TABLE, "scope", 2)["dead"] == [3]   # only a death takes the cards away


def test_seats_from_zero_fewer_seats_leave_every_list() -> None:
    """Four seats from six: seats 4 and 5 leave, with their cards; the shooter stays."""
    smaller = resized(TABLE, 4)
    assert (smaller["players"], smaller["dead"], smaller["mustang"], smaller["scope"],
            smaller["from"]) == (4, [3], [2], [2], 0)
    answered(smaller)


def test_seats_from_zero_a_shooter_who_left_gives_way_to_the_sheriff() -> None:
    shooting = resized({**TABLE, "from": 5}, 5)
    assert shooting["from"] == 0 and answered(shooting)["distances"]["1"] == 1
    assert resized({**TABLE, "from": 4}, 7)["from"] == 4
