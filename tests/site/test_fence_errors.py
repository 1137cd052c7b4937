"""Every fence error names its file and line (issue 23), for every game with widgets: YAML the
loader cannot turn into data (an integer of thousands of digits, a date that is no date), a
``widget:`` that is not a name, and even a bug of a widget, never a bare Python message."""

from __future__ import annotations

import dataclasses
import re
from typing import Any, NoReturn

import pytest

from engine import limits, registry
from livewidgets import api
from sitebuild import fence

GAMES = tuple(api.widget_packages())


def refusal(game: str, source: str) -> str:
    """The build's one line for a page holding one ``game`` fence of ``source`` (its first
    content line is the page's line 4)."""
    page = f"# Title\n\n```{game}\n{source}```\n"
    fence.render_source.cache_clear()
    with pytest.raises(fence.WidgetConfigError) as caught:
        fence.check_page(page, "docs/en/x.md", "en")
    return str(caught.value)


def line_of(game: str, text: str) -> int:
    found = re.match(rf"docs/en/x\.md:(\d+): {game} widget: \S", text)
    assert found, text
    return int(found[1])


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("kind", ["[a, b]", "{a: 1}", "[]", "{}"])
def test_a_widget_that_is_not_a_name_is_refused_at_its_line(game: str, kind: str) -> None:
    text = refusal(game, f"widget: {kind}\n")
    assert line_of(game, text) == 4 and "unhashable" not in text
    assert f"{game} widget: widget: " in text


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("value", ["2024-13-45", "2024-02-30 10:00:00"])
def test_a_date_that_is_no_date_is_refused_at_its_line(game: str, value: str) -> None:
    text = refusal(game, f"widget: x\nscenario: 1\nwhen: {value}\n")
    assert line_of(game, text) == 6 and "month must be" not in text and "day is" not in text


@pytest.mark.parametrize("game", GAMES)
def test_an_integer_of_thousands_of_digits_is_refused_at_its_line(game: str) -> None:
    text = refusal(game, "widget: x\nscenario:\n  seed: " + "9" * 4301 + "\n")
    # within a game's byte limit: the number's line; beyond it, the fence's first line
    assert line_of(game, text) in (4, 6) and "int_max_str_digits" not in text


@pytest.mark.parametrize("digits", [limits.NUMBER_DIGITS + 1, 4301, 20_000])
@pytest.mark.parametrize("sign", ["", "-", "+"])
def test_the_loader_refuses_a_long_integer_at_its_line(digits: int, sign: str) -> None:
    bounds = dataclasses.replace(registry.entries()[0].limits, max_bytes=100_000)
    with pytest.raises(fence.FenceProblem) as caught:
        fence.load_yaml("widget: x\nscenario:\n  seed: " + sign + "1" * digits + "\n", bounds)
    assert caught.value.line == 2
    assert f"more than {limits.NUMBER_DIGITS} digits" in str(caught.value)


def test_the_loader_keeps_every_ordinary_number() -> None:
    bounds = registry.entries()[0].limits
    longest = "9" * limits.NUMBER_DIGITS
    assert fence.load_yaml(f"a: {longest}\nb: -12\nc: 0x1F\nd: 1_000\ne: 1.5\n", bounds) == {
        "a": int(longest), "b": -12, "c": 31, "d": 1000, "e": 1.5}


def test_a_bug_of_a_widget_still_names_file_and_line(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: Any) -> NoReturn:
        raise TypeError("unhashable type: 'list'")
    monkeypatch.setattr(api, "render", broken)
    game = GAMES[0]
    text = refusal(game, "\n\nwidget: x\n")
    assert line_of(game, text) == 4
    assert text.endswith("internal error: TypeError: unhashable type: 'list'")
