"""The data files of the catalogues' words read as Babel reads them: the refusals'
(``messages.toml``), each code the gettext context of its English template, and the widgets'
phrases (``phrases.toml``), each entry the gettext call its shape stands for (the same call at
run time); the translators' notes kept, nothing left out."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from babel.messages.extract import extract_from_file

from engine.i18n import Plural
from livewidgets.phrasedata import PhraseData, entries
from sitebuild.words.catalogues import COMMENT_TAGS, KEYWORDS
from sitebuild.words.messages import extract_messages
from sitebuild.words.phrases import extract_phrases

DATA = """\
# rules.py
# Translators: {count} is a number of stones,
# never zero.
take = "take {count}"

# a note for whoever reads the file
leave-pile = "leave the pile with \\"{rest}\\" stones"
"""


def extracted(path: Path) -> list[tuple[int, object, list[str], str | None]]:
    method: Any = extract_phrases if path.name == "phrases.toml" else extract_messages
    return list(extract_from_file(method, path, keywords=KEYWORDS,
                                  comment_tags=COMMENT_TAGS, strip_comment_tags=True))


def test_each_code_is_the_context_of_its_template_and_only_tagged_notes_reach_the_po(
        tmp_path: Path) -> None:
    path = tmp_path / "messages.toml"
    path.write_text(DATA, encoding="utf-8")
    assert extracted(path) == [
        (4, "take {count}", ["{count} is a number of stones,", "never zero."], "take"),
        (7, 'leave the pile with "{rest}" stones', [], "leave-pile")]


@pytest.mark.parametrize("name, text", [
    ("messages.toml", '"take" = "x"\n'), ("messages.toml", '[more]\ntake = "x"\n'),
    ("phrases.toml", '[p]\n"x" = "y"\n'), ("phrases.toml", '[p]\nx.y = "z"\n')])
def test_a_key_the_line_scan_cannot_see_is_refused_not_dropped(tmp_path: Path, name: str,
                                                                text: str) -> None:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ValueError):
        extracted(path)


PHRASES = '''\
[phrases]
# the table
# Translators: {n} is a seat's number,
# from 1.
seat = "Seat {n}"
sign = { context = "sign", text = "M" }
long = """A sentence \\
on two lines."""
cards = { count = "n", one = "{n} card", other = "{n} cards" }

[sandbox]
dice = { context = "roll", count = "n", one = "{n} die", other = "{n} dice" }
'''


class Recorder:
    """A catalogue that answers with the call it received, to see which one an entry makes."""

    def _(self, msgid: str) -> str:
        return f"_({msgid})"

    def pgettext(self, context: str, msgid: str) -> str:
        return f"p({context}|{msgid})"

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return f"n({singular}|{plural}|{n})"

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return f"np({context}|{singular}|{plural}|{n})"


def test_each_shape_is_extracted_as_its_gettext_call_with_tagged_notes_only(
        tmp_path: Path) -> None:
    path = tmp_path / "phrases.toml"
    path.write_text(PHRASES, encoding="utf-8")
    assert extracted(path) == [
        (5, "Seat {n}", ["{n} is a seat's number,", "from 1."], None),
        (6, "M", [], "sign"),
        (7, "A sentence on two lines.", [], None),
        (9, ("{n} card", "{n} cards"), [], None),
        (12, ("{n} die", "{n} dice"), [], "roll")]


def test_each_shape_is_translated_by_its_gettext_call(tmp_path: Path) -> None:
    (tmp_path / "phrases.toml").write_text(PHRASES, encoding="utf-8")
    data = PhraseData(str(tmp_path / "strings.py"))
    t: object = Recorder()
    table = data.table("phrases")(t)  # type: ignore[arg-type]
    assert table["seat"] == "_(Seat {n})" and table["sign"] == "p(sign|M)"
    cards = table["cards"]
    assert isinstance(cards, Plural) and cards.template({"n": 3}) == "n({n} card|{n} cards|3)"
    dice = data.table("sandbox")(t)["dice"]  # type: ignore[arg-type]
    assert isinstance(dice, Plural) and dice.template({"n": 1}) == "np(roll|{n} die|{n} dice|1)"
    with pytest.raises(ValueError):
        data.texts("phrases")(t)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ['[p]\nx = { count = "n", one = "a" }\n', '[p]\nx = 3\n',
                                  'x = "not in a table"\n'])
def test_a_value_of_another_shape_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        entries(text, "phrases.toml")
