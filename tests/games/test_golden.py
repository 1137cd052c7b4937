"""Every registered game's golden playthroughs (``tests/<game>/golden/*.json``), replayed.

Each file is ``{"name", "description", "scenario", "expected"}``, where ``expected`` is the
game's ``run_json(scenario)`` as checked against the rules when the file was written (each
game's ``golden/regenerate.py`` says how). The engine must still give it exactly, and tell
every event in every language. What a game checks beyond that (an independent recount of the
result, the situations its files must cover) stays in its own ``tests/<game>/test_golden.py``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import registry
from engine.i18n import LANGS

TESTS = Path(__file__).resolve().parents[1]
CASES = [(spec.id, path) for spec in registry.games()
         for path in sorted((TESTS / spec.id / "golden").glob("*.json"))]
IDS = [f"{game}-{path.stem}" for game, path in CASES]


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("game", registry.game_ids())
def test_every_game_has_golden_playthroughs(game: str) -> None:
    assert any(g == game for g, _ in CASES), f"tests/{game}/golden/ holds no playthrough"


@pytest.mark.parametrize("game, path", CASES, ids=IDS)
def test_golden_playthrough_replays_exactly(game: str, path: Path) -> None:
    golden = load(path)
    assert set(golden) == {"name", "description", "scenario", "expected"}
    assert golden["name"] == path.stem and golden["description"].strip()
    assert registry.get(game).run_json(golden["scenario"]) == golden["expected"]


@pytest.mark.parametrize("game, path", CASES, ids=IDS)
def test_golden_playthrough_is_explained_in_every_language(game: str, path: Path) -> None:
    spec = registry.get(game)
    _, events = spec.run_scenario(load(path)["scenario"])
    assert [e.to_json() for e in events] == load(path)["expected"]["events"]
    for lang in LANGS:
        lines = spec.explain(events, lang)
        assert len(lines) == len(events)
        assert all(text.strip() and "{" not in text and "None" not in text
                   for text in lines), lang
