"""The warrior cost widget: the coins of a cell's row and column, counted on the table.

The reader clicks an empty cell next to a card: its row lights up with its coins counted,
then its column, then the total and the warrior levels that may go there. Two other tools
edit the example: turn a card over, or swap Piggy with any card (:mod:`engine.pook.variants`).
The engine does every count (:meth:`engine.pook.table.Table.coins_in_line`, Piggy included)
and refuses what it refuses elsewhere, with its ruling: a cell that holds a card or touches
none (:func:`engine.pook.rules.check_cell`), Piggy turned to a warrior side.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.pook import from_json
from engine.pook.components import LEVELS
from engine.pook.messages import card_name, cell_name
from engine.pook.rules import check_cell
from engine.pook.variants import piggy_swapped, turned_over

from ..layout import Frame
from ..markup import escape
from ..replay import checked
from .board import Marks, cards_of, every_cell, reasons, table_html, window
from .kit import Cell, Json, button, cell_of, choices, unknown_edit, worked_kind
from .strings import t, ui

TOOLS = ("count", "flip", "piggy")
WHY = {"count": "no_cell", "flip": "cost_off_flip", "piggy": "cost_off_piggy"}
"""Per tool, what a cell it cannot act on says to do instead (its id: ``pook-why-<tool>``)."""


def _start(config: Mapping[str, Any]) -> Json:
    return {"kind": "cost", "scenario": config["scenario"], "cell": config.get("cell"),
            "tool": "count"}


def checked_cell(scenario: Mapping[str, Any], cell: Cell) -> None:
    """The engine's verdict on playing anything at ``cell``: nothing, or its refusal."""
    checked(lambda s: check_cell(from_json(s).table, cell), scenario)


def _edit(state: Mapping[str, Any], act: Mapping[str, Any], lang: str) -> Json:
    """``tool`` (``value``: count, flip, piggy), ``cell`` (``value`` "r,c": the tool acts
    there)."""
    name = act.get("act")
    if name == "tool":
        if act.get("value") not in TOOLS:
            raise unknown_edit(act.get("value"))
        return {**state, "tool": act["value"]}
    if name != "cell":
        raise unknown_edit(name)
    cell = cell_of(act)
    scenario = state["scenario"]
    if state["tool"] == "flip":
        return {**state, "scenario": turned_over(scenario, cell)}
    if state["tool"] == "piggy":
        return {**state, "scenario": piggy_swapped(scenario, cell)}
    checked_cell(scenario, cell)
    return {**state, "cell": list(cell)}


def _coins(cards: Mapping[Cell, tuple[str, str]], cells: list[Cell], lang: str) -> str:
    return t(lang).join([card_name(cards[c][0], lang) for c in cells])


def _acting(scenario: Mapping[str, Any], tool: str) -> set[Cell]:
    """The cells ``tool`` can act on: an empty cell next to a card (count), a card other
    than Piggy (flip, piggy: Piggy has no warrior side, and swaps with another card)."""
    table = from_json(scenario).table
    if tool == "count":
        return set(table.open_cells())
    return {c for c in table.cards if c != table.piggy}


def frames(scenario: Mapping[str, Any], cell: list[int] | None, lang: str,
           live: bool, tool: str = "count") -> list[Frame]:
    """The count at ``cell``: the chosen cell, its row, its column, the total. Live, only
    the cells the pressed ``tool`` can act on look tappable (issue 22)."""
    cards = cards_of(scenario)
    view = window([scenario])
    acting = _acting(scenario, tool) if live else set()
    off = {c: f"pook-why-{tool}" for c in every_cell(view) if c not in acting} if live else {}

    def draw(marks: Marks) -> str:
        return table_html(scenario, lang, marks, live, view, off=off)

    if cell is None:
        return [Frame(ui("no_cell", lang), draw(Marks()))]
    at: Cell = (cell[0], cell[1])
    table = from_json(scenario).table
    in_row, in_col = table.coins_in_line(at)
    total = table.coins_for(at)
    name = cell_name(at, lang)
    row_text = (ui("cost_row", lang, n=len(in_row), row=at[0], cards=_coins(cards, in_row, lang))
                if in_row else ui("cost_row_none", lang, row=at[0]))
    col_text = (ui("cost_col", lang, n=len(in_col), col=at[1], cards=_coins(cards, in_col, lang))
                if in_col else ui("cost_col_none", lang, col=at[1]))
    total_text = ui("cost_none" if total == 0 else "cost_one" if total == 1
                    else "cost_all" if total >= max(LEVELS) else "cost_some",
                    lang, cell=name, coins=total, top=total)
    return [
        Frame(ui("cost_start", lang, cell=name), draw(Marks(chosen=at))),
        Frame(row_text, draw(Marks(chosen=at, rows={at[0]}, counted=set(in_row)))),
        Frame(col_text, draw(Marks(chosen=at, cols={at[1]}, counted=set(in_col)))),
        Frame(total_text, draw(Marks(chosen=at, rows={at[0]}, cols={at[1]},
                                     counted=set(in_row) | set(in_col)))),
    ]


def controls(state: Mapping[str, Any], lang: str) -> str:
    tools = "".join(button(ui(f"tool_{name}", lang), "tool", pressed=state["tool"] == name,
                           value=name) for name in TOOLS)
    why = reasons({f"pook-why-{tool}": ui(WHY[tool], lang) for tool in TOOLS})
    return (f'<p class="lr-help">{escape(ui("cost_help", lang))}</p>'
            f'{choices(ui("tool", lang), tools)}'
            f'<div class="lr-tools">{button(ui("reset", lang), "reset")}</div>{why}')


initial, static_html, edit, view = worked_kind(
    _start, _edit,
    lambda state, lang, live: frames(state["scenario"], state["cell"], lang, live, state["tool"]),
    controls)
