"""The built site (one session build, served under /living-rules/): languages, dates, edit links,
widget assets, Simplified Chinese, and every internal link and #anchor."""

from __future__ import annotations

import re
import subprocess
from collections import deque
from datetime import datetime
from functools import lru_cache
from pathlib import Path
from urllib.error import HTTPError
from urllib.parse import unquote, urldefrag, urljoin, urlsplit
from urllib.request import urlopen

import pytest

from engine import registry
from sitebuild.words.hans import to_simplified
from sitebuild import widgetpaths
from sitebuild.languages import read_yaml
from sitebuild.words.simplified import game_of, glossary_terms
from tests.site.testkit import HTML_LANG, ROOT, SUB_PATH, BuiltSite, Page, read_page, visible_text

pytestmark = pytest.mark.xdist_group("site")

REPO_URL = read_yaml(ROOT / "mkdocs.yml")["repo_url"]


def source_of(site: BuiltSite, slug: str, page: Path) -> Path:
    """The Markdown file a built page comes from (zh-hans pages: their Traditional source)."""
    lang = next(lang for lang in site.languages if lang.slug == slug)
    relative = page.relative_to(site.root / slug).parent.as_posix()
    name = "index.md" if relative == "." else f"{relative}.md"
    if not (lang.source_dir / name).exists():
        name = f"{relative}/index.md"
    return lang.source_dir / name


def test_every_language_is_built_with_its_ui_language(site: BuiltSite) -> None:
    assert [lang.slug for lang in site.languages] == ["en", "fr", "zh", "zh-hans"]
    for lang in site.languages:
        pages = site.pages(lang)
        sources = sorted(lang.source_dir.rglob("*.md"))
        assert len(pages) == len(sources) > 1, lang.slug
        for page in pages:
            assert read_page(page).lang == HTML_LANG[lang.slug], page


@lru_cache(maxsize=None)
def last_commit(source: Path) -> str:
    """The date of the last commit of a source (asked once: Simplified pages share the
    Traditional sources), or '' for a file not committed yet."""
    return subprocess.run(["git", "-C", str(ROOT), "log", "-1", "--format=%cI", "--", str(source)],
                          capture_output=True, text=True).stdout.strip()


def test_every_page_shows_its_last_commit_date_in_its_language(site: BuiltSite) -> None:
    labels = {"en": "Last updated: ", "fr": "Dernière mise à jour\u00a0: ", "zh": "最後更新：",
              "zh-hans": "最后更新："}
    for lang in site.languages:
        for page in site.pages(lang):
            html = page.read_text(encoding="utf-8")
            # the page's own line (an aid's list of rule changes has <time>s of its own)
            found = re.search(r'class="md-source-file__fact">.*?<span>([^<>]*)'
                              r'<time datetime="([\d-]+)">([^<]+)</time>', html, re.S)
            assert found, f"{page}: no last-updated date"
            assert found.group(1).lstrip() == labels[lang.slug], page
            committed = last_commit(source_of(site, lang.slug, page))
            if committed:  # pages not committed yet show their file date
                assert found.group(2) == datetime.fromisoformat(committed).date().isoformat(), page


def test_every_page_links_to_its_source_for_editing(site: BuiltSite) -> None:
    for lang in site.languages:
        for page in site.pages(lang):
            source = source_of(site, lang.slug, page).relative_to(ROOT).as_posix()
            edit = re.search(r'<a href="([^"]+)"[^>]*rel="edit"', page.read_text(encoding="utf-8"))
            assert edit, f"{page}: no edit link"
            assert edit.group(1) == f"{REPO_URL}/edit/main/{source}", page
    assert all(lang.source_dir.name == "zh" for lang in site.languages if lang.generated)


def test_every_page_has_one_title(site: BuiltSite) -> None:
    """Every built page of every language has one article and one title (``h1``) in it, as
    built: no browser needed (the every-page browser pass, tests/site/test_every_page_widgets.py,
    reads the title on the phone's screen too, after the page's scripts ran)."""
    for lang in site.languages:
        for page in site.pages(lang):
            html = page.read_text(encoding="utf-8")
            assert html.count("<article") == 1, f"{page}: {html.count('<article')} articles"
            article = html[html.index("<article"):html.index("</article>")]
            titles = len(re.findall(r"<h1[\s>]", article))
            assert titles == 1, f"{page}: {titles} titles (h1) in the article, not one"


