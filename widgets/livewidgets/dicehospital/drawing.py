"""The Dice Hospital widget's drawing as HTML: two rounds of patient dice, and every choice.

Each round is a row of dice, one per patient discharged in it, in order; a die shows the points
that patient scores as the n-th of its round (the tips page's list), so the reader sees the
later patients of a big round score more. A patient held back from this round moves to the
next one and is marked → (a sign every font draws, and words: never colour alone); live, a
tap holds back or brings back one patient. Under each round, its sum (track + bonus); under
both, the total of each choice (:func:`~livewidgets.calcwidget.answer_lines`).
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.dicehospital.track import SCORES
from engine.i18n import SHARED, catalogue

from ..calcwidget import answer_lines, count_line
from ..controls import button, drawn_cell, stepper_cell
from ..markup import escape
from ..strings import game_words

ui = game_words(__file__).ui


def dice_html(key: str, setup: Mapping[str, Any], found: Mapping[str, Any], lang: str,
              live: bool) -> str:
    """The patients discharged in round ``key``, in order: this round's, or the next round's
    (those ready anyway, then the held ones)."""
    count = int(found[key]["patients"])
    if not count:
        return f'<p class="dh-none">{escape(ui("no_patient", lang))}</p>'
    items = []
    for n in range(1, count + 1):
        held = key == "later" and n > int(setup["later"])
        words = [ui("patient", lang, n=n, points=SCORES[n - 1])]
        if held:
            words.append(ui("held_mark", lang))
        # live, a tap holds back one of this round's patients or brings back a held one
        kind = ("now" if key == "now" else "held" if held else None) if live else None
        if kind:
            words.append(ui("hold_it" if kind == "now" else "bring_back", lang))
        inner = (f'<span class="dh-order" aria-hidden="true">{n}</span>'
                 f'<span class="dh-score" aria-hidden="true">{SCORES[n - 1]}</span>'
                 f'<span class="dh-sign" aria-hidden="true">{"→" if held else ""}</span>')
        items.append(drawn_cell("li", "dh-bed", "held" if held else "in",
                                catalogue(SHARED, lang).phrases.join(words), inner, "dh-face",
                                kind and "patient", hidden_name=True, kind=kind, index=n))
    return f'<ol class="dh-beds lr-row" aria-label="{escape(ui("beds", lang))}">{"".join(items)}</ol>'


def round_html(key: str, setup: Mapping[str, Any], found: Mapping[str, Any], lang: str,
               live: bool) -> str:
    """One round: its dice, whether the hospital empties, and its sum."""
    empty = bool(setup[f"empty_{key}"])
    switch = (button(ui("empty", lang), "empty", pressed=empty, kind=key) if live
              else escape(ui("empty_yes" if empty else "empty_no", lang)))
    lost = (f'<p class="dh-lost">{escape(ui("bonus_lost", lang))}</p>'
            if key == "now" and empty and int(setup["hold"]) else "")
    r = found[key]
    total = escape(ui("sum", lang, track=r["track"], bonus=r["bonus"], points=r["points"]))
    return (f'<div class="dh-round" data-round="{key}"><p class="lr-label">'
            f'{escape(ui(key, lang))}</p>{dice_html(key, setup, found, lang, live)}'
            f'<p class="dh-empty">{switch}</p>{lost}<p class="dh-sum">{total}</p></div>')


def settings_html(setup: Mapping[str, Any], lang: str, live: bool) -> str:
    """How many patients each round has ready: steppers live, the example's numbers in words
    in the static page."""
    if not live:
        return (f'<p class="dh-settings">{escape(ui("settings", lang, now=setup["now"], later=setup["later"], hold=setup["hold"]))}'
                "</p>")
    cells = "".join(count_line("dh-count", ui(f"ready_{key}", lang), stepper_cell(
        int(setup[key]), ui(f"fewer_{key}", lang), ui(f"more_{key}", lang), "count", kind=key))
        for key in ("now", "later"))
    return f'<div class="dh-controls">{cells}</div>'


def options_html(found: Mapping[str, Any], lang: str) -> str:
    """The total of both rounds, of discharging everyone now, and of every choice."""
    options = found["options"]
    items = []
    for option in options:
        marks = []
        if option["hold"] in found["best"]["hold"]:
            marks.append(f'★ {ui("best_mark", lang)}')
        if option["hold"] == found["hold"]:
            marks.append(f'◀ {ui("chosen_mark", lang)}')
        said = ui("option", lang, hold=option["hold"], total=option["total"])
        items.append(f'<li data-hold="{option["hold"]}">{escape(said)}'
                     f'{"".join(f" <strong>{escape(m)}</strong>" for m in marks)}</li>')
    return (f'<div class="dh-total" aria-live="polite"><p class="dh-big">'
            f'{escape(ui("total", lang, total=found["total"]))}</p>'
            f'<p>{escape(ui("all_now", lang, total=options[0]["total"]))}</p></div>'
            + answer_lines("dh-options", ui("options", lang), items, polite=False))

