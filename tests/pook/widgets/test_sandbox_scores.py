"""Pook's sandbox marks the plays that score or lock at once (issue 22): on the human's turn,
each legal action the page receives says ``scores``, and it is true exactly for the plays that,
played on a copy of the position, raise the mover's points (the engine's ``scores()`` by name)
or end with Piggy's lock on a card (the engine's PIGGY_LOCKED event naming a cell).

Positions come from whole games played by bots and a human seat at several seeds, so the
check meets plays of both kinds, with and without powers and Piggy's swaps."""

from __future__ import annotations

from typing import Any

import pytest

from engine.pook import parse_action
from engine.pook.events import EventKind
from livewidgets.pook import sandbox
from livewidgets.pook.sandbox_text import browser_strings
from tests.langkit import LANGS

Session = dict[str, Any]


def scores_or_locks(session: Session, text_form: str) -> bool:
    """The rule, from the engine's own answers: the mover's points by name before and after,
    and the events of the play."""
    state = sandbox.KIT.replay(session).state
    mover = str(state.current_player)
    trial = state.copy()
    before = trial.scores()[mover]
    events = trial.apply(parse_action(text_form))
    locked = [e for e in events if e.kind == EventKind.PIGGY_LOCKED and e.args["at"] is not None]
    return trial.scores()[mover] > before or bool(locked)


def human_turns(seed: int, turns: int = 6) -> list[Session]:
    """Sessions at the human's turn, after the human played the first offered action each
    time and the bots answered."""
    session = sandbox.start({"players": 3, "seats": ["human", "greedy", "random"],
                             "seed": seed}, "en")["session"]
    found = []
    for _ in range(turns):
        page = sandbox.view(session)
        if page["over"] or not page["actions"]:
            break
        found.append(session)
        session = sandbox.act(session, page["actions"][len(page["actions"]) // 2]["text"])[
            "session"]
        session = sandbox.bot_move(session, until_human=True)["session"]
    return found


@pytest.mark.parametrize("seed", [1, 4, 9])
def test_exactly_the_plays_that_score_or_lock_are_marked(seed: int) -> None:
    marked = unmarked = 0
    for session in human_turns(seed):
        for action in sandbox.view(session)["actions"]:
            expected = scores_or_locks(session, action["text"])
            assert action["scores"] is expected, (seed, action["text"])
            marked += expected
            unmarked += not expected
    assert marked and unmarked, "the mark must tell some plays apart from others"


@pytest.mark.parametrize("lang", LANGS)
def test_the_mark_is_explained_in_every_language(lang: str) -> None:
    words = browser_strings(lang)
    assert "★" in words["scores_legend"] and words["scores_note"]
