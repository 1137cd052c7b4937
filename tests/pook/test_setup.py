"""Setting up: seeded, reproducible, and every option (assumption) checked and named."""

from __future__ import annotations

import pytest

from engine.pook import ASSUMPTIONS, ScenarioError, new_game, to_json
from tests.pook.testkit import box, composition


def test_a_seed_gives_the_same_game_and_another_seed_another() -> None:
    assert to_json(new_game(3, 7)) == to_json(new_game(3, 7))
    assert to_json(new_game(3, 7)) != to_json(new_game(3, 8))


def test_names_or_a_count() -> None:
    assert new_game(2, 1).players == ("P1", "P2")
    assert new_game(["Ana", "Ben", "Cleo"], 1).players == ("Ana", "Ben", "Cleo")


def test_every_assumption_is_an_option_with_its_default() -> None:
    defaults = {a.option: a.default for a in ASSUMPTIONS}
    assert set(defaults) == {"levels", "banner_deck", "fixed_grid"}
    assert defaults["levels"] == (1, 1, 2, 2, 3, 3) and defaults["fixed_grid"] is False
    assert len(defaults["banner_deck"]) == 6  # type: ignore[arg-type]
    assert all(a.text.strip() for a in ASSUMPTIONS)
    assert to_json(new_game(4, 3, **defaults)) == to_json(new_game(4, 3))


def test_levels_change_the_box() -> None:
    levels = [1, 1, 1, 1, 2, 3]
    data = to_json(new_game(4, 5, levels=levels))
    assert composition(data) == box(tuple(levels)) and data["levels"] == levels


def test_the_banner_deck_limits_the_pairs() -> None:
    deck = [["knight", "orc"], ["mage", "viking"]]
    for seed in range(10):
        banners = to_json(new_game(2, seed, banner_deck=deck))["banners"]
        assert sorted(banners.values()) == sorted(deck)


def test_fixed_grid_is_written_in_the_state() -> None:
    assert to_json(new_game(2, 1, fixed_grid=True))["fixed_grid"] is True


BAD = {
    "one player": ((1, 0), {}, "players"),
    "five players": ((5, 0), {}, "players"),
    "twice a name": ((["Ana", "Ana"], 0), {}, "players"),
    "seven levels": ((2, 0), {"levels": [1, 1, 2, 2, 3, 3, 3]}, "levels"),
    "a level 4": ((2, 0), {"levels": [1, 1, 2, 2, 3, 4]}, "levels"),
    "fixed_grid not a boolean": ((2, 0), {"fixed_grid": 1}, "fixed_grid"),
    "too few banners": ((3, 0), {"banner_deck": [["knight", "orc"], ["orc", "knight"]]},
                        "banner_deck"),
    "a banner of one faction": ((2, 0), {"banner_deck": [["orc", "orc"]]}, "banner_deck[0]"),
    "an unknown option": ((2, 0), {"board": True}, None),
}


@pytest.mark.parametrize("case", BAD)
def test_a_bad_option_is_refused_by_name(case: str) -> None:
    args, options, where = BAD[case]
    with pytest.raises(ScenarioError) as caught:
        new_game(*args, **options)  # type: ignore[arg-type]
    assert caught.value.where == where
