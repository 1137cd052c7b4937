"""French counted phrases of this game agree with their count (issue 21: no "(s)")."""

from __future__ import annotations

import pytest

from livewidgets.bang.strings import ui


@pytest.mark.parametrize(("key", "count", "slots", "written"), [
    ("of_cards", "hits", {"of": 52}, {0: "0 carte sur 52", 1: "1 carte sur 52",
                                     2: "2 cartes sur 52"}),
])
def test_counted_phrases_agree_with_their_count(key: str, count: str, slots: dict[str, object],
                                               written: dict[object, str]) -> None:
    for n, text in written.items():
        assert ui(key, "fr", **{count: n, **slots}) == text
