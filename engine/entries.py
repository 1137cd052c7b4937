"""Registry entries built from a game's facts: what every ``engine/<id>/game.py`` declares.

Each game's entry (:mod:`engine.registry`) wires the same names of the same modules into its
spec: a calculator's ``calc`` and its rulings, a playable engine's setup, scenario format,
actions, messages, bots and simulation. Written out field by field in every ``game.py``, the
wiring was a dozen lines copied from game to game, which a new game could get subtly wrong
(a rulings enum without its readings). Here it is written once: a game hands over its modules
and states only what is its own (names, limits, pages, facts, the home page's box).

The modules are read by the names every engine already uses (``rulings.Ruling``,
``rulings.READINGS``, ``scenario.from_json``...): a module missing a name fails when the entry
is built (the game's first import), and ``tests/games`` checks what each function does.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any, Callable, Mapping

from .registry import CalcSpec, GameSpec, Limits

CALC_INPUT = {"max_bytes": 4_096, "max_cards": 64, "max_actions": 64, "max_depth": 4}
"""A calculator's usual bounds: an input of a few short fields is far below a game's scenario
limits (a calculator with larger inputs raises a bound by name)."""

DRAWING = "drawing.svg"
"""The home page's drawing of every game, in the game's folder (``sitebuild/pages/home.py``)."""


def home_card(players: tuple[int, int], minutes: tuple[int, int] | None = None,
         **extra: Any) -> dict[str, Any]:
    """An entry's ``extra`` for the home page's card: the box's players and length (from the
    game's Sources; no length when none gives one) and the drawing, then anything else."""
    box: dict[str, Any] = {"players": players}
    if minutes is not None:
        box["minutes"] = minutes
    return {"box": box, "drawing": DRAWING, **extra}


def _module(id: str, name: str) -> ModuleType:
    """The module ``name`` of the game ``id`` (already imported by the game's own package)."""
    return importlib.import_module(f"engine.{id}.{name}")


def calculator(id: str, names: Mapping[str, str], *, players: tuple[int, int],
               calcs: tuple[str, ...], pages: tuple[str, ...], description: str,
               facts: Mapping[str, int | str], extra: Mapping[str, Any],
               describe: Callable[[str, Any, str], object] | None = None,
               **limits: int) -> CalcSpec:
    """A calculator's entry: ``calc.calc`` and ``rulings.Ruling``/``READINGS`` of
    ``engine.<id>``; ``players`` and any bound of ``limits`` over :data:`CALC_INPUT`."""
    rulings = _module(id, "rulings")
    return CalcSpec(id=id, names=names, limits=Limits(players=players, **{**CALC_INPUT, **limits}),
                    calc=_module(id, "calc").calc, calcs=calcs, describe=describe,
                    rulings=rulings.Ruling, readings=rulings.READINGS, pages=pages,
                    description=description, facts=facts, extra=extra)


def playable(id: str, names: Mapping[str, str], limits: Limits, *, pages: tuple[str, ...],
             description: str, facts: Mapping[str, int | str], extra: Mapping[str, Any],
             **own: Any) -> GameSpec:
    """A playable engine's entry, its functions read from the modules of ``engine.<id>`` by
    the names every engine uses (``setup.new_game``, ``scenario.from_json``, ``to_json``,
    ``result_json``, ``check_turn``, ``actions.parse_action``, ``action_from_json``,
    ``messages.explain`` and ``describe`` if it has one, ``rulings.Ruling`` and ``READINGS``,
    ``simulate.simulate``, ``bots.BOTS`` and ``make_bot``); ``own``: the fields a game adds or
    names otherwise (``describe``, ``observe``, ``check_start``), which win."""
    def module(name: str) -> ModuleType:
        return _module(id, name)

    scenario, actions, bots = module("scenario"), module("actions"), module("bots")
    messages, rulings = module("messages"), module("rulings")
    wired: dict[str, Any] = {
        "new_game": module("setup").new_game, "simulate": module("simulate").simulate,
        "from_json": scenario.from_json, "to_json": scenario.to_json,
        "result_json": scenario.result_json, "check_turn": scenario.check_turn,
        "parse_action": actions.parse_action, "action_from_json": actions.action_from_json,
        "explain": messages.explain, "describe": getattr(messages, "describe", None),
        "rulings": rulings.Ruling, "readings": rulings.READINGS,
        "bots": bots.BOTS, "make_bot": bots.make_bot,
    }
    return GameSpec(id=id, names=names, limits=limits, pages=pages, description=description,
                    facts=facts, extra=extra, **{**wired, **own})
