"""Conformance: every registered game keeps the common state protocol and the site's promises.

The suite loops over :func:`engine.registry.games` (the paper trail over every entry,
:func:`engine.registry.entries`, calculators too) and names no game. After OpenSpiel's random
simulation tests, it plays seeded random games to the end and checks every position on the way:

- ``current_player`` is one of the players, or None exactly when the game is over; there are
  legal actions until the end and none after it;
- the JSON round trip keeps the position and its legal actions;
- ``apply_steps`` (on a copy) gives the events of ``apply``, each board a real position, and
  the last board is the state after the action;
- an action's text and JSON forms read back to the same action;
- a refused action (legal elsewhere in the game, not here; anything once the game is over)
  raises a ``ValueError`` and changes nothing;
- the starting position plus the actions, as a scenario, replays to the same end, and step
  by step (:func:`engine.playthrough.scenario_steps`) through the same events;
- every bot of the spec finishes a game, the same from the same seed; what a seat sees
  (``observe``) is JSON and hides part of the position.

Then the paper trail: every ruling has a test ``test_<id>`` under ``tests/<game>/`` and a
section ``{ #<id> }`` on the rulings page of every hand-written language, and every page of the
game exists in every hand-written language with the same heading ids in the same order.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest

from engine import playthrough, registry, simulation
from engine.errors import RulesError
from engine.protocol import GameState
from sitebuild.languages import Language, languages
from sitebuild.words.translations import outline

ROOT = Path(__file__).resolve().parents[2]
SPECS = registry.games()
IDS = [spec.id for spec in SPECS]
ENTRIES = registry.entries()
"""Every entry, playable or a calculator: each has rulings, tests and pages."""
ENTRY_IDS = [spec.id for spec in ENTRIES]
HANDWRITTEN = [lang for lang in languages() if not lang.generated]
"""The languages whose pages are written by hand (a generated one is converted from these)."""

PLAYTHROUGHS = 20
"""Random games per game in the default run (seeds 0 to 19)."""
SLOW_PLAYTHROUGHS = 150
"""At most this many random games per game in the slow run (seeds from 1000 on)..."""
SLOW_ACTIONS = 5000
"""...and no more once they have played this many actions between them: the run is sized by
the positions it checks, not by games, so a game of long games (100+ actions each) costs no
more than a game of short ones (a few seconds each, where 150 long games took 40 s in CI)."""
REFUSALS_PER_POSITION = 3
"""Actions refused at each position, picked among the ones legal elsewhere in the game."""


@dataclass(frozen=True)
class Playthrough:
    """A random game played to its end, every position checked on the way."""

    start: dict[str, Any]
    moves: tuple[tuple[str | None, Any], ...]
    """(player to move, action) in order."""
    events: tuple[dict[str, Any], ...]
    final: dict[str, Any]


def check_position(spec: registry.GameSpec, state: GameState, names: list[str],
                   seen: dict[str, Any], rng: random.Random) -> list[Any]:
    """The checks of one position; its legal actions (added to ``seen``, by text form)."""
    player = state.current_player
    legal = list(state.legal_actions())
    texts = [str(a) for a in legal]
    if state.is_over:
        assert player is None and legal == [], "a finished game has no player and no action"
    else:
        assert player in names, f"current_player {player!r} is not one of {names}"
        assert legal, "a game that goes on has a legal action"
    assert len(set(texts)) == len(texts), "legal actions are listed once each"
    assert set(state.scores()) == set(names)

    data = spec.to_json(state)
    back = spec.from_json(json.loads(json.dumps(data)))
    assert spec.to_json(back) == data, "the JSON round trip changed the position"
    assert [str(a) for a in back.legal_actions()] == texts
    assert (back.current_player, back.is_over) == (player, state.is_over)

    legal_now = set(texts)
    refusable = [action for text, action in seen.items() if text not in legal_now]
    for action in rng.sample(refusable, min(REFUSALS_PER_POSITION, len(refusable))):
        for play in (state.apply, state.apply_steps):
            with pytest.raises(ValueError):
                play(action)
            assert spec.to_json(state) == data, f"refused {action} changed the position"
    for text, action in zip(texts, legal):
        seen.setdefault(text, action)
    return legal


def check_action(spec: registry.GameSpec, state: GameState, action: Any) -> list[Any]:
    """Apply ``action`` to ``state`` with every check; the events, as JSON."""
    assert spec.parse_action(str(action)) == action, f"text form {str(action)!r} reads back"
    as_json = json.loads(json.dumps(action.to_json()))
    assert spec.action_from_json(as_json) == action, f"JSON form {as_json} reads back"

    before = spec.to_json(state)
    twin = state.copy()
    steps = twin.apply_steps(action)
    assert spec.to_json(state) == before, "playing a copy changed the original"
    events = [event.to_json() for event in state.apply(action)]
    after = spec.to_json(state)
    assert [step.event for step in steps] == events, "apply_steps and apply disagree"
    assert steps[-1].board == after, "the last step's board is not the state after the action"
    assert spec.to_json(twin) == after
    for step in steps:
        assert spec.to_json(spec.from_json(step.board)) == step.board, \
            f"the board after {step.event} is not a position of the game"
    return events


def play_through(spec: registry.GameSpec, seed: int) -> Playthrough:
    """A seeded random game from a new game to its end, checked at every position."""
    rng = random.Random(seed)
    low, high = spec.limits.players
    names = [f"P{i}" for i in range(1, rng.randint(low, high) + 1)]
    state = spec.new_game(names, seed)
    assert isinstance(state, GameState)
    start = spec.to_json(state)
    seen: dict[str, Any] = {}
    moves: list[tuple[str | None, Any]] = []
    events: list[dict[str, Any]] = []
    for _ in range(spec.limits.max_actions):
        legal = check_position(spec, state, names, seen, rng)
        if state.is_over:
            break
        action = rng.choice(legal)
        moves.append((state.current_player, action))
        events += check_action(spec, state, action)
    else:
        pytest.fail(f"seed {seed}: no end after {spec.limits.max_actions} actions")
    return Playthrough(start, tuple(moves), tuple(events), spec.to_json(state))


@lru_cache(maxsize=None)
def cached_play_through(game_id: str, seed: int) -> Playthrough:
    return play_through(registry.get(game_id), seed)


def check_scenario(spec: registry.GameSpec, game: Playthrough) -> None:
    """The starting position and the actions, as a scenario, replay to the same end."""
    scenario = json.loads(json.dumps(spec.scenario(game.start, game.moves)))
    out = spec.run_json(scenario)
    assert out["state"] == game.final
    assert out["events"] == list(game.events)
    # step by step (what a page shows): the same events, from the start to the same end
    steps = playthrough.scenario_steps(spec, scenario)
    assert not steps[0].event and steps[0].board == game.start
    assert [step.event for step in steps[1:]] == list(game.events)
    assert steps[-1].board == game.final


GAME_SEEDS = [pytest.param(spec, seed, id=f"{spec.id}-{seed}")
              for spec in SPECS for seed in range(PLAYTHROUGHS)]


@pytest.mark.parametrize(("spec", "seed"), GAME_SEEDS)
def test_random_playthrough_keeps_the_protocol(spec: registry.GameSpec, seed: int) -> None:
    game = cached_play_through(spec.id, seed)
    assert game.moves, "a random game has at least one action"


@pytest.mark.parametrize(("spec", "seed"), GAME_SEEDS)
def test_playthrough_as_a_scenario_replays(spec: registry.GameSpec, seed: int) -> None:
    check_scenario(spec, cached_play_through(spec.id, seed))


@pytest.mark.parametrize("spec", [s for s in SPECS if s.make_bot is not None],
                         ids=[s.id for s in SPECS if s.make_bot is not None])
def test_every_bot_plays_a_game_to_its_end_the_same_way_twice(spec: registry.GameSpec) -> None:
    """Each of the spec's bots, in every seat, finishes a game within the game's limit on
    actions, and the same seed plays the same game (the sandboxes replay bot moves)."""
    assert spec.bots and spec.make_bot is not None
    low = spec.limits.players[0]
    for bot in spec.bots:
        games = []
        for _ in range(2):
            state = spec.new_game(low, 5)
            taken = simulation.play_out(state, bot, 11, spec.make_bot)
            assert state.is_over and state.current_player is None
            assert 0 < taken <= spec.limits.max_actions
            games.append(spec.to_json(state))
        assert games[0] == games[1], f"{spec.id}: bot {bot} does not replay from its seed"
    with pytest.raises(RulesError) as wrong:
        simulation.play_out(spec.new_game(low, 5), [spec.bots[0]] * (low + 1), 1, spec.make_bot)
    assert wrong.value.where == "bots"


@pytest.mark.parametrize("spec", [s for s in SPECS if s.observe is not None],
                         ids=[s.id for s in SPECS if s.observe is not None])
def test_what_a_seat_sees_is_json_and_less_than_the_whole_position(
        spec: registry.GameSpec) -> None:
    """``observe(state, seat)`` is plain JSON, names the viewer, and hides something of the
    position from each seat at the start (a game with nothing hidden has no ``observe``)."""
    assert spec.observe is not None
    state = spec.new_game(spec.limits.players[1], 3)
    whole = spec.to_json(state)
    for seat in state.players:
        seen = spec.observe(state, seat)
        assert json.loads(json.dumps(seen)) == seen and seen["viewer"] == seat
        hidden = [key for key, value in whole.items() if seen.get(key) != value]
        assert hidden, f"{spec.id}: {seat} sees the whole position"


@pytest.mark.slow
@pytest.mark.parametrize("spec", SPECS, ids=IDS)
def test_many_random_playthroughs(spec: registry.GameSpec) -> None:
    """More seeded random games, each checked at every position and replayed as a scenario:
    seeds from 1000 on, until SLOW_ACTIONS actions or SLOW_PLAYTHROUGHS games."""
    played = 0
    for seed in range(1000, 1000 + SLOW_PLAYTHROUGHS):
        game = play_through(spec, seed)
        check_scenario(spec, game)
        played += len(game.moves)
        if played >= SLOW_ACTIONS:
            break


@pytest.mark.parametrize("spec", ENTRIES, ids=ENTRY_IDS)
def test_every_ruling_has_a_test(spec: registry.Entry) -> None:
    folder = ROOT / "tests" / spec.id
    defined = {name for path in folder.rglob("*.py")
               for name in re.findall(r"^\s*(?:async\s+)?def\s+(test_\w+)\s*\(",
                                      path.read_text(encoding="utf-8"), re.M)}
    rulings = [ruling.value for ruling in spec.rulings]
    assert rulings, "a game has at least one ruling"
    assert all(re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", r) for r in rulings), rulings
    missing = [r for r in rulings if f"test_{r.replace('-', '_')}" not in defined]
    assert not missing, f"rulings without a test_<id> under tests/{spec.id}/: {missing}"


@pytest.mark.parametrize("lang", HANDWRITTEN, ids=[lang.code for lang in HANDWRITTEN])
@pytest.mark.parametrize("spec", ENTRIES, ids=ENTRY_IDS)
def test_every_ruling_has_a_section(spec: registry.Entry, lang: Language) -> None:
    page = lang.source_dir / spec.id / "rulings.md"
    assert page.is_file(), f"{page.relative_to(ROOT)} is missing"
    found = outline(page.read_text(encoding="utf-8"), str(page.relative_to(ROOT)))
    ids = {marker.value for marker in found.headings}
    missing = [ruling.value for ruling in spec.rulings if ruling.value not in ids]
    assert not missing, f"{page.relative_to(ROOT)}: no section {{ #id }} for {missing}"


GAME_PAGES = [pytest.param(spec, page, id=f"{spec.id}-{page}")
              for spec in ENTRIES for page in spec.pages]


@pytest.mark.parametrize(("spec", "page"), GAME_PAGES)
def test_every_page_in_every_language_with_the_same_headings(spec: registry.Entry,
                                                              page: str) -> None:
    headings: dict[str, list[str]] = {}
    for lang in HANDWRITTEN:
        path = lang.source_dir / spec.id / f"{page}.md"
        assert path.is_file(), f"{path.relative_to(ROOT)} is missing"
        found = outline(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
        assert not found.problems, found.problems
        headings[lang.code] = [marker.value for marker in found.headings]
    first, *others = HANDWRITTEN
    for lang in others:
        assert headings[lang.code] == headings[first.code], \
            f"{spec.id}/{page}.md: heading ids of {lang.code} differ from {first.code}"
