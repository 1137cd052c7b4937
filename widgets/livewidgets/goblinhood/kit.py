"""What the Goblin Hood widget kinds share: a scenario played event by event, with the board
after each event as the engine sees it, and its frames.

The engine gives every event of an action with the position right after it
(:meth:`engine.goblinhood.State.apply_steps`), so the widgets hold no second copy of the
rules; the replay is the generic :func:`livewidgets.replay.play_scenario`. This module adds
what the drawing needs: a ``mark`` per step (the card laid, buried or drawn, the card left as
the trail, the player ambushed or winning), read from the event alone, and one frame per step.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from engine.goblinhood.components import CYCLES_OWED
from engine.goblinhood.events import Event
from engine.goblinhood.messages import render
from engine.goblinhood.scenario import check_position, from_json, to_json

from .. import replay
from ..layout import Frame
from ..markup import escape
from ..replay import Json, Step
from .board import board_html
from .strings import ui


def mark_of(event: Mapping[str, Any]) -> Json:
    """What ``event`` changed, for the diagram (read from the event alone)."""
    kind = event["type"]
    if kind == "played":
        return {"trail": {event["card"]: "mark_laid"}, "player": event["player"]}
    if kind == "buried":
        return {"trail": {event["card"]: "mark_buried"}}
    if kind == "drew" and event.get("card"):
        return {"drawn": {event["player"]: event["card"]}, "player": event["player"]}
    if kind == "cycle":
        return {"trail": {event["card"]: "mark_stays"}}
    if kind in ("round_won", "treasure_turned", "match_won"):
        return {"winner": event["player"], "player": event["player"]}
    if "player" in event:
        return {"player": event["player"]}
    return {}


def play(scenario: Mapping[str, Any]) -> list[Step]:
    """Every step of the scenario's actions (:func:`livewidgets.replay.play_scenario`). Raises
    the engine's error (with ``where``) for an impossible position or an illegal action. The
    position passes the check the command line's ``run`` and Import apply first."""
    check_position(from_json(scenario))
    return replay.play_scenario("goblinhood", scenario, mark_of)


def board_of(scenario: Mapping[str, Any]) -> Json:
    """The scenario's position with its cards written out (the board renderer reads
    ``cards``)."""
    return to_json(from_json(scenario))


def from_scenario(kind: str) -> Callable[[Mapping[str, Any]], Json]:
    """A kind's ``initial``: the config's scenario, kept as the ``origin`` a reset brings back."""
    return lambda config: {"kind": kind, "origin": config["scenario"], "scenario": config["scenario"]}


def checked_play(scenario: Mapping[str, Any]) -> list[Step]:
    """:func:`play`, an engine refusal recast as an :class:`EditError` at its path under
    ``scenario`` (same code, ruling and parameters)."""
    return replay.checked(play, scenario)


def owed(board: Mapping[str, Any]) -> int:
    """Deck cycles the round of this board owes (ruling cycles-by-seats)."""
    return CYCLES_OWED[len(board["players"])]


def example(steps: Sequence[Step], lang: str, kinds: Sequence[str] = (),
            open_hands: Sequence[str] | None = None) -> tuple[list[Frame], str]:
    """One frame per step: the engine's sentence (none for the starting position), each card
    by its squares and gold as the picture shows it, and the board, the treasures face up
    from the first player's count on; and the widget's outcome line: the sentence of the last
    step whose event is one of ``kinds``, if any."""
    cycles = owed(steps[0].board)
    frames = []
    counted = False
    for step in steps:
        counted = counted or bool(step.event and step.event["type"] == "scored")
        said = render(Event.from_json(step.event), lang, step.board.get("cards")) \
            if step.event else ""
        frames.append(Frame(said, board_html(step.board, lang, cycles, step.mark,
                                             reveal=counted, open_hands=open_hands)))
    for step, frame in zip(reversed(steps), reversed(frames)):
        if step.event and step.event["type"] in kinds:
            return frames, (f'<p class="lr-outcome"><strong>{escape(ui("outcome", lang))}'
                            f"</strong> {escape(frame.text)}</p>")
    return frames, ""


__all__ = ["Json", "Step", "board_of", "checked_play", "example", "from_scenario", "mark_of", "owed",
           "play"]
