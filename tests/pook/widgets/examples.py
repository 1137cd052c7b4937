"""The positions the widget tests play on, written out by hand (the pages' examples are read
from the pages themselves, in tests/pook/widgets/test_pages.py).

The cost table is the one of the cost page's picture: row 0 holds the Knight 3 and Viking 1
warriors and Piggy; column 1 the Mage 2 coin, the Orc 3 warrior (shielded by the Knight 1
warrior below it) and the Knight 1; the Viking 2 coin at [1, 0] is in neither line of [0, 1].
"""

from __future__ import annotations

import copy
import re
from typing import Any

from engine.i18n import SHARED, catalogue
from livewidgets import api

GRID = [
    {"at": [0, 0], "card": "piggy", "side": "coin"},
    {"at": [0, -2], "card": "knight:3", "side": "warrior"},
    {"at": [0, -1], "card": "viking:1", "side": "warrior"},
    {"at": [-1, 0], "card": "orc:1", "side": "warrior"},
    {"at": [-1, 1], "card": "mage:2", "side": "coin"},
    {"at": [1, 0], "card": "viking:2", "side": "coin"},
    {"at": [1, -1], "card": "mage:1", "side": "warrior"},
    {"at": [1, 1], "card": "orc:3", "side": "warrior"},
    {"at": [2, 1], "card": "knight:1", "side": "warrior"},
]


def table(**fields: Any) -> dict[str, Any]:
    """Ana (Knight and Mage) to move against Ben (Orc and Viking) at the cost table."""
    data: dict[str, Any] = {
        "players": ["Ana", "Ben"], "banners": {"Ana": ["knight", "mage"],
                                               "Ben": ["orc", "viking"]},
        "grid": copy.deepcopy(GRID),
        "hands": {"Ana": ["orc:2", "mage:3", "viking:1"], "Ben": ["knight:2", "orc:2"]},
        "deck": ["knight:3"], "turn": "Ana", "piggy_lock": None}
    data.update(fields)
    return data


def cost(**fields: Any) -> dict[str, Any]:
    return {"widget": "cost", "scenario": table(**fields), "cell": [0, 1]}


def play(**power: Any) -> dict[str, Any]:
    """Ana's Viking 1, warrior side up at [0, 1], turns the Mage 2 coin at [-1, 1] over."""
    action = {"player": "Ana", "do": "play", "card": "viking:1", "side": "warrior",
              "at": [0, 1], "power": {"target": [-1, 1]}}
    return {"widget": "play", "scenario": table(actions=[action])}


def piggy(lock: list[int] | None = None, swaps: list[list[int]] | None = None
          ) -> dict[str, Any]:
    config: dict[str, Any] = {"widget": "piggy", "scenario": table(piggy_lock=lock)}
    if swaps is not None:
        config["swaps"] = swaps
    return config


TIE = {
    "players": ["Ana", "Ben", "Cleo"],
    "banners": {"Ana": ["knight", "orc"], "Ben": ["mage", "viking"], "Cleo": ["mage", "orc"]},
    "grid": [
        {"at": [-1, -1], "card": "knight:3", "side": "warrior"},
        {"at": [-1, 0], "card": "orc:3", "side": "coin"},
        {"at": [-1, 1], "card": "mage:3", "side": "warrior"},
        {"at": [0, -1], "card": "viking:3", "side": "warrior"},
        {"at": [0, 0], "card": "piggy", "side": "coin"},
        {"at": [0, 1], "card": "knight:1", "side": "warrior"},
        {"at": [1, -1], "card": "mage:2", "side": "coin"},
        {"at": [1, 0], "card": "orc:3", "side": "warrior"},
        {"at": [1, 1], "card": "viking:1", "side": "warrior"},
        {"at": [2, 0], "card": "knight:2", "side": "coin"},
    ],
    "hands": {}, "deck": [], "turn": "Ana", "piggy_lock": None,
}
"""The tie-break page's example: Knight 4, Mage 3, Orc 3, Viking 4; Ana (Knight and Orc) and
Ben (Mage and Viking) tie at 7, Cleo (Mage and Orc) has 6."""


def scoring(*flips: tuple[str, list[int]]) -> dict[str, Any]:
    actions = [{"player": p, "do": "flip", "at": at} for p, at in flips]
    return {"widget": "scoring", "scenario": {**copy.deepcopy(TIE), "actions": actions}}


CAPTION = re.compile(r'<figcaption class="lr-caption">(.*?)</figcaption>', re.S)
FRAME = re.compile(r'<figure class="lr-frame"[^>]*>.*?<div class="lr-diagram">(.*?)</div>'
                   r"</figure>", re.S)
TAG = re.compile(r"<[^>]+>")


def unescape(text: str) -> str:
    return (text.replace("&quot;", '"').replace("&#x27;", "'").replace("&lt;", "<")
            .replace("&gt;", ">").replace("&amp;", "&"))


def captions(html: str) -> list[str]:
    """The sentence of every frame a player holds, in order."""
    return [unescape(c) for c in CAPTION.findall(html)]


def diagrams(html: str) -> list[str]:
    """Every frame's drawing."""
    return FRAME.findall(html)


def words(html: str) -> str:
    """What a drawing says, tags left out."""
    return " ".join(unescape(TAG.sub(" ", html)).split())


def said(text: str, lang: str = "en") -> str:
    """``text`` with each negative number ("-1") written as a reader reads it, by the
    catalogue's :meth:`~engine.i18n.Catalogue.number` (the minus sign, not a hyphen)."""
    number = catalogue(SHARED, lang).number
    return re.sub(r"(?<![\w-])-(\d+)", lambda m: number(-int(m.group(1))), text)


def cell_html(diagram: str, r: int, c: int) -> str:
    """The table cell at [r, c] of a drawing (its <td>)."""
    for td in re.findall(r"<td[^>]*>.*?</td>", diagram, re.S):
        if f'data-r="{r}" data-c="{c}"' in td or said(f"row {r}, column {c}:") in td:
            return str(td)
    raise AssertionError(f"no cell [{r}, {c}]")


def tappable(diagram: str) -> set[tuple[int, int]]:
    """The cells of a live table a tap can use (not ``aria-disabled``)."""
    return {(int(r), int(c)) for r, c, rest in re.findall(
        r'data-r="(-?\d+)" data-c="(-?\d+)"([^>]*)>', diagram)
        if 'aria-disabled="true"' not in rest}


def act(view: dict[str, Any], lang: str = "en", **action: Any) -> dict[str, Any]:
    """One edit as the page sends it: a cell as ``value="r,c"``, a tool or a side as
    ``value``, every argument as text."""
    if "r" in action:
        action["value"] = f'{action.pop("r")},{action.pop("c")}'
    for name in ("tool", "side"):
        if name in action:
            action["value"] = action.pop(name)
    return api.act("pook", view["state"], {k: str(v) for k, v in action.items()}, lang)


def texts(view: dict[str, Any]) -> list[str]:
    """The sentence of every frame of a widget view, in order."""
    return [f["text"] for f in view["frames"]]


def static_and_live(config: dict[str, Any], lang: str) -> tuple[str, dict[str, Any]]:
    """The build's widget and the live view of one config, once it is checked that they tell
    the same steps: the same sentences, and drawings that say the same."""
    static = api.render("pook", config, lang)
    live = api.start("pook", config, lang)
    assert captions(static) == texts(live)
    assert [words(d) for d in diagrams(static)] == [words(d) for d in diagrams(live["html"])]
    return static, live
