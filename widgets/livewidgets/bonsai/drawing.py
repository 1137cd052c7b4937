"""The Bonsai widget's drawing as HTML: the hex board, the tile buttons and the score.

The board is the calculator's 46 hexes (:func:`engine.bonsai.tree.board`), each placed by two
classes, its column and its row (the site's CSP refuses inline styles), the trunk's row at the
bottom. Each hex says what it holds in a sign and in its accessible name, never by colour
alone: ▮ wood, ❦ leaf, ✿ flower with its free sides, ● fruit, + an empty hex where the chosen
tile may grow; live, a tap places the chosen tile or takes a tile away. Under it, the score:
one line per kind and the total (:func:`~livewidgets.calcwidget.answer_lines`).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from engine.i18n import SHARED, catalogue
from engine.bonsai.places import hex_place
from engine.bonsai.tree import HALF_WIDTH, KINDS, TRUNK, Hex, board

from ..calcwidget import answer_lines, choice_group, held_room
from ..controls import button, drawn_cell
from ..markup import escape
from ..strings import game_words

ui = game_words(__file__).ui

SIGNS = {"wood": "▮", "leaf": "❦", "flower": "✿", "fruit": "●"}
"""The sign drawn on a tile of each kind (the legend explains them)."""
NAMES = {kind: kind.capitalize() for kind in KINDS}
"""Each kind's key in the widget's phrases (``Leaf``)."""


def column(q: int, r: int) -> int:
    """A hex's column class, 0 to 12: half hex widths from the board's left edge."""
    return 2 * q + r + 2 * HALF_WIDTH


def tree_of(tiles: Sequence[Mapping[str, Any]]) -> dict[Hex, str]:
    """The tiles as a map from hex to kind (the calculator has checked them)."""
    return {(int(t["q"]), int(t["r"])): str(t["kind"]) for t in tiles}


def hex_html(hex_: Hex, tree: Mapping[Hex, str], found: Mapping[str, Any], tool: str,
             lang: str, live: bool, tried: bool = False) -> str:
    """One hex of the board: its tile's sign (a flower's free sides), or + where the chosen
    tile may grow, ✗ on the empty hex a worked example tries and the rules refuse; a button
    when live."""
    q, r = hex_
    kind = tree.get(hex_)
    free = next((f["free"] for f in found["flowers"] if (f["q"], f["r"]) == hex_), None)
    may_grow = kind is None and {"q": q, "r": r} in found["legal"][tool]
    state = kind or ("legal" if may_grow else "tried" if tried else "empty")
    sign = SIGNS[kind] if kind else ("+" if may_grow else "✗" if tried else "")
    inner = (f'<span class="bonsai-sign" aria-hidden="true">{sign}</span>'
             + (f'<span class="bonsai-free" aria-hidden="true">{free}</span>'
                if free is not None else ""))
    shared = catalogue(SHARED, lang)
    label = shared.labelled(ui("hex", lang, place=hex_place(q, r, lang)), ui(
        NAMES[kind] if kind else "may_grow" if may_grow else "empty", lang))
    if hex_ == TRUNK:
        label = shared.aside(label, ui("trunk", lang))
    label += "".join(shared.phrases + words for words in (
        ui("free", lang, n=free) if free is not None else "",
        ui("tried_here", lang) if tried else "") if words)
    return drawn_cell("div", f"bonsai-hex lr-i{column(q, r)} lr-j{r}", state, label, inner,
                      "bonsai-face", "hex" if live else None, hidden_name=True, target=f"{q},{r}")


def board_html(tree: Mapping[Hex, str], found: Mapping[str, Any], tool: str, lang: str,
               live: bool, outcome: Mapping[str, Any] | None = None) -> str:
    """The board, top row first (the reading order of the page), and its legend. A group,
    not a list: a refusal is shown after the clicked control's group (``live.js``), and a
    list would put it between the items. ``outcome``: the ``place`` answer of a tile a
    worked example tries, whose hex is marked."""
    hexes = sorted(board(), key=lambda h: (-h[1], h[0]))
    spot = (outcome["tile"]["q"], outcome["tile"]["r"]) if outcome else None
    items = "".join(hex_html(h, tree, found, tool, lang, live,
                             outcome is not None and h == spot and not outcome["allowed"])
                    for h in hexes)
    return (f'<div class="bonsai-board-wrap"><div class="bonsai-board" role="group" '
            f'aria-label="{escape(ui("board", lang))}">{items}</div></div>'
            f'<p class="lr-help">{escape(ui("legend", lang))}</p>')


def tried_html(outcome: Mapping[str, Any], lang: str) -> str:
    """What the rules say of the tile a worked example tries: allowed, or refused with the
    rule (in words, linked to nothing: the page's prose explains it)."""
    tile = outcome["tile"]
    kind = ui(NAMES[tile["kind"]], lang)
    if outcome["allowed"]:
        text = ui("tried_allowed", lang, kind=kind, place=hex_place(tile["q"], tile["r"], lang))
    else:
        text = ui("tried_refused", lang, kind=kind, place=hex_place(tile["q"], tile["r"], lang),
                  rule=ui("rule_" + str(outcome["ruling"]).replace("-", "_"), lang))
    return (f'<p class="bonsai-tried" data-ruling="{escape(str(outcome["ruling"] or ""))}">'
            f'{escape(text)}</p>')


def tools_html(tool: str, count: int, lang: str, live: bool) -> str:
    """The tile a click places (live), or how many tiles the example holds (static), in the
    room the live tools will take (so the tree under them does not move when they come)."""
    if not live:
        return held_room(f'<p class="bonsai-note">{escape(ui("tiles_static", lang, n=count))}'
                         '</p>', tools_html(tool, count, lang, True))
    buttons = "".join(button(ui(NAMES[k], lang), "tool", text=f'<span aria-hidden="true">'
                             f'{SIGNS[k]}</span> {escape(ui(NAMES[k], lang))}',
                             pressed=k == tool, kind=k) for k in KINDS)
    return choice_group("bonsai-tools", "bonsai-tool", ui("tools", lang), buttons,
                        f'<p class="lr-help">{escape(ui("take", lang))}</p>')


def score_html(found: Mapping[str, Any], tool: str, lang: str) -> str:
    """The score per kind and in all, and where the chosen tile may grow."""
    items = [
        f'<li data-kind="{k}"><span aria-hidden="true">{SIGNS[k]}</span> '
        f'{escape(ui("line", lang, kind=ui(NAMES[k], lang), count=found["counts"][k], points=ui("total", lang, n=found["points"][k])))}'
        f'</li>' for k in KINDS]
    return answer_lines(
        "bonsai-score", ui("score", lang), items,
        head=f' <span class="lr-big bonsai-total">{escape(ui("total", lang, n=found["total"]))}</span>',
        foot=f'<p class="bonsai-places">{escape(ui("places", lang, n=len(found["legal"][tool])))}</p>')
