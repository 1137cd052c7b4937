"""The simulate panel's results: an inline SVG chart with text labels, and the same numbers as
tables (the fallback for screen readers and for anyone who prefers figures to bars).

Win rates are one horizontal bar per player; the score distribution is one small histogram per
player over shared bins, so the players' spreads line up and can be compared at a glance.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from engine.i18n import SHARED, catalogue
from engine.simulation import Summary

from ..markup import escape
from ..strings import percent
from .board import points
from .strings import text

WIDTH = 360
BAR_ROW = 22
LABEL_W = 110
HIST_H = 70
MAX_BINS = 16
"""The most bins of the score histograms (:meth:`engine.simulation.Summary.score_bins`)."""


def bin_label(low: int, high: int, lang: str) -> str:
    return points(low, lang) if low == high else f"{points(low, lang)}…{points(high, lang)}"


def win_svg(players: Sequence[str], rates: Mapping[str, float], lang: str) -> str:
    height = 28 + BAR_ROW * len(players)
    span = WIDTH - LABEL_W - 60
    rows = []
    for i, name in enumerate(players):
        y = 24 + i * BAR_ROW
        w = max(1.0, rates[name] * span)
        rows.append(
            f'<text x="{LABEL_W - 6}" y="{y + 13}" text-anchor="end">{escape(name[:16])}</text>'
            f'<rect class="sbx-bar sbx-p{i}" x="{LABEL_W}" y="{y}" width="{w:.1f}" height="16"/>'
            f'<text x="{LABEL_W + w + 4:.1f}" y="{y + 13}">{percent(rates[name], lang)}</text>')
    title = escape(text(lang, "win_rate"))
    return (f'<svg class="sbx-chart" data-chart="wins" viewBox="0 0 {WIDTH} {height}" '
            f'role="img" aria-label="{title}"><text x="0" y="14" class="sbx-chart-title">'
            f'{title}</text>{"".join(rows)}</svg>')


def histogram_svg(players: Sequence[str], counts: Mapping[str, Sequence[int]],
                  bins: Sequence[tuple[int, int]], lang: str) -> str:
    """One histogram per player, stacked, sharing the bins and the vertical scale."""
    tallest = max(max(c) for c in counts.values()) or 1
    block = HIST_H + 34
    height = 22 + block * len(players)
    plot_w = WIDTH - 40
    bar_w = plot_w / len(bins)
    labelled = catalogue(SHARED, lang).labelled
    parts = []
    for i, name in enumerate(players):
        top = 22 + i * block
        base = top + 14 + HIST_H
        parts.append(f'<text x="0" y="{top + 10}">{escape(name[:24])}</text>')
        for b, n in enumerate(counts[name]):
            h = HIST_H * n / tallest
            parts.append(f'<rect class="sbx-bar sbx-p{i}" x="{30 + b * bar_w:.1f}" '
                         f'y="{base - h:.1f}" width="{max(bar_w - 1, 1):.1f}" height="{h:.1f}">'
                         f'<title>{escape(labelled(bin_label(*bins[b], lang), n))}</title></rect>')
        parts.append(f'<line x1="30" y1="{base}" x2="{30 + plot_w}" y2="{base}" class="sbx-axis"/>'
                     f'<text x="30" y="{base + 14}">{points(bins[0][0], lang)}</text>'
                     f'<text x="{30 + plot_w}" y="{base + 14}" text-anchor="end">'
                     f'{points(bins[-1][1], lang)}'
                     f'</text><text x="26" y="{top + 24}" text-anchor="end">{tallest}</text>')
        low, high = bins[0][0], bins[-1][1]
        if low < 0 < high:
            zero = 30 + plot_w * (0 - low) / (high + 1 - low)
            parts.append(f'<text x="{zero:.1f}" y="{base + 14}" text-anchor="middle">0</text>')
    title = escape(text(lang, "score_spread"))
    # "Score distribution (points)": Chinese sets its note in full-width brackets
    head = catalogue(SHARED, lang).aside(text(lang, "score_spread"), text(lang, "points"))
    return (f'<svg class="sbx-chart" data-chart="scores" viewBox="0 0 {WIDTH} {height}" '
            f'role="img" aria-label="{title}"><text x="0" y="14" class="sbx-chart-title">'
            f'{escape(head)}</text>{"".join(parts)}</svg>')


def tables_html(players: Sequence[str], rates: Mapping[str, float], wins: Mapping[str, float],
                counts: Mapping[str, Sequence[int]], bins: Sequence[tuple[int, int]],
                lang: str) -> str:
    head = "".join(f'<th scope="col">{escape(text(lang, k))}</th>'
                   for k in ("player", "wins", "win_rate"))
    rows = "".join(
        f'<tr><th scope="row">{escape(n)}</th><td>{wins[n]:g}</td><td>{percent(rates[n], lang)}</td>'
        f'</tr>' for n in players)
    wins_table = f'<table data-table="wins"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>'
    head = (f'<th scope="col">{escape(text(lang, "points"))}</th>'
            + "".join(f'<th scope="col">{escape(n)}</th>' for n in players))
    rows = "".join(
        f'<tr><th scope="row">{escape(bin_label(*b, lang))}</th>'
        + "".join(f"<td>{counts[n][i]}</td>" for n in players) + "</tr>"
        for i, b in enumerate(bins))
    score_table = (f'<table data-table="scores"><caption>{escape(text(lang, "score_spread"))}'
                   f'</caption><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>')
    return wins_table + score_table


def chart_html(summary: Summary, lang: str) -> str:
    """Charts then tables (inside a disclosure), for a finished simulation."""
    players, wins, games = summary.players, summary.wins, summary.games
    rates = {n: wins[n] / games for n in players}
    bins, counts = summary.score_bins(MAX_BINS)
    shared = catalogue(SHARED, lang)
    return (f'<div class="sbx-charts">{win_svg(players, rates, lang)}'
            f'{histogram_svg(players, counts, bins, lang)}</div>'
            f'<details class="sbx-data"><summary>'
            f'{escape(shared.labelled(text(lang, "games"), shared.number(games)))}</summary>'
            f'{tables_html(players, rates, wins, counts, bins, lang)}</details>')
