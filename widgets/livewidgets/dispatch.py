"""The worker's single door into Python: ``call("api.start", '{"game": ..., "config": ...}')``.

Reachable from the page: the public functions of :mod:`livewidgets.api`, and of the modules
each registered game's widget package lists in ``WIDGETS.browser_modules`` (``<game>.sandbox.act``).
Nothing else. The answer is always JSON: ``{"ok": result}``, or ``{"error": text}`` with the
exception's own text (never a traceback), which the worker turns into a rejected promise.
"""

from __future__ import annotations

import importlib
import json
from typing import Any

from engine import registry


def _allowed(fn: str) -> tuple[str, str] | None:
    """(module, function) when ``fn`` may be called from the page, else None."""
    *path, name = fn.split(".")
    if not name or name.startswith("_") or not name.isidentifier():
        return None
    if path == ["api"]:
        return "livewidgets.api", name
    if len(path) == 2 and path[0] in registry.entry_ids():
        try:
            spec = getattr(importlib.import_module(f"livewidgets.{path[0]}"), "WIDGETS", None)
        except ModuleNotFoundError:
            return None
        if path[1] in getattr(spec, "browser_modules", ()):
            return f"livewidgets.{path[0]}.{path[1]}", name
    return None


def _function(fn: str) -> Any:
    found = _allowed(fn)
    if found is None:
        raise ValueError(f"{fn!r} is not callable from the browser (expected api.<function> or "
                         "<game>.<module>.<function> with a module of the game's "
                         "WIDGETS.browser_modules)")
    module_name, name = found
    function = getattr(importlib.import_module(module_name), name, None)
    if not callable(function):
        raise ValueError(f"{module_name} has no function {name!r}")
    return function


def call(fn: str, args_json: str) -> str:
    """Run the allowed function ``fn`` with ``args`` and answer in JSON."""
    try:
        args = json.loads(args_json)
        if not isinstance(args, dict):
            raise ValueError("arguments must be a JSON object")
        return json.dumps({"ok": _function(fn)(**args)}, ensure_ascii=False)
    except Exception as err:  # every failure goes back to the page as text
        return json.dumps({"error": str(err) or type(err).__name__}, ensure_ascii=False)
