"""What the Can't Stop pages state as numbers is what the engine counts, in every language.

The odds page's tables are typed by hand in three languages; this test reads each row back
(the usable columns, the rolls that go on, the chance; the closed columns and the rolls that
stop you) and asks the engine, so a page cannot drift from the calculator.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.cantstop.dice import SUMS, rolls_going_on, stopping_rolls
from tests.langkit import LANGS, WRITTEN

ROOT = Path(__file__).resolve().parents[2]
LANGS = WRITTEN
ROW = re.compile(r"^\|([^|]+)\|([^|]+)\|([^|]+)\|\s*$", re.M)


def numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text)]


def whole(text: str) -> int:
    """1,192 / 1 192 / 1 192 as a number."""
    return int(re.sub(r"[^\d]", "", text))


def rows(lang: str) -> list[tuple[str, str, str]]:
    page = (ROOT / "docs" / lang / "cantstop" / "odds.md").read_text(encoding="utf-8")
    return [(a.strip(), b.strip(), c.strip()) for a, b, c in ROW.findall(page)
            if re.search(r"\d", a)]


@pytest.mark.parametrize("lang", LANGS)
def test_the_odds_table_is_the_engine_count(lang: str) -> None:
    found = [(numbers(a), whole(b), c) for a, b, c in rows(lang) if "%" in c]
    assert len(found) >= 5, found
    for sums, going_on, chance in found:
        assert rolls_going_on(sums) == going_on, (lang, sums)
        shown = float(re.sub(r"[^\d,.]", "", chance).replace(",", "."))
        assert shown == round(100 * going_on / 1296, 1), (lang, sums, chance)


@pytest.mark.parametrize("lang", LANGS)
def test_the_closed_columns_table_is_the_engine_count(lang: str) -> None:
    found = [(numbers(a), b, whole(c)) for a, b, c in rows(lang) if "%" not in c]
    assert [closed for closed, _, _ in found] == [[8], [8, 9], [8, 10]]
    for closed, dice, count in found:
        stops = stopping_rolls([s for s in SUMS if s not in closed])
        assert re.findall(r"\d{4}", dice) == ["".join(map(str, r.dice)) for r in stops]
        assert sum(r.count for r in stops) == count
