"""Play a card, step by step: a hand card, a side, a cell and a power target, chosen on the table.

The worked example is the scenario's one play. The reader then builds their own play for the
same player and position: a card of the hand and a side (buttons), a cell (a click on an empty
cell of the table), then, for a warrior with a power, its target (a click on a card) and, for
a Mage, the card that takes the target's place. Each choice is played by the engine at once:
the play resolves as the engine's steps (the cost check, the card put down, the power's shield
check, the turn or the replacement, the lock and the draw), with the coins of every row and
column in the table's headings; a choice the rules forbid is refused with the ruling it
breaks, in the page's language, and the previous play stays.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from engine.pook.components import CODES, FACTION_OF, KNIGHT, LEVEL_OF, MAGE, SIDES, neighbours
from engine.pook.rules import BAD_SIDE, NOT_IN_HAND
from engine.pook.rulings import Ruling
from engine.pook.messages import card_name, cell_name

from ..layout import Frame
from ..markup import escape
from .board import Marks, cards_of, every_cell, reasons, table_html, table_of, window
from .kit import (Cell, EditError, Json, Step, button, cell_of, choices, position, sentence,
                  steps, unknown_edit, worked_kind)
from .strings import ui


def initial(config: Mapping[str, Any]) -> Json:
    action = config["scenario"]["actions"][0]
    power = action.get("power") or {}
    draft = {"card": action["card"], "side": action["side"], "at": action["at"],
             "target": power.get("target"), "with": power.get("card"),
             "piggy": action.get("piggy")}
    return {"kind": "play", "origin": config["scenario"], "draft": draft,
            "origin_draft": draft}


def action_of(base: Mapping[str, Any], draft: Mapping[str, Any]) -> Json:
    """The engine's action for a complete draft (a card, a side and a cell)."""
    action: Json = {"player": base["turn"], "do": "play", "card": draft["card"],
                    "side": draft["side"], "at": draft["at"]}
    if draft.get("target") is not None:
        action["power"] = {"target": draft["target"]}
        if draft.get("with") is not None:
            action["power"]["card"] = draft["with"]
    if draft.get("piggy"):
        action["piggy"] = draft["piggy"]
    return action


def played(base: Mapping[str, Any], draft: Mapping[str, Any]) -> list[Step]:
    """The engine's steps of the draft, or its refusal (an :class:`EditError`)."""
    if draft.get("at") is None:
        return steps(base)
    return steps({**base, "actions": [action_of(base, draft)]})


def _settled(base: Json, draft: Json) -> Json:
    """A new card or side keeps the cell and the target while the rules allow them; else
    it drops the target, then the cell (no refusal: the reader has not chosen them yet)."""
    for dropped in ((), ("target", "with"), ("target", "with", "at")):
        trial = {**draft, **{key: None for key in dropped}}
        try:
            played(base, trial)
            return trial
        except EditError:
            continue
    return {**draft, "at": None, "target": None, "with": None}


def _edit(state: Mapping[str, Any], act: Mapping[str, Any], lang: str) -> Json:
    """``card`` (``card``), ``side`` (``value``), ``with`` (``card``: the Mage's), ``cell``
    (``value`` "r,c"), ``notarget``, ``reset``."""
    name = act.get("act")
    if name == "reset":
        return {**state, "draft": state["origin_draft"]}
    base = position(state["origin"])
    draft = {**state["draft"], "piggy": None}
    if name in ("card", "side"):
        draft[name] = str(act.get("card" if name == "card" else "value"))
        player = base["turn"]
        if draft["side"] not in SIDES:
            raise EditError(BAD_SIDE, where="side", ruling=Ruling.PLAY_EITHER_SIDE,
                            side=draft["side"])
        if draft["card"] not in base.get("hands", {}).get(player, []):
            raise EditError(NOT_IN_HAND, where="card", ruling=Ruling.PLAY_ONE_CARD,
                            player=player, card=draft["card"])
        return {**state, "draft": _settled(base, draft)}
    if name == "with":
        draft["with"] = str(act.get("card"))
    elif name == "notarget":
        draft["target"] = draft["with"] = None
    elif name == "cell":
        cell = list(cell_of(act))
        if draft.get("at") is not None and tuple(cell) in cards_of(base):
            draft["target"] = cell
        else:
            draft["at"], draft["target"] = cell, None
    else:
        raise unknown_edit(name)
    played(base, draft)   # refused with the ruling when the rules forbid it
    return {**state, "draft": draft}


def cell(value: Sequence[int]) -> Cell:
    """A JSON cell as a tuple."""
    return value[0], value[1]


def _marks(step: Step, before: Mapping[str, Any]) -> Marks:
    """What one event changed, for the drawing (read from the event alone)."""
    e = step.event
    kind = e.get("type")
    if kind == "card_played":
        return Marks(new={cell(e["at"])})
    if kind == "power":
        table = table_of(before)
        shielded = {c for c in table.cards if table.shielded(c)}
        return Marks(chosen=cell(e["at"]), target=cell(e["target"]), shielded=shielded)
    if kind in ("card_flipped", "card_replaced"):
        return Marks(new={cell(e["at"])})
    if kind == "piggy_swapped":
        return Marks(new={cell(e["from"]), cell(e["to"])})
    if kind == "piggy_locked" and e["at"] is not None:
        return Marks(locked=cell(e["at"]))
    return Marks()


