"""The ``reach`` kind: a table the reader sets up by clicking seats, and who can be reached.

The state is the table (players, dead, Mustangs, Scopes, the shooter) and the tool a click on a
seat applies; each view is the calculator's answer (:class:`~livewidgets.calcwidget.CalcFace`):
the distances, the reach of each weapon range and the "draw!" chances. It refuses the shooter
killed, an eighth player.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.bang.calc import DEFAULTS
from engine.bang.rulings import Ruling
from engine.bang.table import MAX_PLAYERS, MIN_PLAYERS, resized, toggled

from ..calcwidget import calc_body, controls_room, inputs_face, one_of
from ..controls import EditError, Json, WayOut, unit_step, unknown_edit, whole_number
from ..strings import game_words
from . import drawable
from .drawing import TOOLS, draws_html, reach_html, table_html, tools_html, ui

M_ = game_words(__file__).M_
DEAD_CARDS = M_("dead-cards")
SEAT_WAY_OUT = {"shooter": (M_("dead-shooter"), Ruling.LIVING_ONLY),
                "mustang": (DEAD_CARDS, Ruling.DEAD_DO_NOT_COUNT),
                "scope": (DEAD_CARDS, Ruling.DEAD_DO_NOT_COUNT)}
"""The tools a dead seat refuses: the refusal that says how to go on, and the calculator's
ruling."""


def _livings_only(setup: Mapping[str, Any], tool: str, seat: Any) -> None:
    """Refuse, in words that say what to do, a tap the calculator would refuse because only
    the living play: a dead shooter, a dead player's card, the shooter killed."""
    if seat in setup["dead"] and tool in SEAT_WAY_OUT:
        message, ruling = SEAT_WAY_OUT[tool]
        raise WayOut(message, where="player", seat=seat, ruling=ruling)
    if tool == "dead" and seat == setup["from"]:
        raise WayOut(M_("kill-shooter"), where="player", seat=seat,
                     ruling=Ruling.LIVING_ONLY)


def _change(new: Json, act: Mapping[str, Any], lang: str) -> Json:
    """``seat`` (``player``: a seat; what it does is the tool's), ``tool`` (``value``),
    ``players`` (``delta``: one more or fewer), ``reset``; the table's own changes (a dead
    player's cards, seats past the end) are the engine's (:func:`engine.bang.table.toggled`,
    :func:`~engine.bang.table.resized`)."""
    name = act.get("act")
    if name == "tool":
        return {**new, "tool": one_of(TOOLS, act, "value")}
    if name == "seat":
        seat = whole_number(act.get("player"))
        tool = new["tool"]
        _livings_only(new, tool, seat)
        new = {**new, "from": seat} if tool == "shooter" else toggled(new, tool, seat)
    elif name == "players":
        new = resized(new, int(new["players"]) + unit_step(act))
    else:
        raise unknown_edit(name)
    drawable(new, EditError)
    return new


def _body(setup: Mapping[str, Any], found: Json, lang: str, live: bool) -> str:
    """The table and its answer; a click on a seat applies the state's tool (the shooter
    first)."""
    tool = str(setup.get("tool", "shooter"))
    return calc_body(reach_html(setup, found, lang),
                     f'{controls_room(live, lambda l: tools_html(setup, tool, lang, l))}'
                     f'<div class="lr-sides">{table_html(setup, found, lang, live)}'
                     f'<div class="bang-results">{draws_html(found, lang)}</div></div>', live)


FACE = inputs_face("bang", "table", DEFAULTS, css_class="bang-reach-widget", kind="reach",
                   change=_change, body=_body, ui=ui, start={"tool": "shooter"},
                   reset_to={"tool": "shooter"},
                   roomiest=lambda setup: [resized(dict(setup), n)
                                           for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)])
"""Its room is that of the tallest table of any size (the seats go round a table)."""
