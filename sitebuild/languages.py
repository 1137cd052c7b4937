"""The language builds of the site, read from config/<lang>.yml (the single source of truth).

Each config INHERITs ../mkdocs.yml and names its pages (`docs_dir`), its URL folder (the last
part of `site_dir`) and its language (`extra.lang`). A config with `extra.generated_from` is a
generated language (zh-Hans): its pages are converted from that folder at build time.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
CONFIG_DIR = ROOT / "config"
BASE_CONFIG = ROOT / "mkdocs.yml"
DOCS_ROOT = ROOT / "docs"


@dataclass(frozen=True)
class Language:
    code: str             # extra.lang: en, fr, zh, zh-Hans
    slug: str             # URL folder: site/<slug>/
    config_file: Path
    docs_dir: Path        # pages MkDocs reads
    source_dir: Path      # hand-written pages (== docs_dir unless generated)
    hreflang: str         # from extra.alternate
    name: str             # the language's own name, from extra.alternate

    @property
    def generated(self) -> bool:
        return self.source_dir != self.docs_dir


class _IgnoreTags(yaml.SafeLoader):
    """Reads mkdocs.yml without importing the objects its `!!python/name:` tags point to."""


_IgnoreTags.add_multi_constructor("tag:yaml.org,2002:python/", lambda loader, suffix, node: None)


def read_yaml(path: Path) -> dict[str, Any]:
    with path.open(encoding="utf-8") as stream:
        data = yaml.load(stream, Loader=_IgnoreTags)  # noqa: S506 - a SafeLoader subclass
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected a mapping at the top level")
    return data


def alternates(base_config: Path = BASE_CONFIG) -> list[dict[str, str]]:
    """`extra.alternate` of the base config: name, link (../<slug>/) and lang of each language."""
    return list(read_yaml(base_config)["extra"]["alternate"])


def languages(config_dir: Path = CONFIG_DIR, docs_root: Path = DOCS_ROOT) -> list[Language]:
    """Every language build, in the order of the language menu (`extra.alternate`).

    `docs_root` replaces the repository's docs/ folder (tests build small fake trees).
    """
    menu = {alt["link"].strip("./"): alt for alt in alternates()}
    found: list[Language] = []
    for config_file in sorted(config_dir.glob("*.yml")):
        config = read_yaml(config_file)
        where = config_file.relative_to(ROOT) if config_file.is_relative_to(ROOT) else config_file
        try:
            slug = Path(config["site_dir"]).name
            code = config["extra"]["lang"]
            docs_dir = _resolve(config_file, config["docs_dir"], docs_root)
            generated_from = config["extra"].get("generated_from")
        except (KeyError, TypeError) as missing:
            raise ValueError(f"{where}: missing setting {missing}") from None
        source_dir = _resolve(config_file, generated_from, docs_root) if generated_from else docs_dir
        if slug not in menu:
            raise ValueError(f"{where}: site_dir folder {slug!r} has no entry "
                             f"'../{slug}/' in extra.alternate of mkdocs.yml")
        found.append(Language(code, slug, config_file, docs_dir, source_dir,
                              menu[slug]["lang"], menu[slug]["name"]))
    order = list(menu)
    return sorted(found, key=lambda lang: order.index(lang.slug))


def _resolve(config_file: Path, setting: str, docs_root: Path) -> Path:
    path = (config_file.parent / setting).resolve()
    if path.is_relative_to(DOCS_ROOT) and docs_root != DOCS_ROOT:
        return docs_root / path.relative_to(DOCS_ROOT)
    return path
