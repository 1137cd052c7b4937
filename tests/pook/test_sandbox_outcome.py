"""The sandbox's turn line at the end of a game of Pook: the winner and the points ("Ben wins,
16 to 3"), or the players who share the win, with the language's plural forms."""

from __future__ import annotations

from engine.pook.state import State
from livewidgets.pook.sandbox import SANDBOX
from livewidgets.pook.strings import text
from tests.langkit import SLUGS


def test_a_shared_win_is_worded_with_plural_forms() -> None:
    for lang in SLUGS:
        one = text(lang, "result_shared", winners="Ana, Ben", n=1)
        many = text(lang, "result_shared", winners="Ana, Ben", n=7)
        assert "1" in one and "7" in many and "Ana, Ben" in one and one != many.replace("7", "1") \
            or lang.startswith("zh")
    assert text("en", "result_shared", winners="A", n=1).endswith("1 point each")
    assert text("fr", "result_shared", winners="A", n=7).endswith("7\u202fpoints chacun") \
        or text("fr", "result_shared", winners="A", n=7).endswith("7 points chacun")


def test_the_end_names_the_winner_and_every_score() -> None:
    state = State(["Ana", "Ben"], [(0, 1), (0, 1)])     # nothing on the table: a shared win
    assert SANDBOX.outcome(state, "en") == "Ana, Ben share the win, 0 points each"
    assert "Ana" in SANDBOX.outcome(state, "zh") and "0" in SANDBOX.outcome(state, "zh")
    state = State(["Ana", "Ben", "Chen"], [(0, 1), (2, 3), (0, 2)])
    state.table.place((0, 0), 1, True)       # a warrior-side card of faction 0, level 2
    totals = state.totals()
    assert state.is_over and totals == [2, 0, 2]
    assert SANDBOX.outcome(state, "en") == "Ana, Chen share the win, 2 points each to 0"
    state = State(["Ana", "Ben"], [(0, 1), (2, 3)])
    state.table.place((0, 0), 1, True)
    assert SANDBOX.outcome(state, "en") == "Ana wins, 2 to 0"
    assert SANDBOX.outcome(state, "fr") == "Ana gagne, 2 contre 0"
    assert SANDBOX.outcome(state, "zh") == "Ana 以 2 分獲勝；其他玩家 0 分"
    assert SANDBOX.outcome(State(["Ana", "Ben"], [(0, 1), (2, 3)]), "en") is not None
