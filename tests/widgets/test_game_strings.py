"""The factory every game's ``strings`` module is made with: own phrases over shared ones."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import pytest

from engine import registry
from engine.i18n import LANGS, SHARED, Catalogue, Phrase, Plural
from livewidgets import strings as shared


def _phrases(t: Catalogue) -> dict[str, Phrase]:
    return {
        "steps": t._("Next"),  # a key the shared table has too, worded another way
        "mine": "{who} here",
        "count": Plural("n", lambda n: "one thing" if n == 1 else "{n} things"),
    }


def test_own_phrases_win_and_shared_ones_stay() -> None:
    table, ui = shared.game_strings(SHARED, _phrases)
    for lang in LANGS:
        assert table[lang]["steps"] == shared.UI[lang]["next"] != shared.UI[lang]["steps"]
        assert table[lang]["before"] == shared.UI[lang]["before"]
        assert ui("step_count", lang, n=2, total=5) == shared.ui("step_count", lang, n=2,
                                                                   total=5)
    assert ui("mine", "fr", who="<b>") == "<b> here"  # filled, not escaped
    assert ui("count", "en", n=1) == "one thing"
    assert ui("count", "en", n=3) == "3 things"


def test_an_unknown_language_is_refused() -> None:
    _, ui = shared.game_strings(SHARED, _phrases)
    with pytest.raises(ValueError):
        ui("mine", "xx", who="a")


@pytest.mark.parametrize("game_id", [e.id for e in registry.entries()])
def test_every_game_table_holds_the_shared_phrases(game_id: str) -> None:
    try:
        package = importlib.import_module(f"livewidgets.{game_id}")
    except ModuleNotFoundError:
        pytest.skip(f"{game_id} has no widgets")
    try:  # a game with words of its own keeps them in a strings module
        module: Any = importlib.import_module(f"livewidgets.{game_id}.strings")
    except ModuleNotFoundError:
        module = shared.game_words(package.__file__)
    for lang in LANGS:
        assert set(shared.UI[lang]) <= set(module.UI[lang])
        assert module.ui("before", lang) == shared.ui("before", lang)


def _seats(t: Catalogue) -> dict[str, str]:
    """Seat names as a ``[seats]`` table reads them: keyed, in order."""
    return {"seat1": "Ana", "seat2": t._("Next")}


def test_sandbox_words_fill_count_and_fall_back() -> None:
    """A sandbox's words: slots filled, a plural as the page's script picks it, seat names per
    language, a ruling without a line of its own shown as its id."""
    words = shared.SandboxWords(SHARED, _phrases, _seats, lambda t: {"known": t._("Back")})
    assert words.text("en", "mine", who="<b>") == "<b> here"
    assert words.text("en", "count", n=3) == "3 things"
    for lang in LANGS:
        assert words.seat_names[lang] == ("Ana", shared.UI[lang]["next"])
        browser = words.browser_strings(lang)
        assert browser["mine"] == "{who} here" and browser["count"]["count"] == "n"
        assert "before" not in browser  # not merged with the shared phrases unless asked
        assert words.ruling_summary(lang, "known") == shared.UI[lang]["prev"]
        assert words.ruling_summary(lang, "other-id") == "other-id"
    with pytest.raises(ValueError):
        words.text("xx", "mine", who="")


def test_sandbox_words_may_merge_the_shared_phrases() -> None:
    words = shared.SandboxWords(SHARED, _phrases, _seats, shared=True)
    for lang in LANGS:
        assert words.table[lang]["before"] == shared.UI[lang]["before"]
        assert words.table[lang]["steps"] == shared.UI[lang]["next"]  # the game's wins
        assert words.ruling_summary(lang, "any") == "any"


def test_game_words_come_from_the_folder_once() -> None:
    """A game's modules share one table, named after the folder they sit in."""
    folder = next(f for f in (Path(shared.__file__).parent / e.id for e in registry.entries())
                  if (f / "messages.toml").exists())
    words = shared.game_words(str(folder / "__init__.py"))
    assert words is shared.game_words(str(folder / "any.py"))
    assert words.DOMAIN == folder.name == words.M_.domain
    assert words.ui("before", "fr") == shared.ui("before", "fr")
