"""Dragon's Favor widget: a token moved by a bribe (right) or a curse (left) of n cards.

The worked example is the scenario's actions. The reader then picks any token on the track
shown, a number of cards and bribe or curse; the engine's own track rule
(:func:`engine.pdbmv.favor.track_steps`) moves it, and the widget steps through the move and
every token pushed aside, with the cap at the last space and the floor at the first.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from engine.pdbmv.components import STALLS

from ..controls import EditError, Json, button, choices, edit_number, unknown_edit
from ..layout import Frame, last_step, worked_kind
from ..markup import escape
from .board import board_html
from .kit import M_, Step, checked_play, frames_of, offered, play_move
from .strings import ui

MOST = {"bribe": 6, "curse": max(STALLS)}
"""The most cards of a move, by cause: a curse moves a token one space per paid card, so 3 at
most (stall 3)."""


def initial(config: Mapping[str, Any]) -> Json:
    return {"kind": "favor", "origin": config["scenario"], "move": None}


def _steps(state: Mapping[str, Any]) -> list[Step]:
    """The worked example's steps, or the engine's steps of the reader's move on its track."""
    move = state.get("move")
    if move is None:
        return checked_play(state["origin"])
    sign = 1 if move["cause"] == "bribe" else -1
    return play_move(move["base"], move["treasure"], sign * move["steps"], move["cause"])


def _track_board(board: Mapping[str, Any]) -> Json:
    return {key: list(board[key]) for key in ("favor", "favor_values", "kinds")}


def edit(state: Mapping[str, Any], act: Mapping[str, Any], lang: str) -> Json:
    """Pick a token (on the track of the step shown), a number of cards, bribe or curse."""
    name = act.get("act")
    if name == "reset":
        return {**state, "move": None}
    move = dict(state["move"] or {})
    steps = _steps(state)
    if name == "pick":
        at = edit_number(act, "step", 0, len(steps) - 1, default=len(steps) - 1)
        base = _track_board(steps[at].board)
        if act.get("treasure") not in base["favor"]:
            raise EditError(M_("not-on-track"),
                            where="treasure", treasure=act.get("treasure"))
        move = {"base": base, "treasure": act["treasure"], "steps": move.get("steps", 1),
                "cause": move.get("cause", "bribe")}
    elif name in ("steps", "cause"):
        if not move:
            first = next((s for s in steps if s.event and s.event["type"] == "token_moved"),
                         steps[-1])
            treasure = first.event["treasure"] if first.event else steps[0].board["favor"][0]
            move = {"base": _track_board(steps[0].board), "treasure": treasure, "steps": 1,
                    "cause": "bribe"}
        if name == "steps":
            move["steps"] = edit_number(act, "n", 1, max(MOST.values()))
        else:
            move["cause"] = "curse" if act.get("cause") == "curse" else "bribe"
        move["steps"] = max(1, min(move["steps"], MOST[move["cause"]]))
    else:
        raise unknown_edit(name)
    return {**state, "move": move}


def _frames(state: Mapping[str, Any], lang: str, live: bool) -> list[Frame]:
    move = state.get("move")
    steps = _steps(state)
    targets = _pick_targets(move["treasure"] if move else None) if live else None
    parts = ("track",) if move else ("track", "market", "deck")   # a move: its track only
    return frames_of(steps, lang, lambda s: board_html(s.board, lang, s.mark, parts, targets))


def _pick_targets(pick: str | None) -> Callable[[str], dict[str, str]]:
    """Each token a button that picks it (``data-act="pick"``); the picked one is pressed."""
    return lambda treasure: {"data-act": "pick", "data-arg-treasure": treasure,
                             "aria-pressed": "true" if treasure == pick else "false"}


def controls(state: Mapping[str, Any], lang: str) -> str:
    move = state.get("move") or {}
    counts = "".join(button(ui("n_cards", lang, n=n), "steps", str(n), pressed=move.get("steps") == n,
                            n=n) for n in range(1, MOST[move.get("cause", "bribe")] + 1))
    causes = "".join(button(ui(f"cause_{c}", lang), "cause", pressed=move.get("cause") == c,
                            cause=c) for c in ("bribe", "curse"))
    return (f'<p class="lr-help">{escape(ui("pick_token", lang))}</p>'
            + choices(ui("cards_count", lang), counts) + choices(ui("cause", lang), causes)
            + f'<div class="lr-tools">{button(ui("reset", lang), "reset")}</div>')


# a move the reader set up is shown at its result (the arrow from the old space); the worked
# example itself at its start
static_html, view = worked_kind(
    initial, lambda state, lang, live: (_frames(state, lang, live), ""),
    lambda state, lang: offered(controls(state, lang), state, edit, lang),
    lambda state, frames: last_step(state, frames) if state.get("move") else None)
