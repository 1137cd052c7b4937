"""The ``pdbmv`` superfences fence: YAML config in, static widget HTML out.

STUB (to be replaced by the widgets work): renders the engine's events as a list.
"""

from __future__ import annotations

import html
import json
from typing import Any

import yaml

from engine.pdbmv.cli import run_scenario
from engine.pdbmv.messages import render

LANG = {"value": "en"}
"""Language of the current build; set by the site's MkDocs hook (``extra.lang``)."""


def validate(language: str, inputs: dict[str, Any], options: dict[str, Any],
             attrs: dict[str, Any], md: Any) -> bool:
    return True


def format(source: str, language: str, css_class: str, options: dict[str, Any], md: Any,
           **kwargs: Any) -> str:
    config = yaml.safe_load(source)
    kind = config["widget"]
    lang = LANG["value"]
    body = ""
    if "scenario" in config:
        _, events = run_scenario(config["scenario"])
        body = "<ol>" + "".join(f"<li>{html.escape(render(e, lang))}</li>" for e in events) + "</ol>"
    return (f'<div class="lr-widget" data-widget="{html.escape(kind)}" '
            f"data-config='{html.escape(json.dumps(config))}'>{body}</div>")
