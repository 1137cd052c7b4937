"""Actions: small immutable values with a text form and a JSON form.

Text forms (``parse_action(str(a)) == a``)::

    play c7 left cover 1     lay card c7 on the left end, its square 1 over that end
    give c12                 (after a round win in a 2-win match) give c12 as the marker
    deal                     (after a tied round) deal the round again

JSON forms are the elements of a scenario's ``actions`` (``player`` is read by the scenario
runner, not here): ``{"do": "play", "card": "c7", "end": "left", "cover": 1}``,
``{"do": "give", "card": "c12"}``, ``{"do": "deal"}``.

Ambushes are not actions: the engine records them when a turn starts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Union

from .components import ENDS
from .refusals import M_, RulesError


class ActionSyntaxError(RulesError):
    """Text or JSON that does not describe an action at all."""


@dataclass(frozen=True, slots=True)
class Play:
    """Lay ``card`` from hand over the ``end`` end of the trail, its square ``cover`` down."""

    card: str
    end: str
    cover: int

    def __str__(self) -> str:
        return f"play {self.card} {self.end} cover {self.cover}"

    def to_json(self) -> dict[str, Any]:
        return {"do": "play", "card": self.card, "end": self.end, "cover": self.cover}


@dataclass(frozen=True, slots=True)
class Give:
    """Give ``card`` face down to the round's winner, as the marker of their win."""

    card: str

    def __str__(self) -> str:
        return f"give {self.card}"

    def to_json(self) -> dict[str, Any]:
        return {"do": "give", "card": self.card}


@dataclass(frozen=True, slots=True)
class Deal:
    """Shuffle and deal the round again after a tie."""

    def __str__(self) -> str:
        return "deal"

    def to_json(self) -> dict[str, Any]:
        return {"do": "deal"}


Action = Union[Play, Give, Deal]

BAD_COVER = M_("bad-cover")


def _card(value: object) -> str:
    if not isinstance(value, str) or value.split() != [value]:
        raise ActionSyntaxError(M_("bad-card"), card=value)
    return value


def _end(value: object) -> str:
    if value not in ENDS:
        raise ActionSyntaxError(M_("bad-end"), end=value)
    assert isinstance(value, str)
    return value


def _cover(value: object) -> int:
    # The integer 0 or 1 only: 1.0 == 1 in Python, but a cover is an index, not a number.
    if not isinstance(value, int) or isinstance(value, bool) or value not in (0, 1):
        raise ActionSyntaxError(BAD_COVER, cover=value)
    return value


def parse_action(text: str) -> Action:
    """The text form back to its action; :class:`ActionSyntaxError` if it is none."""
    words = text.split()
    if words == ["deal"]:
        return Deal()
    if len(words) == 2 and words[0] == "give":
        return Give(words[1])
    if len(words) == 5 and words[0] == "play" and words[3] == "cover":
        cover = {"0": 0, "1": 1}.get(words[4])
        if cover is None:
            raise ActionSyntaxError(BAD_COVER, cover=words[4])
        return Play(words[1], _end(words[2]), cover)
    raise ActionSyntaxError(M_("unreadable-action"), text=text)


def action_from_json(data: Mapping[str, Any]) -> Action:
    """An action object of the scenario format back to its action (``player`` is ignored)."""
    do = data.get("do")
    if do == "play":
        return Play(_card(data.get("card")), _end(data.get("end")), _cover(data.get("cover")))
    if do == "give":
        return Give(_card(data.get("card")))
    if do == "deal":
        return Deal()
    raise ActionSyntaxError(M_("unknown-verb"), do=do)
