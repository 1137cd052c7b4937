"""The input checks every calculator shares (:mod:`engine.calcinput`), alone and through each
registered calculator."""

from __future__ import annotations

import pytest

from engine import registry
from engine.calcinput import check_keys, is_integer
from engine.errors import RulesError


def test_integers_are_whole_numbers_but_not_booleans() -> None:
    assert [is_integer(v) for v in (0, -3, 7)] == [True, True, True]
    assert [is_integer(v) for v in (True, False, 1.0, "1", None)] == [False] * 5


def test_an_unknown_key_is_refused_before_a_missing_one() -> None:
    with pytest.raises(RulesError) as caught:
        check_keys({"b": 1, "zz": 2}, "sum", ("a", "b"), required=("a",))
    assert (caught.value.code, caught.value.where) == ("not-a-key", "zz")
    assert caught.value.reason("en") == ("is not an input of the sum calculation "
                                         "(expected a, b)")
    with pytest.raises(RulesError) as caught:
        check_keys({"b": 1}, "sum", ("a", "b"), required=("b", "a"))
    assert (caught.value.code, caught.value.where) == ("missing", "a")
    check_keys({"a": 1}, "sum", ("a", "b"), required=("a",))  # nothing to refuse


@pytest.mark.parametrize("calc_id", [spec.id for spec in registry.calcs()])
def test_every_calculator_refuses_a_misspelt_key_in_every_language(calc_id: str) -> None:
    spec = registry.calculator(calc_id)
    for name in spec.calcs:
        with pytest.raises(RulesError) as caught:
            spec.run({"calc": name, "no-such-input": 1})
        assert (caught.value.code, caught.value.where) == ("not-a-key", "no-such-input")
        english = caught.value.reason("en")
        assert name in english
        for lang in ("fr", "zh", "zh-Hans"):
            assert caught.value.reason(lang) != english
