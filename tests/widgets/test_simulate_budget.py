"""Simulate's time budget (:data:`engine.simulation.SIMULATION_SECONDS`), the same for every
game with a sandbox: the largest count of games the page may ask for ends within the budget,
answers with the games it completed and says, in the page's language, that the limit stopped
it (issue 23: 100,000 games of a long game held the page's worker for minutes).

The budget is shortened here so that a test takes a second; the code under test reads the
same constant the page's calls read."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import pytest

from engine import registry
from engine import simulation as shared
from engine.errors import M_
from livewidgets.api import widget_specs
from livewidgets.sandbox import HUMAN, MAX_SIMULATED
from tests.langkit import LANGS, WRITTEN

SANDBOXED = [game for game, spec in widget_specs().items()
             if game in registry.game_ids() and "sandbox" in spec.browser_modules]
SIMULATE_BULLET = {"en": "- **Simulate.**", "fr": "- **Simuler.**", "zh": "- **模擬。**"}
ROOT = Path(__file__).resolve().parents[2]


def _module(game: str) -> Any:
    return importlib.import_module(f"livewidgets.{game}.sandbox")


def _session(game: str, humans: int) -> Any:
    module = _module(game)
    seats = [HUMAN] * humans + ["greedy"] * (4 - humans)
    return module.start({"players": 4, "seed": 3, "seats": seats})["session"]


@pytest.fixture
def short_budget(monkeypatch: pytest.MonkeyPatch) -> float:
    monkeypatch.setattr(shared, "SIMULATION_SECONDS", 0.3)
    return 0.3


@pytest.mark.parametrize("lang", sorted(LANGS))
@pytest.mark.parametrize("humans", [1, 2])     # with two humans a game may deal new games
@pytest.mark.parametrize("game", SANDBOXED)
def test_the_most_games_stop_at_the_budget_and_say_so(game: str, humans: int, lang: str,
                                                      short_budget: float) -> None:
    answer = _module(game).simulate(_session(game, humans), games=MAX_SIMULATED, bot="greedy",
                                    seed=5, lang=lang)
    assert "error" not in answer, answer
    played = answer["games"]
    assert 1 <= played < MAX_SIMULATED
    note = answer["stopped"]
    # the language's own sentence: its words up to the first number, then the numbers
    template = M_("ui-sim-stopped").translated(lang)
    assert note.startswith(template.split("{")[0].strip()), (note, template)
    assert lang == "en" or template != M_("ui-sim-stopped").translated("en")
    group, decimal = ("\u202f", ",") if lang == "fr" else (",", ".")
    assert f"{played:,}".replace(",", group) in note and f"0{decimal}3" in note
    assert f'data-sim-stopped="{played}"' in answer["html"]
    assert answer["html"].index(note.split(" ")[0]) < answer["html"].index("<table")
    assert sum(answer["win_rate"].values()) == pytest.approx(1.0)   # over the games played


@pytest.mark.parametrize("game", SANDBOXED)
def test_a_stopped_run_is_the_start_of_the_whole_run(game: str, short_budget: float,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """The answer's count and seed replay it exactly: the games completed are the first games
    of the run that was asked for, never a different run."""
    session = _session(game, 1)
    stopped = _module(game).simulate(session, games=MAX_SIMULATED, bot="random", seed=8)
    monkeypatch.setattr(shared, "SIMULATION_SECONDS", 600.0)   # the replay must not stop
    again = _module(game).simulate(session, games=stopped["games"], bot="random", seed=8)
    assert again["stopped"] is None and again["games"] == stopped["games"]
    assert again["win_rate"] == stopped["win_rate"]


@pytest.mark.parametrize("game", SANDBOXED)
def test_a_run_within_the_budget_plays_every_game_and_says_nothing(game: str) -> None:
    answer = _module(game).simulate(_session(game, 1), games=3, bot="random", seed=2,
                                    lang="fr")
    assert answer["games"] == 3 and answer["stopped"] is None
    assert "data-sim-stopped" not in answer["html"]


@pytest.mark.parametrize("lang", WRITTEN)
@pytest.mark.parametrize("game", SANDBOXED)
def test_every_sandbox_page_states_the_budget(game: str, lang: str) -> None:
    """The limit is documented where a reader meets Simulate, in every language, with the
    number the code uses (the README lists it with the other limits)."""
    page = (ROOT / "docs" / lang / game / "sandbox.md").read_text(encoding="utf-8")
    bullet = page.split(SIMULATE_BULLET[lang], 1)[1].split("\n- ", 1)[0].split("\n\n", 1)[0]
    assert f"{shared.SIMULATION_SECONDS:g} " in bullet
    assert f"{shared.SIMULATION_SECONDS:g} seconds" in (ROOT / "README.md").read_text("utf-8")