def _cost_frame(step: Step, before: Mapping[str, Any], lang: str, draw: Any) -> Frame:
    """The cost check told before a warrior goes down: its level against the engine's count."""
    e = step.event
    at: Cell = (e["at"][0], e["at"][1])
    rows, cols = table_of(before).coins_in_line(at)
    text = ui("cost_check", lang, card=card_name(e["card"], lang),
              level=LEVEL_OF[CODES[e["card"]]], at=cell_name(at, lang), coins=e["coins"])
    return Frame(text, draw(before, Marks(chosen=at, rows={at[0]}, cols={at[1]},
                                          counted={*rows, *cols})))


WHY_CELL, WHY_TARGET = "pook-why-cell", "pook-why-target"
"""The ids of the reasons a cell the reader cannot choose gives (:func:`controls`)."""


def aiming(draft: Mapping[str, Any]) -> bool:
    """Whether the draft's card, put down, takes a target: a warrior with a power (not a
    Knight, whose power does nothing)."""
    return (draft.get("at") is not None and draft["side"] == "warrior"
            and FACTION_OF[CODES[draft["card"]]] != KNIGHT)


def _off(base: Mapping[str, Any], draft: Mapping[str, Any],
         view: tuple[list[int], list[int]]) -> dict[Cell, str]:
    """The cells a tap cannot use, with their reason's id: only an empty cell a card may go to
    (where to play) and, for a warrior with a power, a card next to its cell other than Piggy
    (the target: a shielded one stays, its refusal names the Knight) look tappable (review 35,
    B1: every empty cell did)."""
    table = table_of(base)
    usable = set(table.open_cells())
    if aiming(draft):
        usable |= {n for n in neighbours(cell(draft["at"]))
                   if n in table.cards and n != table.piggy}
    why = WHY_TARGET if aiming(draft) else WHY_CELL
    return {c: why for c in every_cell(view) if c not in usable}


def frames(state: Mapping[str, Any], lang: str, live: bool) -> list[Frame]:
    base = position(state["origin"])
    draft = state["draft"]
    found = played(base, draft)
    view = window([s.board for s in found])
    off = _off(base, draft, view) if live else {}

    def draw(board: Mapping[str, Any], marks: Marks) -> str:
        return table_html(board, lang, marks, live, view, off=off)

    if draft.get("at") is None:
        text = ui(f"choose_cell_{draft['side']}", lang, player=base["turn"],
                  card=card_name(draft["card"], lang))
        return [Frame(text, draw(base, Marks()))]
    out = [Frame("", draw(found[0].board, Marks()))]
    for before, step in zip(found, found[1:]):
        event = step.event
        if event["type"] == "card_played" and event["side"] == "warrior":
            out.append(_cost_frame(step, before.board, lang, draw))
        out.append(Frame(sentence(event, lang), draw(step.board, _marks(step, before.board))))
    return out


def _hand_buttons(hand: Sequence[str], pressed: Any, act: str, lang: str) -> str:
    distinct = sorted(set(hand), key=lambda card: CODES[card])
    return "".join(button(card_name(card, lang) + (f" ×{hand.count(card)}"
                                                   if hand.count(card) > 1 else ""),
                          act, pressed=card == pressed, card=card) for card in distinct)


def controls(state: Mapping[str, Any], lang: str) -> str:
    base = position(state["origin"])
    draft = state["draft"]
    player = base["turn"]
    hand = list(base.get("hands", {}).get(player, []))
    sides = "".join(button(ui(f"side_{side}", lang), "side", pressed=draft["side"] == side,
                           value=side) for side in ("warrior", "coin"))
    parts = [f'<p class="lr-help">{escape(ui("play_help", lang, player=player))}</p>',
             choices(ui("hand_of", lang, player=player), _hand_buttons(hand, draft["card"],
                                                                      "card", lang)),
             choices(ui("side", lang), sides)]
    if draft["side"] == "warrior" and FACTION_OF[CODES[draft["card"]]] == MAGE:
        rest = list(hand)
        rest.remove(draft["card"])
        parts.append(choices(ui("replacement", lang),
                            _hand_buttons(rest, draft.get("with"), "with", lang)))
    tools = button(ui("reset", lang), "reset")
    if draft.get("target") is not None:
        tools = button(ui("no_power", lang), "notarget") + tools
    at = cell_name(cell(draft["at"]), lang) if draft.get("at") is not None else ""
    why = reasons({WHY_CELL: ui("play_off_cell", lang),
                   WHY_TARGET: ui("play_off_target", lang, cell=at)})
    parts.append(f'<div class="lr-tools">{tools}</div>{why}')
    return "".join(parts)


static_html, edit, view = worked_kind(initial, _edit, frames, controls)
