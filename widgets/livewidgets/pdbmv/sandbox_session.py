"""The sandbox's session: how a game started plus the actions played, as plain JSON.

A session never holds a game state. Every call rebuilds the position by replaying the action
log from the start (a seed and options, or a scenario), so undo is "replay one action less",
the worker keeps nothing between calls, and a shared URL is just this JSON in base64url::

    {"v": 1,
     "start": {"seed": 7, "players": ["Ana", "Ben"], "options": {"wilds_removed": 2}}
              | {"scenario": {... scenario JSON, without "actions" ...}},
     "seats": ["human", "greedy"],     # one per player: human | random | greedy
     "log": ["bribe axe with axe wild", "draw"],
     "redo": ["buy 0"]}                # actions undone, most recent last

Anything read from outside (a URL fragment, a pasted scenario) goes through
:func:`check_session`, which raises a :class:`~engine.errors.RulesError` naming the field at
fault: a :class:`SessionError` for the session's own fields, the engine's own refusal (located
at ``log[i]`` for a logged action) for a position or an action.

A link is hostile until proven otherwise: :func:`decode_fragment` checks its length before
decoding it, unpacks it with a hard output limit (:func:`engine.limits.inflate`), checks the
nesting before the JSON decoder runs (:func:`engine.limits.loads`), and :func:`check_session`
then checks every part against the game's limits: the start (a scenario, or a seed, players
and known options, nothing else), the seats, the log and the redo stack (counted first, then
each action replayed). No message echoes more than an excerpt of a bad value.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from dataclasses import dataclass
from typing import Any, Mapping

from engine.errors import excerpt
from engine.limits import LimitError, inflate, loads
from engine.pdbmv import (Event, RulesError, State, action_from_json, from_json, new_game,
                          parse_action)
from engine.pdbmv.bots import BOTS
from engine.pdbmv.components import LIMITS, MAX_PLAYERS, MIN_PLAYERS
from engine.pdbmv.refusals import M_
from engine.pdbmv.scenario import (ACTION_NOT_OBJECT, ACTIONS_NOT_LIST, PLAYER_COUNT,
                                   TOO_MANY_ACTIONS, UNKNOWN_KEY)
from engine.pdbmv.scenario import NOT_AN_OBJECT as NOT_A_JSON_OBJECT
from engine.pdbmv.setup import DEFAULTS

VERSION = 1
SEATS = ("human", *BOTS)
"""What can sit in a seat: a person at this screen, or one of the engine's bots."""
DEFAULT_NAMES = ("Ana", "Ben", "Chen", "Dana", "Emil")
"""Names of a new game's seats: short, and readable in every language of the site."""
DEFAULT_SEED = 1
"""Seed of a sandbox whose config gives none, so the static page and the live widget agree."""
FRAGMENT_KEY = "sandbox="
LINK_CHARS = len(FRAGMENT_KEY) + 1 + (LIMITS.max_link_bytes + 64) * 4 // 3
"""The longest fragment worth decoding: base64 of a deflated session of ``max_link_bytes``
(deflate never grows data by more than a few bytes per block)."""
SESSION_KEYS = ("v", "start", "seats", "log", "redo")
START_FROM_SEED = frozenset({"seed", "players", "options"})


class SessionError(RulesError):
    """A session (or URL fragment, or config) that cannot be replayed; ``where`` names the field."""


NOT_AN_OBJECT = M_("session-not-object", "must be an object")
SCENARIO_NOT_OBJECT = M_("scenario-not-object", "must be an object (the scenario JSON)")
START_WITHOUT_GAME = M_("start-without-game", "must hold a scenario, or a seed and players")
START_HAS_ACTIONS = M_("start-has-actions", "a start holds no actions (the log holds them)")
DAMAGED = M_("fragment-damaged", "is not a sandbox link (damaged or cut short)")
TOO_LONG_LINK = M_("link-too-long", "is {size} characters long; the limit is {most}")


@dataclass(slots=True)
class Replay:
    """A session played out: the position now, and the events of each logged action."""

    state: State
    events: list[list[Event]]
    movers: list[str]
    """Who played each logged action."""


