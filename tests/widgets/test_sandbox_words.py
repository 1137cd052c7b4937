"""A sandbox's refusals and help speak the reader's language (issue 21): no English left in a
French or Chinese refusal, a JSON key named only as the key of the reader's own JSON, a link's
inner parts never named, and no word of the engine in the sandbox's table of words."""

from __future__ import annotations

import importlib
import re

import pytest

from engine.i18n import SOURCE_LANG
from livewidgets.sandbox import Sandbox
from tests.langkit import TRANSLATED, leftovers
from tests.widgets.test_sandbox import SANDBOXED

CASES = [(game, lang) for game in SANDBOXED for lang in TRANSLATED]


def _sandbox(game: str) -> Sandbox:
    sandbox: Sandbox = importlib.import_module(f"livewidgets.{game}.sandbox").SANDBOX
    return sandbox


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_a_refused_import_names_the_readers_key_in_the_readers_words(game: str,
                                                                     lang: str) -> None:
    refused = _sandbox(game).import_scenario('{"zzkey": 1}', lang)["error"]
    assert refused["where"] == "zzkey" and "zzkey" in refused["message"]
    assert leftovers(refused["message"], lang) == []


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_a_broken_link_is_told_without_its_inner_parts(game: str, lang: str) -> None:
    """The reader cannot act on a link's inner field (``fragment``): only the reason shows."""
    refused = _sandbox(game).restore("not-a-link", lang)["error"]
    assert refused["where"] and refused["where"] not in refused["message"]
    assert leftovers(refused["message"], lang) == []


@pytest.mark.parametrize("game", SANDBOXED)
def test_no_sandbox_word_speaks_of_the_engine(game: str) -> None:
    """The engine belongs on the workshop page; a sandbox says "this site" or nothing (its
    translations follow the English words)."""
    table = importlib.import_module(f"livewidgets.{game}.sandbox_text").WORDS
    words = table.browser_strings(SOURCE_LANG)
    assert len(words) > 20
    assert [key for key, text in words.items() if re.search(r"(?i)\bengine", str(text))] == []