def test_widget_files_are_copied_into_every_language_and_loaded(site: BuiltSite) -> None:
    """The generic files into assets/widgets/static/, each game's static/ into
    assets/widgets/livewidgets/<game>/static/: the source folder widgets/, mirrored, so the
    scripts' relative imports resolve the same way in both."""
    shared = widgetpaths.SOURCE / widgetpaths.SHARED
    sources = {widgetpaths.SHARED / p.relative_to(shared): p
               for p in shared.rglob("*") if p.is_file()}
    for game in registry.entry_ids():
        folder = widgetpaths.SOURCE / widgetpaths.game_static(game)
        sources |= {widgetpaths.game_static(game) / p.relative_to(folder): p
                    for p in folder.rglob("*") if p.is_file()}
    assert any(name.parts[0] == "livewidgets" for name in sources), "no game's widget files"
    for lang in site.languages:
        assets = site.root / lang.slug / widgetpaths.SITE
        for name, source in sources.items():
            assert (assets / name).read_bytes() == source.read_bytes(), name
        assert (assets / "static" / "widgets.css").is_file()
        # a page below each game's home, for every game with a stylesheet
        styled = [entry for entry in registry.entries() if (widgetpaths.SOURCE / widgetpaths
                  .game_static(entry.id) / f"{entry.id}.css").is_file()]
        assert styled, "no game has a stylesheet"
        for entry in styled:
            page = entry.pages[1]
            html = (site.root / lang.slug / entry.id / page / "index.html").read_text("utf-8")
            assert re.search(
                r'<script src="../../assets/widgets/static/widgets.js" type="module">', html)
            assert 'href="../../assets/widgets/static/widgets.css"' in html
            assert f'href="../../{widgetpaths.game_url(entry.id, entry.id + ".css")}"' in html


def test_simplified_pages_are_generated_simplified(site: BuiltSite) -> None:
    """No Traditional text left, and each game's glossary terms (every registered game's) as
    often on its Simplified pages as on its Traditional ones."""
    checked = set()
    for page in site.pages(next(lang for lang in site.languages if lang.slug == "zh-hans")):
        text = visible_text(page.read_text(encoding="utf-8"))
        assert to_simplified(text) == text, f"{page}: Traditional characters left"
        traditional = (site.root / "zh" / page.relative_to(site.root / "zh-hans"))
        source_text = visible_text(traditional.read_text(encoding="utf-8"))
        game = game_of(page.relative_to(site.root / "zh-hans"))
        for trad, simp in glossary_terms(game).items():
            assert text.count(simp) >= source_text.count(trad), (page, simp)
        checked.add(game)
    assert set(registry.entry_ids()) <= checked
    zh_all = "".join(p.read_text("utf-8") for p in (site.root / "zh").rglob("*.html"))
    hans_all = "".join(p.read_text("utf-8") for p in (site.root / "zh-hans").rglob("*.html"))
    for trad, simp in {"賄賂": "贿赂", "詛咒": "诅咒", "巨龍": "巨龙"}.items():
        assert trad in zh_all and simp not in visible_text(zh_all)
        assert simp in hans_all and trad not in visible_text(hans_all)


def test_no_url_is_absolute_to_the_host_root(site: BuiltSite) -> None:
    # 404 pages are the exception: served at any missing address, they need the site_url's
    # absolute paths (MkDocs writes them so when SITE_URL is set, as for GitHub Pages).
    for path in (p for p in site.root.rglob("*.html") if p.name != "404.html"):
        for tag, attribute, value in read_page(path).links:
            assert not (value.startswith("/") and not value.startswith("//")), \
                f"{path}: <{tag} {attribute}={value!r}> breaks under {SUB_PATH}"


def test_every_internal_link_and_anchor_resolves_under_a_sub_path(site: BuiltSite) -> None:
    """Crawl from the root page over HTTP: each page and asset answers, each #anchor exists,
    nothing but <a> links leaves the site."""
    origin = urlsplit(site.url).netloc
    queue, fetched = deque([site.url]), {}
    anchors: list[tuple[str, str, str]] = []
    problems: list[str] = []
    while queue:
        url = queue.popleft()
        if url in fetched:
            continue
        try:
            with urlopen(url) as response:
                body = response.read()
                kind = response.headers.get_content_type()
        except HTTPError as error:
            problems.append(f"{url}: HTTP {error.code}")
            fetched[url] = None
            continue
        if kind == "text/html":
            # what was served is parsed; the built file's parse is shared when it is the same
            file = site.root / unquote(urlsplit(url).path).removeprefix(SUB_PATH)
            file = file / "index.html" if url.endswith("/") else file
            fetched[url] = read_page(file) if file.is_file() and file.read_bytes() == body \
                else Page(body.decode("utf-8"))
        else:
            fetched[url] = None
        if kind != "text/html":
            continue
        for tag, attribute, value in fetched[url].links:
            if value.startswith(("mailto:", "javascript:", "data:")) or value in ("", "#"):
                continue
            target, fragment = urldefrag(urljoin(url, value))
            if urlsplit(target).netloc != origin:
                if tag != "a":
                    problems.append(f"{url}: <{tag} {attribute}> loads {value} from another origin")
                continue
            if not urlsplit(target).path.startswith(SUB_PATH):
                problems.append(f"{url}: {value} leaves {SUB_PATH}")
                continue
            if fragment:
                anchors.append((url, target, fragment))
            queue.append(target)
    for source, target, fragment in anchors:
        page = fetched.get(target)
        if page is not None and fragment not in page.ids:
            problems.append(f"{source}: #{fragment} not found in {target}")
    assert problems == []
    for lang in site.languages:   # the crawl reached every page of every language
        for page in site.pages(lang):
            url = site.url + page.relative_to(site.root).parent.as_posix() + "/"
            assert url in fetched, f"{url} is not linked from anywhere"
