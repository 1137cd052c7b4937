"""Simplified Chinese pages, generated from the hand-written Traditional ones at build time.

OpenCC (`tw2sp` plus the site's overrides, through `sitebuild.words.hans.to_simplified`, the same
converter as the widgets' catalogues) converts docs/zh into a build folder that is never
committed. OpenCC converts phrase by phrase, so a game term can come out wrong in a context
nobody read; `GLOSSARY` pins the terms that matter and the build fails on a mismatch.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Mapping
from pathlib import Path

from sitebuild.words.hans import to_simplified

# Traditional game term -> the only acceptable Simplified form.
GLOSSARY: Mapping[str, str] = {
    "賄賂": "贿赂",
    "黑市": "黑市",
    "詛咒": "诅咒",
    "萬用牌": "万用牌",
    "巨龍": "巨龙",
    "攤位": "摊位",
    "珍寶": "珍宝",
    "恩寵": "恩宠",
    "補貨": "补货",
    "牌堆": "牌堆",
    "棄牌堆": "弃牌堆",
}


class ConversionError(ValueError):
    """A glossary term came out of OpenCC in another form."""


def glossary_problems(source: str, converted: str, where: str,
                      glossary: Mapping[str, str] = GLOSSARY) -> list[str]:
    """Each glossary term of `source` must appear as many times in its Simplified form."""
    problems = []
    for traditional, simplified in glossary.items():
        expected = source.count(traditional)
        found = converted.count(simplified)
        if found < expected:
            problems.append(f"{where}: {traditional!r} appears {expected} time(s) in the "
                            f"Traditional page but {simplified!r} only {found} time(s) after "
                            f"OpenCC; fix the wording or sitebuild/words/simplified.py GLOSSARY")
    return problems


def generate(source_dir: Path, target_dir: Path,
             convert: Callable[[str], str] = to_simplified) -> None:
    """Rebuild `target_dir` as the Simplified twin of `source_dir` (other files copied as is).

    Raises ConversionError listing every glossary mismatch.
    """
    if target_dir.exists():
        shutil.rmtree(target_dir)
    problems: list[str] = []
    for source in sorted(source_dir.rglob("*")):
        target = target_dir / source.relative_to(source_dir)
        if source.is_dir():
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.suffix != ".md":
            shutil.copy2(source, target)
            continue
        text = source.read_text(encoding="utf-8")
        converted = convert(text)
        problems += glossary_problems(text, converted, str(source))
        target.write_text(converted, encoding="utf-8")
    if problems:
        raise ConversionError("wrong Simplified Chinese conversion:\n  " + "\n  ".join(problems))
