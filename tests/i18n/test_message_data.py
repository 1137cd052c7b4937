"""The refusals' data files (``messages.toml``) read as Babel reads them for the catalogues: each
code the gettext context of its English template, the translators' notes kept, nothing left out."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.extract import extract_from_file

from sitebuild.words.catalogues import COMMENT_TAGS, KEYWORDS
from sitebuild.words.messages import extract_messages

DATA = """\
# rules.py
# Translators: {count} is a number of stones,
# never zero.
take = "take {count}"

# a note for whoever reads the file
leave-pile = "leave the pile with \\"{rest}\\" stones"
"""


def extracted(path: Path) -> list[tuple[int, object, list[str], str | None]]:
    return list(extract_from_file(extract_messages, path, keywords=KEYWORDS,
                                  comment_tags=COMMENT_TAGS, strip_comment_tags=True))


def test_each_code_is_the_context_of_its_template_and_only_tagged_notes_reach_the_po(
        tmp_path: Path) -> None:
    path = tmp_path / "messages.toml"
    path.write_text(DATA, encoding="utf-8")
    assert extracted(path) == [
        (4, "take {count}", ["{count} is a number of stones,", "never zero."], "take"),
        (7, 'leave the pile with "{rest}" stones', [], "leave-pile")]


@pytest.mark.parametrize("text", ['"take" = "x"\n', '[more]\ntake = "x"\n'])
def test_a_code_the_line_scan_cannot_see_is_refused_not_dropped(tmp_path: Path,
                                                                 text: str) -> None:
    path = tmp_path / "messages.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ValueError):
        extracted(path)
