"""``tests.langkit.sampled``: the two languages a game's browser test runs in."""

from __future__ import annotations

import pytest
from tests.langkit import LANGS, SLUGS, TRANSLATED, sampled

from engine import i18n


def test_each_call_takes_english_and_the_next_translated_language() -> None:
    calls = [sampled(LANGS) for _ in range(2 * len(TRANSLATED))]
    assert all(len(call) == 2 and call[0] == i18n.SOURCE_LANG for call in calls)
    picks = [call[1] for call in calls]
    assert set(picks) == set(TRANSLATED)                 # every translation takes its turn
    assert picks[:len(TRANSLATED)] == picks[len(TRANSLATED):]
    assert all(a != b for a, b in zip(picks, picks[1:]))  # in turn, never twice running


def test_it_keeps_the_caller_s_kind_of_collection() -> None:
    assert set(sampled(SLUGS)) <= set(SLUGS)       # a dict of languages: its keys


def test_something_else_than_the_site_s_languages_is_refused() -> None:
    with pytest.raises(ValueError, match="site's languages"):
        sampled(["en", "de"])
