"""The worker's door into Python: JSON in, JSON out, only the api and each registered game's
WIDGETS.browser_modules, only public functions."""

from __future__ import annotations

import importlib
import json

import pytest

from engine import registry
from livewidgets.api import widget_packages
from livewidgets.dispatch import call

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
