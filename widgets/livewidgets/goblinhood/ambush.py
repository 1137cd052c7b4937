"""Ambush widget: a hand that fits nowhere, and what happens to the player and the round.

The fence's scenario plays a turn after which the next player's hand fits neither end, either
way round; the engine records the ambush as that player's turn starts, and the widget steps
through it. The reader changes how many players sit at the table (with two, the ambush leaves
one player, who wins the round at once: ruling last-standing) and may change the cards of the
ambushed player's hand, one press per card, each time for the next card of the deck's list
that is in play nowhere else: a card that fits saves the player, and the engine says so by
recording no ambush.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..controls import edit_number, unknown_edit, whole_number
from ..layout import Frame, last_step, worked_kind
from .kit import Json, board_of, checked_play, example, play
from .strings import ui
from .variants import SEATS_READ, seats, seats_control, swap_hand, swapped, with_players

ENDINGS = ("ambushed", "round_ended", "match_won", "round_won")


def initial(config: Mapping[str, Any]) -> Json:
    base = config["scenario"]
    n = int(config.get("players", seats(base)))
    target = next((s.event["player"] for s in play(with_players(base, n))
                   if s.event and s.event["type"] == "ambushed"), None)
    return {"kind": "ambush", "base": base, "n": n, "target": target}


def edit(state: Mapping[str, Any], act: Mapping[str, Any], lang: str) -> Json:
    name = act.get("act")
    base, n = state["base"], state["n"]
    if name == "players":
        n = edit_number(act, "n", 0, SEATS_READ)  # the rules refuse, with their ruling
    elif name == "swap":
        base = swapped(base, str(state["target"]), whole_number(act.get("index")))
    else:
        raise unknown_edit(name)
    checked_play(with_players(base, n))
    return {**state, "base": base, "n": n}


def controls(state: Mapping[str, Any], lang: str) -> str:
    base, target = state["base"], state["target"]
    return (seats_control(state["n"], seats(base), lang)
            + swap_hand(board_of(base), target, ui("swap_help", lang, player=target), lang))


def _example(state: Mapping[str, Any], lang: str, live: bool) -> tuple[list[Frame], str]:
    """The steps at the state's player count (a config's: its check requires one), with the
    hands of the player to move and of the player the example ambushes face up."""
    scenario, target = with_players(state["base"], state["n"]), state["target"]
    return example(checked_play(scenario), lang, ENDINGS,
                   [scenario["turn"], *([target] if target else [])])


static_html, view = worked_kind(initial, _example, controls, last_step)
