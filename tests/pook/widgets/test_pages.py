"""Each widget has its worked example on the page that explains its rule, the same example
in every language, and it renders there."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from livewidgets import api
from sitebuild.fence import fences
from tests.langkit import LANGS, WRITTEN

ROOT = Path(__file__).resolve().parents[3]
PAGES = {"cost": "cost", "powers": "play", "piggy": "piggy", "tie-break": "scoring"}
"""Page -> the kind of its worked example."""


def examples(lang: str, page: str) -> list[dict]:
    text = (ROOT / "docs" / lang / "pook" / f"{page}.md").read_text(encoding="utf-8")
    return [yaml.safe_load(source) for _, game, source in fences(text) if game == "pook"]


@pytest.mark.parametrize("page", PAGES)
def test_the_page_has_one_example_of_its_kind_alike_in_every_language(page: str) -> None:
    found = {lang: examples(lang, page) for lang in WRITTEN}
    assert len(found["en"]) == 1 and found["en"][0]["widget"] == PAGES[page]
    assert found["fr"] == found["en"] == found["zh"]


@pytest.mark.parametrize("page", PAGES)
@pytest.mark.parametrize("lang", LANGS)
def test_the_example_renders_in_every_language(page: str, lang: str) -> None:
    (config,) = examples("zh" if lang == "zh-Hans" else lang, page)
    html = api.render("pook", config, lang)
    assert html.count('class="lr-frame"') >= 2
