"""No file outside a game's own folders names a game, docstrings and comments included.

A game lives in ``engine/<id>/``, ``widgets/livewidgets/<id>/``, ``docs/<lang>/<id>/`` and
``tests/<id>/`` (its catalogues sit in the first two). Shared code and shared tests that name
one game (its id, a page path such as ``<id>/refill/``, its display name in any language) work
only while that game keeps that page, that heading, that name: they pick it by property from the
registry or the built site instead. The toy game under ``tests/games/toygame/`` is a fixture.

Run as a script (``python -m tests.games.test_neutral``) to list every hit and the count.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from engine import registry

ROOT = Path(__file__).resolve().parents[2]
SCANNED = {".py", ".js", ".ts", ".css", ".html", ".md", ".yml", ".yaml", ".toml", ".json",
           ".txt", ".po", ".pot", ".cfg", ".ini", ""}
"""Text files; ``""`` is a file without a suffix (the Makefile)."""
SKIPPED_DIRS = {".git", ".venv", "node_modules", "__pycache__", ".pytest_cache", ".mypy_cache",
                ".hypothesis", ".cache"}
BUILT = {"site", "build", "dist"}
"""Build outputs at the root (never committed)."""
FIXTURES = ("tests/games/toygame/",)

PENDING: dict[str, str] = {
}
"""Files that still name a game, each with why: the list only shrinks (a listed file that no
longer names a game fails the test, so that it leaves the list)."""


def _word(text: str) -> str:
    """``text`` not inside a longer word on the left, nor followed by a lower-case letter or a
    digit: a short name is not found inside ``Pipe``, while ``<Name>Sandbox`` names a game."""
    return r"(?<![A-Za-z0-9])" + re.escape(text) + r"(?![a-z0-9])"


def names_pattern() -> re.Pattern[str]:
    """Every entry's id in any case (as in ``engine.<id>``, ``test_<id>_x``, ``<id>/refill/``)
    and its display name in every language."""
    words = {entry.id for entry in registry.entries()}
    words |= {name for entry in registry.entries() for name in entry.names.values()}
    alternatives = sorted(words, key=len, reverse=True)
    ids = "|".join(re.escape(entry.id) for entry in registry.entries())
    return re.compile("|".join([rf"(?<![A-Za-z0-9])(?i:{ids})(?![A-Za-z0-9])",
                                *(_word(word) for word in alternatives)]))


def own_folder(relative: str) -> bool:
    """Whether ``relative`` (a path under the root, ``/``-separated) is in a game's folders."""
    ids = set(registry.entry_ids())
    parts = relative.split("/")
    if parts[0] in ("engine", "tests") and len(parts) > 2 and parts[1] in ids:
        return True
    if relative.startswith("widgets/livewidgets/") and len(parts) > 3 and parts[2] in ids:
        return True
    if parts[0] == "docs" and len(parts) > 3 and parts[2] in ids:
        return True
    return relative.startswith(FIXTURES)


def shared_files() -> Iterator[Path]:
    """Every source and documentation file outside the games' folders."""
    def walk(folder: Path) -> Iterator[Path]:
        for path in sorted(folder.iterdir()):
            if path.is_dir():
                if path.name not in SKIPPED_DIRS and not path.name.endswith(".egg-info") \
                        and not (folder == ROOT and path.name in BUILT):
                    yield from walk(path)
            elif path.suffix in SCANNED and path.name != "package-lock.json" \
                    and not own_folder(path.relative_to(ROOT).as_posix()):
                yield path
    yield from walk(ROOT)


def hits() -> list[tuple[str, int, str]]:
    """``(file, line number, what it names)`` for every game named outside a game's folders."""
    pattern = names_pattern()
    found = []
    for path in shared_files():
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        relative = path.relative_to(ROOT).as_posix()
        for number, line in enumerate(text.splitlines(), 1):
            found += [(relative, number, match.group()) for match in pattern.finditer(line)]
    return found


def test_the_scan_finds_a_game_named_in_shared_code() -> None:
    """The pattern is not blind: each id and display name is found where code would write it,
    and a longer word that merely starts with one is not."""
    pattern = names_pattern()
    for entry in registry.entries():
        for text in (f"from engine.{entry.id} import x", f"open('en/{entry.id}/refill/')",
                     f"def test_{entry.id}_cards():", *entry.names.values()):
            assert pattern.search(text), text
    assert not pattern.search("class Picture:  # a BrokenPipeError")


def test_no_shared_file_names_a_game() -> None:
    found = hits()
    named = sorted({path for path, _, _ in found} - set(PENDING))
    assert not named, "shared files that name a game (pick it by property instead):\n" + \
        "\n".join(f"{path}:{line}: {word}" for path, line, word in found if path in named)
    cleared = sorted(set(PENDING) - {path for path, _, _ in found})
    assert not cleared, f"no longer names a game, take it off PENDING: {cleared}"


def test_a_game_folder_is_not_shared() -> None:
    for entry_id in registry.entry_ids():
        assert own_folder(f"engine/{entry_id}/game.py")
        assert own_folder(f"widgets/livewidgets/{entry_id}/static/x.js")
        assert own_folder(f"docs/fr/{entry_id}/index.md")
        assert own_folder(f"tests/{entry_id}/test_x.py")
        assert not own_folder(f"tests/site/test_{entry_id}.py")
        assert not own_folder(f"docs/fr/{entry_id}.md")


if __name__ == "__main__":
    every = hits()
    for path, line, word in every:
        print(f"{path}:{line}: {word}")
    print(f"{len(every)} hits in {len({path for path, _, _ in every})} files")
