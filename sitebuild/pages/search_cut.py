"""Chinese search by word parts: the search index holds each compound and its parts.

Material's search plugin cuts Chinese into words at build time with ``jieba.cut`` and writes
them into ``search/search_index.json`` separated by zero-width spaces. That cut keeps a compound
whole: 巨龍恩寵 (the Dragon's Favor) is one word, and a reader who types 恩寵 (favor) or 龍
(dragon) finds nothing, because the browser matches whole words (and word prefixes) only.

After material has written the index, :func:`rewrite_index` cuts every Chinese run again:

- the words, as before (the compound whole), stay in ``title`` and ``text``, which is what the
  results show;
- their parts go into two extra fields, ``title_parts`` and ``text_parts`` (declared in the
  index's ``config.fields`` with the boosts of ``title`` and ``text``), which the browser
  indexes and never shows, so a result never reads 巨龍恩寵巨龍恩寵.

The parts are jieba's search cut (``cut_for_search``: every two- and three-character word of
its dictionary inside a longer word) plus the game glossaries' Chinese forms found inside a word
(龍 in 巨龍恩寵: the Dragon's forms are 巨龍 and 龍). jieba's dictionary is Simplified Chinese,
so Traditional text is cut through its character-by-character Simplified image (OpenCC
``t2s``): 恩寵 is found as 恩宠 would be. The glossaries' forms are also added to jieba's
dictionary, so a game term is one word, never cut in the middle.

:func:`mend_worker` fixes the browser's side: material's search worker cuts a Chinese query into
words of the index before searching (its ``segment``), but never tries the query whole nor a word
ending with its last character, so 小豬 (an indexed word) was searched as 小 and found every page
with a word starting with 小 (50 pages instead of 13).
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from engine import registry
from sitebuild.pages import search_games, search_rank
from sitebuild.words import glossary

ZWSP = "\u200b"
HAN_CHAR = "[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f]"
"""One Chinese character (CJK unified ideographs, their extensions and compatibility forms)."""
HAN = re.compile(HAN_CHAR + "+")
PARTS = {"title": "title_parts", "text": "text_parts"}
"""Indexed field -> the extra field holding its words' parts."""


@lru_cache(maxsize=1)
def _simplify() -> Any:
    from opencc import OpenCC

    return OpenCC("t2s").convert


def image(text: str) -> str:
    """``text`` in Simplified characters, one for one (same length), so a position in the image
    is the same position in ``text``; ``text`` itself when OpenCC would change the length."""
    simplified: str = _simplify()(text)
    return simplified if len(simplified) == len(text) else text


@dataclass
class Cutter:
    """jieba with the glossaries' Chinese forms as words, cutting Chinese runs."""

    terms: list[tuple[str, ...]] = field(default_factory=list)
    """Each term's forms (Simplified images), for the glossary parts of a word."""

    def __post_init__(self) -> None:
        import jieba  # type: ignore[import-untyped]

        jieba.setLogLevel(logging.WARNING)
        self._jieba = jieba
        for forms in self.terms:
            for form in forms:
                if len(form) > 1:
                    jieba.add_word(form)
        # a word's parts depend on the word alone, and an index says the same words again and
        # again (the Chinese index: over 110,000 words, about 4,300 different ones)
        self._parts: Callable[[str], frozenset[tuple[int, int]]] = lru_cache(maxsize=None)(
            lambda word: frozenset([*self._dictionary_spans(word), *self._glossary_spans(word)]))

    @classmethod
    def for_games(cls, lang: str = "zh") -> Cutter:
        """A cutter knowing every registered game's ``lang`` forms."""
        terms = []
        for game in registry.entry_ids():
            try:
                found = glossary.load(game)
            except FileNotFoundError:
                continue
            terms += [tuple(image(form) for form in usages[lang].forms)
                      for usages in found.terms.values() if lang in usages]
        return cls(terms)

    def cut(self, run: str) -> Iterator[tuple[str, list[str]]]:
        """Each word of a run of Chinese characters, with its parts (never the word itself)."""
        simple = image(run)
        for _, start, end in self._jieba.tokenize(simple):
            word = simple[start:end]
            spans = {(start + s, start + e) for s, e in self._parts(word)}
            spans.discard((start, end))
            yield run[start:end], [run[s:e] for s, e in sorted(spans)]

    def _dictionary_spans(self, word: str) -> Iterator[tuple[int, int]]:
        """jieba's search cut of one word of its cut (``cut_for_search``): the two-character
        words of its dictionary inside a word of three or more, and the three-character ones
        inside a word of four or more."""
        for size in (2, 3):
            if len(word) > size:
                yield from ((i, i + size) for i in range(len(word) - size + 1)
                            if self._jieba.get_FREQ(word[i:i + size]))

    def _glossary_spans(self, word: str) -> Iterator[tuple[int, int]]:
        """Forms of a term inside ``word``: any form of two characters or more, and a
        one-character form only where another form of the same term is there too (龍 in
        巨龍恩寵, not 格 'space' in 價格 'cost')."""
        for forms in self.terms:
            found = [(form, i) for form in forms for i in _occurrences(word, form)]
            if any(len(form) > 1 for form, _ in found):
                yield from ((i, i + len(form)) for form, i in found)

    def segment(self, text: str) -> tuple[str, list[str]]:
        """``text`` with its Chinese cut into words by zero-width spaces (as material writes
        it), and the parts of those words."""
        parts: list[str] = []

        def words(match: re.Match[str]) -> str:
            cut = list(self.cut(match[0]))
            parts.extend(part for _, word_parts in cut for part in word_parts)
            return ZWSP + ZWSP.join(word for word, _ in cut) + ZWSP

        return HAN.sub(words, _unsegmented(text)).strip(ZWSP), parts


