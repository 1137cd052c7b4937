"""The sandbox kit's refusals (:mod:`engine.session`): the ``shared`` gettext domain's
messages, so every game's sandbox refuses a link, a session or pasted JSON in the same words,
in every language of the site. A list of actions is refused in the words of the engine's
play-through (:mod:`engine.playthrough`), declared there once."""

from __future__ import annotations

import json
from typing import Any

from .errors import M_, RulesError
from .playthrough import ACTION_NOT_OBJECT as ACTION_NOT_OBJECT
from .playthrough import ACTIONS_NOT_LIST as ACTIONS_NOT_LIST
from .playthrough import TOO_MANY_ACTIONS as TOO_MANY_ACTIONS


class SessionError(RulesError):
    """A session (or URL fragment, or config) that cannot be replayed; ``where`` names the field."""


NOT_AN_OBJECT = M_("session-not-object")
SCENARIO_NOT_OBJECT = M_("scenario-not-object")
UNKNOWN_KEY = M_("unknown-key")
ACTION_LIMIT = M_("action-limit")
DAMAGED = M_("fragment-damaged")

JSON_PROBLEMS = (
    ("Expecting value", M_("json-value")),
    ("Expecting property name", M_("json-key")),
    ("Expecting ':'", M_("json-colon")),
    ("Expecting ','", M_("json-comma")),
    ("Unterminated string", M_("json-string")),
    ("Invalid control character", M_("json-control")),
    ("Invalid \\", M_("json-escape")),
    ("Extra data", M_("json-extra")),
    ("Illegal trailing comma", M_("json-trailing-comma")),
)
"""The JSON decoder's English problems (message starts), each as a message of our own."""

class JsonSyntaxError(RulesError):
    """Pasted text that is not JSON: ``line`` and ``column`` say where (1-based)."""

    def __init__(self, message: Any, line: int, column: int) -> None:
        super().__init__(message, where=f"line {line}, column {column}")
        self.line, self.column = line, column


def json_refusal(err: json.JSONDecodeError) -> JsonSyntaxError:
    """A JSON syntax error as a refusal in the page's words, located at its line and column
    (the decoder's own message is English and names Python's terms)."""
    problem = next((m for start, m in JSON_PROBLEMS if err.msg.startswith(start)), M_("json-other"))
    return JsonSyntaxError(problem, err.lineno, err.colno)
