"""PDBMV's sandbox marks the actions that score at once (issue 22): on the human's turn each
legal action the page receives says ``scores``, true exactly for the bribes and buys after
which, as the sandbox plays them, the mover's score if the game ended now is higher
(tests/scorekit.py). A draw is never marked, whatever the deck's secret top card brings."""

from __future__ import annotations

from typing import Any

import pytest

from livewidgets.pdbmv import sandbox
from livewidgets.pdbmv.strings import browser_strings
from tests.langkit import LANGS
from tests.scorekit import check_legend, check_marks, human_turns


def scores(before: Any, after: Any, mover: str, action: str) -> bool:
    return action != "draw" and after.scores()[mover] > before.scores()[mover]


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4), (4, 8)])
def test_exactly_the_actions_that_score_are_marked(players: int, seed: int) -> None:
    sessions = human_turns(sandbox, {"players": players, "seed": seed,
                                     "seats": ["human"] + ["greedy"] * (players - 1)}, turns=10)
    check_marks(sandbox, sessions, scores)


@pytest.mark.parametrize("lang", LANGS)
def test_the_mark_is_explained_in_every_language(lang: str) -> None:
    check_legend(browser_strings(lang))
