"""What every game's widget kinds share: refusals of an edit, and small controls.

An edit never leaves a widget in a broken state: the kind builds the edited scenario, replays
it with the engine, and on any refusal raises :class:`EditError` with a sentence for the reader
(the widget then shows it and keeps the previous, valid example).
"""

from __future__ import annotations

import copy
from typing import Any, Mapping

from .markup import escape
from .strings import ui

Json = dict[str, Any]


class ConfigError(ValueError):
    """A widget config that cannot be shown. ``where`` is the path of the field."""

    def __init__(self, where: str, reason: str) -> None:
        super().__init__(f"{where}: {reason}")
        self.where = where
        self.reason = reason


class EditError(ValueError):
    """An edit the widget cannot apply; the message is ready to show, in the page's language."""


def refuse(lang: str, reason: str) -> EditError:
    return EditError(ui("edit_error", lang, error=reason))


def edited(scenario: Mapping[str, Any]) -> Json:
    """A deep copy of a scenario, to edit without touching the state the browser holds."""
    return copy.deepcopy(dict(scenario))


def button(label: str, act: str, text: str | None = None, pressed: bool | None = None,
           **data: Any) -> str:
    """A control button: ``data-act`` plus ``data-*`` arguments, read by the live widget."""
    attrs = "".join(f' data-{k.replace("_", "-")}="{escape(str(v))}"' for k, v in data.items())
    state = "" if pressed is None else f' aria-pressed="{"true" if pressed else "false"}"'
    shown = escape(label) if text is None else text
    aria = "" if text is None else f' aria-label="{escape(label)}"'
    return (f'<button type="button" class="lr-btn" data-act="{act}"{attrs}{state}{aria}>'
            f"{shown}</button>")


def stepper_cell(count: int, minus: str, plus: str, act: str, **data: Any) -> str:
    """``[−] n [+]`` with accessible names for both buttons."""
    return (f'<span class="lr-counter">{button(minus, act, "−", delta=-1, **data)}'
            f'<span class="lr-count">{count}</span>{button(plus, act, "+", delta=1, **data)}'
            "</span>")
