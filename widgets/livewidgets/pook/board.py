"""The one drawing of Pook's table, for every kind's frames, static and live alike.

A board is a position in the engine's scenario format (a step's board, or a scenario). The
table is an HTML table: a heading per row and per column with its number and its coins counted
by the engine (:meth:`engine.pook.table.Table.coin_lines`, Piggy included), then one cell per
square. Live, every cell is a button (``data-act="cell"``, ``data-arg-value="r,c"``, the same
``data-target-key`` for the sandbox's hand bar; ``data-r``, ``data-c`` for ``static/grid.js``'s
arrow keys); static, a span with the same text. Nothing is told by colour alone: a side is
also a shape (round coin, square warrior) and words; a mark is a symbol, said in words in the
cell and in the legend; the counted row and column also get a dashed outline.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Sequence

from engine.pook.components import FIXED_BOX, GRID_SIZE, PIGGY, Cell
from engine.pook.messages import card_name, cell_name, faction_name
from engine.pook.scenario import from_json
from engine.pook.table import Table

from ..markup import escape
from .strings import t, ui

SYMBOLS = {"chosen": "?", "counted": "+1", "swap": "⇄", "locked": "⊘", "target": "◎",
           "shielded": "◆", "new": "!", "picked": "★"}
"""The symbol drawn in a cell for each mark (the legend says each one in words)."""
ORDER = ("chosen", "line", "counted", "swap", "locked", "target", "shielded", "new", "picked")


@dataclass
class Marks:
    """What a frame points at on the table (every field optional)."""

    chosen: Cell | None = None
    rows: set[int] = field(default_factory=set)
    """Rows drawn as counted (dashed outline)."""
    cols: set[int] = field(default_factory=set)
    counted: set[Cell] = field(default_factory=set)
    swap: set[Cell] = field(default_factory=set)
    locked: Cell | None = None
    target: Cell | None = None
    shielded: set[Cell] = field(default_factory=set)
    new: set[Cell] = field(default_factory=set)
    picked: set[Cell] = field(default_factory=set)

    def of(self, cell: Cell) -> list[str]:
        """The marks of one cell, in legend order."""
        def has(name: str) -> bool:
            if name == "line":
                return cell[0] in self.rows or cell[1] in self.cols
            marked = getattr(self, name)
            return cell in marked if isinstance(marked, set) else cell == marked
        return [name for name in ORDER if has(name)]


def cards_of(board: Mapping[str, Any]) -> dict[Cell, tuple[str, str]]:
    """Cell -> (card id, side) of a board's grid."""
    return {(e["at"][0], e["at"][1]): (e["card"], e["side"]) for e in board["grid"]}


def identities(board: Mapping[str, Any]) -> dict[Cell, dict[str, str]]:
    """Each card found once on the table, by its cell: its identity (``data-flip``), by which
    the page slides it from where it was (Piggy's swaps move two cards). A card found twice has
    none (which one went where cannot be told)."""
    cards = cards_of(board)
    found = Counter(card for card, _ in cards.values())
    return {cell: {"data-flip": f"card-{card}"} for cell, (card, _) in cards.items()
            if found[card] == 1}


def cell_key(cell: Cell) -> str:
    """A cell as the engine's actions write it and the page reads it ("0,-1"): a live cell's
    ``data-arg-value`` and ``data-target-key``, a sandbox action's ``target``."""
    return f"{cell[0]},{cell[1]}"


def _span(values: Sequence[int], fixed: bool, pad: bool = True) -> list[int]:
    """The rows (or columns) drawn: every card and, with ``pad``, every cell a card could go
    to, at least 5."""
    low, high = min(values), max(values)
    if not pad:
        return list(range(low, high + 1))
    if fixed:
        return list(range(-2, 3))
    first, last = Table.reach(low, high)
    while last - first + 1 < GRID_SIZE:
        if (first + last) / 2 > 0:   # grow towards Piggy's first cell, else downwards
            first -= 1
        else:
            last += 1
    return list(range(first, last + 1))


