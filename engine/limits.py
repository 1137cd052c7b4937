"""The generic checks of an input against a game's :class:`~engine.registry.Limits`.

Everything a visitor, a link or a file hands an engine passes here first, before any game code
reads it: the command line (:func:`engine.gamecli.read_json`), the widgets' api
(:mod:`livewidgets.api`) and the sandbox's import and restore. The checks cost one pass over
the input and never recurse, so they are safe on anything:

- :func:`decode`: the size in bytes, then strict UTF-8 (a bad byte is named by its offset);
- :func:`nesting`: the nesting depth of raw JSON text, found by a scan *before* the decoder
  sees it (CPython's decoder recurses and raises ``RecursionError`` near 1,000 levels; in
  Pyodide a deep enough nesting kills the whole runtime);
- :func:`loads`: both of the above, then :func:`json.loads` with numbers of at most
  :data:`NUMBER_DIGITS` digits (CPython refuses longer ones with a ``ValueError`` of its own)
  and without ``NaN``/``Infinity``, then :func:`check_json`;
- :func:`inflate`: a compressed share link unpacked with a hard output limit (a few hundred
  kilobytes of link can unpack to gigabytes);
- :func:`check_json`: the nesting, the length of every text, key and list, every integer
  within :data:`SAFE_INTEGER` (what a page's JSON reads exactly), and that every value is JSON
  at all, for data that arrives already parsed (a fence's YAML, a widget's state);
- :func:`check_name`: a player name or a card id, short, without control characters or bidi
  controls (a line break in a name would split the command line's one sentence per line), and
  not made of invisible characters alone.

A refusal is a :class:`LimitError` naming the field and the limit, and never echoing more than
an excerpt of the value (see :data:`engine.errors.EXCERPT`). The game's own counts (players,
card ids, cards, actions) are checked by its reader, with its own words, before it builds
anything.
"""

from __future__ import annotations

import dataclasses
import json
import re
import zlib
from collections.abc import Mapping
from typing import Any

from .errors import M_, Message, RulesError
from .i18n import N_
from .registry import Limits

NUMBER_DIGITS = 40
"""Digits of the longest JSON number text read before :data:`SAFE_INTEGER` is checked (a
longer text is refused without being converted): the same for every game."""

SAFE_INTEGER = 2 ** 53 - 1
"""The largest integer (in size) any input may hold: a web page reads every JSON number as a
double, which holds every integer up to 2^53 - 1 exactly and silently rounds beyond it (a
seed of 2^53 + 1 would come back from the page as 2^53: another game). The same bound for
every door, so a scenario the command line reads is one the page can import."""


class LimitError(RulesError):
    """An input beyond a game's limits, refused before any work was done on it."""


TOO_LARGE = M_("too-large")
TOO_DEEP = M_("too-deep")
NUMBER_TOO_LONG = M_("number-too-long")
NAME_NOT_TEXT = M_("name-not-text")
COUNT_RANGE = M_("count-range")

_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{}]', re.DOTALL)
"""A JSON string (closed or not; escapes skipped) or a bracket: what :func:`nesting` reads."""
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e"
                      "\u2066-\u2069\ud800-\udfff]")
"""Control characters, line and paragraph separators, and the invisible marks that reorder
right-to-left text: nothing a name shown in a sentence may hold."""
_INVISIBLE = re.compile("[\\s\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f"
                        "\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8"
                        "\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]*")
"""Spaces and Unicode's default-ignorable characters (zero-width spaces and joiners, word
joiners, the byte-order mark, variation selectors, Hangul fillers, tags...): a name made of
nothing else shows as blank, or as nothing at all. Inside a name they stay allowed (a zero-width
joiner belongs in some scripts and emoji); the bidi ones are refused anywhere (:data:`_CONTROL`)."""


def decode(data: bytes, limits: Limits, where: str | None = None, *,
           most: int | None = None) -> str:
    """``data`` as text, after checking its size (``most``, else ``limits.max_bytes``)."""
    most = limits.max_bytes if most is None else most
    if len(data) > most:
        raise LimitError(TOO_LARGE, where=where, most=most)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise LimitError(M_("not-utf8"), where=where, offset=err.start) from None


def nesting(text: str, most: int) -> int | None:
    """The offset in ``text`` where JSON nesting first goes deeper than ``most`` (None if it
    never does). Brackets inside strings do not count; no recursion, one regular expression."""
    depth = 0
    for token in _TOKENS.finditer(text):
        mark = token.group()
        if mark in "[{":
            depth += 1
            if depth > most:
                return token.start()
        elif mark in "]}":
            depth -= 1
    return None


