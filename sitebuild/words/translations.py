"""Translation drift check: every language must have the same pages, the same heading ids in the
same order and the same worked examples (each game's fence, by `widget:`) in the same order.

`translation_problems` is pure (trees in, messages out) so its unit tests can prove it fails on
small fake trees; `read_tree` feeds it the real docs/<lang>/ folders.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import yaml

from engine import registry

Tree = Mapping[str, str]
"""One language: page path ("<game>/<page>.md") -> Markdown text."""

_FENCE = re.compile(r"^\s*(?P<marker>`{3,}|~{3,})\s*\{?\s*\.?(?P<lang>[\w-]*)")
_HEADING = re.compile(r"^(?P<level>#{1,6})\s+(?P<text>.*?)\s*(?:\{(?P<attrs>[^}]*)\})?\s*#*\s*$")
_ID = re.compile(r"(?:^|\s)#(?P<id>[\w-]+)")


@dataclass(frozen=True)
class Marker:
    """A heading id or a widget kind, with the line it was found on (for the messages)."""
    value: str
    line: int


@dataclass(frozen=True)
class Outline:
    headings: tuple[Marker, ...]
    widgets: tuple[Marker, ...]
    problems: tuple[str, ...]     # headings without an id, unreadable widget blocks


def outline(text: str, where: str) -> Outline:
    """Heading ids and widget kinds of one page, in order (code blocks are not headings)."""
    headings: list[Marker] = []
    widgets: list[Marker] = []
    problems: list[str] = []
    fence: tuple[str, str, int, list[str]] | None = None   # marker, lang, first line, body
    for number, line in enumerate(text.splitlines(), 1):
        if fence is not None:
            marker, lang, start, body = fence
            if line.strip().startswith(marker) and line.strip().strip(marker[0]) == "":
                if lang in registry.entry_ids():
                    widgets.append(_widget(body, f"{where}:{start}", start, problems))
                fence = None
            else:
                body.append(line)
            continue
        if match := _FENCE.match(line):
            fence = (match.group("marker"), match.group("lang"), number, [])
        elif match := _HEADING.match(line):
            found = _ID.search(match.group("attrs") or "")
            if found:
                headings.append(Marker(found.group("id"), number))
            else:
                problems.append(f"{where}:{number}: heading {match.group('text')!r} has no "
                                "explicit id (write it as `## Title {{ #some-id }}`)")
    if fence is not None:
        problems.append(f"{where}:{fence[2]}: code block never closed")
    return Outline(tuple(headings), tuple(widgets), tuple(problems))


def _widget(body: list[str], where: str, line: int, problems: list[str]) -> Marker:
    try:
        config = yaml.safe_load("\n".join(_dedent(body)))
    except yaml.YAMLError as error:
        problems.append(f"{where}: widget block is not valid YAML ({error.__class__.__name__})")
        return Marker("?", line)
    if not isinstance(config, dict) or "widget" not in config:
        problems.append(f"{where}: widget block has no `widget:` field")
        return Marker("?", line)
    return Marker(str(config["widget"]), line)


def _dedent(lines: list[str]) -> list[str]:
    indents = [len(line) - len(line.lstrip()) for line in lines if line.strip()]
    cut = min(indents, default=0)
    return [line[cut:] for line in lines]


def translation_problems(trees: Mapping[str, Tree], reference: str) -> list[str]:
    """Every way the languages of `trees` drift from the `reference` language; [] when none."""
    problems: list[str] = []
    outlines = {lang: {page: outline(text, f"{lang}/{page}") for page, text in tree.items()}
                for lang, tree in trees.items()}
    for lang, pages in outlines.items():
        for page_outline in pages.values():
            problems += page_outline.problems
    expected_pages = outlines[reference]
    for lang, pages in outlines.items():
        if lang == reference:
            continue
        for page in sorted(expected_pages.keys() - pages.keys()):
            problems.append(f"{lang}/{page}: missing (the {reference} page exists)")
        for page in sorted(pages.keys() - expected_pages.keys()):
            problems.append(f"{lang}/{page}: no {reference} original")
        for page in sorted(expected_pages.keys() & pages.keys()):
            ours, theirs = expected_pages[page], pages[page]
            where = f"{lang}/{page}"
            problems += _sequence_drift(where, "heading ids", ours.headings, theirs.headings)
            problems += _sequence_drift(where, "widgets", ours.widgets, theirs.widgets)
    return problems


def _sequence_drift(where: str, what: str, expected: Sequence[Marker],
                    found: Sequence[Marker]) -> list[str]:
    for index, (want, got) in enumerate(zip(expected, found)):
        if want.value != got.value:
            return [f"{where}:{got.line}: {what} drift at #{index + 1}: expected "
                    f"{want.value!r} (as in the reference, line {want.line}), found {got.value!r}"]
    if len(expected) != len(found):
        extra = (f"missing {[m.value for m in expected[len(found):]]}" if len(expected) > len(found)
                 else f"unexpected {[m.value for m in found[len(expected):]]}")
        return [f"{where}: {what}: {len(found)} instead of {len(expected)} ({extra})"]
    return []


def read_tree(folder: Path) -> dict[str, str]:
    """Every Markdown page under `folder`, by its path relative to `folder`."""
    return {page.relative_to(folder).as_posix(): page.read_text(encoding="utf-8")
            for page in sorted(folder.rglob("*.md"))}
