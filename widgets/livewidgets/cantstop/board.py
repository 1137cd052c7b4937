"""The Can't Stop board and dice as HTML: the drawing the reader clicks, and its results.

The board is eleven columns, 2 to 12, each drawn as its steps (3 to 13, from
:data:`engine.cantstop.dice.LENGTHS`), bottom-aligned like the real board. A column's state is
said in words and shown by a sign, never by colour alone: ▲ a climber of this turn, ✕ a closed
column. Live, the eleven columns stay in one row on a 375 px phone, each about 30 px wide and
44 px tall at least, edge to edge, the column drawn inside it (cantstop.css).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from engine.cantstop.dice import CLIMBERS, LENGTHS, SUMS
from engine.i18n import catalogue

from ..calcwidget import chance_line, count_line
from ..controls import button, drawn_cell, stepper_cell
from ..markup import escape, table_html
from ..strings import percent
from .strings import DOMAIN, number, ui

SHOWN_STOPS = 16
"""Stopping rolls shown at once; the others are folded (all 126 stop with no usable sum)."""


def state_of(n: int, climbers: Sequence[int], closed: Sequence[int]) -> str:
    """``open``, ``climber``, ``closed``, or ``topped`` (a climber on a column closed this
    turn: it still counts as one of the three)."""
    if n in closed:
        return "topped" if n in climbers else "closed"
    return "climber" if n in climbers else "open"


def column_html(n: int, climbers: Sequence[int], closed: Sequence[int], lang: str,
                live: bool) -> str:
    """One column: its sign, its steps, its sum; a button when live."""
    length = LENGTHS[n]
    state = state_of(n, climbers, closed)
    sign = {"open": "", "climber": "▲", "closed": "✕", "topped": "▲✕"}[state]
    steps = '<span class="cantstop-step"></span>' * length
    inner = (f'<span class="cantstop-sign" aria-hidden="true">{sign}</span>'
             f'<span class="cantstop-steps" aria-hidden="true">{steps}</span>'
             f'<span class="cantstop-sum">{n}</span>')
    label = ui("column_label", lang, n=n, length=ui("steps", lang, steps=length),
               status=ui(state, lang))
    return drawn_cell("li", "cantstop-col", state, label, inner, "cantstop-face",
                      "column" if live else None, value=n)


def board_html(climbers: Sequence[int], closed: Sequence[int], lang: str, live: bool) -> str:
    columns = "".join(column_html(n, climbers, closed, lang, live) for n in SUMS)
    return (f'<ol class="cantstop-board" aria-label="{escape(ui("board", lang))}">{columns}</ol>'
            f'<p class="lr-help">{escape(ui("legend", lang))}</p>')


def dice_html(dice: Sequence[int], rolls: int, lang: str) -> str:
    """A stopping roll: its four dice as small squares, and how many ordered rolls show it."""
    faces = "".join(f'<span class="cantstop-die">{d}</span>' for d in dice)
    label = ui("dice_label", lang, dice=" ".join(str(d) for d in dice), rolls=rolls)
    return (f'<li class="cantstop-roll" aria-label="{escape(label)}">'
            f'<span class="cantstop-dice" aria-hidden="true">{faces}</span>'
            f'<span class="cantstop-times" aria-hidden="true">×{rolls}</span></li>')


def stops_html(answer: Mapping[str, Any], lang: str) -> str:
    stops = answer["stops"]
    head = f'<p class="lr-label">{escape(ui("stops", lang))}</p>'
    if not stops:
        return f'{head}<p class="cantstop-no-stop">{escape(ui("stops_none", lang))}</p>'
    count = answer["of"] - answer["rolls"]
    rolls = [dice_html(s["dice"], s["rolls"], lang) for s in stops]
    shown, rest = "".join(rolls[:SHOWN_STOPS]), rolls[SHOWN_STOPS:]
    folded = (f'<details class="cantstop-more"><summary>'
              f'{escape(ui("stops_more", lang, n=len(rest)))}</summary>'
              f'<ul class="cantstop-rolls lr-row">{"".join(rest)}</ul></details>' if rest else "")
    said = ui("stops_count", lang, count=count, n=number(count, lang),
              of=number(answer["of"], lang))
    return (f'{head}<p>{escape(said)}</p><ul class="cantstop-rolls lr-row">{shown}</ul>{folded}')


def survive_html(answer: Mapping[str, Any], lang: str, live: bool) -> str:
    """The chance of going on 1, 2, ... ``more`` rolls in a row (the chance of one, to the
    power n: the rolls are independent)."""
    rows = "".join(f'<tr><th scope="row">{n}</th><td>{escape(percent(p, lang))}</td></tr>'
                   for n, p in enumerate(answer["survive"], 1))
    more = len(answer["survive"])
    control = count_line("cantstop-ahead", ui("rolls_in_row", lang), stepper_cell(
        more, ui("fewer_rolls", lang), ui("more_rolls", lang), "more")) if live else ""
    return control + table_html("cantstop-survive", (ui("rolls_in_row", lang),
                                                     ui("survive_chance", lang)),
                                [rows], escape(ui("survive", lang)))


def chance_html(climbers: Sequence[int], answer: Mapping[str, Any], lang: str) -> str:
    """The chance of going on, in big, with the exact count and the sums it counts."""
    free = CLIMBERS - len(climbers)
    rule = (ui("climbers_free", lang, free=free) if free > 0
            else ui("climbers_placed", lang))
    allowed = answer["allowed"]
    usable = (ui("usable", lang, sums=catalogue(DOMAIN, lang).join([str(s) for s in allowed])) if allowed
              else ui("usable_none", lang))
    exact = ui("of_rolls", lang, rolls=number(answer["rolls"], lang),
               of=number(answer["of"], lang))
    return (f'<p class="cantstop-rule">{escape(rule)} {escape(usable)}</p>'
            + chance_line("cantstop-chance", ui("chance", lang),
                          percent(answer["probability"], lang), exact))


def modes_html(mode: str, lang: str) -> str:
    """The two things a click on a column can do, as a pair of pressed/unpressed buttons."""
    buttons = "".join(button(ui(f"mode_{kind}", lang), "mode", pressed=mode == kind, kind=kind)
                      for kind in ("climber", "closed"))
    return (f'<div class="lr-choices cantstop-modes" role="group" '
            f'aria-label="{escape(ui("modes", lang))}">{buttons}</div>')