def _occurrences(text: str, part: str) -> Iterator[int]:
    start = text.find(part)
    while start != -1:
        yield start
        start = text.find(part, start + 1)


def _unsegmented(text: str) -> str:
    """Material's text without the zero-width spaces it put between and around Chinese words."""
    return re.sub(f"{ZWSP}+(?={HAN_CHAR})|(?<={HAN_CHAR}){ZWSP}+", "", text)


def rewrite_index(data: dict[str, Any], cutter: Cutter) -> None:
    """Cut the Chinese of a built search index (its parsed JSON, changed in place) again:
    words in the shown fields, parts in the extra ones (declared in its config)."""
    fields = data["config"]["fields"]
    for shown, extra in PARTS.items():
        fields[extra] = dict(fields.get(shown, {"boost": 1.0}))
    for doc in data["docs"]:
        for shown, extra in PARTS.items():
            doc[shown], parts = cutter.segment(doc.get(shown, ""))
            if parts:
                doc[extra] = ZWSP.join(parts)
            else:
                doc.pop(extra, None)


WORKER_SEGMENT = (
    # for (s = 0; s < query.length; s++) for (o = s + 1; o < query.length; o++) ... : the
    # words starting at s, never one ending with the query's last character
    ("for(let o=s+1;o<t.length;o++)t.slice(s,o)in e&&(n[s]=o-s)",
     "for(let o=s+1;o<=t.length;o++)t.slice(s,o)in e&&(n[s]=o-s)"),
    # ... and the word after a word is searched only when it does not end the query
    ("n[a]&&a<t.length-1&&(i[s++]=a)", "n[a]&&a<t.length&&(i[s++]=a)"),
)
"""Material's minified ``segment`` (src/.../search/query/segment): (as shipped, mended)."""


class WorkerChanged(RuntimeError):
    """Material's search worker no longer holds the code :func:`mend_worker` mends."""


def mend_worker(site_dir: Path) -> None:
    """Let material's search worker try every word of a Chinese query, up to its last
    character (:data:`WORKER_SEGMENT`), and rank whole words first
    (:data:`.search_rank.WORKER_RANK`). A worker without that code (another material version)
    stops the build: check that the search still finds whole Chinese words and ranks whole
    words first, then update the replacements."""
    for worker in (site_dir / "assets" / "javascripts" / "workers").glob("search.*.min.js"):
        code = worker.read_text(encoding="utf-8")
        for shipped, mended in (*WORKER_SEGMENT, *search_rank.WORKER_RANK):
            if code.count(shipped) != 1 and code.count(mended) != 1:
                raise WorkerChanged(f"{worker}: material's search worker changed, "
                                    f"{shipped!r} is not there (sitebuild/pages/search_cut.py)")
            code = code.replace(shipped, mended)
        worker.write_text(code, encoding="utf-8")


def rewrite_site(site_dir: Path, lang: str) -> None:
    """The hook's entry point: the search worker of every language build; its search index's
    game pages titled with their game (:mod:`.search_games`), and a Chinese one cut again."""
    mend_worker(site_dir)
    index = site_dir / "search" / "search_index.json"
    if not index.exists():
        return
    data = json.loads(index.read_text(encoding="utf-8"))
    # each game page titled with its game first, so the Chinese cut below sees the whole title
    search_games.name_games(data, lang)
    if lang.lower().startswith("zh"):
        rewrite_index(data, Cutter.for_games())
    index.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")),
                     encoding="utf-8")

