"""Play a card, step by step: a hand card, a side, a cell and a power target, chosen on the table.

The worked example is the scenario's one play. The reader then builds their own play for the
same player and position: a card of the hand and a side (buttons), a cell (a click on an empty
cell), then, for a warrior with a power, its target (a click on a card) and, for a Mage, the
card that takes the target's place. The engine plays each choice at once, as its steps (the
cost check, the card put down, the power, the lock and the draw); a choice the rules forbid is
refused with the ruling it breaks, and the previous play stays.
"""

from __future__ import annotations

import functools
import json

from typing import Any, Mapping, Sequence

from engine.pook import from_json
from engine.pook.components import CODES, FACTION_OF, LEVEL_OF, MAGE, SIDES
from engine.pook.rules import BAD_SIDE, NOT_IN_HAND
from engine.pook.rulings import Ruling
from engine.pook.messages import card_name, cell_name

from ..controls import refused
from ..layout import Frame
from ..markup import escape
from .board import Marks, cards_of, reasons, table_html, window
from .kit import (Cell, EditError, Json, Step, button, cell_of, choices, position, sentence,
                  steps, unknown_edit, worked_kind)
from .strings import ui


def _start(config: Mapping[str, Any]) -> Json:
    action = config["scenario"]["actions"][0]
    power = action.get("power") or {}
    draft = {"card": action["card"], "side": action["side"], "at": action["at"],
             "target": power.get("target"), "with": power.get("card"),
             "piggy": action.get("piggy")}
    return {"kind": "play", "origin": config["scenario"], "draft": draft}


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
    (``value`` "r,c"), ``notarget``."""
    name = act.get("act")
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
    if kind in ("card_played", "card_flipped", "card_replaced"):
        return Marks(new={cell(e["at"])})
    if kind == "power":
        table = from_json(before).table
        shielded = {c for c in table.cards if table.shielded(c)}
        return Marks(chosen=cell(e["at"]), target=cell(e["target"]), shielded=shielded)
    if kind == "piggy_swapped":
        return Marks(new={cell(e["from"]), cell(e["to"])})
    if kind == "piggy_locked" and e["at"] is not None:
        return Marks(locked=cell(e["at"]))
    return Marks()


def _cost_frame(step: Step, before: Mapping[str, Any], lang: str, draw: Any) -> Frame:
    """The cost check told before a warrior goes down: its level against the engine's count."""
    e = step.event
    at = cell(e["at"])
    rows, cols = from_json(before).table.coins_in_line(at)
    text = ui("cost_check", lang, card=card_name(e["card"], lang),
              level=LEVEL_OF[CODES[e["card"]]], at=cell_name(at, lang), coins=e["coins"])
    return Frame(text, draw(before, Marks(chosen=at, rows={at[0]}, cols={at[1]},
                                          counted={*rows, *cols})))


OFF = {"too-few-coins": "play_off_cost", "target-not-next": "play_off_target",
       "target-empty": "play_off_target", "target-piggy": "play_off_piggy",
       "target-shielded": "play_off_shielded", "orc-needs-warrior": "play_off_orc",
       "viking-needs-coin": "play_off_viking", "mage-needs-card": "play_off_mage",
       "mage-cost": "play_off_mage_cost"}
"""What a cell the engine refuses for the draft says to do instead, by the refusal's code
(any other refusal: :data:`OFF_CELL`); each is drawn once, its id ``pook-why-<key>``."""
OFF_CELL = "play_off_cell"


def _refused(state: Mapping[str, Any], act: Json) -> str | None:
    """The key of what to do instead when the engine refuses the edit ``act``, else None."""
    err = refused(lambda tried: _edit(state, tried, "en"), act)
    return None if err is None else OFF.get(err.code, OFF_CELL)


def _off(state: Mapping[str, Any], view: tuple[list[int], list[int]]) -> dict[Cell, str]:
    """The reason's key of each cell a tap cannot use: the engine tries the tap on every
    cell, and only those it accepts look tappable (review 36, B3)."""
    return dict(_tried(json.dumps(state, sort_keys=True), json.dumps(view)))


@functools.lru_cache(maxsize=4)
def _tried(state: str, view: str) -> tuple[tuple[Cell, str], ...]:
    """:func:`_off` once per state: the frames and the controls of one view both ask."""
    rows, cols = json.loads(view)
    return tuple(((r, c), key) for r in rows for c in cols
                 if (key := _refused(json.loads(state), {"act": "cell", "value": f"{r},{c}"})))


def _view(state: Mapping[str, Any]) -> tuple[list[Step], tuple[list[int], list[int]]]:
    """The engine's steps of the draft and the rows and columns every frame draws."""
    found = played(position(state["origin"]), state["draft"])
    return found, window([s.board for s in found])


def frames(state: Mapping[str, Any], lang: str, live: bool) -> list[Frame]:
    base = position(state["origin"])
    draft = state["draft"]
    found, view = _view(state)
    off = {c: f"pook-why-{key}" for c, key in _off(state, view).items()} if live else {}

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


def _hand_buttons(hand: Sequence[str], pressed: Any, act: str, lang: str,
                  why: Mapping[str, str] | None = None) -> str:
    distinct = sorted(set(hand), key=lambda card: CODES[card])
    return "".join(button(card_name(card, lang) + (f" ×{hand.count(card)}"
                                                   if hand.count(card) > 1 else ""),
                          act, pressed=card == pressed, why=(why or {}).get(card), card=card)
                   for card in distinct)


def _why(state: Mapping[str, Any], key: str, lang: str) -> str:
    """The words of the reason ``key`` (:data:`OFF`) for the state's draft."""
    draft = state["draft"]
    at = cell_name(cell(draft["at"]), lang) if draft.get("at") is not None else ""
    card = draft["with"] if key == "play_off_mage_cost" else draft["card"]
    return ui(key, lang, cell=at, card=card_name(card, lang), level=LEVEL_OF[CODES[card]])


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
        # a card the target's cell cannot pay for is there but disabled, saying why
        why = {card: _why({**state, "draft": {**draft, "with": card}}, key, lang)
               for card in rest if (key := _refused(state, {"act": "with", "card": card}))}
        parts.append(choices(ui("replacement", lang),
                             _hand_buttons(rest, draft.get("with"), "with", lang, why)))
    no_power = "" if draft.get("target") is None else button(ui("no_power", lang), "notarget")
    keys = sorted(set(_off(state, _view(state)[1]).values()))
    why_cells = reasons({f"pook-why-{key}": _why(state, key, lang) for key in keys})
    parts.append(f'<div class="lr-tools">{no_power}{button(ui("reset", lang), "reset")}</div>'
                 f'{why_cells}')
    return "".join(parts)


initial, static_html, edit, view = worked_kind(_start, _edit, frames, controls)
