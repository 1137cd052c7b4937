"""Deck cycle widget: the last card drawn, the goblin counter, the trail collapsing to one card.

The fence's scenario plays a card whose draw takes the last card of the deck. The reader
chooses 2, 3 or 4 players: a round owes 0, 1 or 2 deck cycles (ruling cycles-by-seats), so
the same draw ends the round with a count (2 players), or sets the goblin counter out and
gathers every trail card but the one just laid into a new deck (3 or 4). With 4 players the
reader may also say one cycle was already played: the counter is then turned over. Every step
is the engine's event; the new deck's order is the one the scenario gives (``reshuffle``), so
the example shows one particular cycle.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.goblinhood.components import CYCLES_OWED

from ..controls import button, choices, edit_number, unknown_edit
from ..layout import Frame, last_step, worked_kind
from .kit import Json, checked_play, example
from .strings import ui
from .variants import SEATS_READ, seats, seats_control, with_players

ENDINGS = ("cycle", "round_result", "round_ended")


def initial(config: Mapping[str, Any]) -> Json:
    base = config["scenario"]
    return {"kind": "cycle", "base": base, "n": int(config.get("players", seats(base))),
            "done": 0}


def edit(state: Mapping[str, Any], act: Mapping[str, Any], lang: str) -> Json:
    name = act.get("act")
    n, done = state["n"], state["done"]
    if name == "players":
        n = edit_number(act, "n", 0, SEATS_READ)  # the rules refuse, with their ruling
        done = min(done, max(CYCLES_OWED.get(n, 0) - 1, 0))
    elif name == "done":
        done = edit_number(act, "n", 0, max(CYCLES_OWED.values()))
    else:
        raise unknown_edit(name)
    checked_play(with_players(state["base"], n, done))
    return {**state, "n": n, "done": done}


def controls(state: Mapping[str, Any], lang: str) -> str:
    html = seats_control(state["n"], seats(state["base"]), lang)
    owed = CYCLES_OWED[state["n"]]
    if owed > 1:
        html += choices(ui("cycles_done", lang), "".join(
            button(str(d), "done", pressed=d == state["done"], n=d) for d in range(owed)))
    return html


def _example(state: Mapping[str, Any], lang: str, live: bool) -> tuple[list[Frame], str]:
    """The steps at the state's player count (a config's: its check requires one)."""
    scenario = with_players(state["base"], state["n"], state["done"])
    return example(checked_play(scenario), lang, ENDINGS, [scenario["turn"]])


static_html, view = worked_kind(initial, _example, controls, last_step)
