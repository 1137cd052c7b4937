"""The game-independent half of a sandbox: a session as plain JSON, checked, replayed, shared.

A sandbox never keeps a game state between calls. Its *session* says how the game started and
which actions were played, and every call rebuilds the position by replaying it, so undo is
"replay one action less", the worker is stateless, and a share link is the session deflated
in base64url::

    {"v": 1,
     "start": {"seed": 7, "players": ["Ana", "Ben"], "options": {...}}
              | {"scenario": {... the game's scenario JSON, without "actions" ...}},
     "seats": ["human", "greedy"],   # one per player: "human" or one of GameSpec.bots
     "log": ["<action text>", ...],  # GameSpec.parse_action reads each one
     "redo": ["<action text>", ...]} # actions undone, the most recent last

Everything here is driven by the game's :class:`~engine.registry.GameSpec` (``new_game``,
``from_json``/``to_json``, ``run_scenario``, ``parse_action``, ``action_from_json``, ``bots``)
and its :class:`~engine.registry.Limits`; the kit names no game. A game's sandbox makes one
:class:`SandboxKit`; the page's calls on it (the widgets' shared sandbox) add only what is
the game's own on a page (rendering, words)::

    KIT = SandboxKit(GAME, names=("Ana", "Ben", "Chen", "Dana", "Emil"), defaults=DEFAULTS)
    session = KIT.new_session({"players": 3, "seed": 7})    # or {"scenario": {...}}
    state = KIT.replay(session).state                        # .events, .movers
    session = KIT.played(session, "draw")                    # after state.apply succeeded
    session, undone = KIT.undo(session)                      # back to a human's decision
    session, redone = KIT.redo(session)
    link = KIT.encode_fragment(session)                      # "sandbox=eJy..."
    session = KIT.decode_fragment(link)                      # hostile until proven otherwise
    session = KIT.import_scenario(text, seats)               # pasted scenario JSON
    text = KIT.export(session)                               # scenario JSON of the position

API (every refusal is a :class:`~engine.errors.RulesError` whose ``where`` names the field):

- :meth:`SandboxKit.new_session` (config: ``scenario``, or ``players`` as a count or names,
  ``seed``, ``options``, ``seats``), :meth:`~SandboxKit.check_session` (anything from outside,
  normalised), :meth:`~SandboxKit.start_state`, :meth:`~SandboxKit.replay` (a :class:`Replay`);
- :meth:`~SandboxKit.played`, :meth:`~SandboxKit.undo`, :meth:`~SandboxKit.redo`: the log and
  the redo stack (undo and redo stop at a human's decision when a human plays);
  :meth:`~SandboxKit.bots_moved`, :meth:`~SandboxKit.viewer_seat`,
  :meth:`~SandboxKit.at_limit`: the bots' turns, who watches, the action limit (all in
  :mod:`.session_turns`);
- :meth:`~SandboxKit.encode_fragment`, :meth:`~SandboxKit.decode_fragment`: share links;
- :meth:`~SandboxKit.import_scenario`, :meth:`~SandboxKit.export`, :func:`json_refusal` (a
  JSON syntax error as a :class:`JsonSyntaxError` with its line and column, words in every
  language);
- :meth:`~SandboxKit.setup_of`, :meth:`~SandboxKit.changed_options`,
  :meth:`~SandboxKit.default_seats`: what a setup form shows.

A link is hostile until proven otherwise: :meth:`~SandboxKit.decode_fragment` checks its length
before decoding it, unpacks it with a hard output limit (:func:`engine.limits.inflate`), checks
the nesting before the JSON decoder runs (:func:`engine.limits.loads`), then
:meth:`~SandboxKit.check_session` checks every part against the game's limits: the start (a
scenario, or a seed, players and options ``new_game`` takes as options, nothing else), the
seats, the log and the redo stack (counted first, then each action replayed). No message
echoes more than an excerpt. The messages (:mod:`.session_refusals`) are the ``shared``
gettext domain's, so every game's sandbox says the same thing in the same words.
"""

from __future__ import annotations

import base64
import binascii
import inspect
import json
import zlib
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from .errors import M_, RulesError, excerpt
from .limits import LimitError, check_players, inflate, loads
from .registry import GameSpec, Limits
from .session_refusals import (ACTION_NOT_OBJECT, ACTIONS_NOT_LIST, DAMAGED, NOT_AN_OBJECT,
                               SCENARIO_NOT_OBJECT, TOO_MANY_ACTIONS, UNKNOWN_KEY, JsonSyntaxError,
                               SessionError, json_refusal)
