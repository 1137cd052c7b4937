"""The calculator of the registry entry: one JSON object in, one JSON object out.

Two calculations share one tree, given as ``tiles``: the tiles in the order they were placed
(``checked-when-placed``), the first being the trunk, a wood tile at q 0, r 0
(``trunk-first``); ``kind`` is ``wood``, ``leaf``, ``flower`` or ``fruit`` (``tiles`` left
out: the trunk alone); ``q`` and ``r`` are axial coordinates, ``r`` the row upward from the
trunk's (see :mod:`.tree`).

``score`` (``{"calc": "score", "tiles": [...]}``) answers::

    {"points": {"wood": 0, "leaf": 6, "flower": 4, "fruit": 7}, "total": 17,
     "counts": {"wood": 2, "leaf": 2, "flower": 1, "fruit": 1},
     "flowers": [{"q": 1, "r": 1, "free": 4}],
     "legal": {"wood": [{"q": -1, "r": 0}, ...], "leaf": [...], "flower": [...],
               "fruit": [...]}}

``points`` per kind and their ``total`` (``tile-points``, ``flower-free-sides``), the tiles of
each kind, each flower's free sides, and the empty hexes where a tile of each kind may grow
next, bottom row first, left to right.

``place`` (``{"calc": "place", "tiles": [...], "tile": {"q": -2, "r": 2, "kind": "fruit"}}``)
asks whether one more tile may be laid on that tree, and answers ``{"tile": {...},
"allowed": false, "ruling": "fruit-apart"}`` (``ruling`` null when it may): a placement the
rules refuse is an answer here, not an error, so a page can show the refusal.

Options of both: ``rows`` and ``half_width``, the size of the board (``assumed-board``: no
source sets an edge to the tree; default 7 rows and 3 hex widths either side of the trunk, 46
hexes), whole numbers from 1 to :data:`~.tree.MAX_ROWS` and :data:`~.tree.MAX_HALF_WIDTH`.

Limits, checked first, before any placement rule: the board's size; ``tiles`` a list of at
most the board's hexes; each tile an object with exactly ``q``, ``r`` (whole numbers, a hex of
the board) and ``kind``. Then each tile in order: the first is the trunk, none on a taken hex
(``one-tile-a-hex``), each by its kind's rule. A refusal is a
:class:`~engine.errors.RulesError` naming the field (``tiles[3]``, ``tiles[2].kind``,
``rows``) with its ruling, in this game's catalogue: the command line prints it on one line
and exits 2.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..calcinput import check_keys, is_integer, whole
from ..errors import RulesError, marker
from .rulings import Ruling
from .tree import (DEFAULT_BOARD, KINDS, MAX_HALF_WIDTH, MAX_ROWS, TRUNK, Board, Hex, board,
                   broken_rule, free_sides, legal, on_board, points)

M_ = marker("bonsai", __file__)

KEYS = frozenset({"calc", "tiles", "rows", "half_width"})
"""The keys the ``score`` calculation reads (any other is refused)."""
PLACE_KEYS = KEYS | {"tile"}
"""The keys the ``place`` calculation reads (``tile`` required)."""
SIZE_LIMITS = {"rows": MAX_ROWS, "half_width": MAX_HALF_WIDTH}
"""Each board option and its largest value (the smallest is 1)."""
TILE_KEYS = ("q", "r", "kind")
"""The keys of one tile."""
TRUNK_ONLY: list[dict[str, Any]] = [{"q": TRUNK[0], "r": TRUNK[1], "kind": "wood"}]
"""The tree before anything grows: what ``score`` reads when ``tiles`` is left out."""
MAX_TILES = len(board())
"""A tree on the default board never holds more tiles than its 46 hexes."""

RULES = {
    "wood-on-wood": M_("wood-on-wood"),
    "leaf-on-wood": M_("leaf-on-wood"),
    "flower-on-leaf": M_("flower-on-leaf"),
    "fruit-on-two-leaves": M_("fruit-on-two-leaves"),
    "fruit-apart": M_("fruit-apart"),
}
"""The refusal of each placement rule (its code is the ruling's id)."""


def _size(inputs: Mapping[str, Any]) -> Board:
    """The board the options give (``assumed-board``), each bounded for safety."""
    return Board(**{key: whole(inputs.get(key, getattr(DEFAULT_BOARD, key)), key, M_("not-a-size"),
                               most, least=1) for key, most in SIZE_LIMITS.items()})


def _tile(value: Any, i: int | None, size: Board = DEFAULT_BOARD) -> tuple[Hex, str]:
    """One tile's shape and bounds (no placement rule yet); ``i`` None: the ``tile`` asked
    about."""
    where = "tile" if i is None else f"tiles[{i}]"
    if not isinstance(value, Mapping):
        raise RulesError(M_("not-a-tile"), where=where, value=value)
    for key in value:
        if key not in TILE_KEYS:
            raise RulesError(M_("not-a-tile-key"), where=f"{where}.{key}")
    for key in TILE_KEYS:
        if key not in value:
            raise RulesError(M_("missing-tile-key"), where=f"{where}.{key}")
    for key in ("q", "r"):
        if not is_integer(value[key]):
            raise RulesError(M_("not-a-number"), where=f"{where}.{key}", value=value[key])
    q, r = int(value["q"]), int(value["r"])
    if not on_board(q, r, size):
        raise RulesError(M_("off-board"), where=where, q=q, r=r, hex=(q, r), top=size.rows - 1,
                         half=size.half_width)
    if value["kind"] not in KINDS:
        raise RulesError(M_("not-a-kind"), where=f"{where}.kind", value=value["kind"])
    return (q, r), str(value["kind"])


def grow(tiles: Any, size: Board = DEFAULT_BOARD) -> dict[Hex, str]:
    """The tree the list grows, checked: limits first, then each tile in order by its rule."""
    if not isinstance(tiles, list):
        raise RulesError(M_("not-a-list"), where="tiles", value=tiles)
    most = len(board(size))
    if len(tiles) > most:
        raise RulesError(M_("too-many"), where="tiles", n=len(tiles), most=most,
                         ruling=Ruling.ONE_TILE_A_HEX)
    if not tiles:
        raise RulesError(M_("no-trunk"), where="tiles", ruling=Ruling.TRUNK_FIRST)
    placed = [_tile(value, i, size) for i, value in enumerate(tiles)]
    tree: dict[Hex, str] = {}
    for i, ((q, r), kind) in enumerate(placed):
        where = f"tiles[{i}]"
        if i == 0:
            if ((q, r), kind) != (TRUNK, "wood"):
                raise RulesError(M_("not-the-trunk"), where=where, ruling=Ruling.TRUNK_FIRST)
        elif (q, r) in tree:
            raise RulesError(M_("taken"), where=where, q=q, r=r, hex=(q, r),
                             ruling=Ruling.ONE_TILE_A_HEX)
        elif (rule := broken_rule(tree, q, r, kind)) is not None:
            raise RulesError(RULES[rule], where=where, q=q, r=r, hex=(q, r), ruling=Ruling(rule))
        tree[(q, r)] = kind
    return tree


def refusal(tree: Mapping[Hex, str], q: int, r: int, kind: str) -> str | None:
    """The ruling that refuses a ``kind`` tile at ``(q, r)`` on this tree, or None."""
    if (q, r) in tree:
        return Ruling.ONE_TILE_A_HEX.value
    return broken_rule(tree, q, r, kind)


def score(tree: Mapping[Hex, str], size: Board = DEFAULT_BOARD) -> dict[str, Any]:
    """What a tree scores, and where each kind may grow next: see the module's docstring."""
    found = points(tree)
    return {"points": found, "total": sum(found.values()),
            "counts": {kind: sum(1 for k in tree.values() if k == kind) for kind in KINDS},
            "flowers": [{"q": q, "r": r, "free": free_sides(tree, q, r)}
                        for (q, r), kind in tree.items() if kind == "flower"],
            "legal": {kind: [{"q": q, "r": r} for q, r in legal(tree, kind, size)]
                      for kind in KINDS}}


def place(tree: Mapping[Hex, str], value: Any, size: Board = DEFAULT_BOARD) -> dict[str, Any]:
    """Whether the tile ``value`` may grow on ``tree`` now, and the ruling that refuses it."""
    (q, r), kind = _tile(value, None, size)
    ruling = refusal(tree, q, r, kind)
    return {"tile": {"q": q, "r": r, "kind": kind}, "allowed": ruling is None,
            "ruling": ruling}


def calc(inputs: Mapping[str, Any]) -> dict[str, Any]:
    """The registry's calculator (``inputs["calc"]`` already checked by
    :meth:`engine.registry.CalcSpec.run`); no ``tiles``: the trunk alone."""
    name = str(inputs["calc"])
    if name == "place":
        check_keys(inputs, name, PLACE_KEYS, required=("tile",))
    else:
        check_keys(inputs, name, KEYS)
    size = _size(inputs)
    tree = grow(inputs.get("tiles", TRUNK_ONLY), size)
    if name == "place":
        return place(tree, inputs["tile"], size)
    return score(tree, size)
