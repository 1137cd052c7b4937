"""The ``grow`` kind: a tree the reader grows by clicking hexes, and its score.

The state is the list of tiles in the order they were placed and the tile a click places.
Every view asks the calculator of the registry entry (``registry.calculator("bonsai").run``, the
same function as ``python -m engine.bonsai calc``) for the score and the hexes where each kind
may grow; an edit the calculator refuses (a leaf out of reach of the wood, a fruit beside a
fruit, taking away the wood a leaf stands on) is its own refusal, with its ruling, and the
tree stays as it was.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine import registry
from engine.bonsai.calc import TRUNK_ONLY
from engine.bonsai.tree import KINDS
from engine.errors import RulesError

from ..calcwidget import calc_view, calc_static
from ..controls import EditError, Json, unknown_edit
from .drawing import board_html, score_html, tools_html, tree_of
from .strings import ui

def tiles_of(config: Mapping[str, Any]) -> list[Any]:
    """The tiles a config lists (the trunk alone when it lists none)."""
    return list(config.get("tiles", TRUNK_ONLY))


def answer(tiles: list[Any]) -> Json:
    """The calculator's ``score`` answer; a refusal as an :class:`EditError` (same code,
    field and ruling)."""
    try:
        return registry.calculator("bonsai").run({"calc": "score", "tiles": tiles})
    except RulesError as err:
        raise err.recast(EditError) from None


def initial(config: Mapping[str, Any]) -> Json:
    origin = tiles_of(config)
    return {"kind": "grow", "origin": origin, "tiles": origin, "tool": "leaf"}


def _hex(value: Any) -> tuple[Any, Any]:
    """A ``data-target`` argument ``"q,r"`` as two whole numbers when it is one; the parts
    as given otherwise, for the calculator to refuse by name."""
    parts = [p.strip() for p in str(value).split(",")]
    if len(parts) != 2:
        parts = [str(value), ""]
    q, r = (int(p) if p.lstrip("-").isdigit() else p for p in parts)
    return q, r


def edit(state: Mapping[str, Any], act: Mapping[str, Any], lang: str) -> Json:
    """``hex`` (``target``: ``"q,r"``; an empty hex gets the chosen tile, a tile is taken
    away), ``tool`` (``kind``: the tile a click places), ``clear`` (the trunk alone),
    ``reset`` (the worked example)."""
    name = act.get("act")
    new: Json = {"kind": "grow", "origin": state["origin"], "tiles": list(state["tiles"]),
                 "tool": state["tool"]}
    if name == "reset":
        return {**new, "tiles": list(state["origin"]), "tool": "leaf"}
    if name == "tool":
        if act.get("kind") not in KINDS:
            raise unknown_edit(name)
        return {**new, "tool": act.get("kind")}
    if name == "clear":
        new["tiles"] = list(TRUNK_ONLY)
    elif name == "hex":
        q, r = _hex(act.get("target"))
        kept = [t for t in new["tiles"] if (t["q"], t["r"]) != (q, r)]
        if len(kept) < len(new["tiles"]):
            new["tiles"] = kept
        else:
            new["tiles"] = [*new["tiles"], {"q": q, "r": r, "kind": new["tool"]}]
    else:
        raise unknown_edit(name)
    answer(new["tiles"])  # refused here, before the state changes, if the calculator refuses
    return new


def _body(tiles: list[Any], tool: str, lang: str, live: bool) -> str:
    found = answer(tiles)
    return (f'{tools_html(tool, len(tiles), lang, live)}'
            f'<div class="bonsai-wrap">{board_html(tree_of(tiles), found, tool, lang, live)}'
            f'{score_html(found, tool, lang)}</div>'
            f'<p class="lr-message" role="alert" hidden></p>')


def static_html(config: Mapping[str, Any], lang: str) -> str:
    return calc_static("bonsai-grow", _body(tiles_of(config), "leaf", lang, False))


def view(state: Mapping[str, Any], lang: str) -> Json:
    return calc_view("bonsai-grow", _body(list(state["tiles"]), str(state["tool"]), lang, True),
                     [(ui("clear", lang), "clear"), (ui("reset", lang), "reset")])
