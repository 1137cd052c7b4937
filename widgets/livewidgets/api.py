"""The widgets' Python entry points, called the same way at build time and in the browser.

The fence calls :func:`render` for the static page; the live widget calls :func:`start` and
:func:`act` through the worker (``call("api.start", {...})``). Everything is JSON in and JSON
out; a widget's state is plain JSON the browser keeps, so the worker holds nothing between
calls. Only the kinds' own modules are imported here, so the browser loads little.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any, Mapping

from .config import ConfigError, check
from .strings import check_lang

LIVE = ("refill", "favor", "scoring", "risk")
"""Kinds the reader can edit: each module ``livewidgets.<kind>`` has initial, edit, view and
static_html. They are imported on first use, so a page pays only for its own kinds (the risk
widget's exact fractions, for one, pull in ``fractions`` and ``decimal``)."""

Json = dict[str, Any]


def render(config: Mapping[str, Any], lang: str) -> str:
    """The static HTML inside a widget's root: the whole worked example, no JavaScript needed.

    Raises :class:`ConfigError` (with the field's path) for a config no widget can show.
    """
    check_lang(lang)
    config = check(config)
    kind = config["widget"]
    if kind == "sandbox":
        return str(importlib.import_module(".sandbox", __package__).render_static(config, lang))
    return str(importlib.import_module(f".{kind}", __package__).static_html(config, lang))


def _module(kind: Any) -> ModuleType:
    if kind not in LIVE:
        raise ConfigError("widget", f"{kind!r} has no live view (live kinds: {', '.join(LIVE)})")
    return importlib.import_module(f".{kind}", __package__)


def start(config: Mapping[str, Any], lang: str) -> Json:
    """The live widget's first view: ``{state, html, frames, current}``."""
    check_lang(lang)
    config = check(config)
    module = _module(config["widget"])
    state = module.initial(config)
    return {"state": state, **module.view(state, lang)}


def act(state: Mapping[str, Any], action: Mapping[str, Any], lang: str) -> Json:
    """The view after one edit of the reader; an edit that cannot apply raises EditError with
    a sentence for the reader, and the browser keeps the previous state."""
    check_lang(lang)
    module = _module(state.get("kind"))
    new_state = module.edit(state, action, lang)
    return {"state": new_state, **module.view(new_state, lang)}
