"""The entries of the "Questions at the table" page that the calculator can decide, one test
each, named after the question's anchor (``questions.md#q-...``)."""

from __future__ import annotations

from engine import registry

SPEC = registry.calculator("memoir44")


def run(**inputs: object) -> dict[str, object]:
    return SPEC.run(inputs)


def test_q_weakened() -> None:
    """A unit down to one figure rolls the dice of a full one: figures never enter the dice."""
    for figures in (1, 2, 3, 4):
        out = run(calc="attack", unit="infantry", distance=1, target="infantry", figures=figures)
        assert out["dice"] == 3


def test_q_artillery_cut() -> None:
    for terrain in ("forest", "hedgerow", "hill", "town", "bunker"):
        assert run(calc="attack", unit="artillery", distance=2, terrain=terrain)["dice"] == 3


def test_q_stack_cuts() -> None:
    """Sandbags in a town: infantry loses 1 die, armor 2, not 2 and 3."""
    assert run(calc="attack", unit="infantry", distance=1, terrain="town",
               obstacle="sandbags")["dice"] == 2
    assert run(calc="attack", unit="armor", distance=1, terrain="town",
               obstacle="sandbags")["dice"] == 1


def test_q_no_dice() -> None:
    out = run(calc="attack", unit="infantry", distance=3, terrain="forest")
    assert out["dice"] == 0 and out["hits"] == [1.0] and out["flags"] == [1.0]


def test_q_hit_artillery() -> None:
    assert run(calc="battle", dice=1, target="artillery", figures=1)["eliminate"] == 1 / 6


def test_q_hits_first() -> None:
    out = run(calc="retreat", figures=1, hits=1, flags=2, free=0)
    assert out["flags_counted"] == 0 and out["lost_blocked"] == 0 and out["eliminated"] is True


def test_q_blocked() -> None:
    """The worked example, and the same roll on a unit of 2: wiped out by the blocked hex."""
    assert run(calc="retreat", figures=4, hits=1, flags=2, free=1)["figures_left"] == 2
    out = run(calc="retreat", figures=2, hits=1, flags=2, free=1)
    assert out["retreated"] == 1 and out["lost_blocked"] == 1 and out["eliminated"] is True


def test_q_ignored_blocked() -> None:
    out = run(calc="retreat", figures=3, hits=0, flags=1, ignored=1, free=0)
    assert out["figures_left"] == 3 and out["lost_blocked"] == 0
    attack = run(calc="attack", unit="infantry", distance=1, obstacle="sandbags")
    assert attack["ignored_flags"] == 1
