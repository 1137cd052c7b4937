"""Helpers of the sandboxes' "scores at once" mark (issue 22), written once for every game's
sandbox module (``livewidgets.<game>.sandbox``): positions met on the human's turn in whole
games, and the check that the page's ``scores`` flag is true exactly for the actions whose
effect, as the sandbox itself plays them (``act``, then the session replayed), the game's own
rule calls scoring. A game's test gives that rule; its legend is checked in each language."""

from __future__ import annotations

from typing import Any, Callable

Session = dict[str, Any]
Rule = Callable[[Any, Any, str, str], bool]
"""(state before, state after, the mover, the action's text) -> whether it scores."""


def human_turns(sandbox: Any, config: Session, turns: int = 8) -> list[Session]:
    """Sessions at the human's turn: the human plays an offered action (a different one each
    time), then the bots answer."""
    session = sandbox.start(config, "en")["session"]
    found = []
    for n in range(turns):
        page = sandbox.view(session)
        if page["over"] or not page["actions"]:
            break
        found.append(session)
        actions = page["actions"]
        session = sandbox.act(session, actions[(n * 7 + len(actions) // 2) % len(actions)][
            "text"])["session"]
        session = sandbox.bot_move(session, until_human=True)["session"]
    return found


def check_marks(sandbox: Any, sessions: list[Session], rule: Rule) -> None:
    """Every offered action's ``scores`` is the rule's verdict on what playing it did; some
    actions are marked and some are not (a mark on all, or none, tells nothing)."""
    verdicts: list[bool] = []
    for session in sessions:
        before = sandbox.KIT.replay(session).state
        page = sandbox.view(session)
        for action in page["actions"]:
            after = sandbox.KIT.replay(sandbox.act(session, action["text"])["session"]).state
            expected = rule(before, after, page["turn"], action["text"])
            assert action["scores"] is expected, action["text"]
            verdicts.append(expected)
    assert any(verdicts) and not all(verdicts), "the mark must tell some actions apart"


def check_legend(words: Session) -> None:
    """The game's words for the mark: a legend naming its sign, and what a screen reader says."""
    assert "★" in words["scores_legend"] and words["scores_note"].strip()
