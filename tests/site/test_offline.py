"""The offline build (sitebuild/offline.py) read as files: the worker's description of the
build, the manifests, the notice. What the browser does with them: test_offline_browser.py."""

from __future__ import annotations

import json
import re
import shutil
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from engine import registry
from engine.i18n import SHARED, catalogue
from sitebuild import offline
from sitebuild.pages import aid
from sitebuild.languages import languages

LANGS = languages()


def description(site: Path) -> dict[str, Any]:
    """The BUILD object written into a built sw.js."""
    text = (site / offline.WORKER).read_text(encoding="utf-8")
    assert offline.PLACEHOLDER not in text
    found = re.search(r"^const BUILD = (\{.*?\});$", text, re.M)
    assert found, "sw.js holds no build description"
    return dict(json.loads(found[1]))


def fake_site(root: Path) -> Path:
    """Two languages of one game, a runtime, as the build lays them out."""
    for slug in ("en", "fr"):
        for page in ("", "game/", "game/turn/", "game/aid/"):
            folder = root / slug / page
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "index.html").write_text(
                f'<html lang="{slug}"><link rel="stylesheet" href="{"../" * page.count("/")}'
                f'assets/site.css"><p>{slug} {page}</p></html>', encoding="utf-8")
        (root / slug / "assets").mkdir(exist_ok=True)
        (root / slug / "assets" / "site.css").write_text("p{}", encoding="utf-8")
        offline.install_language(root / slug, f"Site {slug}", slug)
    (root / "_runtime").mkdir()
    (root / "_runtime" / "pyodide.asm.wasm").write_bytes(b"\0asm")
    return root


def test_groups_never_mix_languages_and_hold_the_game_and_the_runtime(tmp_path: Path) -> None:
    site = fake_site(tmp_path / "site")
    built = offline.install(site)
    assert set(built["groups"]) == {"en/", "en/game/", "fr/", "fr/game/"}
    for key, group in built["groups"].items():
        slug = key.split("/")[0]
        assert all(path.startswith(f"{slug}/") for path in group["files"]), key
    game = built["groups"]["en/game/"]["files"]
    assert {"en/game/", "en/game/turn/", "en/game/aid/", "en/", "en/assets/site.css",
            "en/manifest.webmanifest", "en/assets/offline/offline.js"} <= set(game)
    assert built["runtime"]["files"] == ["_runtime/pyodide.asm.wasm"]
    assert description(site) == built


def test_a_page_s_files_are_found_in_every_way_html_writes_a_tag() -> None:
    """The files a page loads, read by a scan of its tags: quotes of both kinds and none, a
    ``>`` inside a quoted value, entities, upper case; links that load nothing are left; the
    search worker comes from material's ``__config``."""
    page = (
        '<HTML><head><link rel="stylesheet" href="a.css?v=1&amp;x=2">'
        "<link rel='icon preload' href='b.png'><link rel=manifest href=c.webmanifest>"
        '<link rel="canonical" href="not-loaded/"><link rel="alternate" href="no.xml">'
        '<script id="__config" type="application/json">{"search": "w.js", "x": 1}</script>'
        '</head><body><IMG alt="a > b" SRC="d.svg"><img alt="no source">'
        '<picture><source srcset="x" src="e.webp"></picture>'
        '<script type="module" src="f.js"></script><a href="g.html">g</a></body></HTML>')
    assert offline._links(page) == ["a.css?v=1&x=2", "b.png", "c.webmanifest", "d.svg",
                                    "e.webp", "f.js", "w.js"]


def test_a_changed_file_changes_the_version_and_only_its_cache(tmp_path: Path) -> None:
    site = fake_site(tmp_path / "site")
    first = offline.install(site)
    again = offline.install(site)
    assert again["version"] == first["version"], "the version is not reproducible"
    (site / "fr" / "game" / "turn" / "index.html").write_text("<p>changed</p>", "utf-8")
    page_changed = offline.install(site)
    assert page_changed["version"] != first["version"]
    assert page_changed["runtime"]["version"] == first["runtime"]["version"]
    (site / "_runtime" / "pyodide.asm.wasm").write_bytes(b"\0asm\1")
    runtime_changed = offline.install(site)
    assert runtime_changed["runtime"]["version"] != first["runtime"]["version"]


def test_the_manifest_is_the_language_s_own() -> None:
    data = offline.manifest("Règles vivantes", "fr", "#b33c00")
    assert data["lang"] == "fr" and data["name"] == "Règles vivantes"
    assert data["start_url"] == data["scope"] == "./"
    assert {icon["type"] for icon in data["icons"]} == {"image/png", "image/svg+xml"}
    assert re.fullmatch(r"#[0-9a-f]{6}", offline.theme_colour())


