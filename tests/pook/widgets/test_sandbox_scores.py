"""Pook's sandbox marks the plays that score or lock at once (issue 22): on the human's turn
each legal action the page receives says ``scores``, true exactly for the plays after which,
as the sandbox plays them, the mover's points (by their banner) are higher or Piggy's lock
holds a card for the next player (tests/scorekit.py). A tie-break choice never scores."""

from __future__ import annotations

from typing import Any

import pytest

from livewidgets.pook import sandbox
from livewidgets.pook.strings import browser_strings
from tests.langkit import LANGS
from tests.scorekit import check_legend, check_marks, human_turns


def scores_or_locks(before: Any, after: Any, mover: str, action: str) -> bool:
    return (action.startswith("play")
            and (after.scores()[mover] > before.scores()[mover] or after.lock is not None))


@pytest.mark.parametrize("seed", [1, 9])
def test_exactly_the_plays_that_score_or_lock_are_marked(seed: int) -> None:
    sessions = human_turns(sandbox, {"players": 2, "seats": ["human", "greedy"], "seed": seed},
                           turns=4)
    check_marks(sandbox, sessions, scores_or_locks)


@pytest.mark.parametrize("lang", LANGS)
def test_the_mark_is_explained_in_every_language(lang: str) -> None:
    check_legend(browser_strings(lang))
