"""One test per ruling of Memoir '44 (``engine/memoir44/rulings.py``), named after it."""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

from engine import registry
from engine.memoir44.dice import FACES, RANGE, cut, dice, flags, hit_chance, retreats
from engine.memoir44.rulings import READINGS, Ruling
from tests.calckit import calls
from tests.langkit import WRITTEN

SPEC = registry.entry("memoir44")
DOCS = Path(__file__).resolve().parents[2] / "docs"

run, refusal = calls("memoir44")


def section(lang: str, page: str, anchor: str) -> str:
    """The text of one section of a page, from its heading to the next one."""
    text = (DOCS / lang / "memoir44" / f"{page}.md").read_text(encoding="utf-8")
    found = re.search(rf"^#+ .*\{{ #{anchor} \}}$(.*?)(?=^#+ |\Z)", text, re.S | re.M)
    assert found, f"{lang}/memoir44/{page}.md has no section #{anchor}"
    return found[1]


def test_six_faces() -> None:
    assert sorted(FACES) == sorted(["infantry", "infantry", "armor", "grenade", "star", "flag"])
    assert SPEC.facts["faces"] == 6


def test_what_hits() -> None:
    """3 faces of 6 hit infantry, 2 armor, 1 artillery; one die on a last figure of each."""
    assert [hit_chance(t) for t in ("infantry", "armor", "artillery")] == [
        Fraction(1, 2), Fraction(1, 3), Fraction(1, 6)]
    assert run(calc="battle", dice=1, target="armor", figures=1)["eliminate"] == 1 / 3
    err = refusal(calc="battle", dice=1, target="cavalry", figures=1)
    assert err.where == "target" and err.ruling == Ruling.WHAT_HITS


def test_star_misses() -> None:
    """No target counts the star: the chances of a hit add up to the faces that hit, and the
    star is never one of them."""
    for target in ("infantry", "armor", "artillery"):
        assert hit_chance(target) * 6 == sum(face in {"infantry", "armor", "grenade"}
                                             and (face == target or face == "grenade")
                                             for face in FACES)
    assert "star" in FACES


def test_flags_retreat() -> None:
    """Flags are counted apart from the hits: one flag face, so 1/6 a die."""
    answer = run(calc="battle", dice=1, target="infantry", figures=1)
    assert answer["flags"] == [5 / 6, 1 / 6]
    assert answer["hits"] == [0.5, 0.5]


def test_range_dice() -> None:
    assert RANGE == {"infantry": (3, 2, 1), "armor": (3, 3, 3),
                     "artillery": (3, 3, 2, 2, 1, 1)}
    assert [dice("artillery", d) for d in range(1, 8)] == [3, 3, 2, 2, 1, 1, 0]
    assert run(calc="attack", unit="infantry", distance=4)["in_range"] is False
    err = refusal(calc="battle", dice=12, target="armor", figures=1)
    assert err.where == "dice" and err.ruling == Ruling.RANGE_DICE


def test_terrain_cuts() -> None:
    """Against a forest, infantry loses 1 die and armor 2; against a hill, 1 each."""
    assert dice("infantry", 1, "forest") == 2 and dice("armor", 1, "forest") == 1
    assert dice("infantry", 1, "hill") == 2 and dice("armor", 1, "hill") == 2
    err = refusal(calc="attack", terrain="swamp")
    assert err.where == "terrain" and err.ruling == Ruling.TERRAIN_CUTS


def test_artillery_ignores_terrain() -> None:
    for terrain in ("forest", "hedgerow", "hill", "town", "bunker"):
        assert dice("artillery", 2, terrain, "sandbags") == 3
        assert cut("artillery", terrain) == 0


def test_strongest_cut() -> None:
    """Sandbags (-1, -1) in a town (-1, -2): infantry loses 1 and armor 2, not 2 and 3."""
    assert cut("infantry", "town", "sandbags") == 1
    assert cut("armor", "town", "sandbags") == 2
    assert cut("armor", "clear", "sandbags") == 1


def test_ignore_first_flag() -> None:
    """Behind sandbags, one flag of three dice is ignored: a retreat needs two flags."""
    answer = run(calc="attack", unit="infantry", distance=1, obstacle="sandbags")
    assert answer["ignored_flags"] == 1 and answer["dice"] == 2
    assert answer["retreats"] == [35 / 36, 1 / 36]
    assert retreats(flags(3), 1)[0] == flags(3)[0] + flags(3)[1]


def test_ordered_need_not_move() -> None:
    """The history ruling: the page's draft said an ordered unit need not move; a revision
    of 2022-04-08 made that line a second "need not battle". The site states the rule again,
    and its rulings page tells the story with the revision's date, in every language."""
    assert Ruling.ORDERED_NEED_NOT_MOVE.value == "ordered-need-not-move"
    for lang in WRITTEN:
        text = section(lang, "rulings", Ruling.ORDERED_NEED_NOT_MOVE.value)
        assert "2022-04-08" in text, lang
        assert "index.md#move" in text, lang
        assert "rulings.md#ordered-need-not-move" in section(lang, "index", "move"), lang


def test_ordered_need_not_battle() -> None:
    for lang in WRITTEN:
        assert "rulings.md#ordered-need-not-battle" in section(lang, "index", "battle"), lang


def test_no_dice_no_battle() -> None:
    """Our reading: infantry 3 hexes from a unit in a forest has 1 - 1 = 0 dice; nothing is
    rolled, so nothing can happen."""
    assert Ruling.NO_DICE_NO_BATTLE.value in READINGS
    answer = run(calc="attack", unit="infantry", distance=3, terrain="forest", target="armor")
    assert answer["dice"] == 0 and answer["in_range"] is True
    assert answer["hits"] == [1.0] and answer["eliminate"] == 0.0