def _number(text: str) -> int:
    if len(text.lstrip("-")) > NUMBER_DIGITS:
        raise LimitError(NUMBER_TOO_LONG, length=len(text.lstrip("-")), most=NUMBER_DIGITS)
    return int(text)  # the path is known only to check_json, which checks SAFE_INTEGER


def _constant(word: str) -> Any:
    raise LimitError(M_("not-json-number"), word=word)


def inflate(data: bytes, most: int, where: str | None = None) -> bytes:
    """zlib-compressed ``data`` unpacked, refused as soon as it would exceed ``most`` bytes:
    a link of a few hundred kilobytes can unpack to gigabytes, so the output is bounded while
    decompressing, never measured after. A damaged stream is a :class:`zlib.error`."""
    unpacker = zlib.decompressobj()
    out = unpacker.decompress(data, most + 1)
    if len(out) > most or unpacker.unconsumed_tail:
        raise LimitError(M_("unpacks-too-large"), where=where, most=most)
    if not unpacker.eof:
        raise zlib.error("incomplete or truncated stream")
    return out


def loads(source: str | bytes, limits: Limits, where: str | None = None, *,
          most: int | None = None) -> Any:
    """JSON text (or UTF-8 bytes) within ``limits`` (its size within ``most`` bytes, else
    ``limits.max_bytes``), parsed and checked with :func:`check_json`. A syntax error is left
    to the caller, as :class:`json.JSONDecodeError` (each door words it for its readers: a
    file's line and column, a sandbox sentence)."""
    most = limits.max_bytes if most is None else most
    text = decode(source, limits, where, most=most) if isinstance(source, bytes) else source
    # Characters first: a text of more characters than the limit is not encoded to be measured.
    if len(text) > most or len(text.encode("utf-8", "surrogatepass")) > most:
        raise LimitError(TOO_LARGE, where=where, most=most)
    if nesting(text, limits.max_depth) is not None:
        raise LimitError(TOO_DEEP, where=where, most=limits.max_depth)
    try:
        data = json.loads(text, parse_int=_number, parse_constant=_constant)
    except LimitError as err:
        raise err.at(where) from None
    check_json(data, limits, root=where)
    return data


def _child(path: str, key: Any) -> str:
    return f"{path}.{key}" if path else str(key)


def check_json(data: Any, limits: Limits, *, prefix: str = "", root: str | None = None) -> None:
    """Refuse (:class:`LimitError`) data nested deeper than ``limits.max_depth``, a text longer
    than ``max_text``, a key longer than ``max_name``, a list or object of more than
    ``max_items`` entries, an object of more than ``max_keys`` keys (a custom deck of more
    kinds of card than the game allows), a number of more than :data:`NUMBER_DIGITS` digits,
    an integer beyond :data:`SAFE_INTEGER` (a page would round it), or anything that is not JSON.
    ``where`` is the path under ``prefix`` (``deck[3]``, ``hands.Ana``); a fault of
    the whole value is reported at ``root`` (or ``prefix``)."""
    stack: list[tuple[Any, str, int]] = [(data, prefix, 0)]
    while stack:
        value, path, depth = stack.pop()
        where = path or root or None
        if isinstance(value, str):
            if len(value) > limits.max_text:
                raise LimitError(M_("text-too-long"), where=where, length=len(value),
                                 most=limits.max_text)
        elif value is None or isinstance(value, (bool, float)):
            continue
        elif isinstance(value, int):
            if abs(value) >= 10 ** NUMBER_DIGITS:
                raise LimitError(NUMBER_TOO_LONG, where=where, length=len(str(abs(value))),
                                 most=NUMBER_DIGITS)
            if abs(value) > SAFE_INTEGER:
                raise LimitError(M_("number-unsafe"), where=where)
        elif isinstance(value, (Mapping, list, tuple)):
            if depth + 1 > limits.max_depth:
                raise LimitError(TOO_DEEP, where=where, most=limits.max_depth)
            if isinstance(value, Mapping) and len(value) > limits.max_keys:
                raise LimitError(M_("too-many-keys"), where=where, count=len(value),
                                 most=limits.max_keys)
            if len(value) > limits.max_items:
                raise LimitError(M_("too-many-items"), where=where, count=len(value),
                                 most=limits.max_items)
            if isinstance(value, Mapping):
                for key, item in value.items():
                    name = key if isinstance(key, str) else str(key)
                    if len(name) > limits.max_name:
                        raise LimitError(M_("key-too-long"), where=where, length=len(name),
                                         key=name,
                                         most=limits.max_name)
                    stack.append((item, _child(path, name), depth + 1))
            else:
                stack.extend((item, f"{path}[{i}]", depth + 1) for i, item in enumerate(value))
        else:
            raise LimitError(M_("not-json"), where=where)


