"""The Art Decko widget's drawing as HTML: the museum, the draw pile, the market tracks and
the verdict.

The museum is five columns (an ordered list), one per exhibition: on top its bonus tile, ★
when it scores; under it one square per invitation marker, ■ holding a painting and □ free.
Live, a tap on a square hangs paintings up to that marker, or takes the top one down, and
each column has a stepper for its markers. The draw pile is a small stack of cards with its
count, each market a track whose bar grows to the end at 70. Signs and words, never colour
alone; lists, not tables, so nothing is wider than a phone.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.artdecko.museum import EXHIBITIONS, MARKET_LIMIT, MARKETS, MUSEUM_LIMIT, markets_over
from engine.i18n import catalogue

from ..calcwidget import count_line, meter
from ..controls import button, stepper_cell
from ..markup import escape
from ..strings import game_words

_words = game_words(__file__)
DOMAIN, ui = _words.DOMAIN, _words.ui

def _slot(n: int, k: int, held: bool, lang: str, live: bool) -> str:
    sign = "■" if held else "□"
    face = (button(ui("slot_off" if held else "slot", lang, n=n + 1, k=k), "slot", text=sign,
                   index=n, n=k) if live else sign)
    hidden = "" if live else ' aria-hidden="true"'
    return f'<li class="ad-slot" data-held="{str(held).lower()}"{hidden}>{face}</li>'


def exhibition_html(n: int, setup: Mapping[str, Any], found: Mapping[str, Any], lang: str,
                    live: bool) -> str:
    """One exhibition: its tile, its markers top down (the last marker at the top), and live,
    the stepper of its markers."""
    shown, room = setup["paintings"][n], setup["markers"][n]
    scores = n + 1 in found["bonus"]
    words = [ui("exhibition", lang, n=n + 1), ui("filled", lang, p=shown, m=room)]
    if shown == room:
        words.append(ui("full", lang))
    if scores:
        words.append(ui("tile_scores", lang))
    slots = "".join(_slot(n, k, k <= shown, lang, live) for k in range(room, 0, -1))
    steps = ""
    if live:
        steps = stepper_cell(room, ui("fewer_markers", lang, n=n + 1),
                             ui("more_markers", lang, n=n + 1), "markers", index=n)
    return (f'<li class="ad-exhibition" data-full="{str(shown == room).lower()}">'
            f'<span class="lr-sr">{escape(catalogue(DOMAIN, lang).phrases.join(words))}</span>'
            f'<span class="ad-tile" data-scores="{str(scores).lower()}" aria-hidden="true">'
            f'{"★" if scores else "☆"}</span>'
            f'<ol class="ad-slots" reversed>{slots}</ol>'
            f'<span class="ad-num" aria-hidden="true">{n + 1}</span>{steps}</li>')


def museum_html(setup: Mapping[str, Any], found: Mapping[str, Any], lang: str,
                live: bool) -> str:
    columns = "".join(exhibition_html(n, setup, found, lang, live) for n in range(EXHIBITIONS))
    return (f'<div class="ad-museum"><p class="lr-label">{escape(ui("museum", lang))}</p>'
            f'<ol class="ad-exhibitions">{columns}</ol>'
            f'<p class="lr-help">{escape(ui("legend", lang))}</p></div>')


def deck_html(setup: Mapping[str, Any], lang: str, live: bool) -> str:
    deck = int(setup["deck"])
    cards = min(deck, 4)
    stack = "".join(f'<rect x="{4 + 3 * i}" y="{14 - 3 * i}" width="22" height="30" rx="2"/>'
                    for i in range(cards))
    picture = (f'<svg class="ad-stack" viewBox="0 0 40 48" aria-hidden="true" '
               f'focusable="false">{stack or "<rect class=ad-gone x=4 y=14 width=22 height=30 rx=2/>"}</svg>')
    count = (stepper_cell(deck, ui("fewer_cards", lang), ui("more_cards", lang), "deck")
             if live else f'<span class="lr-count">{deck}</span>')
    return f'<div class="ad-deck">{picture}{count_line("ad-count", ui("deck", lang), count)}</div>'


def track_html(market: str, rating: int, lang: str, live: bool) -> str:
    name = ui(market, lang)
    bar = meter(min(rating, MARKET_LIMIT) / MARKET_LIMIT, "ad-track")
    value = f'<span class="lr-count">{rating}</span>'
    if live:
        value = (f'{button(ui("lower10", lang, market=name), "rating", text="−10", kind=market, delta=-10)}'
                 f'{stepper_cell(rating, ui("lower", lang, market=name), ui("higher", lang, market=name), "rating", kind=market)}'
                 f'{button(ui("higher10", lang, market=name), "rating", text="+10", kind=market, delta=10)}')
    mark = " ⚑" if rating >= MARKET_LIMIT else ""
    return (f'<li data-market="{market}" data-over="{str(rating >= MARKET_LIMIT).lower()}">'
            f'<span class="ad-market">{escape(name)}{mark}</span>{bar}'
            f'<span class="ad-rating">{value}</span></li>')


def market_html(setup: Mapping[str, Any], lang: str, live: bool) -> str:
    rows = "".join(track_html(m, int(setup["ratings"][m]), lang, live) for m in MARKETS)
    return (f'<div class="ad-markets"><p class="lr-label">{escape(ui("ratings", lang, limit=MARKET_LIMIT))}</p>'
            f'<ul class="ad-list">{rows}</ul></div>')


def verdict_html(setup: Mapping[str, Any], found: Mapping[str, Any], lang: str) -> str:
    """The answer in words: ends or not, each trigger met or not, the tiles that score."""
    join = catalogue(DOMAIN, lang).join
    met = set(found["triggers"])
    over = [ui(m, lang) for m in markets_over(setup["ratings"])]
    top = max(setup["ratings"][m] for m in MARKETS)
    lines = [
        ("museum", ui("museum_met" if "museum" in met else "museum_not", lang,
                      n=found["exhibited"], limit=MUSEUM_LIMIT)),
        ("deck", ui("deck_met", lang) if "deck" in met else ui("deck_not", lang,
                                                               n=setup["deck"])),
        ("market", ui("market_met", lang, markets=join(over), limit=MARKET_LIMIT)
         if "market" in met else ui("market_not", lang, top=top, limit=MARKET_LIMIT)),
    ]
    items = "".join(f'<li data-met="{str(key in met).lower()}">'
                    f'<span aria-hidden="true">{"✔" if key in met else "–"}</span> '
                    f'{escape(text)}</li>' for key, text in lines)
    tiles = join([str(n) for n in found["bonus"]])
    bonus = ui(f'bonus_{found["bonus_rule"]}', lang, list=tiles)
    head = ui("ends" if found["ends"] else "goes_on", lang)
    return (f'<div class="ad-verdict" data-ends="{str(found["ends"]).lower()}">'
            f'<p class="lr-big">{"⏹ " if found["ends"] else "▶ "}{escape(head)}</p>'
            f'<ul class="ad-list">{items}</ul><p class="ad-bonus">{escape(bonus)}</p></div>')
