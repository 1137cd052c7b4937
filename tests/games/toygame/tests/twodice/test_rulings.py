import pytest

from engine.twodice.game import GAME


def test_total_two_to_twelve() -> None:
    assert GAME.run({"calc": "sum", "total": 7}) == {"ways": 6, "of": 36}
    with pytest.raises(ValueError, match="total-two-to-twelve"):
        GAME.run({"calc": "sum", "total": 13})
