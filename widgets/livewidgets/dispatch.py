"""The worker's single door into Python: ``call("api.start", '{"config": ...}')``.

Only whitelisted modules of ``livewidgets`` are reachable, and only their public functions.
The answer is always JSON: ``{"ok": result}``, or ``{"error": text}`` with the exception's
own text (never a traceback), which the worker turns into a rejected promise.
"""

from __future__ import annotations

import importlib
import json
from typing import Any

MODULES = ("api", "sandbox")


def _function(fn: str) -> Any:
    module_name, _, name = fn.partition(".")
    if module_name not in MODULES or not name or name.startswith("_") or "." in name:
        raise ValueError(f"{fn!r} is not callable from the browser "
                         f"(expected <module>.<function> with module in {', '.join(MODULES)})")
    function = getattr(importlib.import_module(f"livewidgets.{module_name}"), name, None)
    if not callable(function):
        raise ValueError(f"livewidgets.{module_name} has no function {name!r}")
    return function


def call(fn: str, args_json: str) -> str:
    """Run ``livewidgets.<fn>(**args)`` and answer in JSON."""
    try:
        args = json.loads(args_json)
        if not isinstance(args, dict):
            raise ValueError("arguments must be a JSON object")
        return json.dumps({"ok": _function(fn)(**args)}, ensure_ascii=False)
    except Exception as err:  # every failure goes back to the page as text
        return json.dumps({"error": str(err) or type(err).__name__}, ensure_ascii=False)
