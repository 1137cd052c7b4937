import pytest

from engine.nim import Take, new_game


def test_take_one_to_three() -> None:
    game = new_game(2, seed=1)
    with pytest.raises(ValueError, match="take-one-to-three"):
        game.apply(Take(4))
