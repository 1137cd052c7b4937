"""PDBMV's sandbox marks the actions that score at once (issue 22): on the human's turn each
legal action the page receives says ``scores``, true exactly for the bribes and buys that,
played on a copy of the position, raise the mover's score if the game ended now (the engine's
``scores()``). A draw is never marked, whatever the deck's secret top card would bring.

Positions come from whole games (the human plays an offered action, the bots answer) at
several seeds and table sizes."""

from __future__ import annotations

from typing import Any

import pytest

from engine.pdbmv import Bribe, Buy, parse_action
from livewidgets.pdbmv import sandbox
from livewidgets.pdbmv.sandbox_text import browser_strings
from tests.langkit import LANGS

Session = dict[str, Any]


def raises_score(session: Session, text_form: str) -> bool:
    state = sandbox.KIT.replay(session).state
    action = parse_action(text_form)
    if not isinstance(action, (Bribe, Buy)):
        return False
    mover = state.players[state.turn]
    trial = state.copy()
    before = trial.scores()[mover]
    trial.apply(action)
    return trial.scores()[mover] > before


def human_turns(players: int, seed: int, turns: int = 10) -> list[Session]:
    session = sandbox.start({"players": players, "seed": seed,
                             "seats": ["human"] + ["greedy"] * (players - 1)})["session"]
    found = []
    for n in range(turns):
        page = sandbox.view(session)
        if page["over"] or not page["actions"]:
            break
        found.append(session)
        actions = page["actions"]
        session = sandbox.act(session, actions[(n * 7) % len(actions)]["text"])["session"]
        session = sandbox.bot_move(session, until_human=True)["session"]
    return found


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4), (4, 8)])
def test_exactly_the_actions_that_score_are_marked(players: int, seed: int) -> None:
    marked = unmarked = 0
    for session in human_turns(players, seed):
        for action in sandbox.view(session)["actions"]:
            expected = raises_score(session, action["text"])
            assert action["scores"] is expected, (players, seed, action["text"])
            if action["kind"] == "draw":
                assert action["scores"] is False
            marked += expected
            unmarked += not expected
    assert marked and unmarked, "the mark must tell some actions apart from others"


@pytest.mark.parametrize("lang", LANGS)
def test_the_mark_is_explained_in_every_language(lang: str) -> None:
    words = browser_strings(lang)
    assert "★" in words["scores_legend"] and words["scores_note"]
