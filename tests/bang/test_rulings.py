"""One test per ruling of :mod:`engine.bang.rulings`, named by its id."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from engine import registry
from engine.bang.cards import deck, draw_chance
from engine.bang.rulings import READINGS, Ruling
from engine.bang.table import MAX_PLAYERS, MIN_PLAYERS, WEAPONS
from engine.errors import RulesError


ROLE_TABLE_FACTS = (registry.entry("bang").facts["min_players"],
                    registry.entry("bang").facts["max_players"])
assert (MIN_PLAYERS, MAX_PLAYERS) == ROLE_TABLE_FACTS


def run(**inputs: Any) -> Any:
    full = {"calc": "distance", "dead": [], "mustang": [], "scope": [], **inputs}
    return registry.entry("bang").run(full)["distance"]


def table(**inputs: Any) -> Any:
    return registry.entry("bang").run({"calc": "table", **inputs})


def refused(**inputs: Any) -> RulesError:
    with pytest.raises(RulesError) as caught:
        run(**inputs)
    return caught.value


def test_seats_from_zero() -> None:
    """Seats 0 to n - 1: seat 0 exists, seat n does not."""
    assert run(players=4, **{"from": 0, "to": 3}) == 1
    err = refused(players=4, **{"from": 0, "to": 4})
    assert err.where == "to" and err.ruling == Ruling.SEATS_FROM_ZERO
    assert Ruling.SEATS_FROM_ZERO.value in READINGS


def test_four_to_seven() -> None:
    """The role table covers 4 to 7 players (the aid's facts); the calculator's seat count is
    an option: 2 and 8 are answered, 1 and 17 refused (the bound of the work), 5 by default."""
    assert ROLE_TABLE_FACTS == (4, 7)
    assert run(players=4, **{"from": 0, "to": 2}) == 2
    assert run(players=7, **{"from": 0, "to": 4}) == 3
    assert run(players=2, **{"from": 0, "to": 1}) == 1
    assert run(players=8, **{"from": 0, "to": 4}) == 4
    for n in (1, 17):
        assert refused(players=n, **{"from": 0, "to": 1}).ruling == Ruling.FOUR_TO_SEVEN
    assert len(table()["distances"]) == 4  # five seats when left out: four others


def test_neighbours_at_one() -> None:
    """Six seats: 0 to 1 and 0 to 5 are neighbours (1); 0 to 2 has one player between (2);
    0 to 3 is 3 either way round."""
    assert [run(players=6, **{"from": 0, "to": t}) for t in (1, 5, 2, 3)] == [1, 1, 2, 3]


def test_dead_do_not_count() -> None:
    """Six seats, 1 and 2 dead: 0 to 3 becomes neighbours (1 instead of 3)."""
    assert run(players=6, **{"from": 0, "to": 3}) == 3
    assert run(players=6, dead=[1, 2], **{"from": 0, "to": 3}) == 1


def test_living_only() -> None:
    assert refused(players=5, dead=[2], **{"from": 2, "to": 0}).where == "from"
    assert refused(players=5, dead=[2], **{"from": 0, "to": 2}).ruling == Ruling.LIVING_ONLY
    assert refused(players=5, **{"from": 1, "to": 1}).where == "to"


def test_mustang_adds_one() -> None:
    assert run(players=5, mustang=[2], **{"from": 0, "to": 2}) == 3


def test_scope_takes_one() -> None:
    assert run(players=5, scope=[0], **{"from": 0, "to": 2}) == 1


def test_never_below_one() -> None:
    assert run(players=5, scope=[0], **{"from": 0, "to": 1}) == 1


def test_not_mutual() -> None:
    """A Mustang on seat 0: seat 1 sees it at 2, while seat 0 sees seat 1 at 1."""
    assert run(players=5, mustang=[0], **{"from": 1, "to": 0}) == 2
    assert run(players=5, mustang=[0], **{"from": 0, "to": 1}) == 1


def test_no_two_alike() -> None:
    err = refused(players=5, mustang=[2, 2], **{"from": 0, "to": 2})
    assert err.where == "mustang[1]" and err.ruling == Ruling.NO_TWO_ALIKE


def test_weapon_ranges() -> None:
    """Seven seats, shooter 0: seats at 1 (1, 6), 2 (2, 5), 3 (3, 4)."""
    assert WEAPONS == {"Colt .45": 1, "Volcanic": 1, "Schofield": 2, "Remington": 3,
                       "Rev. Carabine": 4, "Winchester": 5}
    reach = table(players=7)["reach"]
    assert reach["1"] == [1, 6] and reach["2"] == [1, 2, 5, 6] and reach["3"] == list(range(1, 7))


def test_weapons_keep_distance() -> None:
    """Reaching farther with a weapon leaves the distance alone: the table gives the same
    distances whatever the range, and a Panic! (distance 1) reaches the same two seats."""
    answer = table(players=7)
    assert answer["distances"] == {"1": 1, "2": 2, "3": 3, "4": 3, "5": 2, "6": 1}
    assert answer["reach"]["1"] == [1, 6]


def test_eighty_cards() -> None:
    suits = [card[1] for _, card in deck()]
    assert len(suits) == 80 and all(suits.count(s) == 20 for s in "♠♣♥♦")


def test_barrel_on_heart() -> None:
    assert draw_chance("barrel") == Fraction(1, 4)


def test_jail_on_heart() -> None:
    assert draw_chance("jail") == Fraction(1, 4)


def test_dynamite_spades() -> None:
    """2♠ to 8♠ (Missed!, 7), 8♠ (Winchester), 9♠ twice (Stagecoach): 10 of 80."""
    assert draw_chance("dynamite") == Fraction(10, 80) == Fraction(1, 8)


def credit(roles: str, victim: int, card: str, played_by: int | None) -> Any:
    """``roles``: one letter a seat, S D O R (seat 0 the Sheriff)."""
    names = {"S": "sheriff", "D": "deputy", "O": "outlaw", "R": "renegade"}
    return registry.entry("bang").run({"calc": "credit", "roles": [names[c] for c in roles],
                                       "victim": victim, "card": card, "played_by": played_by})


def test_card_player_responsible() -> None:
    """FAQ 5: a Gatling's or Indians!'s player answers for the death; FAQ 23: an Outlaw who
    loses his own Duel was killed by his own card, so nobody; FAQ 21: same for El Gringo."""
    assert credit("SOOR", 1, "gatling", 3)["responsible"] == 3
    assert credit("SOOR", 2, "indians", 0)["responsible"] == 0
    assert credit("SOOR", 1, "duel", 1)["responsible"] is None
    assert credit("SOOR", 1, "duel", 0)["responsible"] == 0  # challenged, he lost: seat 0's
    with pytest.raises(RulesError) as caught:
        credit("SOOR", 1, "bang", 1)
    assert caught.value.where == "played_by"


def test_dynamite_credits_nobody() -> None:
    assert credit("SOOR", 1, "dynamite", None) == {"responsible": None, "reward": None,
                                                   "reward_cards": 0, "penalty": None}
    with pytest.raises(RulesError) as caught:
        credit("SOOR", 1, "dynamite", 2)
    assert caught.value.ruling == Ruling.DYNAMITE_CREDITS_NOBODY


def test_outlaw_reward() -> None:
    """Whoever kills an Outlaw draws 3, even another Outlaw or the Renegade; nobody for a
    Deputy or the Renegade."""
    assert credit("SOOR", 1, "bang", 2)["reward"] == 2
    assert credit("SOOR", 1, "gatling", 3)["reward_cards"] == 3
    assert credit("SDOR", 3, "bang", 2)["reward"] is None


def test_deputy_penalty() -> None:
    """The Sheriff pays for a Deputy (FAQ 18: Vulture Sam as Sheriff); nobody else does."""
    assert credit("SDOR", 1, "gatling", 0)["penalty"] == 0
    assert credit("SDOR", 1, "bang", 2)["penalty"] is None
    assert credit("SDOR", 2, "bang", 0)["penalty"] is None and credit("SDOR", 2, "bang", 0)[
        "reward"] == 0
