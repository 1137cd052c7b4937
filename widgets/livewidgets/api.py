"""The widgets' Python entry points, called the same way at build time and in the browser.

The fence calls :func:`render` for the static page; the live widget calls :func:`start` and
:func:`act` through the worker (``call("api.start", {"game": "pdbmv", ...})``). Everything is
JSON in and JSON out; a widget's state is plain JSON the browser keeps, so the worker holds
nothing between calls.

Each registered game with widgets has a package ``livewidgets.<game>`` (see
:mod:`livewidgets.pdbmv` for what it declares). Kinds are imported on first use, so a page
pays only for its own game and kinds.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any, Mapping

from engine import registry

from .controls import ConfigError
from .strings import check_lang

Json = dict[str, Any]


def widget_package(game: Any) -> ModuleType:
    """The widget package of a registered game (``livewidgets.<game>``)."""
    if not isinstance(game, str) or game not in registry.game_ids():
        raise ConfigError("game", f"{game!r} is not a registered game "
                                  f"({', '.join(registry.game_ids())})")
    try:
        return importlib.import_module(f"{__package__}.{game}")
    except ModuleNotFoundError:
        raise ConfigError("game", f"{game!r} has no widgets") from None


def widget_packages() -> dict[str, ModuleType]:
    """Each registered game that has widgets, with its widget package, in id order."""
    found = {}
    for game in registry.game_ids():
        try:
            found[game] = widget_package(game)
        except ConfigError:
            continue
    return found


def kind_module(game: str, kind: Any) -> ModuleType:
    """The module of one kind of a game's widgets."""
    package = widget_package(game)
    if kind not in package.KINDS:
        raise ConfigError("widget", f"unknown kind {kind!r} (expected one of "
                                    f"{', '.join(package.KINDS)})")
    return importlib.import_module(f"{package.__name__}.{kind}")


def render(game: str, config: Mapping[str, Any], lang: str) -> str:
    """The static HTML inside a widget's root: the whole worked example, no JavaScript needed.

    Raises :class:`ConfigError` (with the field's path) for a config no widget can show.
    """
    check_lang(lang)
    config = widget_package(game).check(config)
    return str(kind_module(game, config["widget"]).static_html(config, lang))


def _live(game: str, kind: Any) -> ModuleType:
    package = widget_package(game)
    if kind not in package.LIVE:
        raise ConfigError("widget", f"{kind!r} has no live view (live kinds: "
                                    f"{', '.join(package.LIVE)})")
    return kind_module(game, kind)


def start(game: str, config: Mapping[str, Any], lang: str) -> Json:
    """The live widget's first view: ``{state, html, frames, current}``."""
    check_lang(lang)
    config = widget_package(game).check(config)
    module = _live(game, config["widget"])
    state = module.initial(config)
    return {"state": state, **module.view(state, lang)}


def act(game: str, state: Mapping[str, Any], action: Mapping[str, Any], lang: str) -> Json:
    """The view after one edit of the reader; an edit that cannot apply raises EditError with
    a sentence for the reader, and the browser keeps the previous state."""
    check_lang(lang)
    module = _live(game, state.get("kind"))
    new_state = module.edit(state, action, lang)
    return {"state": new_state, **module.view(new_state, lang)}
