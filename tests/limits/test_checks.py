"""The generic checks of :mod:`engine.limits`, on inputs built to break a naive reader.

Each case is an input that once crashed, froze or flooded something (a tab, the command line,
an error message): it must now be refused in one short step, naming the field and the limit.
"""

from __future__ import annotations

import json
import zlib
from dataclasses import replace
from typing import Any

import pytest

from engine import limits
from engine.errors import EXCERPT, Message, RulesError
from engine.i18n import SHARED
from engine.registry import Limits
from tests.boundkit import MB, peak_bytes

SMALL = Limits(players=(2, 4), max_actions=50, max_card_ids=8, max_cards=60, max_name=12,
               max_text=80, max_depth=6, max_bytes=4_000, max_link_bytes=8_000, max_games=99)


def refused(call: Any, *args: Any, **kwargs: Any) -> limits.LimitError:
    with pytest.raises(limits.LimitError) as caught:
        call(*args, **kwargs)
    return caught.value


@pytest.mark.parametrize("text, depth", [
    ("[]", 1), ("{}", 1), ('{"a": [1, {"b": []}]}', 4), ("[[[[]]]]", 4), ("[[], [], []]", 2),
    ('["[[[[[[[[", "{{{{{{{"]', 1),           # brackets inside strings do not count
    (r'["\"[[[[[[[[[", "\\", [[]]]', 3),       # nor do they after an escaped quote
    ('"[[[[[[[[[[', 0),                        # an unclosed string hides the rest
])
def test_nesting_counts_only_the_brackets_of_the_json(text: str, depth: int) -> None:
    assert limits.nesting(text, depth) is None
    if depth:
        assert limits.nesting(text, depth - 1) is not None


def test_nesting_is_found_before_the_decoder_recurses() -> None:
    deep = "[" * 200_000 + "]" * 200_000   # CPython's decoder: RecursionError; Pyodide: dies
    err, peak = peak_bytes(lambda: limits.loads(deep, replace(SMALL, max_bytes=1_000_000),
                                                "scenario.json"))
    assert isinstance(err, limits.LimitError) and peak < MB   # nothing decoded
    assert str(err) == "scenario.json: is nested more than 6 levels deep"


@pytest.mark.parametrize("text, needle", [
    ("[" + "1" * 41 + "]", "a number of 41 digits; the limit is 40"),
    ("[-" + "1" * 41 + "]", "a number of 41 digits"),
    ('{"seed": NaN}', "holds NaN, which is not a JSON number"),
    ("[Infinity]", "holds Infinity"),
    ('["' + "x" * 81 + '"]', "[0]: is a text of 81 characters; the limit is 80"),
    ('{"' + "k" * 13 + '": 1}', "has a key of 13 characters"),
    ("[" + ",".join(["0"] * 61) + "]", "holds 61 items; the limit is 60"),
    (" " * 4_001, "is longer than the limit of 4000 bytes"),
    ('["' + "é" * 2_000 + '"]', "is longer than the limit of 4000 bytes"),
])
def test_loads_refuses_what_is_beyond_the_limits(text: str, needle: str) -> None:
    assert needle in str(refused(limits.loads, text, SMALL, "in"))


def test_loads_reads_what_is_within_and_leaves_syntax_errors_to_the_caller() -> None:
    data = {"players": ["Ana", "Ben"], "deck": ["axe"] * 50, "seed": 2 ** 53 - 1}
    assert limits.loads(json.dumps(data), SMALL) == data
    assert limits.loads(json.dumps(data).encode("utf-8"), SMALL) == data
    with pytest.raises(json.JSONDecodeError):
        limits.loads('{"players": [}', SMALL)


def test_bytes_are_strict_utf8_and_the_bad_byte_is_named() -> None:
    err = refused(limits.loads, b'{"players": ["\xff"]}', SMALL, "a.json")
    assert str(err) == "a.json: is not UTF-8 text (byte 14)"
    assert "byte 3" in str(refused(limits.decode, b"abc\xc3(", SMALL, "-"))


@pytest.mark.parametrize("value, where", [
    ({"a": {"b": [[[[["deep"]]]]]}}, "a.b[0][0][0][0]"),
    ({"hands": {"Ana": ["x" * 81]}}, "hands.Ana[0]"),
    ({"log": [1] * 61}, "log"),
    ({"seed": 10 ** 40}, "seed"),
    ({"start": {"seed": 2 ** 53}}, "start.seed"),
    ({"deck": [0, -(2 ** 53)]}, "deck[1]"),
    ({"when": object()}, "when"),
    ({"k" * 13: 1}, "state"),
])
def test_check_json_names_the_path_of_the_fault(value: Any, where: str) -> None:
    assert refused(limits.check_json, value, SMALL, root="state").where == where


def test_check_json_puts_paths_under_a_prefix() -> None:
    err = refused(limits.check_json, {"deck": ["y" * 81]}, SMALL, prefix="scenario")
    assert err.where == "scenario.deck[0]"


def test_check_json_accepts_json_and_yaml_data_within_the_limits() -> None:
    limits.check_json({"a": [1, 2.5, None, True, "t"], 3: {"b": []}}, SMALL)


