"""The battle dice, against values worked out by hand and against brute force.

Brute force here means the rules read literally, written independently of the engine: every one
of the 6**n ordered outcomes of n dice, each die one of the six faces the issue lists (two
infantry, one armor, one grenade, one star, one flag), hits counted face by face (an infantry
face hits infantry, an armor face armor, a grenade anything, a star or a flag nothing) and flags
counted apart.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product

import pytest

from engine.memoir44.calc import MAX_DICE, attack, battle
from engine.memoir44.dice import at_least, dice, flags, hit_faces, hits, retreats

FACES = ["infantry", "infantry", "armor", "grenade", "star", "flag"]
HIT_BY = {"infantry": {"infantry", "grenade"}, "armor": {"armor", "grenade"},
          "artillery": {"grenade"}}


def brute_force(n: int, target: str) -> tuple[list[Fraction], list[Fraction]]:
    """P(k hits) and P(k flags), k = 0..n, by listing all 6**n outcomes."""
    hit_counts: Counter[int] = Counter()
    flag_counts: Counter[int] = Counter()
    for roll in product(FACES, repeat=n):
        hit_counts[sum(face in HIT_BY[target] for face in roll)] += 1
        flag_counts[roll.count("flag")] += 1
    total = 6 ** n
    return ([Fraction(hit_counts[k], total) for k in range(n + 1)],
            [Fraction(flag_counts[k], total) for k in range(n + 1)])


def test_three_dice_on_infantry_by_hand() -> None:
    """Three of the six faces hit infantry (two infantry, one grenade): each die is a coin toss.
    Three tosses: no hit 1/8, one hit 3/8, two 3/8, three 1/8. A full unit of 4 figures cannot
    be wiped out by 3 dice; a unit down to 3 figures goes with the 1/8 of three hits."""
    assert hits(3, "infantry") == [Fraction(1, 8), Fraction(3, 8), Fraction(3, 8),
                                   Fraction(1, 8)]
    assert battle(3, "infantry", 4)["eliminate"] == 0.0
    assert battle(3, "infantry", 3)["eliminate"] == 1 / 8


def test_two_dice_on_armor_by_hand() -> None:
    """Two of six faces hit armor (armor, grenade): 1/3 a die. Two dice: no hit (2/3)**2 =
    4/9, one hit 2 * 1/3 * 2/3 = 4/9, two hits 1/9."""
    assert hits(2, "armor") == [Fraction(4, 9), Fraction(4, 9), Fraction(1, 9)]


def test_artillery_is_hit_by_grenades_only_by_hand() -> None:
    """Only the grenade hits artillery: one die hits 1/6 of the time. Three dice against a
    last artillery figure: 1 - (5/6)**3 = 91/216, about 42%."""
    assert hits(1, "artillery") == [Fraction(5, 6), Fraction(1, 6)]
    assert battle(3, "artillery", 1)["eliminate"] == pytest.approx(91 / 216)


def test_what_hits_counts_the_faces_of_each_target_by_hand() -> None:
    """``what-hits``: infantry is hit by its two faces and the grenade (3 of 6), armour by its
    face and the grenade (2), artillery by the grenade alone (1): the faces the widget names."""
    assert {unit: hit_faces(unit) for unit in ("infantry", "armor", "artillery")} == {
        "infantry": 3, "armor": 2, "artillery": 1}


def test_flags_by_hand() -> None:
    """One face of six is a flag. Two dice: no flag 25/36, one 2 * 5/36 = 10/36, two 1/36."""
    assert flags(2) == [Fraction(25, 36), Fraction(10, 36), Fraction(1, 36)]


def test_three_dice_on_a_one_figure_armor_unit_by_hand() -> None:
    """At least one hit among three dice on armor: 1 - (2/3)**3 = 19/27."""
    assert battle(3, "armor", 1)["eliminate"] == pytest.approx(19 / 27)


@pytest.mark.parametrize("target", ["infantry", "armor", "artillery"])
@pytest.mark.parametrize("n", range(0, 6))
def test_brute_force_over_every_outcome(n: int, target: str) -> None:
    expected_hits, expected_flags = brute_force(n, target)
    assert hits(n, target) == expected_hits
    assert flags(n) == expected_flags
    answer = battle(n, target, 2)
    assert answer["hits"] == [float(p) for p in expected_hits]
    assert answer["flags"] == [float(p) for p in expected_flags]
    assert answer["eliminate"] == pytest.approx(float(sum(expected_hits[2:], Fraction(0))))


def test_every_distribution_adds_up_to_one() -> None:
    for n in range(MAX_DICE + 1):
        for target in HIT_BY:
            assert sum(hits(n, target)) == 1 and len(hits(n, target)) == n + 1
        assert sum(flags(n)) == 1


def test_no_dice_means_nothing_happens() -> None:
    assert battle(0, "infantry", 1) == {"hits": [1.0], "flags": [1.0], "eliminate": 0.0}


def test_an_ignored_flag_shifts_the_retreats_by_hand() -> None:
    """Sandbags, two dice: no retreat when the dice show 0 or 1 flag (25/36 + 10/36 = 35/36),
    one hex back when both show a flag (1/36)."""
    assert retreats(flags(2), 1) == [Fraction(35, 36), Fraction(1, 36)]
    assert retreats(flags(0), 1) == [Fraction(1)]
    assert retreats(flags(3), 0) == flags(3)


def test_the_attack_finds_its_dice_first() -> None:
    """Armor 2 hexes from infantry in a forest: 3 dice, minus 2 for the forest: 1 die, a hit
    on infantry half the time."""
    answer = attack("armor", 2, "forest", "none", "infantry", 4)
    assert (answer["base"], answer["cut"], answer["dice"]) == (3, 2, 1)
    assert answer["hits"] == [0.5, 0.5]
    assert dice("infantry", 4) == 0 and not attack("infantry", 4, "clear", "none", "armor",
                                                   3)["in_range"]
    assert at_least(hits(1, "infantry"), 1) == Fraction(1, 2)
