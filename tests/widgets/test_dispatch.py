"""The worker's door into Python: JSON in, JSON out, only the api and each registered game's
WIDGETS.browser_modules, only public functions."""

from __future__ import annotations

import importlib
import json

import pytest

from engine import registry
from livewidgets.api import widget_packages
from livewidgets.dispatch import call
from tests.langkit import WRITTEN

GAMES = list(widget_packages())


def answer(fn: str, args: object) -> dict[str, object]:
    return dict(json.loads(call(fn, json.dumps(args))))


@pytest.mark.parametrize("game", GAMES)
def test_the_api_answers_for_every_game(game: str) -> None:
    out = answer("api.render", {"game": game, "config": {"widget": "nope"}, "lang": "fr"})
    assert str(out["error"]).startswith("widget: unknown kind 'nope' (expected one of ")


def test_python_errors_come_back_as_their_text() -> None:
    out = answer("api.render", {"game": "nogame", "config": {"widget": "x"}, "lang": "en"})
    assert out == {"error": "game: 'nogame' is not a registered game "
                            f"({', '.join(registry.entry_ids())})"}


@pytest.mark.parametrize("game", GAMES)
def test_a_game_opens_only_its_browser_modules(game: str) -> None:
    package = importlib.import_module(f"livewidgets.{game}")
    for module in package.WIDGETS.browser_modules:
        assert "has no function 'nothing'" in str(answer(f"{game}.{module}.nothing", {})["error"])
    for fn in (f"{game}.strings.ui", f"{game}.{package.__name__}.x", f"{game}.os.system"):
        assert "is not callable from the browser" in str(answer(fn, {})["error"]), fn


def test_only_public_functions_of_allowed_modules() -> None:
    for fn in ("fence.check_page", "os.system", "api._live", "api", "api.json.dumps",
               "nogame.sandbox.start", "dispatch.call"):
        assert "is not callable from the browser" in str(answer(fn, {})["error"]), fn
    assert answer("api.nothing", {}) == {"error": "livewidgets.api has no function 'nothing'"}


def test_a_live_example_gets_the_words_for_a_failed_edit_in_its_language() -> None:
    """Issue 23: a worker error showed its raw Python text in a worked example's message box;
    the live view carries the page-language sentence live.js shows instead."""
    from pathlib import Path

    import yaml

    from livewidgets import api
    from sitebuild.fence import fences

    root = Path(__file__).resolve().parents[2]
    for game in GAMES:
        for page in sorted((root / "docs" / "en" / game).glob("*.md")):
            for _, _, text in fences(page.read_text(encoding="utf-8")):
                config = yaml.safe_load(text)
                if config["widget"] in api.widget_spec(game).live:
                    said = {lang: api.start(game, config, lang)["failed"]
                            for lang in WRITTEN}
                    assert len(set(said.values())) == len(WRITTEN)
                    assert all("\n" not in s and "Error" not in s for s in said.values())
                    return
    raise AssertionError("no live worked example found")