@pytest.mark.parametrize("name, needle", [
    ("Ana\nBen", "holds a control character or a line break"),
    ("Ana\rBen", "line break"), ("tab\there", "control"), ("nul\x00", "control"),
    ("a\u2028b", "line break"), ("evil\u202eusr.exe", "control"), ("a\x85b", "control"),
    ("   ", "must not be blank"), ("A" * 13, "is 13 characters long; the limit is 12"),
    (7, "must be a text"),
])
def test_a_name_is_short_printable_text(name: Any, needle: str) -> None:
    assert needle in str(refused(limits.check_name, name, SMALL, "players[0]"))


@pytest.mark.parametrize("name", ["Ana", "Ana Lee", "陳大文", "José", "O'Neil", "A" * 12])
def test_real_names_pass(name: str) -> None:
    assert limits.check_name(name, SMALL, "players[0]") == name


def test_inflate_stops_at_the_limit_without_unpacking_the_rest() -> None:
    bomb = zlib.compress(b"0" * 50_000_000, 9)   # 50 MB from about 50 KB
    err, peak = peak_bytes(lambda: limits.inflate(bomb, 8_000, "fragment"))
    assert isinstance(err, limits.LimitError) and peak < MB   # not the 50 MB
    assert str(err) == "fragment: unpacks to more than 8000 bytes"
    assert limits.inflate(zlib.compress(b"x" * 8_000), 8_000) == b"x" * 8_000
    with pytest.raises(zlib.error):
        limits.inflate(zlib.compress(b"x" * 1000)[:-8], 8_000)


def test_counts_are_reported_as_given() -> None:
    assert str(refused(limits.check_players, -1, SMALL, "--players")) == (
        "--players: needs 2 to 4 players, not -1")
    assert str(refused(limits.check_count, 10 ** 9, 1, 99, "--games")) == (
        "--games: must be 1 to 99, not 1000000000")


def test_no_message_echoes_more_than_an_excerpt_of_a_value() -> None:
    huge = "z" * 20_000_000
    err = RulesError(Message(SHARED, "test-excerpt", "must be an integer, not {seed!r}"),
                     where="seed",
                     seed=huge)
    line, peak = peak_bytes(lambda: str(err))
    assert isinstance(line, str) and peak < MB   # the 20 MB value is never copied whole
    shown = line.split("not ", 1)[1]
    assert len(shown) == EXCERPT and shown.startswith("'zzz") and shown.endswith("\u2026")
    assert len(err.text("fr")) < 100
    listed = RulesError(Message(SHARED, "test-excerpt-list", "not {ids!r}"), ids=[huge[:100]] * 3)
    assert len(str(listed)) == len("not ") + EXCERPT
    short = RulesError(Message(SHARED, "test-excerpt-short", "not {ids!r}"), ids=["axe", "axe"])
    assert str(short) == "not ['axe', 'axe']"


def test_a_refused_action_is_quoted_as_an_excerpt() -> None:
    action = "bribe axe with " + " ".join(["axe"] * 1000)
    err = RulesError(Message(SHARED, "test-excerpt-action", "refused"), where="actions[0]",
                     action=action)
    line = str(err)
    assert line.startswith("actions[0]: bribe axe with axe axe") and line.endswith(": refused")
    assert len(line) < 120
    real = "buy 3 with feather feather feather curse feather"
    assert real in str(RulesError(Message(SHARED, "test-excerpt-real", "refused"), action=real))


@pytest.mark.parametrize("number", [2 ** 53, 2 ** 53 + 1, -(2 ** 53), 10 ** 39, -(10 ** 39)])
def test_integers_a_web_page_would_round_are_refused(number: int) -> None:
    """A page's JSON reads every number as a double: beyond 2^53 - 1 an integer silently
    becomes another one (issue 23: a link with seed 10^39 killed the sandbox)."""
    for err in (refused(limits.loads, json.dumps({"seed": number}), SMALL, "link"),
                refused(limits.check_json, {"seed": number}, SMALL, root="config")):
        assert err.where == "seed" and err.code == "number-unsafe"
        assert "2⁵³" in err.reason("en") and err.reason("fr") != err.reason("en")


@pytest.mark.parametrize("number", [0, 1, -1, 2 ** 53 - 1, -(2 ** 53 - 1), 2 ** 32])
def test_integers_a_web_page_reads_exactly_pass(number: int) -> None:
    assert limits.loads(json.dumps([number]), SMALL) == [number]
    limits.check_json({"seed": number, "gold": [number]}, SMALL)


def test_an_object_holds_at_most_max_keys_keys() -> None:
    """Issue 23: a custom deck of 1,990 card ids (a map, id to card) passed, as any object of
    up to ``max_items`` keys did; the documented limit is 64 kinds of card."""
    assert SMALL.max_keys == 64 and replace(SMALL, max_card_ids=100).max_keys == 100
    deck = {f"c{i}": {"squares": ["red", "blue"], "gold": 1} for i in range(65)}
    err = refused(limits.check_json, {"options": {"deck": deck}}, SMALL, root="config")
    assert (err.where, err.code) == ("options.deck", "too-many-keys")
    assert "65" in err.reason("fr") and err.reason("fr") != err.reason("en")
    err = refused(limits.loads, json.dumps({"cards": deck}), SMALL, "scenario")
    assert err.where == "cards"
    limits.check_json({"options": {"deck": dict(list(deck.items())[:64])}},
                      replace(SMALL, max_cards=100))
