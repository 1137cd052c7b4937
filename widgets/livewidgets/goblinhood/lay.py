"""Laying a card, step by step: the covered square, the new end, the draw, the next turn.

The fence's scenario plays one card (its first action). The reader chooses another play from
a grid of the hand's cards, ends and covering squares; the engine replays the scenario with it
at once, and the widget steps through its events: the card laid (the square covered, the new
end), a card buried, the draw back to two, what the next turn starts with. A play the colours
forbid is refused by the engine, with the ruling it breaks (colours-match).
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.errors import marker
from engine.goblinhood import from_json
from engine.goblinhood.components import ENDS, covers, fits
from engine.goblinhood.messages import card_words, colour_name, end_name
from engine.goblinhood.refusals import DOMAIN
from engine.goblinhood.rulings import Ruling
from engine.goblinhood.variants import with_play

from ..controls import EditError, WayOut, button, capitalised, unable, unknown_edit
from ..layout import Frame, last_step, worked_kind
from ..markup import escape
from .board import card_face, square
from .kit import Json, checked_play, example, from_scenario
from .strings import ui


M_ = marker(DOMAIN, __file__)

def no_match(square: str, colour: str, end: str) -> WayOut:
    """A play whose ``square`` cannot cover ``end``, of ``colour``, with its ruling: the
    engine's ``no-match`` ("square 0 of c19 is yellow...", the command line's words) said as
    what to do, in the reader's (issue 22)."""
    return WayOut(M_("lay-no-match"), where="act", ruling=Ruling.COLOURS_MATCH, square=square,
                  colour=colour, end=end)


def edit(state: Mapping[str, Any], act: Mapping[str, Any], lang: str) -> Json:
    name = act.get("act")
    if name == "reset":
        return {**state, "scenario": state["origin"]}
    if name != "play":
        raise unknown_edit(name)
    cover = str(act.get("n"))   # the page sends data-target (the end) and data-n (the square)
    scenario = with_play(state["scenario"], str(act.get("card")), str(act.get("target")),
                         int(cover) if cover in ("0", "1") else -1)
    try:
        checked_play(scenario)
    except EditError as err:
        if err.code != "no-match":
            raise
        raise no_match(err.params["square"], err.params["colour"], err.params["end"]) from None
    return {**state, "scenario": scenario}


def controls(scenario: Mapping[str, Any], lang: str) -> str:
    """Rows: the hand cards; columns: the two ends; in each cell one button per covering
    square (its letter and colour; its name spoken), pressed for the play shown; one button
    for a card whose squares are the same colour. A row is headed by the card as drawn,
    named in words for screen readers (never by its id)."""
    data = from_json(scenario)
    board = {"cards": {c: s.to_json() for c, s in data.cards.items()}}
    played = (scenario.get("actions") or [{}])[0]
    ends = {end: colour for end, colour in zip(ENDS, data.ends())}
    head = "".join(f'<th scope="col">{escape(ui(f"{end}_end", lang))} '
                   f"{square(ends[end], lang)}</th>" for end in ENDS)
    rows = []
    for card in data.hands[data.turn]:
        spec = data.cards[card]
        words = card_words(spec.squares, spec.gold, lang)
        cells = []
        for end in ENDS:
            buttons = []
            for cover in covers(spec.squares):
                colour = spec.squares[cover]
                label = ui("lay_button", lang, card=words, end=end_name(end, lang),
                           square=colour_name(colour, lang))
                pressed = (played.get("card"), played.get("end"), played.get("cover")) \
                    == (card, end, cover)
                # a square the end refuses is marked so before a press: its reason is shown
                # where it is pressed, without asking the engine (live.js)
                off, why = ("", "") if fits(colour, ends[end]) else unable(
                    "play", {"card": card, "target": end, "n": cover},
                    capitalised(no_match(colour, ends[end], end).reason(lang)))
                buttons.append(
                    f'<button type="button" class="lr-btn gh-lay" data-act="play" '
                    f'data-arg-card="{escape(card)}" data-arg-target="{end}" data-arg-n="{cover}" '
                    f'aria-pressed="{str(pressed).lower()}" aria-label="{escape(label)}"{off}>'
                    f"{square(colour, lang)}</button>{why}")
            cells.append(f'<td><span class="gh-lays">{"".join(buttons)}</span></td>')
        rows.append(f'<tr><th scope="row"><span class="lr-sr">{escape(words)}</span><span class='
                    f'"gh-card" aria-hidden="true">{card_face(card, board, lang)}</span></th>'
                    f'{"".join(cells)}</tr>')
    return (f'<div class="lr-field"><p class="lr-label">{escape(ui("lay_grid", lang))}</p>'
            f'<p class="lr-help">{escape(ui("lay_help", lang))}</p>'
            f'<div class="lr-table-wrap" tabindex="0"><table class="lr-table gh-lay-grid"><caption>'
            f'{escape(ui("covering", lang))}</caption><thead><tr><td></td>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>'
            f'<div class="lr-tools">{button(ui("reset", lang), "reset")}</div></div>')


def _example(state: Mapping[str, Any], lang: str, live: bool) -> tuple[list[Frame], str]:
    """The steps, with only the hand of the player laying a card face up."""
    scenario = state["scenario"]
    return example(checked_play(scenario), lang, open_hands=[scenario["turn"]])


initial = from_scenario("lay")
static_html, view = worked_kind(initial, _example,
                                lambda state, lang: controls(state["scenario"], lang), last_step)
