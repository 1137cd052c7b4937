"""The ``end`` kind: the museum, the draw pile and the markets the reader sets, and whether
the game ends.

The state is the calculator's inputs; each view is its answer
(:class:`~livewidgets.calcwidget.CalcFace`). It refuses a marker taken from under a painting, a
rating past 99, a card taken from an empty pile.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.artdecko.calc import MAX_MARKERS
from engine.artdecko.museum import EXHIBITIONS, MARKETS

from ..calcwidget import calc_body, index_in, inputs_face, one_of
from ..controls import Json, unknown_edit, whole_number
from . import BARE
from .drawing import deck_html, market_html, museum_html, verdict_html
from ..strings import game_words

ui = game_words(__file__).ui

def _change(new: Json, act: Mapping[str, Any], lang: str) -> Json:
    """``slot`` (``index``: an exhibition from 0, ``n``: a marker from 1: paintings up to it,
    or one fewer when it is the top one), ``markers`` (``index``, ``delta``), ``deck``
    (``delta``), ``rating`` (``kind``: a market, ``delta``), ``reset``."""
    name = act.get("act")
    delta = whole_number(act.get("delta", 0))
    if name == "slot":
        i, k = index_in(EXHIBITIONS, act, "index"), whole_number(act.get("n"))
        new["paintings"][i] = k - 1 if new["paintings"][i] == k else k
    elif name == "markers" and isinstance(delta, int):
        i = index_in(EXHIBITIONS, act, "index")
        new["markers"][i] = new["markers"][i] + delta
    elif name == "deck" and isinstance(delta, int):
        new["deck"] = int(new["deck"]) + delta
    elif name == "rating" and isinstance(delta, int):
        market = one_of(MARKETS, act, "kind")
        new["ratings"][market] = int(new["ratings"][market]) + delta
    else:
        raise unknown_edit(name)
    return new


def _body(setup: Mapping[str, Any], found: Json, lang: str, live: bool) -> str:
    return calc_body(f'<div class="ad-answer" aria-live="polite">'
                     f'{verdict_html(setup, found, lang)}</div>',
                     f'<div class="lr-sides">{museum_html(setup, found, lang, live)}'
                     f'<div class="ad-side">{deck_html(setup, lang, live)}'
                     f'{market_html(setup, lang, live)}</div></div>', live)


FACE = inputs_face("artdecko", "end", BARE, css_class="ad-end-widget", kind="end",
                   change=_change, body=_body, ui=ui,
                   roomiest=lambda setup: {**setup, "markers": [MAX_MARKERS] * EXHIBITIONS})
"""What a config leaves out is :data:`BARE`'s; its room, that of every exhibition with all its
markers (a marker more adds a slot)."""
