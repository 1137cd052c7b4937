"""The generated Simplified Chinese twins are current and really Simplified."""

from __future__ import annotations

import pytest

from sitebuild.hans import TWINS, Twin, simplified, to_simplified


@pytest.mark.parametrize("twin", TWINS, ids=lambda t: t.path.name)
def test_generated_twin_is_current(twin: Twin) -> None:
    assert twin.path.read_text(encoding="utf-8") == twin.source(), (
        f"{twin.path.name} is stale: run python -m sitebuild.hans")


def test_conversion_reaches_every_string_of_nested_tables() -> None:
    table = {"a": "詛咒", "b": ("賄賂", "黑市"), "c": ["萬用牌"], "d": 3}
    assert simplified(table) == {"a": "诅咒", "b": ("贿赂", "黑市"), "c": ["万用牌"], "d": 3}
    assert to_simplified("巨龍恩寵") == "巨龙恩宠"
