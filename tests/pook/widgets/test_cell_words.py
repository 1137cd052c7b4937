"""A reader points at a Pook cell by the row and column the pictures number, never by the JSON's
"[0, 1]": not in a page's prose, its pictures' titles and descriptions, nor the text of the
worked examples and the sandbox drawn on it (issue 21). The workshop page, which documents the
scenario format, is the one place the JSON is shown."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sitebuild import fence
from tests.langkit import WRITTEN
from tests.readkit import readable as pieces

ROOT = Path(__file__).resolve().parents[3]
BRACKETED = re.compile(r"\[\s*-?\d+\s*[,，]\s*-?\d+\s*\]|\[[^\]\d(]+[,，][^\]\d(]+\](?!\()")
"""``[0, 1]``, and the notation spelt out in words (``[row, column]``), but not a link."""


def readable(markdown: str, lang: str) -> str:
    """A page as a reader meets it: its prose and inline pictures, and each worked example
    drawn as the build draws it (code blocks other than game fences are not on reader pages)."""
    drawn = [fence.render_source(game, source, lang) for _, game, source in fence.fences(markdown)]
    prose = re.sub(r"^```.*?^```", "", markdown, flags=re.S | re.M)
    return "\n".join(pieces(prose + "".join(drawn)))


PAGES = sorted(p.name for p in (ROOT / "docs" / "en" / "pook").glob("*.md")
               if p.name != "workshop.md")


@pytest.mark.parametrize("lang", WRITTEN)
@pytest.mark.parametrize("page", PAGES)
def test_no_reader_page_writes_a_cell_in_brackets(page: str, lang: str) -> None:
    markdown = (ROOT / "docs" / lang / "pook" / page).read_text(encoding="utf-8")
    found = BRACKETED.findall(readable(markdown, lang))
    assert not found, found
