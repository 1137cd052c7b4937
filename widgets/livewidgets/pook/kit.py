"""What the Pook widget kinds share: the engine's steps of a scenario, its sentences,
refusals recast for the widget, and the reset to the page's example.

The engine plays every action (each event with the board right after it) and refuses what the
rules forbid with the ruling broken; a kind only chooses what to draw and mark. A refusal
becomes an :class:`EditError`, which :func:`livewidgets.api.act` shows in the page's language.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Mapping

from engine.calcinput import is_integer
from engine.errors import marker
from engine.playthrough import scenario_steps
from engine.pook.components import Cell
from engine.pook.game import GAME
from engine.pook.events import Event
from engine.pook.messages import render
from engine.pook.refusals import DOMAIN
from engine.protocol import Step

from .. import layout
from ..controls import EditError, Json, button, choices, unknown_edit, whole_number
from ..layout import Frame
from ..replay import checked

M_ = marker(DOMAIN, __file__)

Edit = Callable[[Mapping[str, Any], Mapping[str, Any], str], Json]
"""A kind's ``edit(state, act, lang)``: the state after the reader's edit."""

NOT_A_CELL_EDIT = M_("widget-cell")


def position(scenario: Mapping[str, Any]) -> Json:
    """The scenario's starting position, without its actions (a deep copy)."""
    copied: Json = json.loads(json.dumps({k: v for k, v in scenario.items() if k != "actions"}))
    return copied


def steps(scenario: Mapping[str, Any]) -> list[Step]:
    """The starting board (event ``{}``), then each event of the actions with the board after
    it (:func:`engine.playthrough.scenario_steps`); a refusal as an :class:`EditError`."""
    return checked(lambda s: scenario_steps(GAME, s), scenario)


def sentence(event: Mapping[str, Any], lang: str) -> str:
    """The engine's sentence for one event ('' for none)."""
    return render(Event.from_json(event), lang) if event else ""


def cell_of(act: Mapping[str, Any]) -> Cell:
    """The cell an edit names: ``value`` is ``"r,c"`` (a cell button's ``data-value``, text
    as the page sends it)."""
    try:
        r, c = (whole_number(part) for part in str(act.get("value")).split(","))
        if not (is_integer(r) and is_integer(c)):
            raise ValueError("not two whole numbers")
        return int(r), int(c)
    except ValueError:
        raise EditError(NOT_A_CELL_EDIT, where="act", value=act.get("value")) from None


def worked_kind(start: Callable[[Mapping[str, Any]], Json], edit: Edit,
                frames: Callable[[Mapping[str, Any], str, bool], list[Frame]],
                controls: Callable[[Mapping[str, Any], str], str]
                ) -> tuple[Callable[[Mapping[str, Any]], Json],
                           Callable[[Mapping[str, Any], str], str], Edit,
                           Callable[[Mapping[str, Any], str], Json]]:
    """A kind's ``initial``, ``static_html``, ``edit`` and ``view`` (the widget contract):
    :func:`livewidgets.layout.worked_kind` over ``frames(state, lang, live)``. The state keeps
    its ``start``, which ``reset`` brings back; after any other edit (the kind's) the live
    view opens on the last step, the edit's result."""
    def initial(config: Mapping[str, Any]) -> Json:
        state = start(config)
        return {**state, "start": state}

    static_html, view = layout.worked_kind(
        initial, lambda state, lang, live: (frames(state, lang, live), ""), controls,
        lambda state, shown: len(shown) - 1 if state.get("edited") else None)

    def edited(state: Mapping[str, Any], act: Mapping[str, Any], lang: str) -> Json:
        if act.get("act") == "reset":
            return {**state["start"], "start": state["start"]}
        return {**edit(state, act, lang), "edited": True}
    edited.__doc__ = edit.__doc__
    return initial, static_html, edited, view


__all__ = ["Cell", "EditError", "Json", "M_", "Step", "button", "cell_of", "choices",
           "position", "sentence", "steps", "unknown_edit", "worked_kind"]
