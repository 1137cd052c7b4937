"""Figures in a reader's refusal are written the way the reader's language writes numbers
(issue 21): « de 1 à 100 000 » with a narrow no-break space, "1 to 100,000"; the command
line's English line keeps the values exactly as it always printed them."""

from __future__ import annotations

import pytest

from engine.errors import RulesError
from engine.i18n import localized_numbers
from engine.limits import COUNT_RANGE
from livewidgets.controls import edit_number
from livewidgets.sandbox import MAX_SIMULATED, simulation_numbers

NNBSP = "\u202f"


def test_plain_whole_numbers_take_the_languages_separators() -> None:
    slots = {"low": 1, "high": 100_000, "count": "7", "flag": True}
    assert localized_numbers("{low} {high} {count} {flag}", slots, "fr") == {
        "low": "1", "high": f"100{NNBSP}000", "count": "7", "flag": True}
    assert localized_numbers("{high}", slots, "en")["high"] == "100,000"


def test_a_slot_shown_with_a_conversion_or_a_format_keeps_its_value() -> None:
    slots = {"a": 12345, "b": 12345}
    assert localized_numbers("{a!r} {b:d}", slots, "fr") == slots


@pytest.mark.parametrize("games", [0, MAX_SIMULATED + 1, "abc"])
def test_the_simulation_count_refusal_reads_as_french(games: object) -> None:
    with pytest.raises(RulesError) as caught:
        simulation_numbers(games, 1)
    high = f"{MAX_SIMULATED:,}".replace(",", NNBSP)
    assert f"de 1 à {high}" in caught.value.reason("fr")
    assert f"1 to {MAX_SIMULATED:,}" in caught.value.reason("en")


def test_the_command_lines_english_line_keeps_the_exact_values() -> None:
    with pytest.raises(RulesError) as caught:
        edit_number({"n": 5000}, "n", 1, 4000)
    assert caught.value.message == COUNT_RANGE
    assert "must be 1 to 4000, not 5000" in str(caught.value)
    assert f"de 1 à 4{NNBSP}000" in caught.value.reason("fr")
