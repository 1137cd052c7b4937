"""The Goblin Hood sandbox's setup form offers the round-win marker option (issue 20), as it
offers the match's length: the engine's ``marker`` option (ruling ``marker-chooser``), its
default shown, both values playable, its words in every language."""

from __future__ import annotations

from typing import Any

import pytest

from engine.goblinhood.components import DEFAULT_MARKER, MARKER_FROM
from livewidgets.goblinhood import sandbox
from engine.goblinhood.session import KIT
from tests.langkit import LANGS

KEYS = ("marker_option", "marker_trail", "marker_hand")


def start(lang: str = "en", **options: Any) -> dict[str, Any]:
    config: dict[str, Any] = {"players": 2, "seed": 11, "seats": ["greedy", "greedy"]}
    if options:
        config["options"] = options
    return sandbox.start(config, lang)


def test_the_form_shows_the_engine_s_default_for_a_new_game() -> None:
    setup = sandbox.view(start()["session"])["setup"]
    assert setup["options"]["marker"] == DEFAULT_MARKER == "trail"
    assert setup["options"]["wins"] == 2     # the engine's default match length, too


@pytest.mark.parametrize("marker", MARKER_FROM)
def test_each_choice_starts_a_match_that_plays_it(marker: str) -> None:
    session = start(marker=marker)["session"]
    assert sandbox.view(session)["setup"]["options"]["marker"] == marker
    assert KIT.replay(session).state.marker_from == marker
    played = sandbox.bot_move(session, until_human=True)["session"]
    state = KIT.replay(played).state
    assert state.is_over and state.marker_from == marker and any(state.markers)


def test_a_marker_no_engine_knows_is_refused_in_the_page_s_language() -> None:
    refused = start("fr", marker="winner")["error"]
    assert "marker" in refused["where"]
    assert "parcours" in refused["message"] and "winner" in refused["message"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_choice_is_labelled_in_every_language(lang: str) -> None:
    words = sandbox.browser_strings(lang)
    assert all(words[key].strip() for key in KEYS)
    if lang != "en":
        english = sandbox.browser_strings("en")
        assert all(words[key] != english[key] for key in KEYS)
