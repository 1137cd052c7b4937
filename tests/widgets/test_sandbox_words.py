"""A sandbox's refusals and help speak the reader's language (issue 21): no English left in a
French or Chinese refusal, a JSON key named only as the key of the reader's own JSON, a link's
inner parts never named, and no word of the engine in the sandbox's table of words. The
reader's own seat reads alike in every sandbox (issue 22)."""

from __future__ import annotations

import importlib
import re

import pytest

from engine.i18n import SOURCE_LANG
from livewidgets.sandbox import HUMAN, Sandbox
from livewidgets.strings import SANDBOX_UI
from tests.langkit import LANGS, TRANSLATED, leftovers
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
    table = importlib.import_module(f"livewidgets.{game}.strings").WORDS
    words = table.browser_strings(SOURCE_LANG)
    assert len(words) > 20
    assert [key for key, text in words.items() if re.search(r"(?i)\bengine", str(text))] == []


def _said(sandbox: Sandbox, seats: list[str], lang: str) -> tuple[list[str], str]:
    """A new game's players and its board as a reader reads it (the tags dropped)."""
    session = sandbox.start({"widget": "sandbox", "players": len(seats), "seats": seats},
                            lang)["session"]
    html = sandbox.view(session, lang)["html"]
    return session["start"]["players"], re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def _labelled(name: str, word: str, said: str) -> bool:
    """Whether ``word`` stands right after the player ``name`` (a space or brackets between)."""
    return re.search(rf"{re.escape(name)}\W{{0,3}}{re.escape(word)}(?!\w)", said) is not None


@pytest.mark.parametrize(("game", "lang"), [(g, lang) for g in SANDBOXED for lang in LANGS])
def test_the_reader_s_own_seat_reads_alike_in_every_sandbox(game: str, lang: str) -> None:
    """One person against a bot reads their own seat as the shared "You", in every sandbox
    (one said "Human" where another said "You"); two people at one screen are each "Human"."""
    sandbox, words = _sandbox(game), SANDBOX_UI[lang]
    bot = next(kind for kind in sandbox.kit.seats if kind != HUMAN)
    players, said = _said(sandbox, [HUMAN, bot], lang)
    assert _labelled(players[0], words["you"], said), said[:300]
    assert not _labelled(players[0], words["human"], said), said[:300]
    assert _labelled(players[1], words[bot], said), said[:300]
    players, said = _said(sandbox, [HUMAN, HUMAN], lang)
    assert all(_labelled(p, words["human"], said) for p in players), said[:300]
    assert not any(_labelled(p, words["you"], said) for p in players), said[:300]
