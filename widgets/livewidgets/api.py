"""The widgets' Python entry points, called the same way at build time and in the browser.

The fence calls :func:`render` for the static page; the live widget calls :func:`start` and
:func:`act` through the worker (``call("api.start", {"game": <id>, ...})``). Everything is
JSON in and JSON out; a widget's state is plain JSON the browser keeps, so the worker holds
nothing between calls.

Each registered game with widgets has a package ``livewidgets.<game>`` whose ``WIDGETS``
declares them (:mod:`livewidgets.contract`). Kinds are imported on first use, so a page pays
only for its own game and kinds.

A config no widget can show raises :class:`ConfigError` (the build fails on it); an edit the
rules refuse is an answer, not an exception: :func:`act` returns ``{"refused": ...}`` in the
page's language (:func:`livewidgets.controls.refusal`).

Every input is first held to the game's limits (:func:`engine.limits.check_json`: nesting,
lengths, counts), before any code of the game reads it.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any, Mapping

from engine import registry
from engine.errors import RulesError, marker
from engine.i18n import SHARED
from engine.limits import NAME_NOT_TEXT, check_json

from .contract import WidgetSpec
from .controls import ConfigError, refusal
from engine.session_refusals import NOT_AN_OBJECT
from .strings import check_lang, ui

M_ = marker(SHARED, __file__)

Json = dict[str, Any]


def widget_package(game: Any) -> ModuleType:
    """The widget package of a registered game (``livewidgets.<game>``)."""
    if not isinstance(game, str) or game not in registry.entry_ids():
        raise ConfigError(M_("not-a-game"),
                          where="game", game=game, games=", ".join(registry.entry_ids()))
    try:
        return importlib.import_module(f"{__package__}.{game}")
    except ModuleNotFoundError:
        raise ConfigError(M_("no-widgets"), where="game",
                          game=game) from None


def widget_spec(game: Any) -> WidgetSpec:
    """What a registered game's widget package declares (``livewidgets.<game>.WIDGETS``)."""
    spec = getattr(widget_package(game), "WIDGETS", None)
    if not isinstance(spec, WidgetSpec):
        raise ConfigError(M_("no-widgets"), where="game", game=game)
    return spec


def widget_specs() -> dict[str, WidgetSpec]:
    """Each registered game that has widgets, with what its package declares, in id order."""
    return {game: widget_spec(game) for game in widget_packages()}


def widget_packages() -> dict[str, ModuleType]:
    """Each registered game that has widgets, with its widget package, in id order."""
    found = {}
    for game in registry.entry_ids():
        try:
            found[game] = widget_package(game)
        except ConfigError:
            continue
    return found


def checked(game: str, value: Any, root: str) -> Any:
    """``value`` (a config, a widget's state, an edit) within the game's limits; a
    :class:`ConfigError` at the field otherwise."""
    try:
        check_json(value, registry.entry(game).limits, root=root)
    except RulesError as err:
        raise err.recast(ConfigError) from None
    return value


def _config(game: str, config: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """The config once the game's limits and its widget package's check accept it, in a
    language the widgets speak."""
    check_lang(lang)
    return widget_spec(game).check(checked(game, config, "config"))


def kind_module(game: str, kind: Any) -> Any:
    """One kind of a game's widgets: its module, or the :class:`~livewidgets.calcwidget.CalcFace`
    the module declares as ``FACE`` (a calculator's kind, whose methods are the same four
    functions)."""
    spec = widget_spec(game)
    if kind not in spec.kinds:
        raise ConfigError(M_("unknown-kind"),
                          where="widget", kind=kind, kinds=", ".join(spec.kinds))
    module = importlib.import_module(f"{__package__}.{game}.{kind}")
    return getattr(module, "FACE", module)


def render(game: str, config: Mapping[str, Any], lang: str) -> str:
    """The static HTML inside a widget's root: the whole worked example, no JavaScript needed.

    Raises :class:`ConfigError` (with the field's path) for a config no widget can show.
    """
    config = _config(game, config, lang)
    return str(kind_module(game, config["widget"]).static_html(config, lang))


def reserve(game: str, config: Mapping[str, Any], lang: str) -> str:
    """What the build writes beside a widget's static HTML to hold the room of its live view
    (:func:`livewidgets.calcwidget.reserve_html`): for a game whose spec asks for it
    (calculators) and a live kind; else nothing. The config is checked as :func:`render`
    checks it."""
    config = _config(game, config, lang)
    spec = widget_spec(game)
    if not spec.reserve or config["widget"] not in spec.live:
        return ""
    return str(kind_module(game, config["widget"]).reserve(config, lang))


def _live(game: str, kind: Any) -> Any:
    live = widget_spec(game).live
    if kind not in live:
        raise ConfigError(M_("no-live-view"),
                          where="widget", kind=kind, kinds=", ".join(live))
    return kind_module(game, kind)


def _object(value: Any, where: str) -> Mapping[str, Any]:
    """A widget's state or an edit is a JSON object; anything else (only a crafted call sends
    it) is a :class:`ConfigError` at ``where``, never an ``AttributeError``."""
    if not isinstance(value, Mapping):
        raise ConfigError(NOT_AN_OBJECT, where=where)
    return value


def _edit(action: Mapping[str, Any]) -> Mapping[str, Any]:
    """The reader's edit: its arguments are texts (the page sends ``data-arg-*`` as text) or
    numbers; a list or an object, which only a crafted call sends, is refused at its name."""
    for name, value in action.items():
        if value is not None and not isinstance(value, (str, int, float)):
            raise ConfigError(NAME_NOT_TEXT, where=f"action.{name}")
    return action


def start(game: str, config: Mapping[str, Any], lang: str) -> Json:
    """The live widget's first view: ``{state, html, frames, current, failed, words}``
    (``failed``: the sentence shown when a later call fails, in ``lang``; ``words``: the label
    of "Change this example" closed and open, the note shown beside the prose once the reader
    has changed the example, and its button)."""
    config = _config(game, config, lang)
    module = _live(game, config["widget"])
    state = module.initial(config)
    return {"state": state, **module.view(state, lang),
            "failed": M_("ui-edit-failed").translated(lang),
            "words": {key: ui(key, lang) for key in ("change", "close_change", "describes_original",
                                                     "back_to_original")}}


def act(game: str, state: Mapping[str, Any], action: Mapping[str, Any], lang: str) -> Json:
    """The view after one edit of the reader, or, for an edit the widget or the engine refuses,
    ``{"refused": {message, code, ruling, link}}`` in ``lang`` (the browser then keeps the
    previous state and shows the message, with a link to the ruling when there is one)."""
    check_lang(lang)
    widget_package(game)
    module = _live(game, _object(checked(game, state, "state"), "state").get("kind"))
    try:
        checked(game, action, "action")      # the reader's edit: too long is a refusal too
        new_state = module.edit(state, _edit(_object(action, "action")), lang)
        return {"state": new_state, **module.view(new_state, lang)}
    except RulesError as err:
        return {"refused": refusal(err, lang)}