def new_session(config: Mapping[str, Any]) -> dict[str, Any]:
    """A session from a widget config: ``scenario``, or ``players`` (2..5 or names) + ``seed``."""
    if not isinstance(config, Mapping):
        raise SessionError(NOT_AN_OBJECT, where="config")
    if "scenario" in config:
        scenario = config["scenario"]
        if not isinstance(scenario, Mapping):
            raise SessionError(SCENARIO_NOT_OBJECT, where="scenario")
        start: dict[str, Any] = {"scenario": {k: v for k, v in scenario.items()
                                              if k != "actions"}}
        log = _actions_as_text(scenario.get("actions", []))
        count = len(scenario.get("players", []))
    else:
        players = config.get("players", 2)
        if isinstance(players, int) and not isinstance(players, bool):
            if not MIN_PLAYERS <= players <= MAX_PLAYERS:
                raise SessionError(PLAYER_COUNT, where="players", low=MIN_PLAYERS,
                                   high=MAX_PLAYERS, count=players)
            names = list(DEFAULT_NAMES[:players])
        else:
            names = players
        seed = config.get("seed", DEFAULT_SEED)
        start = {"seed": seed, "players": names}
        options = changed_options(config.get("options") or {})
        if options:
            start["options"] = options
        log = []
        count = len(names) if isinstance(names, list) else 0
    seats = config.get("seats") or default_seats(count)
    return check_session({"v": VERSION, "start": start, "seats": seats, "log": log, "redo": []},
                         start_at=None)


def changed_options(options: Any) -> Any:
    """The setup options that differ from the engine's defaults (shorter share links)."""
    if not isinstance(options, Mapping):
        return options  # start_state explains what is wrong with it
    return {k: v for k, v in options.items()
            if not (k in DEFAULTS and _same(v, DEFAULTS[k]))}


def _same(value: Any, default: object) -> bool:
    if isinstance(default, tuple):
        return isinstance(value, (list, tuple)) and list(value) == list(default)
    return bool(value == default)


def setup_of(session: Mapping[str, Any], players: tuple[str, ...]) -> dict[str, Any]:
    """What the setup form shows for this session: its seed and options, defaults filled in."""
    start = session["start"]
    options = {k: list(v) if isinstance(v, tuple) else v for k, v in DEFAULTS.items()}
    options.update(start.get("options", {}))
    seed = start.get("seed", start.get("scenario", {}).get("seed"))
    return {"players": list(players), "seats": list(session["seats"]), "seed": seed,
            "options": options}


def default_seats(count: int) -> list[str]:
    """The first seat is the reader; the engine's greedy bot plays the others."""
    return ["human"] + ["greedy"] * max(count - 1, 0)


def _actions_as_text(actions: Any) -> list[str]:
    """Scenario action objects as text forms (the player is implied by the turn order)."""
    if not isinstance(actions, list):
        raise SessionError(ACTIONS_NOT_LIST, where="actions")
    out = []
    for i, raw in enumerate(actions):
        if not isinstance(raw, Mapping):
            raise SessionError(ACTION_NOT_OBJECT, where=f"actions[{i}]")
        try:
            out.append(str(action_from_json(raw)))
        except RulesError as err:
            raise err.at(f"actions[{i}]") from None
    return out


def start_state(start: Any) -> State:
    """The position before the first logged action (the start checked whole first)."""
    _check_start(start)
    if "scenario" in start:
        return from_json(start["scenario"])
    try:
        return new_game(start["players"], start["seed"], **start.get("options", {}))
    except RulesError as err:
        raise (err if err.where else err.at("options")) from None


def _check_start(start: Any) -> None:
    """A start is a scenario alone, or a seed and players with, maybe, known options: any
    other key, and any value of the wrong type, is refused here, so nothing later (the bots'
    seed, the setup form) meets a value it cannot use."""
    if not isinstance(start, Mapping) or not ({"scenario", "seed"} & set(start)):
        raise SessionError(START_WITHOUT_GAME, where=None)
    known = {"scenario"} if "scenario" in start else START_FROM_SEED
    for key in start:
        if key not in known:
            raise SessionError(UNKNOWN_KEY, where=excerpt(str(key)),
                               known=", ".join(sorted(known)))
    if "scenario" in start:
        scenario = start["scenario"]
        if not isinstance(scenario, Mapping):
            raise SessionError(SCENARIO_NOT_OBJECT, where="scenario")
        if "actions" in scenario:
            raise SessionError(START_HAS_ACTIONS, where="scenario.actions")
        return
    seed = start.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SessionError(M_("seed-not-integer", "must be an integer, not {seed!r}"),
                           where="seed", seed=seed)
    players = start.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise SessionError(M_("players-not-names", "must be a list of names"), where="players")
    options = start.get("options", {})
    if not isinstance(options, Mapping) or not all(isinstance(k, str) for k in options):
        raise SessionError(M_("options-not-map", "must map option names to values"),
                           where="options")


