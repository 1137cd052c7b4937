"""French counted phrases of this game agree with their count (issue 21: no "(s)")."""

from __future__ import annotations

import pytest

from livewidgets.bang.drawing import ui


@pytest.mark.parametrize(("key", "count", "slots", "written"), [
    ("of_cards", "hits", {"of": 52}, {0: "0 carte sur 52", 1: "1 carte sur 52",
                                     2: "2 cartes sur 52"}),
])
def test_counted_phrases_agree_with_their_count(key: str, count: str, slots: dict[str, object],
                                               written: dict[object, str]) -> None:
    for n, text in written.items():
        assert ui(key, "fr", **{count: n, **slots}) == text


@pytest.mark.parametrize(("change", "reader"), [
    ({"to": 1}, {"en": "is seat 2, and", "fr": "est la place 2,"}),
    ({"to": 0}, {"en": "own seat 1:", "fr": "la place 1 du tireur"}),
    ({"mustang": [3, 3]}, {"en": "names seat 4 twice", "fr": "deux fois la place 4"}),
])
def test_a_refusal_numbers_seats_from_1_for_the_reader(change: dict[str, object],
                                                      reader: dict[str, str]) -> None:
    """The drawing numbers seats from 1 (the Sheriff is 1), so a refusal the page shows does
    too (issue 21: "Seat 0"); the command line's inputs and line keep counting from 0."""
    from engine.bang.calc import calc
    from engine.errors import RulesError
    inputs = {"calc": "distance", "players": 5, "dead": [1], "mustang": [3], "scope": [0],
              "from": 0, "to": 3, **change}
    with pytest.raises(RulesError) as caught:
        calc(inputs)
    seat = caught.value.params["seat"]
    assert f"seat {seat}" in str(caught.value)
    for lang, words in reader.items():
        assert words in caught.value.reason(lang)
