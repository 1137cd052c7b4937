"""The Arnak widget's drawing as HTML: the page's examples, the balance and its two pans, the
token palettes, and the answer with its arithmetic.

The balance is an SVG whose beam leans towards the side worth more (a ``transform`` attribute:
the site's CSP refuses inline styles); it is decoration, hidden from screen readers, because
every number it shows is also written in words beside it. Each pan lists its tokens by name
and count, never by colour alone; live, each token is a 44 px button that takes one off, and
under each pan a palette of buttons adds one of each token. The answer is an ARIA live region:
each side's sum as terms, the net, and for one of the page's examples the page's own figure
beside the calculator's, with a link to the ruling that discusses it.
"""

from __future__ import annotations

import math
from typing import Any, Mapping

from engine.arnak.examples import EXAMPLES
from engine.arnak.values import TOKENS, UNITS

from ..calcwidget import choice_group
from ..controls import button, edit_attributes
from ..markup import escape
from ..strings import game_words

ui = game_words(__file__).ui

SIDES = ("costs", "gains")
RULINGS_URL = "../rulings/"
"""The rulings page, relative to the calculator's page (directory URLs)."""


def signed(n: int) -> str:
    """A net as the widget writes it: +1, 0, −1 (a true minus sign)."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def presets_html(example: str | None, lang: str, live: bool) -> str:
    """The page's examples: buttons (the loaded one pressed) live, the example's name in the
    static page."""
    if not live:
        name = ui(f"example_{example}", lang) if example else ui("own_move", lang)
        return f'<p class="arnak-example lr-label">{escape(name)}</p>'
    buttons = "".join(button(ui(f"example_{name}", lang), "preset", pressed=name == example,
                             value=name) for name in EXAMPLES)
    return choice_group("arnak-presets", "arnak-presets", ui("presets", lang), buttons)


def beam_svg(found: Mapping[str, Any]) -> str:
    """The balance: the beam turned by the net (at most 12 degrees), each pan's total in it."""
    angle = math.radians(4 * max(-3, min(3, int(found["net"]))))
    dx, dy = 70 * math.cos(angle), 70 * math.sin(angle)
    ends = {"costs": (100 - dx, 30 - dy), "gains": (100 + dx, 30 + dy)}
    parts = [f'<line class="arnak-beam" x1="{ends["costs"][0]:.1f}" y1="{ends["costs"][1]:.1f}" '
             f'x2="{ends["gains"][0]:.1f}" y2="{ends["gains"][1]:.1f}"/>',
             '<path class="arnak-stand" d="M100 30 L88 88 L112 88 Z"/>']
    for side, (x, y) in ends.items():
        parts.append(f'<path class="arnak-pan-line" d="M{x:.1f} {y:.1f} L{x - 18:.1f} {y + 22:.1f}'
                     f' M{x:.1f} {y:.1f} L{x + 18:.1f} {y + 22:.1f}"/>'
                     f'<path class="arnak-bowl" d="M{x - 22:.1f} {y + 22:.1f} Q{x:.1f} '
                     f'{y + 40:.1f} {x + 22:.1f} {y + 22:.1f} Z"/>'
                     f'<text x="{x:.1f}" y="{y + 34:.1f}" text-anchor="middle">'
                     f'{found[side]}</text>')
    return (f'<svg class="arnak-scale" viewBox="0 0 200 92" aria-hidden="true" '
            f'focusable="false">{"".join(parts)}</svg>')


def _token_button(side: str, token: str, delta: int, shown: str, verb: str, lang: str) -> str:
    """A token in a pan that a click takes off (``delta`` −1), or one of a palette's that a
    click adds (1): its name and unit, then in words hidden for the eye what the click does."""
    sign, css = ("+", "arnak-add") if delta > 0 else ("−", "arnak-token")
    return (f'<button type="button" class="lr-btn {css}"'
            f'{edit_attributes("token", target=side, kind=token, delta=delta)}>'
            f'<span aria-hidden="true">{sign} </span>{escape(shown)} '
            f'<span class="arnak-unit">({UNITS[token]})</span>'
            f'<span class="lr-sr">: {escape(ui(verb, lang))}</span></button>')


