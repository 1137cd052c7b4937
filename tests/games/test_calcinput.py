"""The input checks every calculator shares (:mod:`engine.calcinput`), alone and through each
registered calculator."""

from __future__ import annotations

import pytest

from engine import registry
from engine.calcinput import check_keys, is_integer, one_of, sized_list, whole
from engine.errors import Message, RulesError
from engine.i18n import SHARED
from tests.langkit import TRANSLATED

BOUNDS = Message(SHARED, "test-bounds", "must be from {least} to {most}, not {value!r}")
AT_MOST = Message(SHARED, "test-at-most", "must be at most {most} ({extra})")
NAMES = Message(SHARED, "test-names", "must be one of {names}, not {value!r}")


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


def test_a_whole_number_within_bounds_is_read_and_anything_else_refused_by_name() -> None:
    assert whole(3, "n", BOUNDS, 5, least=1) == 3
    assert whole(1, "n", BOUNDS, 5, least=1) == 1 and whole(5, "n", BOUNDS, 5, least=1) == 5
    for bad in (0, 6, True, 2.0, "2", None):
        with pytest.raises(RulesError) as caught:
            whole(bad, "players[1].n", BOUNDS, 5, least=1, ruling="some-ruling")
        assert (caught.value.code, caught.value.where, caught.value.ruling) == (
            "test-bounds", "players[1].n", "some-ruling")
        assert caught.value.params == {"least": 1, "most": 5, "value": bad}


def test_a_refusal_gets_only_the_slots_its_sentence_names_and_the_callers_own() -> None:
    with pytest.raises(RulesError) as caught:
        whole(9, "n", AT_MOST, 4, extra="x", value="shown instead")
    assert caught.value.params == {"most": 4, "extra": "x", "value": "shown instead"}
    assert caught.value.reason("en") == "must be at most 4 (x)"


def test_one_of_names_and_sized_lists() -> None:
    assert one_of("b", "kind", NAMES, ("a", "b")) == "b"
    for bad in ("c", 1, None, ["a"]):
        with pytest.raises(RulesError) as caught:
            one_of(bad, "kind", NAMES, {"a": 1, "b": 2})
        assert caught.value.where == "kind"
        assert caught.value.params == {"names": "a, b", "value": bad}
    assert sized_list([1, 2], "xs", BOUNDS, 2, least=2) == [1, 2]
    for bad in ([1], [1, 2, 3], (1, 2), "ab", None):
        with pytest.raises(RulesError) as caught:
            sized_list(bad, "xs", BOUNDS, 2, least=2)
        assert (caught.value.where, caught.value.params["value"]) == ("xs", bad)


@pytest.mark.parametrize("calc_id", [spec.id for spec in registry.calcs()])
def test_every_calculator_refuses_a_misspelt_key_in_every_language(calc_id: str) -> None:
    spec = registry.calculator(calc_id)
    for name in spec.calcs:
        with pytest.raises(RulesError) as caught:
            spec.run({"calc": name, "no-such-input": 1})
        assert (caught.value.code, caught.value.where) == ("not-a-key", "no-such-input")
        english = caught.value.reason("en")
        assert name in english
        for lang in TRANSLATED:
            assert caught.value.reason(lang) != english
