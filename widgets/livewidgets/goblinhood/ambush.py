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
from ..layout import live_view, static_example
from .kit import Json, Step, board_of, checked_play, example, play
from .strings import ui
from .variants import SEATS_READ, seats, seats_control, swap_hand, swapped, with_players

ENDINGS = ("ambushed", "round_ended", "match_won", "round_won")


def _ambushed(steps: list[Step]) -> str | None:
    return next((s.event["player"] for s in steps if s.event and s.event["type"] == "ambushed"),
                None)


def initial(config: Mapping[str, Any]) -> Json:
    base = config["scenario"]
    n = int(config.get("players", seats(base)))
    target = _ambushed(play(with_players(base, n)))
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


def _example(scenario: Mapping[str, Any], lang: str,
             target: str | None = None) -> tuple[list[Any], str]:
    """The steps, with the hands of the player to move and of ``target`` (the player the
    example ambushes) face up."""
    steps = checked_play(scenario)
    target = target or _ambushed(steps)
    return example(steps, lang, ENDINGS, [scenario["turn"], *([target] if target else [])])


def static_html(config: Mapping[str, Any], lang: str) -> str:
    """The example at the config's player count (the config check requires one)."""
    frames, note = _example(with_players(config["scenario"], int(config["players"])), lang)
    return static_example(frames, lang, note)


def view(state: Mapping[str, Any], lang: str) -> Json:
    frames, note = _example(with_players(state["base"], state["n"]), lang, state["target"])
    return live_view(frames, lang, controls(state, lang), note, current=len(frames) - 1)
