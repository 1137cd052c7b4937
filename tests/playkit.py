"""Helpers of every playable game's engine tests, written once for the engines' common
protocol (:class:`engine.protocol.GameState`): a refusal that changes nothing, legal actions
that are exactly the accepted ones, events as JSON,
a game replayed from its log of actions, a bot that plays only legal actions, and the text of
each ruling (the docstring under its member of the game's ``Ruling``), and the lines a
sandbox writes under its turn line (each other player's last move). A game's ``testkit``
binds them to its own types (its ``to_json``, its ``IllegalAction``)."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any, Callable, Iterable, TypeVar

import pytest

from engine.errors import RulesError

S = TypeVar("S")
E = TypeVar("E", bound=RulesError)


def as_json(events: Iterable[Any]) -> list[dict[str, Any]]:
    """Events (each with ``to_json()``) as the JSON a scenario's answer holds."""
    return [e.to_json() for e in events]


def assert_refused(state: Any, action: Any, ruling: Any, *, error: type[E],
                   to_json: Callable[[Any], Any], unlisted: bool = False) -> E:
    """``action`` raises ``error`` citing ``ruling`` and leaves ``state`` untouched (and, with
    ``unlisted``, is not among its legal actions either)."""
    before = to_json(state)
    with pytest.raises(error) as caught:
        state.apply(action)
    assert caught.value.ruling is ruling, f"{action}: cited {caught.value.ruling}, not {ruling}"
    assert to_json(state) == before, f"{action} was refused but changed the state"
    if unlisted:
        assert action not in state.legal_actions(), f"{action} is refused but listed as legal"
    return caught.value


def assert_listed_iff_accepted(state: Any, action: Any, listed: Any, *, error: type[E],
                               to_json: Callable[[Any], Any]) -> bool:
    """``action`` tried on a copy of ``state``: refused (``error``), it changed nothing and is
    not in ``listed`` (the legal actions); accepted, it is in ``listed``. Whether it was
    accepted (``state`` itself is never played)."""
    trial = state.copy()
    before = to_json(trial)
    try:
        trial.apply(action)
    except error:
        assert to_json(trial) == before, f"refused {action} changed the state"
        assert action not in listed, f"{action} is listed as legal but was refused"
        return False
    assert action in listed, f"{action} was accepted but is not listed as legal"
    return True


def assert_log_replays(start: Callable[[], S], bot: Any,
                       parse_action: Callable[[str], Any]) -> tuple[S, S]:
    """A game from ``start()`` played to its end by ``bot``, then its log replayed on a second
    ``start()``, each action through its text form as a saved game keeps it: the events are
    the same. The game and its replay, for the caller's checks of the end."""
    game: Any = start()
    log: list[Any] = []
    events: list[dict[str, Any]] = []
    while not game.is_over:
        action = bot.choose(game)
        log.append(action)
        events += as_json(game.apply(action))
    replay: Any = start()
    replayed: list[dict[str, Any]] = []
    for action in log:
        replayed += as_json(replay.apply(parse_action(str(action))))
    assert replayed == events
    return game, replay


def assert_bot_plays_legally(state: Any, bot: Any, steps: int) -> None:
    """Up to ``steps`` choices of ``bot`` from ``state`` (fewer if the game ends), each one of
    the legal actions, played."""
    for _ in range(steps):
        if state.is_over:
            break
        choice = bot.choose(state)
        assert choice in state.legal_actions()
        state.apply(choice)


def assert_consistent(play_and_check: Callable[[int], list[str]], seeds: Iterable[int]) -> None:
    """Every game of ``seeds`` passes ``play_and_check`` (a game's problems, each naming its
    seed); the first twenty problems are shown otherwise."""
    problems = [p for seed in seeds for p in play_and_check(seed)]
    assert problems == [], "\n".join(problems[:20])


def assert_checker_fails(play_and_check: Callable[[int], list[str]], seed: int,
                         spoil: Callable[[], Any]) -> None:
    """``play_and_check`` passes the game ``seed``, and reports problems naming that seed once
    ``spoil()`` broke the engine (a monkeypatch): the checker can fail."""
    assert play_and_check(seed) == []
    spoil()
    problems = play_and_check(seed)
    assert problems and all(p.startswith(f"seed {seed}: ") for p in problems)


def assert_checker_sees_wrong_scores(play_and_check: Callable[[int], list[str]], seed: int,
                                     state_class: type, monkeypatch: pytest.MonkeyPatch,
                                     score: int) -> None:
    """:func:`assert_checker_fails` with the engine's ``scores()`` broken: every player is
    given ``score``, which no game of that seed reaches."""
    assert_checker_fails(play_and_check, seed,
                         lambda: monkeypatch.setattr(state_class, "scores",
                                                     lambda self: {p: score for p in self.players}))


def consistency_tests(play_and_check: Callable[[int], list[str]], quick: int, slow: int, *,
                      chunks: int = 1) -> tuple[Callable[[int], None], Callable[[], None]]:
    """The two tests of an engine's random games, for its test module to name: ``quick``
    games split over ``chunks`` tests (so workers share them), and ``slow`` more, from seed
    100,000, under the ``slow`` mark."""
    @pytest.mark.parametrize("chunk", range(chunks))
    def quick_games(chunk: int) -> None:
        assert_consistent(play_and_check, range(chunk, quick, chunks))

    @pytest.mark.slow
    def slow_games() -> None:
        assert_consistent(play_and_check, range(100_000, 100_000 + slow))

    return quick_games, slow_games


def ruling_test_name(ruling: Any) -> str:
    """The name of the test that checks ``ruling`` (a member of a game's ``Ruling``): its id
    in snake case after ``test_``, which the rulings page links to."""
    return "test_" + ruling.value.replace("-", "_")


def ruling_texts(rulings_file: Path, rulings: Any) -> dict[str, str]:
    """Each ruling id of the ``Ruling`` enum written in ``rulings_file``, with its text (the
    attribute docstring under its member), on one line."""
    tree = ast.parse(rulings_file.read_text(encoding="utf-8"))
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Ruling")
    texts = {}
    for node, doc in zip(cls.body, cls.body[1:]):
        if (isinstance(node, ast.Assign) and isinstance(doc, ast.Expr)
                and isinstance(doc.value, ast.Constant) and isinstance(doc.value.value, str)):
            target = node.targets[0]
            assert isinstance(target, ast.Name)
            texts[rulings[target.id].value] = " ".join(doc.value.value.split())
    return texts


def last_moves(replay: Any, log: list[str], not_played: Callable[[str], str],
               said: Callable[[str, str], str]) -> list[tuple[str, bool]]:
    """What the sandbox's lines under the turn line should say, for a session replayed as
    ``replay`` (its ``players`` and the ``movers`` of ``log``): one line per other player, in
    seat order after the reader (the first seat), with whether that move came after the
    reader's last play (marked new). The game gives the words: ``not_played(player)`` for one
    who has not moved yet, ``said(player, action)`` for the last action (its text form in
    ``log``) of one who has."""
    mine = max((i for i, m in enumerate(replay.movers) if m == replay.players[0]), default=-1)
    lines = []
    for player in replay.players[1:]:
        done = [i for i, m in enumerate(replay.movers) if m == player]
        if not done:
            lines.append((not_played(player), False))
        else:
            lines.append((said(player, log[done[-1]]), done[-1] > mine))
    return lines