def check_name(value: Any, limits: Limits, where: str | None) -> str:
    """A player name or a card id: a text, not blank, at most ``limits.max_name`` characters,
    without a control character, a line break or a bidi control, and with at least one
    visible character (a name of zero-width spaces alone shows as nothing)."""
    if not isinstance(value, str):
        raise LimitError(NAME_NOT_TEXT, where=where)
    if not value.strip():
        raise LimitError(M_("name-blank"), where=where)
    if len(value) > limits.max_name:
        raise LimitError(M_("name-too-long"), where=where, name=value, length=len(value),
                         most=limits.max_name)
    if _CONTROL.search(value):
        raise LimitError(M_("name-control"), where=where, name=value)
    if _INVISIBLE.fullmatch(value):
        raise LimitError(M_("name-invisible"), where=where, name=value)
    return value


def text_list(value: Any, where: str, error: type[RulesError], refusal: Message) -> list[str]:
    """``value`` when it is a list of texts (a scenario's players, a deck's card ids); else
    ``error`` (the game's scenario error) with the game's ``refusal`` at ``where``."""
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise error(refusal, where=where)
    return value


def check_count(value: int, low: int, high: int, where: str | None) -> int:
    """A count (of games, of seats) from ``low`` to ``high``, reported as given otherwise."""
    if not low <= value <= high:
        raise LimitError(COUNT_RANGE, where=where, low=low, high=high, count=value)
    return value


def check_players(count: int, limits: Limits, where: str | None = "players") -> int:
    """A number of players within ``limits.players``, reported as given otherwise (checked
    before any seat is built: a count of a billion must cost nothing)."""
    low, high = limits.players
    if not low <= count <= high:
        raise LimitError(M_("player-count"), where=where, low=low, high=high, count=count)
    return count


MEANINGS: Mapping[str, str] = {
    "players": N_("players in a game"),
    "max_actions": N_("actions in a scenario, or in a sandbox's log and redo list together"),
    "max_card_ids": N_("distinct card ids (kinds of card) a game may name"),
    "max_cards": N_("cards in a scenario, wherever they lie (piles, hands, the table)"),
    "max_name": N_("characters of a player's name, a card id or a key"),
    "max_text": N_("characters of any other text (an action's text form)"),
    "max_depth": N_("levels of nesting in a scenario's JSON"),
    "max_bytes": N_("bytes of a scenario (file, standard input, import, worked example)"),
    "max_link_bytes": N_("bytes of a share link's game, unpacked"),
    "max_games": N_("games of one simulation on the command line"),
}
"""What each field of :class:`~engine.registry.Limits` bounds: the README's words, and (translated
by the shared catalogue) those of each game's workshop page (``sitebuild/pages/limits.py``)."""


def table(specs: Any) -> str:
    """Every game's limits: one row per limit, one column per game (``specs``: the registry's
    :func:`~engine.registry.games`); ``python -m engine.limits`` prints it."""
    specs = list(specs)
    head = "| limit | what it bounds | " + " | ".join(f"`{s.id}`" for s in specs) + " |"
    rule = "|---|---|" + "---:|" * len(specs)
    rows = [dict(s.limits.rows()) for s in specs]
    lines = [head, rule]
    for name, meaning in MEANINGS.items():
        values = " | ".join(_number_words(row[name]) for row in rows)
        lines.append(f"| `{name}` | {meaning} | {values} |")
    return "\n".join(lines)


def defaults_table() -> str:
    """The README's "Limits" table: each limit, what it bounds and its default (a game's spec
    sets its own values; each game's workshop page shows them). ``tests/limits`` checks the
    README holds it."""
    lines = ["| limit | what it bounds | default |", "|---|---|---:|"]
    for name, default in _defaults().items():
        lines.append(f"| `{name}` | {MEANINGS[name]} | {_number_words(default)} |")
    return "\n".join(lines)


def _defaults() -> dict[str, int | str]:
    """Each limit's default (players have none: every game sets its own)."""
    fields = {f.name: f.default for f in dataclasses.fields(Limits)}
    defaults: dict[str, int | str] = {}
    for name in MEANINGS:
        value = fields[name]
        defaults[name] = value if isinstance(value, int) else "set by each game"
    return defaults


def _number_words(value: int | str) -> str:
    return f"{value:,}" if isinstance(value, int) else value


if __name__ == "__main__":  # python -m engine.limits: every game's limits, then the README's
    from .registry import games

    print(table(games()), defaults_table(), sep="\n\n")
