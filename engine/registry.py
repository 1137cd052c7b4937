"""The game registry: one small declarative spec per game, found without a list to edit.

Every game is a subpackage ``engine/<id>/`` whose ``game.py`` defines ``GAME``, an entry of the
registry. An entry is of one of two kinds, sharing :class:`EntrySpec` (id, names, limits,
rulings, readings, pages, describe, description, facts, extra: everything the site needs):

- a :class:`GameSpec`, a playable engine: how to make a new game, read and write a scenario,
  read an action (text or JSON), tell its events, simulate it;
- a :class:`CalcSpec`, a calculator: one pure function ``calc(inputs) -> dict`` over a JSON
  object naming its ``"calc"``, for a game the site explains with a live calculator rather
  than a whole engine.

The site (fences, navigation, glossaries, typography, descriptions, catalogues), the widgets'
allow-list and the pages tests loop over :func:`entries`; what plays a game (conformance,
``simulate``, ``bench``, the sandbox, the golden scenarios) loops over :func:`games`, the
playable engines only. Nothing outside a game's own folders names the game; generic code
branches on an entry's kind only where the behaviour really differs (the command line).

The game spec is data plus a few functions, after OpenSpiel's game type. A game's states
follow the common protocol, :class:`engine.protocol.GameState`: the spec's types say so, so
``mypy --strict`` checks every game's state against it, and ``tests/games`` checks its
behaviour. Imports stay lazy (a game is loaded when asked for), so the browser pays only for
the game of the page.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from typing import Any, Callable, Iterable, Mapping, Sequence

from . import playthrough
from .discovery import GAME_ID, declared, entry_ids
from .errors import M_, RulesError
from .protocol import GameState
from .simulation import Bot


class _Default:
    """The default of a spec's overridable function: replaced by the generic one, bound to
    the spec, when the spec is built."""

    def __call__(self, data: Any) -> Any:
        raise AssertionError("replaced in GameSpec.__post_init__")


DEFAULT: Any = _Default()

__all__ = ["GAME_ID", "CalcSpec", "Entry", "EntrySpec", "GameSpec", "LANGS", "Limits",
           "RegistryError", "calcs", "calculator", "entries", "entry", "entry_ids", "game_ids",
           "games", "get"]


@dataclass(frozen=True)
class Limits:
    """What any input a visitor, a link or a file can supply may hold: checked before any work.

    A share link, a pasted scenario, a command-line file or a fence is read by code that is
    fast for anything a real game holds; these bounds keep it fast (and its memory small) for
    anything else, so a short hostile link cannot freeze a reader's tab. The generic checks
    (bytes, nesting, text lengths, list lengths: :mod:`engine.limits`) run on the raw JSON
    before any game code reads it; the game's reader checks its own counts (players, card ids,
    cards, actions) before it builds anything. Every field has a default, so a new game works
    at once; each game sets the values that fit its box (README.md, "Limits", lists them).
    """

    players: tuple[int, int]
    """Fewest and most players."""
    max_actions: int = 2_000
    """Actions in one scenario, or in a sandbox session's log and redo together; also the
    length no complete game of the game reaches (the conformance tests' bound)."""
    max_card_ids: int = 64
    """Distinct card ids (kinds of card) one game may name, such as its Treasure types."""
    max_cards: int = 1_000
    """Cards in one scenario, every pile, stall, hand and bribe together."""
    max_name: int = 40
    """Characters of a player name, a card id or any other key."""
    max_text: int = 1_000
    """Characters of any other text (an action's text form)."""
    max_depth: int = 16
    """Nesting depth of the JSON (an object or a list inside another counts one level)."""
    max_bytes: int = 262_144
    """Bytes of a scenario (a file, standard input, a pasted import, a fence)."""
    max_link_bytes: int = 262_144
    """Bytes of a share link's session once decompressed (checked while decompressing)."""
    max_games: int = 1_000_000
    """Games one ``simulate`` command may play."""

    @property
    def max_items(self) -> int:
        """The longest list any input may hold: a pile of cards or the actions."""
        return max(self.max_cards, self.max_actions)

    @property
    def max_keys(self) -> int:
        """The most keys one JSON object may hold: a map of card ids (a custom deck, at most
        :attr:`max_card_ids` kinds of card), of players, or of a format's fields; never fewer
        than 64, the default number of card ids (no real input comes near: tests/limits)."""
        return max(self.max_card_ids, 64)

    def rows(self) -> list[tuple[str, int | str]]:
        """Each limit as (field, value), in declaration order, for the README's table."""
        low, high = self.players
        return [("players", f"{low}-{high}"), *((name, getattr(self, name)) for name in (
            "max_actions", "max_card_ids", "max_cards", "max_name", "max_text", "max_depth",
            "max_bytes", "max_link_bytes", "max_games"))]


@dataclass(frozen=True, kw_only=True)
class EntrySpec:
    """What every entry of the registry has, playable or not: what the site, the glossary, the
    catalogues and the refusals need of a game."""

    id: str
    names: Mapping[str, str]
    """The game's name per hand-written language (en, fr, zh); zh-Hans is derived."""
    limits: Limits
    rulings: type[StrEnum]
    pages: tuple[str, ...]
    """Reading order of the game's pages under ``docs/<lang>/<id>/`` (file names, no .md)."""
    readings: frozenset[str] = frozenset()
    """The rulings (ids of :attr:`rulings`) that are the site's reading, not a rule the sources
    state: the pages mark each with an "our reading" badge, and ``tests/games/test_pages.py``
    holds them to this set."""
    describe: Callable[[str, Any, str], object] | None = None
    """A refusal's parameter in words: ``describe(slot, value, lang)`` (a card id as the card's
    name in ``lang``, a seat as the number a reader sees), or None to show the value as given
    (see :mod:`engine.errors`)."""
    description: str = ""
    """One line for the command line's help."""
    facts: Mapping[str, int | str] = field(default_factory=dict)
    """Named numbers and terms of the game (hand size, grid size...), taken from the engine's
    own constants, for pages that must not type them (the player aid)."""
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def package(self) -> str:
        return f"engine.{self.id}"


@dataclass(frozen=True, kw_only=True)
class GameSpec(EntrySpec):
    """A playable engine: everything generic machinery needs to play one game.

    What every game does the same way is not in the spec but driven by it: a scenario's
    actions are played by :mod:`engine.playthrough` (:meth:`run_scenario`, :meth:`run_json`),
    whole games by bots by :mod:`engine.simulation`, the steps of an action by
    :mod:`engine.steps`. The spec holds what differs: the game's formats, its rules for whose
    turn it is, its bots and what one seat may see.
    """

    new_game: Callable[..., GameState]
    """``new_game(players: int | names, seed: int, **options) -> state``."""
    from_json: Callable[[Any], GameState]
    """A position in the game's scenario format to a state (``actions`` is not read); a
    :class:`~engine.errors.RulesError` naming the field for anything that is not a position.
    Every refusal of a game is a ``RulesError``: anything else it raises is a bug."""
    to_json: Callable[[Any], dict[str, Any]]
    """A state to the scenario format: ``to_json(from_json(to_json(s))) == to_json(s)``."""
    result_json: Callable[[Any], dict[str, Any] | None]
    """The ``result`` of the ``run`` command for a state (scores, winners...)."""
    check_turn: Callable[[Any, Any, Any], None]
    """``check_turn(state, action, player)``: the game's refusal (its message and ruling,
    not yet located) when ``player``, as a scenario names them, may not play ``action`` now:
    the game is over, or it is not their turn."""
    check_start: Callable[[Any], None] | None = None
    """What a position a scenario plays from must satisfy beyond :attr:`from_json` (which
    also reads the boards between two events of one action), or None."""
    parse_action: Callable[[str], Any]
    """The text form of an action back to it: ``parse_action(str(a)) == a``."""
    action_from_json: Callable[[Any], Any]
    """The JSON form (``a.to_json()``, an element of a scenario's ``actions``) back to the
    action; keys it does not read, such as ``player``, are ignored."""
    explain: Callable[[Sequence[Any], str], list[str]]
    """Events told as one sentence each, in a language of :data:`LANGS`."""
    simulate: Callable[..., Any] | None = None
    """``simulate(games, players, bot, seed) -> Summary`` (``to_json``, speeds): the game's
    deal and counters over :func:`engine.simulation.simulate`."""
    bots: tuple[str, ...] = ()
    """Names :attr:`make_bot` knows, the first the default."""
    make_bot: Callable[[str, int | None], Bot] | None = None
    """``make_bot(name, seed)``: a bot of :attr:`bots`, with its own seeded generator."""
    observe: Callable[[Any, str], dict[str, Any]] | None = None
    """``observe(state, seat)``: the position as JSON as the player ``seat`` may see it
    (hidden hands and deck order left out), for hot-seat play and fair bots; None for a game
    without hidden information."""
    run_scenario: Callable[[Any], tuple[Any, list[Any]]] = field(
        default=DEFAULT, compare=False, repr=False)
    """A scenario with actions in, ``(final state, events)`` out: by default
    :func:`engine.playthrough.run_scenario` over this spec."""
    run_json: Callable[[Any], dict[str, Any]] = field(default=DEFAULT, compare=False,
                                                       repr=False)
    """The ``run`` command: a scenario with actions in, ``{state, events, result}`` out; by
    default :func:`engine.playthrough.run_json` over this spec."""

    def __post_init__(self) -> None:
        if self.run_scenario is DEFAULT:
            object.__setattr__(self, "run_scenario",
                               lambda data: playthrough.run_scenario(self, data))
        if self.run_json is DEFAULT:
            object.__setattr__(self, "run_json", lambda data: playthrough.run_json(self, data))

    def scenario(self, position: Mapping[str, Any],
                 moves: Iterable[tuple[str | None, Any]]) -> dict[str, Any]:
        """A scenario for :attr:`run_json`: a position (``to_json``) and ``actions``, each an
        action's JSON form with the ``player`` who plays it (the format every game's ``run``
        reads, as the site's worked examples write it)."""
        return {**position, "actions": [{"player": player, **action.to_json()}
                                        for player, action in moves]}


@dataclass(frozen=True, kw_only=True)
class CalcSpec(EntrySpec):
    """A calculator: a game the site explains with one pure function rather than an engine.

    ``calc(inputs)`` reads one JSON object whose ``"calc"`` is one of :attr:`calcs` and whose
    other keys are that calculation's inputs, and answers one JSON object. It refuses anything
    else with a :class:`~engine.errors.RulesError` naming the field (``allowed[2]``), so the
    command line (``python -m engine.<id> calc FILE|-``) prints one line and exits 2, and a
    widget shows the sentence in the reader's language. The raw input has already passed the
    generic checks of :attr:`limits` (:func:`engine.limits.loads`); the calculator checks its
    own fields, before any work, so a hostile input costs nothing.
    """

    calc: Callable[[Mapping[str, Any]], dict[str, Any]]
    calcs: tuple[str, ...]
    """The ``"calc"`` names the function accepts."""

    def run(self, inputs: Any) -> dict[str, Any]:
        """:attr:`calc` on ``inputs``, after the checks every calculator shares: a JSON object
        whose ``"calc"`` is one of :attr:`calcs` (a refusal naming ``calc`` otherwise). The
        command line and the widgets call this, never :attr:`calc` directly."""
        if not isinstance(inputs, Mapping):
            raise RulesError(M_("calc-not-object"), where="input")
        name = inputs.get("calc")
        if name not in self.calcs:
            raise RulesError(M_("calc-unknown"),
                             where="calc", calcs=", ".join(self.calcs), calc=name)
        return self.calc(inputs)


Entry = GameSpec | CalcSpec
"""Any entry of the registry (``isinstance(entry, CalcSpec)`` tells the kinds apart)."""


LANGS = ("en", "fr", "zh", "zh-Hans")
"""Languages every engine tells its events in (zh-Hans generated from zh)."""


class RegistryError(LookupError):
    """A game id that no registered game has (or not of the kind asked for)."""


def entry(game_id: str) -> Entry:
    """The spec of one entry, of either kind; :class:`RegistryError` for an unknown id."""
    if game_id not in entry_ids():
        raise RegistryError(f"unknown game {game_id!r} (registered: {', '.join(entry_ids())})")
    spec = declared(game_id)
    if not isinstance(spec, (GameSpec, CalcSpec)) or spec.id != game_id:
        raise RegistryError(f"engine/{game_id}/game.py must define GAME = GameSpec(id="
                            f"{game_id!r}, ...) or CalcSpec(id={game_id!r}, ...)")
    return spec


def entries() -> list[Entry]:
    """Every entry's spec, games and calculators, in id order: everything that has pages."""
    return [entry(game_id) for game_id in entry_ids()]


@lru_cache(maxsize=1)
def game_ids() -> tuple[str, ...]:
    """Ids of the playable games (entries that are a :class:`GameSpec`), sorted. Unlike
    :func:`entry_ids`, this imports every entry to see its kind: code that runs in the browser
    asks :func:`entry_ids` and loads only the entry of the page."""
    return tuple(game_id for game_id in entry_ids() if isinstance(entry(game_id), GameSpec))


def get(game_id: str) -> GameSpec:
    """The spec of one playable game; :class:`RegistryError` for an unknown id or for a
    calculator (see :func:`entry`)."""
    spec = entry(game_id)
    if not isinstance(spec, GameSpec):
        raise RegistryError(f"{game_id!r} is a calculator, not a playable game (games: "
                            f"{', '.join(game_ids())})")
    return spec


def games() -> list[GameSpec]:
    """Every playable game's spec, in id order."""
    return [get(game_id) for game_id in game_ids()]


def calculator(game_id: str) -> CalcSpec:
    """The spec of one calculator; :class:`RegistryError` for an unknown id or for a playable
    game (see :func:`get`)."""
    spec = entry(game_id)
    if not isinstance(spec, CalcSpec):
        raise RegistryError(f"{game_id!r} is a playable game, not a calculator")
    return spec


def calcs() -> list[CalcSpec]:
    """Every calculator's spec, in id order."""
    return [spec for spec in entries() if isinstance(spec, CalcSpec)]
