"""The ``odds`` kind: a board the reader sets up, and the chance that a roll goes on.

The state is the board (the columns of this turn's climbers, the closed columns), how many rolls
ahead to look, and what a click on a column does (``mode``); each view is the calculator's
answer (:class:`~livewidgets.calcwidget.CalcFace`). It refuses what the rules refuse: a fourth
climber, a climber on a closed column.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.cantstop.calc import DEFAULT_MORE, MAX_MORE
from engine.cantstop.dice import CLIMBERS, SUMS
from engine.cantstop.rulings import Ruling

from ..calcwidget import MESSAGE, calc_body, controls_room, inputs_face, one_of
from ..controls import Json, WayOut, edit_number, unit_step, unknown_edit
from .board import board_html, chance_html, modes_html, stops_html, survive_html
from .strings import M_, ui

MODES = ("climber", "closed")
BARE: Json = {"climbers": [], "closed": [], "more": DEFAULT_MORE}
"""The board a config describes when it leaves out a key: no climber, no closed column."""


def _change(new: Json, act: Mapping[str, Any], lang: str) -> Json:
    """``column`` (``value``: a sum): place or take off a climber there, or close or reopen
    it, as ``mode`` says (both: a climber that topped its column this turn); ``mode``
    (``kind``); ``more`` (``delta``: one roll further or less); ``reset``: the worked
    example's board."""
    name = act.get("act")
    if name == "mode":
        return {**new, "mode": one_of(MODES, act, "kind")}
    if name == "more":
        new["more"] += unit_step(act)   # the calculator refuses 0 and past MAX_MORE
    elif name == "column":
        n = edit_number(act, "value", SUMS[0], SUMS[-1])
        mine = "climbers" if new["mode"] == "climber" else "closed"
        if n in new[mine]:
            new[mine].remove(n)
        elif mine == "climbers" and len(new[mine]) >= CLIMBERS:
            # the calculator would refuse the board; the reader is told what to do instead
            raise WayOut(M_("fourth-climber"), where="value", column=n, most=CLIMBERS,
                         ruling=Ruling.THREE_CLIMBERS)
        else:  # a climber on a closed column has topped it (``topped-is-closed``)
            new[mine] = sorted([*new[mine], n])
    else:
        raise unknown_edit(name)
    return new


def _body(board: Mapping[str, Any], found: Json, lang: str, live: bool) -> str:
    modes = controls_room(live, lambda l: modes_html(board.get("mode", "climber"), lang) if l
                          else "")
    return calc_body(chance_html(board["climbers"], found, lang),
                     f'{modes}<div class="cantstop-board-wrap">'
                     f'{board_html(board["climbers"], board["closed"], lang, live)}</div>'
                     f'{MESSAGE}<div class="cantstop-results">'
                     f'{stops_html(found, lang)}{survive_html(found, lang, live)}</div>', live)


ROOMIEST = {"climbers": [2, 3, 12], "closed": [], "more": MAX_MORE}
"""The tallest board: climbers on the rarest sums (the most stopping rolls, a full list and
the rest folded), and every roll ahead in the table; the widget keeps its room (issue 22)."""

FACE = inputs_face("cantstop", "board", BARE, css_class="cantstop-odds", kind="odds",
                   change=_change, body=_body, ui=ui, start={"mode": "climber"},
                   roomiest=lambda board: {**board, **ROOMIEST})
