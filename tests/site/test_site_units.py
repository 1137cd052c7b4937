"""Unit tests of the build's parts: navigation, dates, Simplified conversion, hooks, root page."""

from __future__ import annotations

import os
import subprocess
from datetime import datetime
from pathlib import Path
from types import SimpleNamespace

import pytest


from sitebuild import hooks, rootpage


from sitebuild.words import simplified
from sitebuild.build import SiteBuildError, build_site
from sitebuild.pages.dates import commit_dates, format_last_updated, last_updated
from sitebuild.languages import alternates, languages
from sitebuild.nav import build_nav, first_heading
from tests.langkit import LANGS

# jieba, imported by material's search plugin, still uses pkg_resources.
pytestmark = pytest.mark.filterwarnings("ignore:pkg_resources is deprecated:UserWarning")


def write(folder: Path, pages: dict[str, str]) -> Path:
    for name, text in pages.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")
    return folder


# --- navigation -----------------------------------------------------------------------------

def test_nav_follows_the_order_appends_unknown_pages_and_skips_absent_ones(tmp_path: Path) -> None:
    docs = write(tmp_path, {
        "index.md": "# Accueil { #home }\n",
        "game/index.md": "---\ntitle: x\n---\n```\n# not this\n```\n# Le jeu { #game }\n",
        "game/zeta.md": "# Z\n", "game/turn.md": "# T\n", "game/alpha.md": "# A\n",
        "game/setup.md": "# S\n",
    })
    order = {"": ["index"], "game": ["index", "setup", "missing", "turn"]}
    assert build_nav(docs, order) == [
        "index.md",
        {"Le jeu": ["game/index.md", "game/setup.md", "game/turn.md", "game/alpha.md",
                    "game/zeta.md"]},
    ]


def test_first_heading_drops_the_attribute_list(tmp_path: Path) -> None:
    page = write(tmp_path, {"p.md": "# 黑市補貨 { #market-refill }\n"}) / "p.md"
    assert first_heading(page) == "黑市補貨"


# --- dates ----------------------------------------------------------------------------------

def git(repo: Path, *args: str, date: str = "") -> None:
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.org",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.org"}
    if date:
        env |= {"GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date}
    subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True, env=env)


def test_commit_dates_are_the_last_commit_touching_each_file(tmp_path: Path) -> None:
    git(tmp_path, "init", "-q")
    docs = write(tmp_path / "docs", {"a.md": "1", "b.md": "1"})
    git(tmp_path, "add", ".")
    git(tmp_path, "commit", "-q", "-m", "one", date="2026-01-05T10:00:00+01:00")
    (docs / "b.md").write_text("2")
    git(tmp_path, "commit", "-q", "-am", "two", date="2026-11-30T23:30:00+08:00")
    # a branch and the main line both change c.md; the merge that settles it changes it last
    write(docs, {"c.md": "base"})
    git(tmp_path, "add", ".")
    git(tmp_path, "commit", "-q", "-m", "three", date="2026-12-01T09:00:00+00:00")
    git(tmp_path, "checkout", "-q", "-b", "side")
    write(docs, {"c.md": "side"})
    git(tmp_path, "commit", "-q", "-am", "side", date="2026-12-01T10:00:00+00:00")
    git(tmp_path, "checkout", "-q", "-")
    write(docs, {"c.md": "main"})
    git(tmp_path, "commit", "-q", "-am", "main", date="2026-12-01T11:00:00+00:00")
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.org"}
    subprocess.run(["git", "-C", str(tmp_path), "merge", "-q", "side"], capture_output=True, env=env)
    write(docs, {"c.md": "settled"})
    git(tmp_path, "commit", "-q", "-am", "merge", date="2026-12-02T00:30:00+00:00")
    write(docs, {"new.md": "not committed"})
    dates = commit_dates(docs.resolve())
    assert dates[(docs / "a.md").resolve()].isoformat() == "2026-01-05T10:00:00+01:00"
    assert dates[(docs / "b.md").resolve()].isoformat() == "2026-11-30T23:30:00+08:00"
    assert dates[(docs / "c.md").resolve()].isoformat() == "2026-12-02T00:30:00+00:00"
    assert (docs / "new.md").resolve() not in dates
    fallback = last_updated(docs / "new.md", docs)
    assert fallback.timestamp() == pytest.approx((docs / "new.md").stat().st_mtime, abs=1)


