"""A control character in a fence (issue 23, second hostile run): YAML's reader refuses a raw
ESC, NUL or C1 control before it parses anything, with an error that has no line of the page;
the build names the file and the line of the character and shows it escaped, never raw. The
line breaks YAML reads but a page does not (U+0085, U+2028, U+2029) are refused the same way,
so every later line of the fence keeps the number an editor shows."""

from __future__ import annotations

import re

import pytest

from livewidgets import api
from sitebuild import fence
from tests.site.test_fence_errors import refusal

GAMES = tuple(api.widget_packages())
CONTROLS = ["\x1b", "\x00", "\x07", "\x7f", "\x9b", "\x85", "\u2028", "\u2029", "\ud800",
            "\x1c", "\x0b", "\x0c"]

@pytest.mark.parametrize("char", CONTROLS, ids=[f"U+{ord(c):04X}" for c in CONTROLS])
@pytest.mark.parametrize("quoted", [False, True])
def test_a_control_character_is_refused_at_its_line_escaped(char: str, quoted: bool) -> None:
    for game in GAMES:
        value = f'"a{char}b"' if quoted else f"a{char}b"
        text = refusal(game, f"widget: x\nscenario:\n  players: [Ana, Ben]\n  name: {value}\n")
        assert re.match(rf"docs/en/x\.md:7: {game} widget: invalid YAML: ", text), repr(text)
        assert f"U+{ord(char):04X}" in text
        assert not re.search("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]", text), repr(text)
        assert "position" not in text and "<unicode string>" not in text


def test_line_breaks_of_other_kinds_before_a_fence_do_not_shift_its_line() -> None:
    game = GAMES[0]
    page = ("# Title\n\nText\u2028more\x1c text.\n\n```text\nA\x85B\u2029C\n```\n\n"
            f"```{game}\nwidget: y\nscenario: \x1b\n```\n")
    fence.render_source.cache_clear()
    with pytest.raises(fence.WidgetConfigError) as caught:
        fence.check_page(page, "docs/en/x.md", "en")
    assert str(caught.value).startswith(f"docs/en/x.md:11: {game} widget: invalid YAML: ")


def test_an_escape_written_in_double_quotes_is_still_read() -> None:
    """YAML's own escapes stay a way to write any character: the loader reads them (what the
    widget then accepts is the game's name check)."""
    bounds = api.widget_spec(GAMES[0]) and fence.registry.entries()[0].limits
    assert fence.load_yaml('a: "x\\ey"\nb: "\\u2028"\n', bounds) == {"a": "x\x1by",
                                                                     "b": "\u2028"}