def pan_html(side: str, counts: Mapping[str, int], found: Mapping[str, Any], lang: str,
             live: bool) -> str:
    """One pan: its total, its tokens (live: a click takes one off) and, live, its palette."""
    items = []
    for token in (t for t in TOKENS if counts.get(t)):
        shown = f'{ui(f"token_{token}", lang)} ×{counts[token]}'
        items.append(f'<li>{_token_button(side, token, -1, shown, "takes_off", lang)}</li>'
                     if live else f'<li><span class="arnak-token">{escape(shown)} '
                     f'<span class="arnak-unit">({UNITS[token]})</span></span></li>')
    tokens = (f'<ul class="arnak-tokens lr-row">{"".join(items)}</ul>' if items
              else f'<p class="arnak-none">{escape(ui("empty", lang))}</p>')
    total = ui("side_units", lang, n=found[side])
    head = (f'<p class="lr-label arnak-total">'
            f'{escape(ui("side_head", lang, side=ui(side, lang), units=total))}</p>')
    palette = ""
    if live:
        verb = "adds_cost" if side == "costs" else "adds_gain"
        buttons = "".join(_token_button(side, token, 1, ui(f"token_{token}", lang), verb, lang)
                          for token in TOKENS)
        palette = choice_group("arnak-adds", f"arnak-add-{side}", ui(f"add_to_{side}", lang),
                               buttons, box="arnak-palette")
    return f'<div class="arnak-pan" data-side="{side}">{head}{tokens}{palette}</div>'


def _side_sum(side: str, found: Mapping[str, Any], lang: str) -> str:
    terms = " + ".join(ui("term", lang, count=t["count"], token=ui(f"token_{t['token']}", lang),
                          unit=t["unit"]) for t in found["terms"][side]) or "0"
    return ui("side_sum", lang, side=ui(side, lang), terms=terms, total=found[side])


def _formula(terms: list[list[int]]) -> str:
    return " + ".join(str(each) if count == 1 else f"{count} × {each}" for count, each in terms)


def answer_html(found: Mapping[str, Any], page: Mapping[str, Any] | None, lang: str) -> str:
    """The arithmetic, the net and its verdict, and the page's figure for an example."""
    net = int(found["net"])
    verdict = (ui("gain", lang, n=net) if net > 0 else ui("loss", lang, n=-net) if net < 0
               else ui("even", lang))
    lines = [_side_sum(side, found, lang) for side in SIDES]
    lines.append(ui("net", lang, gains=found["gains"], costs=found["costs"], net=signed(net)))
    said = "".join(f"<li>{escape(line)}</li>" for line in lines)
    note = ""
    if page is not None:
        shown = signed if page["measures"] == "net" else str   # a net has its sign
        words = [ui(f"figure_{page['measures']}", lang, figure=shown(page["figure"]),
                    computed=shown(page["computed"]), net=signed(net))]
        if page["formula"]:
            words.append(ui("formula", lang, formula=_formula(page["formula"]),
                            value=page["formula_value"]))
        words.append(ui("agrees" if page["agrees"] else "differs", lang))
        link = (f' <a href="{RULINGS_URL}#{page["ruling"]}">{escape(ui("ruling_link", lang))}'
                f'</a>')
        state = "agrees" if page["agrees"] else "differs"
        note = (f'<p class="arnak-page" data-agrees="{state}">{escape(" ".join(words))}'
                f'{link}</p>')
    return (f'<div class="arnak-answer" aria-live="polite"><ul class="arnak-sums lr-lines">{said}</ul>'
            f'<p class="arnak-verdict lr-big" data-net="{net}">{escape(verdict)}</p>{note}</div>')
