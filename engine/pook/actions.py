"""Actions: immutable values with a text form, a JSON form and a reader for each.

Text forms (one line; cells are ``row,col``)::

    play orc:2 warrior at 0,1 power 0,2 piggy after 1,0
    play mage:1 warrior at -1,0 power -1,1 with knight:3
    play viking:3 coin at 2,0 piggy before 0,1
    flip 0,1

JSON forms are the elements of a scenario's ``actions`` (``player`` is read by the scenario,
not here): ``{"do": "play", "card", "side", "at", "power": {"target"[, "card"]},
"piggy": {"when", "with"}}`` and ``{"do": "flip", "at"}``.

Both are named tuples: a turn has hundreds of legal plays, and a tuple is the cheapest
immutable value Python builds, which keeps :meth:`State.legal_actions` fast.
"""

from __future__ import annotations

import re
from typing import Any, Mapping, NamedTuple, Union

from .components import SIDES, Cell, cell_text
from .refusals import M_, ActionSyntaxError

BEFORE, AFTER = "before", "after"
WHENS = (BEFORE, AFTER)


class Play(NamedTuple):
    """Play ``card`` (an id) ``side`` up at ``at``; optionally use its power on ``target``
    (a Mage also names the hand card ``with_card`` that replaces the target) and swap Piggy
    with the card at ``piggy_with``, ``piggy_when`` the card is played."""

    card: str
    side: str
    at: Cell
    target: Cell | None = None
    with_card: str | None = None
    piggy_when: str | None = None
    piggy_with: Cell | None = None

    def __str__(self) -> str:
        text = f"play {self.card} {self.side} at {cell_text(self.at)}"
        if self.target is not None:
            text += f" power {cell_text(self.target)}"
            if self.with_card is not None:
                text += f" with {self.with_card}"
        if self.piggy_with is not None:
            text += f" piggy {self.piggy_when} {cell_text(self.piggy_with)}"
        return text

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"do": "play", "card": self.card, "side": self.side,
                               "at": list(self.at)}
        if self.target is not None:
            power: dict[str, Any] = {"target": list(self.target)}
            if self.with_card is not None:
                power["card"] = self.with_card
            out["power"] = power
        if self.piggy_with is not None:
            out["piggy"] = {"when": self.piggy_when, "with": list(self.piggy_with)}
        return out


class Flip(NamedTuple):
    """In a tie-break: choose the coin-side card at ``at`` to be turned warrior side up."""

    at: Cell

    def __str__(self) -> str:
        return f"flip {cell_text(self.at)}"

    def to_json(self) -> dict[str, Any]:
        return {"do": "flip", "at": list(self.at)}


Action = Union[Play, Flip]

_CELL = re.compile(r"^(-?\d{1,6}),(-?\d{1,6})$")

UNREADABLE = M_("unreadable-action")


def _text_cell(word: str, text: str) -> Cell:
    match = _CELL.match(word)
    if match is None:
        raise ActionSyntaxError(UNREADABLE, text=text)
    return int(match[1]), int(match[2])


def parse_action(text: str) -> Action:
    """The action of a text form; the inverse of ``str(action)``."""
    words = text.split()
    if len(words) == 2 and words[0] == "flip":
        return Flip(_text_cell(words[1], text))
    if len(words) < 5 or words[0] != "play" or words[2] not in SIDES or words[3] != "at":
        raise ActionSyntaxError(UNREADABLE, text=text)
    card, side, at = words[1], words[2], _text_cell(words[4], text)
    rest = words[5:]
    target = with_card = when = swap = None
    if rest[:1] == ["power"] and len(rest) >= 2:
        target = _text_cell(rest[1], text)
        rest = rest[2:]
        if rest[:1] == ["with"] and len(rest) >= 2:
            with_card, rest = rest[1], rest[2:]
    if rest[:1] == ["piggy"] and len(rest) == 3 and rest[1] in WHENS:
        when, swap, rest = rest[1], _text_cell(rest[2], text), []
    if rest:
        raise ActionSyntaxError(UNREADABLE, text=text)
    return Play(card, side, at, target, with_card, when, swap)


def json_cell(value: Any) -> Cell | None:
    """``[row, col]`` (two integers, not booleans) as a cell, or None."""
    if (isinstance(value, list) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        return value[0], value[1]
    return None


def _cell(value: Any) -> Cell:
    cell = json_cell(value)
    if cell is None:
        raise ActionSyntaxError(M_("not-a-cell"), value=value)
    return cell


def _card_word(value: Any) -> str:
    if not isinstance(value, str) or value.split() != [value]:
        raise ActionSyntaxError(M_("not-a-card-word"), value=value)
    return value


def action_from_json(data: Mapping[str, Any]) -> Action:
    """The action of a scenario's action object (``player`` is not read here)."""
    do = data.get("do")
    if do == "flip":
        return Flip(_cell(data.get("at")))
    if do != "play":
        raise ActionSyntaxError(M_("unknown-verb"), do=do)
    card = _card_word(data.get("card"))
    side = data.get("side")
    if side not in SIDES:
        raise ActionSyntaxError(M_("not-a-side"), value=side)
    at = _cell(data.get("at"))
    target = with_card = when = swap = None
    power = data.get("power")
    if power is not None:
        if not isinstance(power, Mapping) or "target" not in power or set(power) - {"target",
                                                                                    "card"}:
            raise ActionSyntaxError(M_("bad-power"))
        target = _cell(power["target"])
        if "card" in power:
            with_card = _card_word(power["card"])
    piggy = data.get("piggy")
    if piggy is not None:
        if (not isinstance(piggy, Mapping) or set(piggy) != {"when", "with"}
                or piggy["when"] not in WHENS):
            raise ActionSyntaxError(M_("bad-piggy"))
        when, swap = piggy["when"], _cell(piggy["with"])
    return Play(card, str(side), at, target, with_card, when, swap)
