"""The ``grow`` kind: a tree the reader grows by clicking hexes, and its score.

The state is the list of tiles in the order they were placed and the tile a click places;
each view is the calculator's answer (:class:`~livewidgets.calcwidget.CalcFace`): the score
and the hexes where each kind may grow. It refuses a leaf out of reach of the wood, a fruit
beside a fruit, taking away the wood a leaf stands on.

A config's ``tile`` (``{q, r, kind}``) is a placement tried on the example's tree: the build
marks its hex and writes the calculator's ``place`` answer under the board (allowed, or the
rule that refuses it); live, the same tile is the chosen one and the note stays until the
tree changes, so the reader can click the marked hex and see the refusal for themselves.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.bonsai.calc import TRUNK_ONLY
from engine.bonsai.tree import KINDS

from ..calcwidget import CalcFace, ask, asking, calc_body, one_of
from ..controls import EditError, Json, WayOut, unknown_edit, whole_number
from ..strings import game_words
from .drawing import NAMES, board_html, score_html, tools_html, tree_of, tried_html

_words = game_words(__file__)
ui, M_ = _words.ui, _words.M_

GROWS = {"wood-on-wood": M_("grow-wood"), "leaf-on-wood": M_("grow-leaf"),
         "flower-on-leaf": M_("grow-flower"), "fruit-on-two-leaves": M_("grow-fruit"),
         "fruit-apart": M_("grow-fruit-apart")}
"""The widget's words for each rule that refuses a tile where it was tapped: one short
sentence that says what to do (the calculator's own names the hex at length, six lines on a
phone: issue 22)."""

answer = asking("bonsai", "score", ("tiles",))
"""The calculator's ``score`` answer for the setup's tiles; a refusal as an :class:`EditError`."""


def setup_of(config: Mapping[str, Any]) -> Json:
    """The tree of a config: the tiles it lists (the trunk alone when it lists none) and the
    tile it tries on them, if any (the calculator has checked it), chosen."""
    tried = dict(config["tile"]) if isinstance(config.get("tile"), Mapping) else None
    return {"tiles": list(config.get("tiles", TRUNK_ONLY)),
            "tool": tried["kind"] if tried else "leaf", "tried": tried}


def _hex(value: Any) -> tuple[Any, Any]:
    """A ``data-target`` argument ``"q,r"`` as two whole numbers when it is one; the parts
    as given otherwise, for the calculator to refuse by name."""
    parts = [p.strip() for p in str(value).split(",")]
    if len(parts) != 2:
        parts = [str(value), ""]
    q, r = (whole_number(p) for p in parts)
    return q, r


def _change(state: Json, act: Mapping[str, Any], lang: str) -> Json:
    """``hex`` (``target``: ``"q,r"``; an empty hex gets the chosen tile, a tile is taken
    away), ``tool`` (``kind``: the tile a click places), ``clear`` (the trunk alone); any
    change to the tree drops the tile tried."""
    name = act.get("act")
    if name == "tool":
        return {**state, "tool": one_of(KINDS, act, "kind")}
    new: Json = {**state, "tiles": list(state["tiles"]), "tried": None}
    if name == "clear":
        new["tiles"] = list(TRUNK_ONLY)
    elif name == "hex":
        q, r = _hex(act.get("target"))
        kept = [t for t in new["tiles"] if (t["q"], t["r"]) != (q, r)]
        if len(kept) < len(new["tiles"]):
            new["tiles"] = kept
            _checked(new, lang, taken=True)
        else:
            new["tiles"] = [*new["tiles"], {"q": q, "r": r, "kind": new["tool"]}]
            _checked(new, lang)
    else:
        raise unknown_edit(name)
    return new


def _checked(new: Mapping[str, Any], lang: str, taken: bool = False) -> None:
    """Refuse a tap on the board in a player's words (:data:`GROWS`): a tile where it may
    not grow, or a tile ``taken`` away that another needs, named (the trunk always
    stays)."""
    try:
        answer(new)
    except EditError as err:
        said, kind = None if taken else GROWS.get(err.code), None
        if taken and err.code in ("not-the-trunk", "no-trunk"):
            said = M_("keep-trunk")
        elif taken and err.code in GROWS:   # the tile that needed the one taken, named
            spot = (int(err.params.get("q", 0)), int(err.params.get("r", 0)))
            said = M_("keep-support")
            kind = ui(NAMES[tree_of(new["tiles"]).get(spot, "wood")], lang)
        if said is None:
            raise
        raise WayOut(said, where=err.where, ruling=err.ruling, kind=kind) from None


def _body(setup: Mapping[str, Any], found: Json, lang: str, live: bool) -> str:
    """The tree and its score under the state's tool, and the tile the config tries, if any."""
    tiles, tool, tried = list(setup["tiles"]), str(setup["tool"]), setup.get("tried")
    outcome = (ask("bonsai", {"calc": "place", "tiles": tiles, "tile": dict(tried)})
               if tried else None)   # the calculator's answer for the tile tried, if any
    return calc_body(f'{tried_html(outcome, lang) if outcome else ""}'
                     f'{score_html(found, tool, lang)}',
                     f'{tools_html(tool, len(tiles), lang, live)}'
                     f'<div class="lr-sides">'
                     f'{board_html(tree_of(tiles), found, tool, lang, live, outcome)}</div>', live)


FACE = CalcFace(css_class="bonsai-grow", kind="grow", setup_of=setup_of, answer=answer,
                change=_change, body=_body, ui=ui, tools=("clear", "reset"))