def window(boards: Sequence[Mapping[str, Any]], pad: bool = True
           ) -> tuple[list[int], list[int]]:
    """The rows and columns drawn for every board of one example (the same for all its
    frames: the table does not jump between steps). Without ``pad``, only the cards' own (no
    card is played: Piggy's swaps, the count), which keeps the player within a phone's screen."""
    fixed = bool(boards[0].get("fixed_grid", False))
    rows = set().union(*(_span([c[0] for c in cards_of(b)], fixed, pad) for b in boards))
    cols = set().union(*(_span([c[1] for c in cards_of(b)], fixed, pad) for b in boards))
    return sorted(rows), sorted(cols)


Bounds = tuple[int, int, int, int]
"""The first and last row, first and last column of a table's cards (``Table.bounds``)."""
STEADY = GRID_SIZE + 1
"""Rows (and columns) of the sandbox's table: six show every card of a table four wide and
every cell a card may go to on each side."""


def _steady_line(spans: Iterable[tuple[int, int]]) -> list[int]:
    """One dimension of :func:`steady_window`: the first line starts two before Piggy's and
    moves only when a card, or a cell a card may go to, would fall outside, by the least."""
    first = -2
    for low, high in spans:
        reach_low, reach_high = Table.reach(low, high)
        first = min(max(first, reach_high - STEADY + 1), reach_low)
    return list(range(first, first + STEADY))


def steady_window(history: Sequence[Bounds | None], fixed: bool
                  ) -> tuple[list[int], list[int]]:
    """The rows and columns the sandbox draws after a game's moves (``history``: the table's
    bounds at the start and after each move): always as many (the fixed table's, or six), and
    moved only when a move leaves no other way, so the table keeps its size and place and a
    row or column stays under the thumb from one turn to the next (issue 22)."""
    if fixed:
        low, high = FIXED_BOX
        return list(range(low, high + 1)), list(range(low, high + 1))
    known = [b or (0, 0, 0, 0) for b in history] or [(0, 0, 0, 0)]
    return (_steady_line((b[0], b[1]) for b in known),
            _steady_line((b[2], b[3]) for b in known))


def _face(card: str, lang: str) -> str:
    """What the eye sees of a card: its faction and level, or Piggy's name."""
    if card == PIGGY:
        return f'<span class="pook-name">{escape(card_name(card, lang))}</span>'
    faction, level = card.split(":")
    return (f'<span class="pook-name">{escape(faction_name(faction, lang))}</span>'
            f'<span class="pook-level">{escape(level)}</span>')


def _cell(cell: Cell, found: tuple[str, str] | None, marks: list[str], open_: bool,
          lang: str, live: bool, flip: Mapping[str, str] | None = None,
          why: str | None = None) -> str:
    card, side = found if found else ("", "")
    # a card and the side it shows ("Orc 2, warrior side up"), else an empty cell
    what = (ui(f"{side}_up", lang, card=card_name(card, lang)) if found
            else ui("open" if open_ else "empty", lang))
    said = [what] + [ui(f"mark_{m}", lang) for m in marks if m != "line"]
    sr = ui("cell", lang, cell=cell_name(cell, lang), what=t(lang).separator.join(said))
    kind = f"pook-{side}" if found else ("pook-open" if open_ else "pook-empty")
    if card == PIGGY:
        kind += " pook-piggy"
    face = _face(card, lang) if found else ""
    badges = "".join(f'<span class="pook-badge pook-b-{m}">{SYMBOLS[m]}</span>'
                     for m in marks if m in SYMBOLS)
    moves = "".join(f' {k}="{escape(v)}"' for k, v in (flip or {}).items())
    # the identity is the whole cell's: a card slides with its frame (its side's shape), not
    # its words alone out of an empty frame
    inner = (f'<span class="pook-face" aria-hidden="true">{face}'
             f'<span class="pook-badges">{badges}</span></span>'
             f'<span class="lr-sr">{escape(sr)}</span>')
    data = "".join(f" data-mark-{m}" for m in marks)
    if live:
        off = (f' aria-disabled="true" aria-describedby="{escape(why)}"' if why else "")
        return (f'<td{data}><button type="button" class="pook-cell {kind}" data-act="cell" '
                f'data-arg-value="{cell_key(cell)}" data-target-key="{cell_key(cell)}" '
                f'data-r="{cell[0]}" data-c="{cell[1]}" '
                f'data-cell-name="{escape(cell_name(cell, lang))}"{moves}{off}>'
                f"{inner}</button></td>")
    return f'<td{data}><span class="pook-cell {kind}"{moves}>{inner}</span></td>'


