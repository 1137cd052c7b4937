"""Actions: small immutable values with a text form and a parser (as python-chess moves).

Text forms::

    draw
    bribe axe with axe axe wild
    buy 3 with axe crown wild curse crown
    buy 0

Card lists are kept in one canonical order (Treasure cards by id, then Wilds), so two actions
that play the same cards compare equal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Union

from .components import STALLS, WILD
from .refusals import M_, RulesError


class ActionSyntaxError(RulesError):
    """Text or JSON that does not describe an action at all."""


def canonical(cards: Iterable[str]) -> tuple[str, ...]:
    """Cards sorted Treasures first (by id), then Wilds."""
    ordered = sorted(cards)
    if WILD in ordered and ordered[-1] != WILD:  # some id sorts after "wild"
        ordered = [c for c in ordered if c != WILD] + [WILD] * ordered.count(WILD)
    return tuple(ordered)


@dataclass(frozen=True, slots=True)
class Bribe:
    """Offer ``cards`` (Treasures of type ``treasure`` plus any Wilds) to the Dragon."""

    treasure: str
    cards: tuple[str, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", canonical(self.cards))

    @classmethod
    def listed(cls, treasure: str, cards: tuple[str, ...]) -> Bribe:
        """A bribe whose ``cards`` are already in canonical order (the engine's own lists of
        legal actions, thousands at a time): made without sorting them again."""
        made = object.__new__(cls)
        object.__setattr__(made, "treasure", treasure)
        object.__setattr__(made, "cards", cards)
        return made

    def __str__(self) -> str:
        return f"bribe {self.treasure} with {' '.join(self.cards)}"

    def to_json(self) -> dict[str, Any]:
        return {"do": "bribe", "treasure": self.treasure, "cards": list(self.cards)}


@dataclass(frozen=True, slots=True)
class Buy:
    """Pay ``pay`` for every card of ``stall`` and, when paid, curse ``curse``."""

    stall: int
    pay: tuple[str, ...] = ()
    curse: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "pay", canonical(self.pay))

    @classmethod
    def listed(cls, stall: int, pay: tuple[str, ...], curse: str | None) -> Buy:
        """A buy whose ``pay`` is already in canonical order (see :meth:`Bribe.listed`)."""
        made = object.__new__(cls)
        object.__setattr__(made, "stall", stall)
        object.__setattr__(made, "pay", pay)
        object.__setattr__(made, "curse", curse)
        return made

    def __str__(self) -> str:
        if not self.pay and self.curse is None:
            return f"buy {self.stall}"
        # Joined word by word: no payment must not leave a double space ("with  curse").
        words = ["buy", str(self.stall), "with", *self.pay]
        return " ".join(words if self.curse is None else [*words, "curse", self.curse])

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"do": "buy", "stall": self.stall, "pay": list(self.pay)}
        if self.curse is not None:
            out["curse"] = self.curse
        return out


@dataclass(frozen=True, slots=True)
class Draw:
    """Take the top card of the deck (ends the game if the deck is empty)."""

    def __str__(self) -> str:
        return "draw"

    def to_json(self) -> dict[str, Any]:
        return {"do": "draw"}


Action = Union[Bribe, Buy, Draw]


def parse_action(text: str) -> Action:
    """Parse the text form; the inverse of ``str(action)``."""
    words = text.split()
    if not words:
        raise ActionSyntaxError(M_("empty-action"))
    verb, rest = words[0].lower(), words[1:]
    if verb == "draw" and not rest:
        return Draw()
    if verb == "bribe" and len(rest) >= 3 and rest[1] == "with":
        return Bribe(rest[0], tuple(rest[2:]))
    if verb == "buy" and rest:
        try:
            stall = int(rest[0])
        except ValueError:
            raise ActionSyntaxError(M_("stall-not-number"), word=rest[0])
        if len(rest) == 1:
            return Buy(stall)
        if rest[1] == "with":
            pay = rest[2:]
            curse = None
            if "curse" in pay:
                at = pay.index("curse")
                if at != len(pay) - 2:
                    raise ActionSyntaxError(M_("curse-not-last"),
                                            text=text)
                pay, curse = pay[:at], pay[at + 1]
            return Buy(stall, tuple(pay), curse)
    raise ActionSyntaxError(M_("unreadable-action"), text=text)


KEYS: Mapping[str, frozenset[str]] = {
    "draw": frozenset({"player", "do"}),
    "bribe": frozenset({"player", "do", "treasure", "cards"}),
    "buy": frozenset({"player", "do", "stall", "pay", "curse"}),
}
"""The keys an action object of each verb may hold (``player`` is read by the scenario)."""


def action_from_json(data: Mapping[str, Any]) -> Action:
    """Read an action object of the scenario format (``{"do": ...}``); ``player`` is read by
    the scenario, not here. A key the verb does not take is refused, as an unknown key of the
    scenario is: nothing a reader writes is silently dropped."""
    do = data.get("do")
    if isinstance(do, str) and do in KEYS:
        for key in data:
            if key not in KEYS[do]:
                raise ActionSyntaxError(M_("unknown-action-key"), key=key, do=do,
                                        known=", ".join(sorted(KEYS[do])))
    if do == "draw":
        return Draw()
    if do == "bribe":
        treasure, cards = data.get("treasure"), data.get("cards")
        if not isinstance(treasure, str):
            raise ActionSyntaxError(M_("bribe-without-treasure"))
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise ActionSyntaxError(M_("bribe-without-cards"))
        return Bribe(treasure, tuple(cards))
    if do == "buy":
        stall, pay, curse = data.get("stall"), data.get("pay", []), data.get("curse")
        if isinstance(stall, bool) or not isinstance(stall, int) or stall not in STALLS:
            raise ActionSyntaxError(M_("buy-without-stall"), stall=stall)
        if not isinstance(pay, list) or not all(isinstance(c, str) for c in pay):
            raise ActionSyntaxError(M_("pay-not-list"))
        if curse is not None and not isinstance(curse, str):
            raise ActionSyntaxError(M_("curse-not-id"))
        return Buy(stall, tuple(pay), curse)
    raise ActionSyntaxError(M_("unknown-verb"), do=do)