def replay(session: Mapping[str, Any], upto: int | None = None) -> Replay:
    """Play the session's log (or its first ``upto`` actions) from the start."""
    state = start_state(session["start"])
    log = session["log"] if upto is None else session["log"][:upto]
    events: list[list[Event]] = []
    movers: list[str] = []
    for i, text in enumerate(log):
        movers.append(state.player)
        try:
            events.append(state.apply(parse_action(text)))
        except RulesError as err:
            raise err.at(f"log[{i}]", action=text) from None
    return Replay(state, events, movers)


def check_session(data: Any, start_at: str | None = "start") -> dict[str, Any]:
    """Validate a session from outside and return it normalised; replays it, and its redo
    stack, to be sure. A refusal of the start is located under ``start_at`` (None: at the
    field itself, as the setup form names it)."""
    if not isinstance(data, Mapping):
        raise SessionError(NOT_A_JSON_OBJECT, where="session")
    for key in data:
        if key not in SESSION_KEYS:
            raise SessionError(UNKNOWN_KEY, where=excerpt(str(key)),
                               known=", ".join(SESSION_KEYS))
    if data.get("v") != VERSION:
        raise SessionError(M_("session-version", "unknown session version {got!r} (expected "
                                                 "{version})"),
                           where="v", got=data.get("v"), version=VERSION)
    for field in ("log", "redo"):
        value = data.get(field, [])
        if not isinstance(value, list) or not all(isinstance(a, str) for a in value):
            raise SessionError(M_("log-not-texts", "must be a list of action texts"),
                               where=field)
    log, redo = list(data.get("log", [])), list(data.get("redo", []))
    if len(log) + len(redo) > LIMITS.max_actions:  # counted before a single one is replayed
        raise SessionError(TOO_MANY_ACTIONS, where="log", count=len(log) + len(redo),
                           most=LIMITS.max_actions)
    start: Mapping[str, Any] = data.get("start") or {}
    try:
        first = start_state(start)
    except RulesError as err:
        if start_at is None:
            raise
        # An option's refusal names the option (as the setup form does): put it in its place.
        raise err.under(f"{start_at}.options" if err.where in DEFAULTS else start_at) from None
    session = {"v": VERSION, "start": dict(start), "seats": data.get("seats"),
               "log": log, "redo": redo}
    seats = session["seats"]
    if seats is None:
        seats = session["seats"] = default_seats(len(first.players))
    if (not isinstance(seats, list) or len(seats) != len(first.players)
            or not all(isinstance(s, str) and s in SEATS for s in seats)):
        raise SessionError(M_("seats-per-player", "needs one of {seats} for each of the "
                                                  "{count} players"),
                           where="seats", seats=", ".join(SEATS), count=len(first.players))
    state = replay(session).state
    for i in reversed(range(len(redo))):  # redo pops its last action first
        try:
            state.apply(parse_action(redo[i]))
        except RulesError as err:
            raise err.at(f"redo[{i}]", action=redo[i]) from None
    return session


def encode_fragment(session: Mapping[str, Any]) -> str:
    """``sandbox=<base64url of the deflated session JSON>`` for a URL fragment."""
    data = {k: session[k] for k in ("v", "start", "seats", "log")}
    raw = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return FRAGMENT_KEY + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


def decode_fragment(fragment: Any) -> dict[str, Any]:
    """Inverse of :func:`encode_fragment` (a leading ``#`` is allowed); validates the session.

    Every step is bounded before it runs: the fragment's length, then the unpacked size
    (while unpacking), then the JSON's nesting (before decoding), then the session itself."""
    if not isinstance(fragment, str):
        raise SessionError(DAMAGED, where="fragment")
    if len(fragment) > LINK_CHARS:
        raise LimitError(TOO_LONG_LINK, where="fragment", size=len(fragment), most=LINK_CHARS)
    text = fragment.lstrip("#")
    if not text.startswith(FRAGMENT_KEY):
        raise SessionError(M_("fragment-key", "must start with {key!r}"), where="fragment",
                           key=FRAGMENT_KEY)
    payload = text[len(FRAGMENT_KEY):]
    if not payload.isascii():
        raise SessionError(DAMAGED, where="fragment")
    try:
        packed = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
        raw = inflate(packed, LIMITS.max_link_bytes, where="fragment")
        data = loads(raw, LIMITS, where="fragment", most=LIMITS.max_link_bytes)
    except (binascii.Error, json.JSONDecodeError, zlib.error):
        raise SessionError(DAMAGED, where="fragment") from None
    return check_session(data)
