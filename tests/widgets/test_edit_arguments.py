"""Every edit argument of every live worked example, hostile (issue 23): the page sends an
edit's ``data-arg-*`` as text, and a crafted page or a script can send any text. Each is read
by one bounded parser (``livewidgets.controls.edit_number``): never a raw "invalid literal for
int()" in the message box, never gigabytes allocated for a huge count, never an exception that
escapes ``api.act``."""

from __future__ import annotations

import re
import time
from html import unescape
from pathlib import Path
from typing import Any, Iterator

import pytest

from engine import limits, registry
from engine.errors import RulesError
from livewidgets import api
from livewidgets.controls import EditError, edit_number, whole_number
from sitebuild import fence

DOCS = Path(__file__).resolve().parents[2] / "docs"

HOSTILE = ["abc", "", "1.5", "²", "١", " 7", "0x10", "9" * 5000, "-" + "9" * 60,
           "10000000000", "-10000000000", str(2**53 + 1)]
"""Texts no control of the page sends: words, a fraction, digits Python's ``int`` reads (or
fails on) that are no ASCII digits, thousands of digits, counts of ten billion."""

CONTROL = re.compile(r"<[^>]*\sdata-act=\"([^\"]*)\"[^>]*>")
ARG = re.compile(r"\sdata-arg-([\w-]+)=\"([^\"]*)\"")


def live_examples() -> Iterator[tuple[str, dict[str, Any]]]:
    """The first English worked example of each live kind of each game."""
    seen = set()
    for path in sorted((DOCS / "en").rglob("*.md")):
        for _, game, source in fence.fences(path.read_text(encoding="utf-8")):
            config = fence.load_yaml(source, registry.entry(game).limits)
            kind = config.get("widget") if isinstance(config, dict) else None
            if kind in api.widget_spec(game).live and (game, kind) not in seen:
                seen.add((game, kind))
                yield game, config


EXAMPLES = list(live_examples())


def controls(html: str) -> list[dict[str, str]]:
    """The edits of a view's controls, one per act and set of argument names."""
    found: dict[tuple[str, ...], dict[str, str]] = {}
    for tag in CONTROL.finditer(html):
        args = {name: unescape(value) for name, value in ARG.findall(tag[0])}
        found.setdefault((tag[1], *sorted(args)), {"act": unescape(tag[1]), **args})
    return list(found.values())


@pytest.mark.parametrize("game,config", EXAMPLES,
                         ids=[f"{g}-{c['widget']}" for g, c in EXAMPLES])
def test_no_hostile_argument_escapes_as_python_text(game: str, config: dict[str, Any]) -> None:
    start = api.start(game, config, "fr")
    edits = [e for e in controls(start["html"]) if len(e) > 1]
    for edit in edits:
        for name in [n for n in edit if n != "act"]:
            for value in [*HOSTILE, None]:
                action = {k: v for k, v in edit.items() if k != name}
                if value is not None:
                    action[name] = value
                began = time.process_time()
                answer = api.act(game, start["state"], action, "fr")  # never raises
                took = time.process_time() - began
                assert took < 5, f"{action}: {took:.1f} s"  # a hang, not a speed target
                refused = answer.get("refused")
                if refused:
                    message = refused["message"]
                    assert "int()" not in message and "invalid literal" not in message, message
                    # in the reader's language (French), not the English words
                    english = api.act(game, start["state"], action, "en")["refused"]
                    assert message != english["message"], message


def test_edit_number_reads_a_whole_number_within_bounds() -> None:
    assert edit_number({"delta": "-1"}, "delta", -1, 1) == -1
    assert edit_number({"n": 3}, "n", 0, 5) == 3
    assert edit_number({}, "seed", 0, 2**32, default=7) == 7


@pytest.mark.parametrize("value", [*HOSTILE, None, True, 6, -2, [1], "+1"])
def test_edit_number_refuses_anything_else_in_the_reader_language(value: Any) -> None:
    with pytest.raises(EditError) as caught:
        edit_number({"n": value} if value is not None else {}, "n", -1, 5)
    err = caught.value
    assert err.where == "n" and err.code == "count-range"
    assert err.reason("fr").startswith("doit être de −1 à 5, pas ")
    assert len(err.reason("en")) < 80


def test_whole_number_is_bounded_and_reads_ascii_digits_only() -> None:
    assert whole_number("9" * limits.NUMBER_DIGITS) == int("9" * limits.NUMBER_DIGITS)
    for text in ["9" * (limits.NUMBER_DIGITS + 1), "9" * 5000, "²", "١", "-", "1_0"]:
        assert whole_number(text) == text


@pytest.mark.parametrize("game,config", EXAMPLES[:6],
                         ids=[f"{g}-{c['widget']}" for g, c in EXAMPLES[:6]])
def test_an_edit_that_is_no_object_of_texts_is_refused_not_raised(game: str,
                                                                 config: dict[str, Any]) -> None:
    """Issue 23's hostile rerun: a list argument raised "unhashable type", an edit that is no
    object raised AttributeError; both are refusals in the page's language now."""
    start = api.start(game, config, "fr")
    edit = next(e for e in controls(start["html"]) if len(e) > 1)
    name = next(n for n in edit if n != "act")
    for action in ({**edit, name: [1]}, {**edit, name: {"a": 1}}, [edit], "act"):
        refused = api.act(game, start["state"], action, "fr")["refused"]  # type: ignore[arg-type]
        assert refused["message"].startswith("Rien n’a changé"), refused
    with pytest.raises(RulesError):
        api.act(game, [start["state"]], edit, "fr")  # type: ignore[arg-type]
