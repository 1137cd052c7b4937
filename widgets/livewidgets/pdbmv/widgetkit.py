"""What the PDBMV widget kinds share: replaying an edited scenario, and its frames.

The generic controls and :class:`EditError` come from :mod:`livewidgets.controls`; a kind
refuses an edit by raising an :class:`EditError` with a message of the game's catalogue
(``M_``), translated only when the page shows it.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from engine.pdbmv.events import Event
from engine.pdbmv.messages import render
from engine.pdbmv.refusals import M_

from ..controls import (EditError, Json, button, edit_number, edited, stepper_cell,
                        unknown_edit)
from ..layout import Frame
from ..replay import checked
from .board import board_html
from .replay import Step, play

DECK_EMPTY = M_("deck-empty", "the deck is already empty")
"""An edit that takes a card out of an empty deck (refill, risk)."""


def checked_play(scenario: Mapping[str, Any], lang: str) -> list[Step]:
    """:func:`livewidgets.pdbmv.replay.play`, an engine refusal recast as an
    :class:`EditError` at its path under ``scenario`` (same code, ruling and parameters; it is
    put in words in ``lang``, or any language, when shown)."""
    return checked(play, scenario)


def sentence(step: Step, lang: str) -> str:
    """The engine's sentence for a step ('' for the starting position)."""
    return "" if step.event is None else render(Event.from_json(step.event), lang)


def frames_of(steps: Sequence[Step], lang: str,
              draw: Callable[[Step], str] | None = None) -> list[Frame]:
    """One frame per step: the engine's sentence and the board (or ``draw(step)``)."""
    draw = draw or (lambda step: board_html(step.board, lang, step.mark))
    return [Frame(sentence(step, lang), draw(step)) for step in steps]


__all__ = ["DECK_EMPTY", "EditError", "Json", "M_", "button", "checked_play", "edit_number",
           "edited", "frames_of", "sentence", "stepper_cell", "unknown_edit"]