def reasons(said: Mapping[str, str]) -> str:
    """The reasons of a live table's plain cells (``off`` of :func:`table_html`), each once by
    its id (the frames repeat the table): drawn with the controls, hidden, read out with a cell
    and shown when it is tapped (``live.js``)."""
    return "".join(f'<span class="lr-why" id="{escape(ident)}" hidden>{escape(text)}</span>'
                   for ident, text in said.items())


def every_cell(view: tuple[list[int], list[int]]) -> list[Cell]:
    """The cells a table of ``view`` draws (:func:`window`)."""
    return [(r, c) for r in view[0] for c in view[1]]


def _legend(used: set[str], lang: str) -> str:
    items = "".join(f'<li><span class="pook-badge pook-b-{m}" aria-hidden="true">'
                    f'{SYMBOLS.get(m, "┆")}</span> {escape(ui(f"mark_{m}", lang))}</li>'
                    for m in ORDER if m in used)
    return (f'<ul class="pook-legend" aria-label="{escape(ui("legend", lang))}">{items}</ul>'
            if items else "")


def _heading(line: str, n: int, coins: int, lang: str) -> str:
    """A row's or a column's heading: its number and its coins (◎), said in words too. It has
    an identity (``data-flip``): when the table's frame moves, it slides with the cards rather
    than the numbers jumping under a still table."""
    said = f'{ui(line, lang, n=n)}{t(lang).separator}{ui("coins", lang, n=coins)}'
    return (f'<span aria-hidden="true" class="pook-head" data-flip="{line}-{n}">'
            f'{t(lang).number(n)}'
            f'<span class="pook-coins">◎{coins}</span></span>'
            f'<span class="lr-sr">{escape(said)}</span>')


def table_html(board: Mapping[str, Any], lang: str, marks: Marks | None = None,
               live: bool = False, view: tuple[list[int], list[int]] | None = None,
               show_open: bool = True, flips: Mapping[Cell, Mapping[str, str]] | None = None,
               off: Mapping[Cell, str] | None = None) -> str:
    """The table of ``board`` with ``marks``; buttons when ``live``. ``view``: the rows and
    columns drawn (:func:`window`); ``show_open``: mark where a card may go; ``flips``: each
    cell's motion attributes (:func:`identities`); ``off``: the live cells a tap cannot
    change, by their reason's id (:func:`reasons`): plain, ``aria-disabled`` (issue 22)."""
    marks = marks or Marks()
    flips = identities(board) if flips is None else flips
    rows, cols = view or window([board])
    cards = cards_of(board)
    table = from_json(board).table
    coin_rows, coin_cols = table.coin_lines()
    open_cells = set(table.open_cells()) if show_open else set()
    head = "".join(f'<th scope="col">{_heading("col", c, coin_cols.get(c, 0), lang)}</th>'
                   for c in cols)
    used: set[str] = set()
    body = []
    for r in rows:
        cells = []
        for c in cols:
            found = marks.of((r, c))
            used.update(found)
            cells.append(_cell((r, c), cards.get((r, c)), found, (r, c) in open_cells, lang,
                               live, flips.get((r, c)), (off or {}).get((r, c))))
        body.append(f'<tr><th scope="row">{_heading("row", r, coin_rows.get(r, 0), lang)}</th>'
                    f'{"".join(cells)}</tr>')
    return (f'<div class="pook-board"><table class="pook-table" '
            f'aria-label="{escape(ui("table", lang))}"><thead><tr><td></td>{head}</tr></thead>'
            f'<tbody>{"".join(body)}</tbody></table>{_legend(used, lang)}</div>')
