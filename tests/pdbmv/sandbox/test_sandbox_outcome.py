"""PDBMV's finished game in one line, the shared sandbox's (review 35, A5): the winner and the
points, the others' highest first, or the players who share the win, in every language with its
plural forms; the status line says it once the game is over, not a bare "Game over"."""

from __future__ import annotations

from engine.pdbmv import State
from livewidgets.pdbmv.sandbox import SANDBOX as PDBMV
from livewidgets.pdbmv.sandbox_render import status_text
from livewidgets.pdbmv.strings import text as pdbmv_text
from livewidgets.sandbox import outcome_line
from tests.langkit import SLUGS


def test_one_winner_then_the_others_highest_first() -> None:
    text = pdbmv_text
    points = {"Ana": 29, "Ben": 157, "Chen": 40}
    assert outcome_line(text, ["Ben"], points, "en") == "Ben wins, 157 to 40, 29"
    assert outcome_line(text, ["Ben"], points, "fr") == "Ben gagne, 157 contre 40 et 29"
    assert outcome_line(text, ["Ben"], points, "zh") == "Ben 以 157 分獲勝；其他玩家 40 和 29 分"


def test_a_shared_win_takes_the_count_s_plural_form() -> None:
    assert outcome_line(pdbmv_text, ["Ana", "Ben"], {"Ana": 1, "Ben": 1}, "en") \
        == "Ana, Ben share the win, 1 point each"
    assert outcome_line(pdbmv_text, ["Ana", "Ben"], {"Ana": 9, "Ben": 9, "Chen": 4}, "fr") \
        == "Ana et Ben se partagent la victoire, 9 points chacun contre 4"
    for lang in SLUGS:
        one = outcome_line(pdbmv_text, ["Ana", "Ben"], {"Ana": 1, "Ben": 1}, lang)
        many = outcome_line(pdbmv_text, ["Ana", "Ben"], {"Ana": 7, "Ben": 7}, lang)
        assert "Ana" in one and "1" in one and "7" in many
        assert lang.startswith("zh") or one != many.replace("7", "1")


def test_pdbmv_says_who_won_and_by_how_much_once_over() -> None:
    session = PDBMV.start({"players": ["Ana", "Ben"], "seats": ["random", "random"],
                           "seed": 3}, "en")["session"]
    session = PDBMV.bot_move(session, until_human=True)["session"]
    state: State = PDBMV.replay(session).state
    assert state.over
    winner = state.ranking().winners[0]
    loser = next(p for p in state.players if p != winner)
    scores = state.scores()
    for lang in SLUGS:
        line = status_text(state, session["seats"], lang)
        assert line == PDBMV.view(session, lang)["outcome"]
        assert winner in line and str(scores[winner]) in line and str(scores[loser]) in line
    assert status_text(state, session["seats"], "en") \
        == f"{winner} wins, {scores[winner]} to {scores[loser]}"
