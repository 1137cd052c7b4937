"""What the PDBMV widget kinds share: replaying an edited scenario, and its frames.

The generic controls and :class:`EditError` come from :mod:`livewidgets.controls`.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from engine.pdbmv import ScenarioError
from engine.pdbmv.events import Event
from engine.pdbmv.messages import render

from ..controls import EditError, Json, button, edited, refuse, stepper_cell
from ..layout import Frame
from .config import scenario_error
from .diagram import board_html
from .replay import Step, play


def checked_play(scenario: Mapping[str, Any], lang: str) -> list[Step]:
    """:func:`livewidgets.pdbmv.replay.play`, with an engine refusal turned into :class:`EditError`."""
    try:
        return play(scenario)
    except ScenarioError as err:
        raise refuse(lang, str(scenario_error(err))) from None


def sentence(step: Step, lang: str) -> str:
    """The engine's sentence for a step ('' for the starting position)."""
    return "" if step.event is None else render(Event.from_json(step.event), lang)


def frames_of(steps: Sequence[Step], lang: str,
              draw: Callable[[Step], str] | None = None) -> list[Frame]:
    """One frame per step: the engine's sentence and the board (or ``draw(step)``)."""
    draw = draw or (lambda step: board_html(step.board, lang, step.mark))
    return [Frame(sentence(step, lang), draw(step)) for step in steps]


__all__ = ["EditError", "Json", "button", "checked_play", "edited", "frames_of",
           "refuse", "sentence", "stepper_cell"]
