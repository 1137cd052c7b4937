"""What the PDBMV widget kinds share: a scenario played event by event, with the board after
each event as the engine sees it, and its frames.

The engine itself gives every event of an action with the position right after it
(:meth:`engine.pdbmv.State.apply_steps`; a bare token move: :func:`engine.pdbmv.favor.
track_steps`), so the widgets hold no second copy of the rules. This module adds only what the
drawing needs: ``kinds`` on every board (the Treasure ids in the engine's card order, for the
cards' shapes) and a ``mark``, what the event changed for the diagram to point at, read from
the event's own data. The replay itself is the generic
:func:`livewidgets.replay.play_scenario`. A kind refuses an edit with an
:class:`~livewidgets.controls.EditError` of the game's catalogue (``M_``).
"""

from __future__ import annotations

import json
from typing import Any, Callable, Mapping, Sequence

from engine.errors import marker
from engine.pdbmv.events import Event
from engine.pdbmv.favor import track_steps
from engine.pdbmv.messages import render
from engine.pdbmv.refusals import DOMAIN

from ..controls import Json, unusable
from ..layout import Frame
from ..replay import Step, checked, play_scenario
from .board import board_html

M_ = marker(DOMAIN, __file__)


def play(scenario: Mapping[str, Any]) -> list[Step]:
    """Every step of the scenario's actions. Raises the engine's ScenarioError (with
    ``where``) for an impossible position or an illegal action."""
    return play_scenario("pdbmv", scenario, mark_of,
                         lambda state: {"kinds": list(state.treasures)})


def play_move(board: Mapping[str, Any], treasure: str, steps: int, cause: str) -> list[Step]:
    """Steps of a bare token move on ``board``'s track, outside any action (the favor
    widget's what-if): ``steps`` spaces, positive to the right, for ``cause`` ("bribe" or
    "curse"). Every board is ``board`` with the track the engine gives after that event."""
    out = [Step(None, _copy(board), {})]
    for step in track_steps(board["favor"], treasure, steps, cause):
        out.append(Step(step.event, _copy(board) | step.board, mark_of(step.event)))
    return out


def _copy(board: Mapping[str, Any]) -> Json:
    """An independent copy of a board (plain JSON data; a JSON round trip is several times
    faster than ``copy.deepcopy``, which matters in Pyodide)."""
    copied: Json = json.loads(json.dumps(board))
    return copied


_MARKED = {"token_moved": "moved", "token_pushed": "pushed", "card_dealt": "dealt",
           "refill_stopped": "stopped"}
"""Events drawn with a badge (``mark_<name>`` in the widget strings) on a token or a stall."""


def mark_of(event: Mapping[str, Any]) -> Json:
    """What ``event`` changed, for the diagram: the token (with the space it left) or the
    stall that gets a badge, else the player and Treasure concerned. Read from the event
    alone: the board is the engine's business."""
    kind = event["type"]
    mark: Json = {"type": kind}
    if kind in ("token_moved", "token_pushed"):
        mark.update(token=event["treasure"], mark=_MARKED[kind], **{"from": event["from"]})
    elif kind in ("card_dealt", "refill_stopped"):
        mark.update(stall=event["stall"], mark=_MARKED[kind])
    elif kind == "paid":
        mark.update(player=event["player"], stall=event["stall"])
    elif kind in ("bribe", "joined_bribe"):
        mark.update(player=event["player"], treasure=event["treasure"])
    elif kind != "game_ended" and "player" in event:
        mark.update(player=event["player"])
    return mark


def checked_play(scenario: Mapping[str, Any]) -> list[Step]:
    """:func:`play`, an engine refusal recast as an :class:`EditError` at its path under
    ``scenario`` (same code, ruling and parameters; it is put in words when shown)."""
    return checked(play, scenario)


def sentence(step: Step, lang: str) -> str:
    """The engine's sentence for a step ('' for the starting position)."""
    return "" if step.event is None else render(Event.from_json(step.event), lang)


def frames_of(steps: Sequence[Step], lang: str,
              draw: Callable[[Step], str] | None = None) -> list[Frame]:
    """One frame per step: the engine's sentence and the board (or ``draw(step)``)."""
    draw = draw or (lambda step: board_html(step.board, lang, step.mark))
    return [Frame(sentence(step, lang), draw(step)) for step in steps]


Edit = Callable[[Mapping[str, Any], Mapping[str, Any], str], Any]


def offered(controls: str, state: Mapping[str, Any], edit: Edit, lang: str) -> str:
    """``controls`` with every change the kind's ``edit`` would refuse at ``state`` drawn as
    unable, with the rule as its reason (:func:`~livewidgets.controls.unusable`; each change
    is tried on the current example, a few replays of a short scenario)."""
    return unusable(controls, lambda act: edit(state, act, lang), lang)


__all__ = ["M_", "Step", "checked_play", "frames_of", "mark_of", "offered", "play", "play_move",
           "sentence"]
