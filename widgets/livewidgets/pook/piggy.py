"""Piggy's swap: the cards it may trade places with light up; the locked card is marked.

The worked example is a position and a list of swaps, one per turn in seat order from the
player to move (only Piggy moves: the cards played are left out). The engine checks, makes and
tells each swap and its lock (:func:`engine.pook.state.piggy_turn`: a card right next to
Piggy, not the one the previous player swapped with). The reader clicks a card next to Piggy
to add the next player's swap; the locked card is refused with its ruling.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from engine.pook import RulesError, from_json
from engine.pook.board import grid_json
from engine.pook.components import CARD_IDS, PIGGY_CODE
from engine.pook.messages import card_name, cell_name, render
from engine.pook.rules import swap_targets
from engine.pook.variants import piggy_round
from engine.pook.table import Table

from ..layout import Frame
from ..markup import escape
from .board import Marks, every_cell, reasons, table_html, window
from .kit import Cell, EditError, Json, button, cell_of, unknown_edit, worked_kind
from .strings import t, ui


WHY_SWAP, WHY_LOCKED = "pook-why-swap", "pook-why-locked"
"""The ids of the reasons a cell Piggy cannot swap with gives (:func:`controls`)."""


def _start(config: Mapping[str, Any]) -> Json:
    return {"kind": "piggy", "origin": config["scenario"], "swaps": list(config.get("swaps", []))}


def board_of(base: Mapping[str, Any], table: Table, lock: Cell | None) -> Json:
    """A board in the scenario format for ``table`` (the rest of ``base`` unchanged)."""
    return {**base, "grid": grid_json(table), "piggy_lock": None if lock is None else list(lock)}


def _turn_text(player: str, table: Table, lock: Cell | None, lang: str) -> str:
    found = swap_targets(table, lock)
    at = cell_name(table.piggy, lang)
    if found:
        names = [ui("card_at", lang, card=card_name(CARD_IDS[table.cards[c]], lang),
                    at=cell_name(c, lang)) for c in found]
        text = ui("piggy_targets", lang, player=player, at=at, cards=t(lang).join(names))
    else:
        text = ui("piggy_no_target", lang, player=player, at=at)
    if lock is not None and lock in table.cards and table.cards[lock] != PIGGY_CODE:
        text += " " + ui("piggy_locked", lang, card=card_name(CARD_IDS[table.cards[lock]], lang),
                         at=cell_name(lock, lang))
    return text


def frames(scenario: Mapping[str, Any], swaps: Sequence[Sequence[int]], lang: str,
           live: bool) -> list[Frame]:
    """The position, then per swap (:func:`~engine.pook.variants.piggy_round`) the swap, and
    the lock with the next player's targets; :class:`EditError` at a swap the rules refuse."""
    base = {k: v for k, v in scenario.items() if k != "actions"}
    try:
        state = from_json(base)
        done = piggy_round(state, [(raw[0], raw[1]) for raw in swaps])
    except RulesError as err:
        raise err.recast(EditError) from None
    table, lock, players = state.table, state.lock, state.players
    boards: list[tuple[str, Json, Marks]] = [
        (_turn_text(players[state.turn], table, lock, lang), board_of(base, table, lock),
         Marks(swap=set(swap_targets(table, lock)), locked=lock))]
    for swap in done:
        (swapped, locked), old = swap.events, table.piggy
        boards.append((render(swapped, lang), board_of(base, swap.table, lock),
                       Marks(new={old, swap.table.piggy})))
        table, lock = swap.table, swap.lock
        turn = _turn_text(players[swap.seat], table, lock, lang)
        boards.append((f"{render(locked, lang)} {turn}", board_of(base, table, lock),
                       Marks(swap=set(swap_targets(table, lock)), locked=lock)))
    view = window([b for _, b, _ in boards], pad=False)
    # the reader's swap comes after the last, at whichever step it is tapped: only its
    # targets look tappable (review 35, B1)
    targets = set(swap_targets(table, lock))
    off = {c: WHY_LOCKED if c == lock else WHY_SWAP
           for c in every_cell(view) if c not in targets}
    return [Frame(text, table_html(board, lang, marks, live, view, show_open=False, off=off))
            for text, board, marks in boards]


def _edit(state: Mapping[str, Any], act: Mapping[str, Any], lang: str) -> Json:
    """``cell`` (``value`` "r,c"): the next player swaps Piggy with that card; ``undo``."""
    name = act.get("act")
    if name == "undo":
        # only the reader's swaps (the button says so before the first: ``controls``)
        mine = len(state["swaps"]) > len(state["start"]["swaps"])
        return {**state, "swaps": state["swaps"][:-1] if mine else state["swaps"]}
    if name != "cell":
        raise unknown_edit(name)
    swaps = [*state["swaps"], list(cell_of(act))]
    frames(state["origin"], swaps, lang, True)   # the engine refuses a swap it forbids
    return {**state, "swaps": swaps}


def controls(state: Mapping[str, Any], lang: str) -> str:
    # the page's own swaps are the example: "undo" takes back the reader's swaps only, and
    # before the first of them it is there but disabled, saying what to do (issue 22)
    mine = len(state["swaps"]) > len(state["start"]["swaps"])
    undo = button(ui("undo", lang), "undo", why=None if mine else ui("nothing_to_undo", lang))
    why = reasons({WHY_SWAP: ui("piggy_off", lang), WHY_LOCKED: ui("piggy_off_locked", lang)})
    return (f'<p class="lr-help">{escape(ui("piggy_help", lang))}</p>'
            f'<div class="lr-tools">{undo}{button(ui("reset", lang), "reset")}</div>{why}')


initial, static_html, edit, view = worked_kind(
    _start, _edit, lambda state, lang, live: frames(state["origin"], state["swaps"], lang, live),
    controls)