@pytest.mark.parametrize(("label", "locale", "expected"), [
    ("Last updated: {date}", "en_GB", "Last updated: 30 November 2026"),
    ("Dernière mise à jour : {date}", "fr_FR", "Dernière mise à jour : 30 novembre 2026"),
    ("最後更新：{date}", "zh_Hant_TW", "最後更新：2026年11月30日"),
])
def test_dates_are_written_in_the_page_language(label: str, locale: str, expected: str) -> None:
    when = datetime.fromisoformat("2026-11-30T12:00:00+00:00")
    assert "".join(format_last_updated(when, label, locale)) == expected


# --- Simplified Chinese ---------------------------------------------------------------------

def test_glossary_accepts_opencc_and_rejects_a_wrong_term() -> None:
    source = "賄賂巨龍，到黑市購買攤位，詛咒萬用牌。"
    assert simplified.glossary_problems(source, simplified.to_simplified(source), "p.md") == []
    wrong = simplified.to_simplified(source).replace("贿赂", "贿络")
    problems = simplified.glossary_problems(source, wrong, "p.md")
    assert len(problems) == 1 and "p.md" in problems[0] and "'贿赂'" in problems[0]


def test_generation_fails_on_a_wrong_conversion(tmp_path: Path) -> None:
    source = write(tmp_path / "zh", {"game/bribe.md": "# 賄賂 { #bribe }\n", "img.png": "x"})
    simplified.generate(source, tmp_path / "out")
    assert (tmp_path / "out/game/bribe.md").read_text(encoding="utf-8") == "# 贿赂 { #bribe }\n"
    assert (tmp_path / "out/img.png").exists()
    with pytest.raises(simplified.ConversionError, match="curse.md.*'詛咒'"):
        write(source, {"curse.md": "詛咒"})
        simplified.generate(source, tmp_path / "out2",
                            convert=lambda text: simplified.to_simplified(text).replace("诅", "咀"))


# --- hooks and configs ----------------------------------------------------------------------

@pytest.mark.parametrize("lang", languages(), ids=lambda lang: lang.slug)
def test_on_config_adds_one_fence_per_game_in_the_build_language(lang: object) -> None:
    from mkdocs.config import load_config

    from livewidgets.api import widget_packages

    config = load_config(str(lang.config_file), docs_dir=str(lang.source_dir))  # type: ignore[attr-defined]
    hooks.on_config(config)
    fences = config.mdx_configs["pymdownx.superfences"]["custom_fences"]
    assert [f["name"] for f in fences] == list(widget_packages())
    for fence in fences:
        assert fence["format"].keywords == {"game": fence["name"], "lang": lang.code}  # type: ignore[attr-defined]
    assert lang.code in LANGS  # type: ignore[attr-defined]
    assert config.nav and config.site_name == first_heading(lang.source_dir / "index.md")  # type: ignore[attr-defined]
    hooks.on_config(config)  # a second call (mkdocs serve) does not add them twice
    assert len(config.mdx_configs["pymdownx.superfences"]["custom_fences"]) == len(fences)


def test_one_repository_url_for_every_language() -> None:
    from mkdocs.config import load_config

    urls = {load_config(str(lang.config_file), docs_dir=str(lang.source_dir)).repo_url
            for lang in languages()}
    assert urls == {"https://github.com/living-rules/living-rules"}


def test_root_page_links_every_language_relatively() -> None:
    html = rootpage.render()
    for alt in alternates():
        slug = alt["link"].removeprefix("../")
        assert f'href="{slug}" hreflang="{alt["lang"]}"' in html
    assert 'href="/' not in html and "http:" not in html and "https:" not in html


# --- strict build ---------------------------------------------------------------------------

def test_a_warning_fails_the_build_with_language_and_file(tmp_path: Path) -> None:
    docs = write(tmp_path / "docs", {"en/index.md": "# Home { #home }\n\n[x](nowhere.md)\n"})
    with pytest.raises(SiteBuildError) as failure:
        build_site(tmp_path / "site", docs_root=docs, work_dir=tmp_path / "build", only={"en"})
    assert "[en]" in str(failure.value) and "nowhere.md" in str(failure.value)

