"""The widgets' Python entry points, called the same way at build time and in the browser.

The fence calls :func:`render` for the static page; the live widget calls :func:`start` and
:func:`act` through the worker (``call("api.start", {...})``). Everything is JSON in and JSON
out; a widget's state is plain JSON the browser keeps, so the worker holds nothing between
calls. Only the kinds' own modules are imported here, so the browser loads little.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, Mapping

from . import assumptions, favor, refill, risk, scoring
from .config import ConfigError, check
from .strings import check_lang

LIVE: dict[str, ModuleType] = {"refill": refill, "favor": favor, "scoring": scoring,
                               "risk": risk}
"""Kinds the reader can edit: each module has initial, edit, view and static_html."""

Json = dict[str, Any]


def render(config: Mapping[str, Any], lang: str) -> str:
    """The static HTML inside a widget's root: the whole worked example, no JavaScript needed.

    Raises :class:`ConfigError` (with the field's path) for a config no widget can show.
    """
    check_lang(lang)
    config = check(config)
    kind = config["widget"]
    if kind == "assumptions":
        return assumptions.static_html(config, lang)
    if kind == "sandbox":
        from . import sandbox  # the sandbox's own module (and its heavier imports)

        return str(sandbox.render_static(config, lang))
    return str(LIVE[kind].static_html(config, lang))


def _module(kind: Any) -> ModuleType:
    if kind not in LIVE:
        raise ConfigError("widget", f"{kind!r} has no live view (live kinds: {', '.join(LIVE)})")
    return LIVE[kind]


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