def test_the_notice_is_written_in_each_language() -> None:
    english = offline.notice("en")
    for lang in LANGS:
        said = offline.notice(lang.code)
        assert set(said) == {"saving", "ready"} and all(said.values())
        if lang.code != "en":
            assert said["ready"] != english["ready"], f"{lang.code}: the notice is English"
    assert "\u00a0:" in offline.notice("fr")["ready"]          # French typography
    assert offline.notice("zh-Hans")["ready"] != offline.notice("zh")["ready"]


def test_the_notice_s_words_come_from_the_shared_catalogue() -> None:
    """No table of sentences in the module: each language's words are the shared domain's
    translation of the English msgid, French typography and Simplified Chinese included."""
    assert not hasattr(offline, "NOTICES")
    for lang in LANGS:
        said = offline.notice(lang.code, "index.md")
        shared = catalogue(SHARED, lang.code)
        for key, english in offline.notice("en", "index.md").items():
            assert said[key] == shared._(english), (lang.code, key)


@pytest.mark.parametrize("lang", [lang.code for lang in LANGS])
def test_the_notice_promises_a_player_aid_only_to_a_game_that_has_one(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    aided = next(spec for spec in registry.entries() if aid.PAGE in spec.pages)
    page = f"{aided.id}/{aided.pages[0]}.md"
    with_aid = offline.notice(lang, page)
    assert offline.notice(lang, "index.md")["ready"] != with_aid["ready"]   # no game, no aid
    real_entries = registry.entries
    monkeypatch.setattr(registry, "entries", lambda: [
        replace(s, pages=tuple(p for p in s.pages if p != aid.PAGE)) if s.id == aided.id else s
        for s in real_entries()])
    without = offline.notice(lang, page)
    assert without["saving"] == with_aid["saving"]
    assert without["ready"] != with_aid["ready"]
    assert without["ready"] == offline.notice(lang, "index.md")["ready"]


# -- the session's build ------------------------------------------------------------------

@pytest.fixture(scope="module")
def built(built_site: Any) -> dict[str, Any]:
    return description(built_site.root)


def test_the_built_worker_covers_every_game_in_every_language(built_site: Any,
                                                              built: dict[str, Any]) -> None:
    for lang in LANGS:
        for spec in registry.entries():
            if not (built_site.root / lang.slug / spec.id / "index.html").exists():
                continue
            group = built["groups"][f"{lang.slug}/{spec.id}/"]["files"]
            pages = {p.removesuffix("index.html") for p in group if p.endswith("/")}
            built_pages = {p.relative_to(built_site.root).as_posix().removesuffix("index.html")
                           for p in (built_site.root / lang.slug / spec.id).rglob("index.html")}
            assert built_pages <= pages, f"{lang.slug}/{spec.id}: pages left out"
            assert all(p.startswith(f"{lang.slug}/") for p in group)
            for path in group:
                target = built_site.root / path
                assert (target / "index.html" if path.endswith("/") else target).is_file(), path
    assert any(p.endswith(".wasm") for p in built["runtime"]["files"])
    assert any(p.endswith(".whl") for p in built["runtime"]["files"])


def test_every_page_links_its_language_s_manifest(built_site: Any) -> None:
    for lang in LANGS:
        manifest = json.loads((built_site.root / lang.slug / offline.MANIFEST).read_text("utf-8"))
        assert manifest["lang"] == lang.code
        for icon in manifest["icons"]:
            assert (built_site.root / lang.slug / icon["src"]).is_file()
        for page in sorted((built_site.root / lang.slug).rglob("index.html"))[:12]:
            link = re.search(r'<link rel="manifest" href="([^"]+)"', page.read_text("utf-8"))
            assert link, f"{page}: no manifest"
            assert (page.parent / link[1]).resolve() == \
                (built_site.root / lang.slug / offline.MANIFEST).resolve(), page


def test_the_built_site_can_be_copied_and_reinstalled(built_site: Any, tmp_path: Path) -> None:
    """What a deploy test does: a copy of the build gets the same version, until one file
    changes."""
    copy = tmp_path / "copy"
    shutil.copytree(built_site.root, copy, ignore=shutil.ignore_patterns("_runtime"))
    (copy / "_runtime").symlink_to(built_site.root / "_runtime")
    assert offline.install(copy)["version"] == description(built_site.root)["version"]
