"""Nim: the registry entry, the state, the actions and the scenario format, in one file."""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Sequence

from ..errors import RulesError, marker
from ..protocol import Step
from ..registry import GameSpec, Limits

M_ = marker("nim", __file__)


class Ruling(StrEnum):
    TAKE = "take-one-to-three"
    """A turn takes one, two or three stones, never more than the pile holds."""


class IllegalAction(RulesError):
    pass


@dataclass(frozen=True)
class Take:
    count: int

    def __str__(self) -> str:
        return f"take {self.count}"

    def to_json(self) -> dict[str, Any]:
        return {"do": "take", "count": self.count}


@dataclass(frozen=True)
class Event:
    kind: str
    args: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        return {"type": self.kind, **self.args}


class Nim:
    def __init__(self, players: Sequence[str], pile: int, turn: int = 0) -> None:
        self.players, self.pile, self.turn = tuple(players), pile, turn

    @property
    def current_player(self) -> str | None:
        return None if self.is_over else self.players[self.turn]

    @property
    def is_over(self) -> bool:
        return self.pile == 0

    def legal_actions(self) -> list[Take]:
        return [Take(n) for n in (1, 2, 3) if n <= self.pile]

    def apply(self, action: Any) -> list[Event]:
        return [step_event for step_event, _ in self._play(action)]

    def apply_steps(self, action: Any) -> list[Step]:
        return [Step(event.to_json(), board) for event, board in self._play(action)]

    def _play(self, action: Any) -> list[tuple[Event, dict[str, Any]]]:
        if not isinstance(action, Take) or action not in self.legal_actions():
            raise IllegalAction(M_("cannot-take"),
                                ruling=Ruling.TAKE, take=str(action), pile=self.pile)
        player = self.players[self.turn]
        self.pile -= action.count
        steps = [(Event("took", {"player": player, "count": action.count}), to_json(self))]
        if self.pile == 0:
            steps.append((Event("won", {"player": player}), to_json(self)))
        else:
            self.turn = (self.turn + 1) % len(self.players)
            steps[0] = (steps[0][0], to_json(self))
        return steps

    def scores(self) -> dict[str, int]:
        winner = self.players[self.turn] if self.is_over else None
        return {p: int(p == winner) for p in self.players}

    def copy(self) -> Nim:
        return Nim(self.players, self.pile, self.turn)


def new_game(players: Sequence[str] | int, seed: int, **options: object) -> Nim:
    names = [f"P{i + 1}" for i in range(players)] if isinstance(players, int) else list(players)
    if not 2 <= len(names) <= 3:
        raise RulesError(M_("player-count"), where="players",
                         count=len(names))
    return Nim(names, random.Random(seed).randint(5, 15))


def to_json(state: Nim) -> dict[str, Any]:
    return {"players": list(state.players), "pile": state.pile,
            "turn": state.players[state.turn]}


def from_json(data: Any) -> Nim:
    if not isinstance(data, dict) or not isinstance(data.get("pile"), int) \
            or not isinstance(data.get("players"), list) or data.get("turn") not in data["players"]:
        raise RulesError(M_("position"),
                         where="scenario")
    return Nim(data["players"], data["pile"], data["players"].index(data["turn"]))


def parse_action(text: str) -> Take:
    word, _, count = text.partition(" ")
    if word != "take" or not count.isdigit():
        raise RulesError(M_("not-an-action"), text=text)
    return Take(int(count))


def action_from_json(data: Any) -> Take:
    return parse_action(f"take {data.get('count')}")


def check_turn(state: Nim, action: Any, player: Any) -> None:
    if state.is_over or player != state.current_player:
        raise IllegalAction(M_("not-your-turn"), ruling=Ruling.TAKE,
                            player=player)


def result_json(state: Nim) -> dict[str, Any] | None:
    return state.scores() if state.is_over else None


class RandomBot:
    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: Nim) -> Take:
        legal = state.legal_actions()
        return legal[int(self.rng.random() * len(legal))]


def make_bot(name: str, seed: int | None = None) -> RandomBot:
    if name != "random":
        raise RulesError(M_("unknown-bot"), where="bot", name=name)
    return RandomBot(seed)


def explain(events: Sequence[Event], lang: str) -> list[str]:
    return [f"{i}. {e.to_json()}" for i, e in enumerate(events, 1)]


GAME = GameSpec(
    id="nim", names={"en": "Nim", "fr": "Nim", "zh": "尼姆"}, limits=Limits(players=(2, 3)),
    new_game=new_game, from_json=from_json, to_json=to_json, result_json=result_json,
    check_turn=check_turn, parse_action=parse_action, action_from_json=action_from_json,
    explain=explain, rulings=Ruling, bots=("random",), make_bot=make_bot,
    pages=("index", "rulings"), description="Nim rules engine",
)
