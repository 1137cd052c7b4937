"""French counted phrases of this game agree with their count (issue 21: no "(s)")."""

from __future__ import annotations

import pytest

from engine.i18n import SHARED, catalogue
from livewidgets.cantstop.strings import ui


@pytest.mark.parametrize(("key", "count", "slots", "written"), [
    ("of_rolls", "rolls", {"of": 1296}, {1: "1 lancer sur {of}", 5: "5 lancers sur {of}"}),
    # a count the widget already wrote for the reader, as the odds page passes it
    ("of_rolls", "rolls", {"of": "1\u202f296"},
     {"1\u202f192": "1\u202f192 lancers sur 1\u202f296", "1": "1 lancer sur 1\u202f296"}),
])
def test_counted_phrases_agree_with_their_count(key: str, count: str, slots: dict[str, object],
                                               written: dict[object, str]) -> None:
    # {of}: 1296 as French writes it (thousands grouped), as every whole number a reader sees
    of = catalogue(SHARED, "fr").number(1296)
    for n, text in written.items():
        assert ui(key, "fr", **{count: n, **slots}) == text.format(of=of)
