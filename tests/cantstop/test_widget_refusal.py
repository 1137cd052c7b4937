"""The Can't Stop widget's refusal of a fourth column says what to do, once (issue 22).

A tap on a fourth column while the three climbers are placed is refused by the widget before
the calculator sees the board, in words that start from the column tapped and end with the way
out; the general "try another change" phrase is not put before them (it would say the way out
twice). The board and the ruling linked are the calculator's.
"""

from __future__ import annotations

import pytest

from engine.cantstop.rulings import Ruling
from engine.errors import RulesError
from livewidgets import api
from livewidgets.cantstop.odds import FACE
from livewidgets.strings import ui

LANGS = ("en", "fr", "zh")


def general_way_out(lang: str) -> str:
    """The words the shared "try another change" phrase puts before a reason, in ``lang``."""
    return ui("edit_error", lang, error="").strip()


@pytest.mark.parametrize("lang", LANGS)
def test_a_fourth_column_is_refused_with_its_way_out(lang: str) -> None:
    view = api.start("cantstop", {"widget": "odds", "climbers": [6, 7, 8]}, lang)
    answer = api.act("cantstop", view["state"], {"act": "column", "value": 9}, lang)
    refused = answer["refused"]
    assert refused["code"] == "fourth-climber"
    assert refused["ruling"] == Ruling.THREE_CLIMBERS
    assert "9" in refused["message"] and "3" in refused["message"]
    assert general_way_out(lang) not in refused["message"]
    # the calculator itself refuses the same board (the widget only speaks first)
    with pytest.raises(RulesError):
        FACE.answer({"climbers": [6, 7, 8, 9], "closed": [], "more": 5})


def test_a_fourth_column_in_close_mode_is_applied() -> None:
    view = api.start("cantstop", {"widget": "odds", "climbers": [6, 7, 8]}, "en")
    state = api.act("cantstop", view["state"], {"act": "mode", "kind": "closed"}, "en")["state"]
    answer = api.act("cantstop", state, {"act": "column", "value": 9}, "en")
    assert "refused" not in answer and answer["state"]["closed"] == [9]
