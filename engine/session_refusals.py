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


NOT_AN_OBJECT = M_("session-not-object", "must be an object")
NOT_A_JSON_OBJECT = M_("not-an-object", "must be a JSON object")
SCENARIO_NOT_OBJECT = M_("scenario-not-object", "must be an object (the scenario JSON)")
START_WITHOUT_GAME = M_("start-without-game", "must hold a scenario, or a seed and players")
START_HAS_ACTIONS = M_("start-has-actions", "a start holds no actions (the log holds them)")
UNKNOWN_KEY = M_("unknown-key", "unknown key (expected one of {known})")
SEED_NOT_INTEGER = M_("seed-not-integer", "must be an integer, not {seed!r}")
PLAYERS_NOT_NAMES = M_("players-not-names", "must be a list of names")
UNKNOWN_OPTION = M_("unknown-option", "is not an option of this game")
ACTION_LIMIT = M_("action-limit", "This game reached the limit of {most} actions, so nothing "
                                  "more can be played in it. Start a new game, or undo.")
OPTIONS_NOT_MAP = M_("options-not-map", "must map option names to values")
VERSION_UNKNOWN = M_("session-version", "unknown session version {got!r} (expected {version})")
LOG_NOT_TEXTS = M_("log-not-texts", "must be a list of action texts")
SEATS_PER_PLAYER = M_("seats-per-player", "needs one of {seats} for each of the {count} players")
DAMAGED = M_("fragment-damaged", "is not a sandbox link (damaged or cut short)")
FRAGMENT_KEY_MISSING = M_("fragment-key", "must start with {key!r}")
TOO_LONG_LINK = M_("link-too-long", "is {size} characters long; the limit is {most}")

JSON_PROBLEMS = (
    ("Expecting value", M_("json-value", "a value is expected here")),
    ("Expecting property name", M_("json-key", "a key in double quotes is expected here")),
    ("Expecting ':'", M_("json-colon", "a colon is expected here")),
    ("Expecting ','", M_("json-comma", "a comma is expected here")),
    ("Unterminated string", M_("json-string", "this string is never closed")),
    ("Invalid control character", M_("json-control", "a string cannot hold a line break or a "
                                                     "tab as it is")),
    ("Invalid \\", M_("json-escape", "this backslash escape is not valid")),
    ("Extra data", M_("json-extra", "there is more text after the end of the JSON")),
    ("Illegal trailing comma", M_("json-trailing-comma", "a comma cannot come right before "
                                                         "a closing bracket")),
)
"""The JSON decoder's English problems (message starts), each as a message of our own."""
JSON_OTHER = M_("json-other", "this is not valid JSON")

class JsonSyntaxError(RulesError):
    """Pasted text that is not JSON: ``line`` and ``column`` say where (1-based)."""

    def __init__(self, message: Any, line: int, column: int) -> None:
        super().__init__(message, where=f"line {line}, column {column}")
        self.line, self.column = line, column


def json_refusal(err: json.JSONDecodeError) -> JsonSyntaxError:
    """A JSON syntax error as a refusal in the page's words, located at its line and column
    (the decoder's own message is English and names Python's terms)."""
    problem = next((m for start, m in JSON_PROBLEMS if err.msg.startswith(start)), JSON_OTHER)
    return JsonSyntaxError(problem, err.lineno, err.colno)