from .session_turns import HUMAN, Replay, Session, SessionTurns

__all__ = ["HUMAN", "JsonSyntaxError", "Replay", "SandboxKit", "Session", "SessionError",
           "json_refusal"]
SESSION_KEYS = ("v", "start", "seats", "log", "redo")
START_FROM_SEED = frozenset({"seed", "players", "options"})


@dataclass(frozen=True)
class SandboxKit(SessionTurns):
    """One game's sandbox sessions: ``spec`` says how to play, ``names`` name a new game's
    seats, ``defaults`` are the setup options ``new_game`` takes, with their default values
    (a link holds only the options that differ)."""

    spec: GameSpec
    names: tuple[str, ...]
    defaults: Mapping[str, Any] = field(default_factory=dict)
    version: int = 1
    fragment_key: str = "sandbox="
    default_seed: int = 1
    """Seed of a sandbox whose config gives none, so the static page and the live widget
    agree."""
    default_bot: str | None = None
    """The bot a new game seats after the reader (None: the spec's first bot)."""

    @property
    def limits(self) -> Limits:
        return self.spec.limits

    @property
    def seats(self) -> tuple[str, ...]:
        """What can sit in a seat: a person at this screen, or one of the game's bots."""
        return (HUMAN, *self.spec.bots)

    @property
    def link_chars(self) -> int:
        """The longest fragment worth decoding: base64 of a deflated session of
        ``max_link_bytes`` (deflate never grows data by more than a few bytes per block)."""
        return len(self.fragment_key) + 1 + (self.limits.max_link_bytes + 64) * 4 // 3

    # -- starting ------------------------------------------------------------------------

    def new_session(self, config: Mapping[str, Any],
                    names: Sequence[str] | None = None) -> Session:
        """A session from a widget config or a setup form: ``scenario`` (its ``actions``
        become the log), or ``players`` (a count, named from ``names`` or :attr:`names`, or a
        list of names) with ``seed`` and ``options``; ``seats`` default to one human, then
        bots."""
        if not isinstance(config, Mapping):
            raise SessionError(NOT_AN_OBJECT, where="config")
        if "scenario" in config:
            scenario = config["scenario"]
            if not isinstance(scenario, Mapping):
                raise SessionError(SCENARIO_NOT_OBJECT, where="scenario")
            start: dict[str, Any] = {"scenario": {k: v for k, v in scenario.items()
                                                  if k != "actions"}}
            log = self._actions_as_text(scenario.get("actions", []))
            players = scenario.get("players", [])
            count = len(players) if isinstance(players, list) else 0
        else:
            chosen = config.get("players", 2)
            if isinstance(chosen, int) and not isinstance(chosen, bool):
                check_players(chosen, self.limits)
                pool = list(names or self.names)
                chosen = pool[:chosen] + [f"{pool[0]} {i + 1}" for i in range(len(pool),
                                                                             chosen)]
            start = {"seed": config.get("seed", self.default_seed), "players": chosen}
            options = self.changed_options(config.get("options") or {})
            if options:
                start["options"] = options
            log = []
            count = len(chosen) if isinstance(chosen, list) else 0
        seats = config.get("seats") or self.default_seats(count)
        return self.check_session({"v": self.version, "start": start, "seats": seats,
                                   "log": log, "redo": []}, start_at=None)

    def changed_options(self, options: Any) -> Any:
        """The setup options that differ from the game's defaults (shorter share links)."""
        if not isinstance(options, Mapping):
            return options  # start_state explains what is wrong with it
        return {k: v for k, v in options.items()
                if not (k in self.defaults and _same(v, self.defaults[k]))}

    def setup_of(self, session: Mapping[str, Any], players: Sequence[str]) -> dict[str, Any]:
        """What a setup form shows for this session: its seed and options, defaults filled."""
        start = session["start"]
        options = {k: list(v) if isinstance(v, tuple) else v for k, v in self.defaults.items()}
        options.update(start.get("options", {}))
        seed = start.get("seed", start.get("scenario", {}).get("seed"))
        return {"players": list(players), "seats": list(session["seats"]), "seed": seed,
                "options": options}

    def default_seats(self, count: int) -> list[str]:
        """The first seat is the reader; the game's first bot plays the others."""
        bot = self.default_bot or (self.spec.bots[0] if self.spec.bots else HUMAN)
        return [HUMAN] + [bot] * max(count - 1, 0)

    def _actions_as_text(self, actions: Any) -> list[str]:
        """Scenario action objects as text forms (the player is implied by the turn order)."""
        if not isinstance(actions, list):
            raise SessionError(ACTIONS_NOT_LIST, where="actions")
        if len(actions) > self.limits.max_actions:
            raise SessionError(TOO_MANY_ACTIONS, where="actions", count=len(actions),
                               most=self.limits.max_actions)
        out = []
        for i, raw in enumerate(actions):
            if not isinstance(raw, Mapping):
                raise SessionError(ACTION_NOT_OBJECT, where=f"actions[{i}]")
            try:
                out.append(str(self.spec.action_from_json(raw)))
            except RulesError as err:
                raise err.at(f"actions[{i}]") from None
        return out

    def start_state(self, start: Any) -> Any:
        """The position before the first logged action (the start checked whole first). A
        scenario's position also passes the game's start check (``GameSpec.check_start``),
        as ``run_scenario`` runs it, each time it is replayed: a position nobody can act in
        never reaches a turn loop, a bot or a sentence."""
        self._check_start(start)
        if "scenario" in start:
            state = self.spec.from_json(start["scenario"])
            if self.spec.check_start is not None:
                self.spec.check_start(state)
            return state
        check_players(len(start["players"]), self.limits)
        try:
            return self.spec.new_game(start["players"], start["seed"],
                                      **start.get("options", {}))
        except RulesError as err:
            raise (err if err.where else err.at("options")) from None

    def _check_start(self, start: Any) -> None:
        """A start is a scenario alone, or a seed and players with, maybe, known options: any
        other key, and any value of the wrong type, is refused here, so nothing later (the
        bots' seed, the setup form) meets a value it cannot use."""
        if not isinstance(start, Mapping) or not ({"scenario", "seed"} & set(start)):
            raise SessionError(M_("start-without-game"), where=None)
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
                raise SessionError(M_("start-has-actions"), where="scenario.actions")
            return
        seed = start.get("seed")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise SessionError(M_("seed-not-integer"), where="seed", seed=seed)
        players = start.get("players")
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise SessionError(M_("players-not-names"), where="players")
        options = start.get("options", {})
        if not isinstance(options, Mapping) or not all(isinstance(k, str) for k in options):
            raise SessionError(M_("options-not-map"), where="options")
        for key in options:
            if not self._is_option(key):
                raise SessionError(M_("unknown-option"), where=f"options.{excerpt(key)}")

    def _is_option(self, name: str) -> bool:
        """Whether ``new_game`` reads ``name`` as an option: never one of its own parameters
        (``players``, ``seed``: passed twice, a ``TypeError``); a name it has no parameter
        for only when it takes any keyword (then the game's own check names it)."""
        parameters = inspect.signature(self.spec.new_game).parameters
        found = parameters.get(name)
        if found is not None:
            return found.kind is inspect.Parameter.KEYWORD_ONLY
        return any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters.values())

    # -- replaying and checking ----------------------------------------------------------

    def replay(self, session: Mapping[str, Any], upto: int | None = None,
               keep_before: Callable[[Any], bool] | None = None,
               watch: Callable[[Any], Any] | None = None) -> Replay:
        """Play the session's log (or its first ``upto`` actions) from the start. With
        ``keep_before``, :attr:`Replay.before` holds a copy of the position before each action
        it selects (None for the others): the words of a choice may name what the position
        showed then (the card a tie-break turns over). With ``watch``, :attr:`Replay.seen`
        holds what it reads of the position at the start and after each action."""
        state = self.start_state(session["start"])
        log = session["log"] if upto is None else session["log"][:upto]
        rep = Replay(state, [], [], self.players_of(state))
        if watch is not None:
            rep.seen.append(watch(state))
        for i, text in enumerate(log):
            rep.movers.append(str(state.current_player))
            try:
                action = self.spec.parse_action(text)
                if keep_before is not None:
                    rep.before.append(state.copy() if keep_before(action) else None)
                rep.events.append(state.apply(action))
            except RulesError as err:
                raise err.at(f"log[{i}]", action=text) from None
            if watch is not None:
                rep.seen.append(watch(state))
        return rep

    def check_session(self, data: Any, start_at: str | None = "start") -> Session:
        """Validate a session from outside and return it normalised; replays it, and its redo
        stack, to be sure. A refusal of the start is located under ``start_at`` (None: at the
        field itself, as the setup form names it)."""
        if not isinstance(data, Mapping):
            raise SessionError(M_("not-an-object"), where="session")
        for key in data:
            if key not in SESSION_KEYS:
                raise SessionError(UNKNOWN_KEY, where=excerpt(str(key)),
                                   known=", ".join(SESSION_KEYS))
        if data.get("v") != self.version:
            raise SessionError(M_("session-version"), where="v", got=data.get("v"),
                               version=self.version)
        for name in ("log", "redo"):
            value = data.get(name, [])
            if not isinstance(value, list) or not all(isinstance(a, str) for a in value):
                raise SessionError(M_("log-not-texts"), where=name)
        log, redo = list(data.get("log", [])), list(data.get("redo", []))
        most = self.limits.max_actions
        if len(log) + len(redo) > most:  # counted before a single one is replayed
            raise SessionError(TOO_MANY_ACTIONS, where="log", count=len(log) + len(redo),
                               most=most)
        start: Mapping[str, Any] = data.get("start") or {}
        try:
            first = self.start_state(start)
        except RulesError as err:
            if start_at is None:
                raise
            # An option's refusal names the option (as the setup form does): put it there.
            raise err.under(f"{start_at}.options" if err.where in self.defaults
                            else start_at) from None
        count = len(self.players_of(first))
        session = {"v": self.version, "start": dict(start), "seats": data.get("seats"),
                   "log": log, "redo": redo}
        seats = session["seats"]
        if seats is None:
            seats = session["seats"] = self.default_seats(count)
        if (not isinstance(seats, list) or len(seats) != count
                or not all(isinstance(s, str) and s in self.seats for s in seats)):
            raise SessionError(M_("seats-per-player"), where="seats", seats=", ".join(self.seats),
                               count=count)
        state = self.replay(session).state
        for i in reversed(range(len(redo))):  # redo pops its last action first
            try:
                state.apply(self.spec.parse_action(redo[i]))
            except RulesError as err:
                raise err.at(f"redo[{i}]", action=redo[i]) from None
        return session

    # -- share links -----------------------------------------------------------------------

    def encode_fragment(self, session: Mapping[str, Any]) -> str:
        """``sandbox=<base64url of the deflated session JSON>`` for a URL fragment."""
        data = {k: session[k] for k in ("v", "start", "seats", "log")}
        try:
            raw = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate (a page's string can hold one): escaped
            raw = json.dumps(data, separators=(",", ":")).encode("ascii")
        packed = base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii")
        return self.fragment_key + packed.rstrip("=")

    def decode_fragment(self, fragment: Any) -> Session:
        """Inverse of :meth:`encode_fragment` (a leading ``#`` is allowed); validates the
        session. Every step is bounded before it runs: the fragment's length, then the
        unpacked size (while unpacking), then the JSON's nesting (before decoding), then the
        session itself."""
        if not isinstance(fragment, str):
            raise SessionError(DAMAGED, where="fragment")
        if len(fragment) > self.link_chars:
            raise LimitError(M_("link-too-long"), where="fragment", size=len(fragment),
                             most=self.link_chars)
        text = fragment.lstrip("#")
        if not text.startswith(self.fragment_key):
            raise SessionError(M_("fragment-key"), where="fragment", key=self.fragment_key)
        payload = text[len(self.fragment_key):]
        if not payload.isascii():
            raise SessionError(DAMAGED, where="fragment")
        most = self.limits.max_link_bytes
        try:
            packed = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
            raw = inflate(packed, most, where="fragment")
            data = loads(raw, self.limits, where="fragment", most=most)
        except (binascii.Error, json.JSONDecodeError, zlib.error):
            raise SessionError(DAMAGED, where="fragment") from None
        return self.check_session(data)

    # -- scenario JSON ---------------------------------------------------------------------

    def import_scenario(self, source: str, seats: Sequence[str] | None = None) -> Session:
        """A session from pasted scenario JSON: the game's limits first
        (:func:`engine.limits.loads`), then the game's own reader, actions included. A syntax
        error is a :class:`JsonSyntaxError` (:func:`json_refusal`). ``seats`` are kept when they fit the players."""
        try:
            data = loads(source, self.limits, where="scenario")
        except json.JSONDecodeError as err:
            raise json_refusal(err) from None
        state, _ = self.spec.run_scenario(data)
        count = len(self.players_of(state))
        keep = list(seats) if seats and len(seats) == count else None
        return self.new_session({"scenario": data, "seats": keep})

    def export(self, session: Mapping[str, Any]) -> str:
        """The current position in the game's scenario format (pretty JSON)."""
        return json.dumps(self.spec.to_json(self.replay(session).state), ensure_ascii=False,
                          indent=2)


def _same(value: Any, default: object) -> bool:
    if isinstance(default, tuple):
        return isinstance(value, (list, tuple)) and list(value) == list(default)
    return bool(value == default)
