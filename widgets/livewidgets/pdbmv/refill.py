"""Market refill widget: a bribe, then the deck dealt into stalls 3, 2, 1, 0, 3, ...

The reader picks the bribed type (the engine's variant of the scenario,
:func:`engine.pdbmv.variants.with_bribe_type`) and edits the deck (cycle a card's type, add,
remove, shuffle); the engine replays the scenario at once and the widget steps through every card
dealt, ending on why the refill stopped (a match or a Wild) or why the game ended (deck out).
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from engine.limits import SAFE_INTEGER
from engine.pdbmv.components import WILD
from engine.pdbmv.messages import card_name
from engine.pdbmv.variants import DECK_EMPTY, bribed_type, with_bribe_type

from ..controls import EditError, Json, button, choices, edit_number, edited, unknown_edit
from ..layout import Frame, worked_kind
from ..markup import escape
from .board import board_html, card_html
from .strings import ui
from .kit import checked_play, frames_of, offered

ENDINGS = ("refill_stopped", "game_ended")


def initial(config: Mapping[str, Any]) -> Json:
    return {"kind": "refill", "origin": config["scenario"], "scenario": config["scenario"]}


def edit(state: Mapping[str, Any], act: Mapping[str, Any], lang: str) -> Json:
    """The state after one edit of the reader (raises EditError when it cannot apply)."""
    scenario = edited(state["scenario"])
    kinds = [*scenario["favor"], WILD]
    deck: list[str] = scenario["deck"]
    name = act.get("act")
    if name == "reset":
        scenario = edited(state["origin"])
    elif name == "bribe-type":
        scenario = with_bribe_type(scenario, str(act.get("treasure")))
    elif name == "cycle":
        i = edit_number(act, "index", 0, len(deck) - 1)
        deck[i] = kinds[(kinds.index(deck[i]) + 1) % len(kinds)]
    elif name == "add":
        deck.append(kinds[0])
    elif name == "remove":
        if not deck:
            raise EditError(DECK_EMPTY, where="deck")
        deck.pop(edit_number(act, "index", 0, len(deck) - 1, default=len(deck) - 1))
    elif name == "shuffle":
        random.Random(edit_number(act, "seed", 0, SAFE_INTEGER, default=0)).shuffle(deck)
    else:
        raise unknown_edit(name)
    checked_play(scenario)
    return {**state, "scenario": scenario}


def outcome(frames: list[Frame], steps: list[Any], lang: str) -> str:
    """Why the (last) refill stopped, or why the game ended: the engine's own sentence."""
    for frame, step in zip(reversed(frames), reversed(steps)):
        if step.event and step.event["type"] in ENDINGS:
            return (f'<p class="lr-outcome"><strong class="lr-outcome-head">'
                    f'{escape(ui("outcome", lang))}</strong>{escape(frame.text)}</p>')
    return ""


def _example(state: Mapping[str, Any], lang: str, live: bool) -> tuple[list[Frame], str]:
    """The frames and the outcome; ``live``: the starting deck's cards are controls (press
    one to change its type, Delete removes it): the reader edits the deck on the board."""
    steps = checked_play(state["scenario"])
    frames = frames_of(steps, lang)
    if live and steps:
        start = steps[0]
        control = (lambda i, card: {"data-act": "cycle", "data-arg-index": str(i), "aria-label": ui(
            "deck_card", lang, n=i + 1, name=card_name(card, lang))})
        frames[0] = Frame(frames[0].text, board_html(start.board, lang, start.mark,
                                                     deck_control=control,
                                                     delete_act="remove"))
    return frames, outcome(frames, steps, lang)


def controls(scenario: Mapping[str, Any], lang: str) -> str:
    """The bribed type and the deck's tools (the deck's cards are edited on the board)."""
    kinds = [*scenario["favor"], WILD]
    chosen = bribed_type(scenario)
    types = "".join(button(card_name(t, lang), "bribe-type", card_html(t, kinds, lang),
                           pressed=t == chosen, treasure=t) for t in scenario["favor"])
    tools = "".join(button(ui(key, lang), act) for key, act in (
        ("add_card", "add"), ("remove_card", "remove"), ("shuffle", "shuffle"),
        ("reset", "reset")))
    return (choices(ui("bribe_type", lang), types, ui("bribe_type_help", lang))
            + choices(ui("deck_editor", lang), tools, ui("deck_on_board", lang), "lr-tools"))


static_html, view = worked_kind(initial, _example,
                                lambda state, lang: offered(controls(state["scenario"], lang),
                                                            state, edit, lang))
