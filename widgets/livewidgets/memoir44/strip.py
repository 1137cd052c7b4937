"""The Memoir '44 widget's drawing as HTML: the hex strip, the choices, and the chart.

The strip is the attacker's hex and the six hexes in a straight line from it (the longest
range, artillery's). Each hex says how many dice the chosen attacker rolls at that distance
before terrain, so the range table is read off the drawing itself; the target's hex is marked
◆ and said in words, never by colour alone. The chart is two small tables (hits, hexes of
retreat), each row with a bar drawn in SVG (no inline style, which the site's CSP refuses)
and its percentage written out.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from engine.i18n import SHARED, catalogue
from engine.memoir44.dice import MAX_DISTANCE, base_dice, hit_faces

from ..calcwidget import chance_line, choice_group, count_line, meter
from ..controls import button, drawn_cell, stepper_cell
from ..markup import escape, table_html
from ..strings import game_words, percent

ui = game_words(__file__).ui

PIP = '<span class="m44-pip"></span>'
"""One die of a hex's dice, drawn as a small square (hidden from screen readers, which read
the hex's label)."""
UNIT_SIGNS = {"infantry": "✚", "armor": "■", "artillery": "●"}
"""A sign per unit type beside its name (the pieces are told apart without colour)."""


def hex_html(distance: int, unit: str, chosen: int, lang: str, live: bool) -> str:
    """One hex of the strip: its distance and its dice; a button when live."""
    n = base_dice(unit, distance)
    dice = ui("dice_n", lang, n=n) if n else ui("out_of_range", lang)
    here = distance == chosen
    state = "target" if here else ("in" if n else "out")
    label = ui("hex_label", lang, d=distance, dice=dice)
    if here:
        label = catalogue(SHARED, lang).aside(label, ui("chosen", lang))
    inner = (f'<span class="m44-mark" aria-hidden="true">{"◆" if here else ""}</span>'
             f'<span class="m44-dist" aria-hidden="true">{distance}</span>'
             f'<span class="m44-dice" aria-hidden="true">'
             f'{PIP * n if n else "–"}</span>')
    return drawn_cell("li", "m44-hex", state, label, inner, "m44-face",
                      "distance" if live else None, pressed=here, value=distance)


def strip_html(unit: str, chosen: int, lang: str, live: bool) -> str:
    """The attacker's hex, then hexes 1 to 6."""
    attacker = drawn_cell("li", "m44-hex m44-attacker", "attacker",
                          ui("attacker_hex", lang, unit=ui(unit, lang)),
                          f'<span class="m44-sign" aria-hidden="true">{UNIT_SIGNS[unit]}</span>',
                          "m44-face")
    hexes = "".join(hex_html(d, unit, chosen, lang, live) for d in range(1, MAX_DISTANCE + 1))
    return (f'<ol class="m44-strip lr-row" aria-label="{escape(ui("strip", lang))}">{attacker}{hexes}'
            f'</ol><p class="lr-help">{escape(ui("legend", lang))}</p>')


def _said(label: str, value: object, lang: str) -> str:
    """A choice as the build's page shows it: its name and the value chosen, in words."""
    return f'<p class="m44-choice">{escape(ui("labelled", lang, label=label, value=value))}</p>'


def choices_html(key: str, act: str, options: Sequence[str], chosen: str, lang: str,
                 live: bool) -> str:
    """A labelled group of options, the chosen one pressed (live) or named (static)."""
    label = ui(key, lang)
    if not live:
        return _said(label, ui(chosen, lang), lang)
    buttons = "".join(button(ui(o, lang), act, pressed=o == chosen, value=o) for o in options)
    return choice_group("m44-choice", f"m44-{act}", label, buttons)


def obstacle_html(obstacle: str, lang: str, live: bool) -> str:
    on = obstacle == "sandbags"
    if not live:
        return _said(ui("obstacle", lang), "✓", lang) if on else ""
    return (f'<div class="m44-choice">'
            f'{button(ui("obstacle", lang), "obstacle", pressed=on, value="none" if on else "sandbags")}'
            "</div>")


def figures_html(figures: int, lang: str, live: bool) -> str:
    if not live:
        return _said(ui("figures", lang), figures, lang)
    return count_line("m44-choice m44-figures", ui("figures", lang), stepper_cell(
        figures, ui("fewer_figures", lang), ui("more_figures", lang), "figures"))


def chart_html(caption: str, chances: Sequence[float], lang: str, kind: str) -> str:
    rows = "".join(f'<tr><th scope="row">{k}</th><td class="m44-pct">{meter(p, "m44-bar")}'
                   f'<span>{escape(percent(p, lang))}</span></td></tr>'
                   for k, p in enumerate(chances))
    return table_html(f"m44-chart m44-{kind}", (ui("count", lang), ui("chance", lang)), [rows],
                      escape(caption))


def dice_sentence(attack: Mapping[str, Any], unit: str, lang: str) -> str:
    if not attack["in_range"]:
        return ui("dice_out", lang)
    if attack["dice"] == 0:
        return ui("dice_none", lang)
    if unit == "artillery":
        return ui("dice_plain", lang, dice=attack["dice"])
    return ui("dice_sum", lang, base=attack["base"], cut=attack["cut"], dice=attack["dice"])


def results_html(attack: Mapping[str, Any], unit: str, target: str, figures: int,
                 lang: str) -> str:
    """The dice in words and the chance of wiping the target out in big (the charts that
    detail it: :func:`charts_html`)."""
    faces = hit_faces(target)
    exact = catalogue(SHARED, lang).bracketed(ui("eliminate_exact", lang, figures=figures))
    return (f'<p class="m44-dice-said">{escape(dice_sentence(attack, unit, lang))}</p>'
            f'<p class="m44-faces">'
            f'{escape(ui("hit_faces", lang, target=ui(target, lang), faces=faces))}</p>'
            + chance_line("m44-eliminate", ui("eliminate", lang),
                          percent(attack["eliminate"], lang), exact))


def charts_html(attack: Mapping[str, Any], lang: str) -> str:
    """The two charts: hits on the target, and the hexes of retreat its flags force."""
    retreat = "retreats_ignored" if attack["ignored_flags"] else "retreats"
    return (f'<div class="m44-charts">{chart_html(ui("hits", lang), attack["hits"], lang, "hits")}'
            f'{chart_html(ui(retreat, lang), attack["retreats"], lang, "retreats")}</div>')
